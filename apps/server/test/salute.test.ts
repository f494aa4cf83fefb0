import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrazioniDellaVersione } from '../src/db/migrazioni-applicate.ts';
import { rows, startTestApp, type TestApp } from './helpers.ts';
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

  it('is not ready while the last migration of this build is missing, and ready again once applied', async () => {
    const ultima = Math.max(...migrazioniDellaVersione());
    const [riga] = await rows<{ id: number; created_at: string }>(
      t.database,
      `select id, created_at from drizzle.__drizzle_migrations where created_at = ${ultima}`,
    );
    expect(riga).toBeDefined();
    await rows(
      t.database,
      `update drizzle.__drizzle_migrations set created_at = ${ultima - 1} where id = ${riga!.id}`,
    );
    try {
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        stato: 'non pronto',
        motivo: 'Il database non ha tutte le migrazioni di questa versione',
      });
      expect((await get('/health/live')).statusCode).toBe(200);
    } finally {
      await rows(
        t.database,
        `update drizzle.__drizzle_migrations set created_at = ${ultima} where id = ${riga!.id}`,
      );
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });
});
