import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withTransaction } from '../src/db/client.ts';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-db.ts';

// Decision 0432: on PostgreSQL a repeated statement is parsed once per connection; a star that a
// migration could widen is never prepared; DATABASE_PREPARED_STATEMENTS=0 keeps nothing.

const RIPETUTA = 'select id_persona, nome from persone where id_persona = $1';
const STELLA = 'select * from persone where id_persona = $1';

describe.skipIf(!postgresUrl)('statements prepared once per connection (PostgreSQL)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t.drop());

  const pool = (d: { driver: TestDatabase['driver'] }) => {
    if (d.driver.kind !== 'postgres') throw new Error('PostgreSQL atteso');
    return d.driver.pool;
  };
  const preparate = async (client: { query(q: string): Promise<{ rows: { statement: string }[] }> }) =>
    (await client.query('select statement from pg_prepared_statements order by statement')).rows.map(
      (r) => r.statement,
    );

  it('parses a repeated statement once, never the star, and both still run after a column is added', async () => {
    const client = await pool(t).connect();
    try {
      for (let i = 0; i < 3; i++) await client.query(RIPETUTA, [i]);
      await client.query(STELLA, [1]);
      expect(await preparate(client)).toEqual([RIPETUTA]);
      // A migration run while the instance serves: another connection widens the table.
      await pool(t).query('alter table persone add column prova_0432 integer');
      const ripetuta = await client.query(RIPETUTA, [1]);
      expect(ripetuta.fields.map((f) => f.name)).toEqual(['id_persona', 'nome']);
      const stella = await client.query(STELLA, [1]);
      expect(stella.fields.map((f) => f.name)).toContain('prova_0432');
      expect(await preparate(client)).toEqual([RIPETUTA]);
    } finally {
      client.release();
    }
  });

  it('a migration changing a column type costs one failed run: its connection is given up, not kept failing', async () => {
    await pool(t).query('create table prova_0432 (id integer primary key, v integer)');
    await pool(t).query('insert into prova_0432 values (1, 7)');
    const leggi = () =>
      withTransaction(t.db, null, async (tx) => {
        const { rows } = await tx.execute<{ v: number }>(sql`select v from prova_0432 where id = ${1}`);
        return rows[0]!.v;
      });
    // Every pooled connection prepares it (ten transactions at once use them all).
    expect(await Promise.all(Array.from({ length: 10 }, leggi))).toEqual(Array(10).fill(7));
    await pool(t).query('alter table prova_0432 alter column v type text');
    const esiti = await Promise.allSettled(Array.from({ length: 10 }, leggi));
    for (const e of esiti)
      if (e.status === 'rejected')
        expect(String((e.reason as Error).cause ?? e.reason)).toMatch(
          /cached plan must not change result type/,
        );
    // After at most one failure per connection, every run succeeds.
    for (let i = 0; i < 20; i++) expect(await leggi()).toBe('7');
  });

  it('a value that cannot be sent leaves the statement usable on that connection, at its first run or later', async () => {
    const client = await pool(t).connect();
    const circolare: Record<string, unknown> = {};
    circolare.se = circolare;
    try {
      const testo = 'select $1::jsonb as j';
      expect((await client.query(testo, [{ a: 1 }])).rows).toEqual([{ j: { a: 1 } }]);
      await expect(client.query(testo, [circolare])).rejects.toThrow(/circular/i);
      expect((await client.query(testo, [{ b: 2 }])).rows).toEqual([{ j: { b: 2 } }]);
      // Its first run on this connection: the parse reaches the server, the values do not.
      const nuovo = 'select $1::jsonb as j, 1 as primo_giro';
      await expect(client.query(nuovo, [circolare])).rejects.toThrow(/circular/i);
      expect((await client.query(nuovo, [{ c: 3 }])).rows).toEqual([{ j: { c: 3 }, primo_giro: 1 }]);
      expect((await client.query(nuovo, [{ d: 4 }])).rows).toEqual([{ j: { d: 4 }, primo_giro: 1 }]);
    } finally {
      client.release();
    }
  });

  it('a connection whose statement changed type, kept by its holder, goes on saying so (never a clash)', async () => {
    await pool(t).query('create table prova_0432b (id integer primary key, v integer)');
    await pool(t).query('insert into prova_0432b values (1, 7)');
    const client = await pool(t).connect();
    try {
      const testo = 'select v from prova_0432b where id = $1';
      expect((await client.query(testo, [1])).rows).toEqual([{ v: 7 }]);
      await pool(t).query('alter table prova_0432b alter column v type text');
      for (let i = 0; i < 2; i++)
        await expect(client.query(testo, [1])).rejects.toThrow(/cached plan must not change result type/);
      expect((client as unknown as { daScartare?: Error }).daScartare).toBeDefined();
    } finally {
      client.release(true);
    }
  });

  it('keeps nothing with DATABASE_PREPARED_STATEMENTS=0', async () => {
    const d = await openDatabase({ databaseUrl: t.url!, istruzioniPreparate: false, onError: () => {} });
    const client = await pool(d).connect();
    try {
      for (let i = 0; i < 3; i++) await client.query(RIPETUTA, [i]);
      expect(await preparate(client)).toEqual([]);
    } finally {
      client.release();
      await d.close();
    }
  });
});
