import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
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
