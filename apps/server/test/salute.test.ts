import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrazioniDellaVersione } from '../src/db/migrazioni-applicate.ts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { withTransaction } from '../src/db/client.ts';
import { gql, rows, startTestApp, type TestApp, testConfig } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 27: /health/live answers while the process runs; /health/ready only while the database
// answers and holds every migration this build ships.

describe.each(dbKinds)('health of an instance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is live and ready on a migrated database, says nothing about the section and is never cached', async () => {
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ stato: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ stato: 'pronto' });
    expect(ready.headers['cache-control']).toBe('no-store');
    // The web app's fallback never answers for the health paths.
    expect((await get('/health/altro')).statusCode).toBe(404);
    expect((await get('/health/altro')).json()).toMatchObject({ errorType: 'NOT_FOUND' });
  });

  it('is not ready on a database lacking the last migration of this build, and ready once it is applied', async () => {
    const ultima = Math.max(...migrazioniDellaVersione());
    const [riga] = await rows<{ id: number }>(
      t.database,
      `select id from drizzle.__drizzle_migrations where created_at = ${ultima}`,
    );
    expect(riga).toBeDefined();
    const sposta = (quando: number) =>
      rows(
        t.database,
        `update drizzle.__drizzle_migrations set created_at = ${quando} where id = ${riga!.id}`,
      );
    await sposta(ultima - 1);
    // A new instance of this version on that database.
    const nuova = await buildApp({ database: t.database, config: testConfig() });
    try {
      const ready = await nuova.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        stato: 'non pronto',
        motivo: 'Il database non ha tutte le migrazioni di questa versione',
      });
      expect((await nuova.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await sposta(ultima);
      await new Promise((r) => setTimeout(r, 1100)); // the last answer is reused for a second
      expect((await nuova.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await sposta(ultima);
      await nuova.close();
    }
  });

  it('stays ready while the database is busy, and a flood of probes never makes the app answer DB_UNAVAILABLE', async () => {
    expect((await get('/health/ready')).statusCode).toBe(200);
    const occupato = withTransaction(t.database.db, 'test', async (tx) => {
      await tx.execute(sql`select pg_sleep(4)`);
    });
    const probe = await Promise.all(Array.from({ length: 50 }, () => get('/health/ready')));
    expect(probe.map((r) => r.statusCode)).toEqual(probe.map(() => 200));
    // Still busy: a request that needs no database is served as usual (a probe that had marked the
    // database down would have turned it into DB_UNAVAILABLE).
    const intanto = await gql(t.app, '{ __typename }');
    expect(intanto.errors).toBeUndefined();
    await occupato;
    const res = await gql(t.app, '{ pingDb }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.pingDb).toBe(true);
  });
});
