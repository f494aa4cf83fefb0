import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, withTransaction } from '../src/db/client.ts';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-db.ts';

// A transaction whose connection breaks at any step, BEGIN included, gives its client back to the
// pool (which drops it). A client kept checked out for ever would shrink the pool by one at each
// outage until every request waited for a connection, and would hang the shutdown's pool.end().

describe.skipIf(!postgresUrl)('a transaction cut by the network gives its connection back', () => {
  let direct: TestDatabase;
  let proxied: Database;
  let proxy: TcpProxy;

  beforeAll(async () => {
    direct = await createTestDatabase('postgres');
    const url = new URL(direct.url!);
    proxy = await createTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = await openDatabase({ databaseUrl: url.toString(), onError: () => {}, limiti: { sonda: 500 } });
  });
  afterAll(async () => {
    proxy?.thaw();
    await proxied?.close();
    await proxy?.stop();
    await direct?.drop();
  });

  const pool = () => (proxied.driver as { pool: pg.Pool }).pool;
  const inUso = () => pool().totalCount - pool().idleCount;

  for (const passo of ['begin', 'set_config', 'commit']) {
    it(`the network freezing right after ${passo} leaves no connection checked out`, async () => {
      await proxied.ping(); // one warm client in the pool, as under load
      const prima = inUso();
      proxy.freeze(passo);
      const esito = withTransaction(proxied.db, 'prova', async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await expect(esito).rejects.toThrow();
      proxy.thaw();
      expect(inUso()).toBe(prima);
      // The pool still serves, with a fresh connection.
      await expect(proxied.ping()).resolves.toBeUndefined();
      expect(inUso()).toBe(prima);
    }, 20_000);
  }

  it('closing the pool afterwards does not wait for a lost client', async () => {
    proxy.freeze('begin');
    await expect(withTransaction(proxied.db, null, async () => undefined)).rejects.toThrow();
    proxy.thaw();
    const chiusa = await Promise.race([
      proxied.close().then(() => 'chiusa'),
      new Promise((ok) => setTimeout(() => ok('appesa'), 5000)),
    ]);
    expect(chiusa).toBe('chiusa');
  }, 20_000);
});

describe.skipIf(!postgresUrl)('a transaction whose statement failed never reports success', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    await db.db.execute(sql`create table prova_commit (v text)`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('an error caught and ignored inside it makes the COMMIT fail, and nothing is written', async () => {
    const esito = withTransaction(db.db, 'prova', async (tx) => {
      await tx.execute(sql`insert into prova_commit values ('scritto')`);
      await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      return 'ok';
    });
    // drizzle wraps the driver's error: 'Failed query: commit', caused by ours.
    await expect(esito).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/COMMIT respinto/) },
    });
    const { rows } = await db.db.execute(sql`select count(*)::int as n from prova_commit`);
    expect(rows[0]).toEqual({ n: 0 });
    // A transaction that did not fail commits as always.
    await withTransaction(db.db, 'prova', async (tx) => {
      await tx.execute(sql`insert into prova_commit values ('scritto')`);
    });
    const dopo = await db.db.execute(sql`select count(*)::int as n from prova_commit`);
    expect(dopo.rows[0]).toEqual({ n: 1 });
  });
});
