import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { DB_UNAVAILABLE_MESSAGE, ESITO_INCERTO_MESSAGE } from '../src/errors.ts';
import { violazioniInvarianti } from '../src/db/invarianti.ts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { demoEmail, errorType, gql, identityToken, signIn, testConfig } from './helpers.ts';
import { closedPort, createTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-db.ts';

// Issue 2: when the database cannot be reached, every request answers quickly with DB_UNAVAILABLE
// (spec 1 §8 'Sleeping database' text), and the server recovers by itself when it comes back.

const FAST_MS = 3000;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - start };
}

describe('database unreachable from the start (closed port)', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const port = await closedPort();
    database = await openDatabase({
      databaseUrl: `postgres://zaino@127.0.0.1:${port}/zaino`,
      onError: () => {},
    });
    app = await buildApp({ database, config: testConfig() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GraphQL answers DB_UNAVAILABLE with HTTP 503 and the sleeping-database message, fast', async () => {
    for (let i = 0; i < 3; i++) {
      const { value: r, ms } = await timed(() => gql(app, '{ pingDb }'));
      expect(ms).toBeLessThan(FAST_MS);
      expect(r.status).toBe(503);
      expect(errorType(r)).toBe('DB_UNAVAILABLE');
      expect(r.errors![0]!.message).toBe(DB_UNAVAILABLE_MESSAGE);
      expect(r.errors![0]!.message).toContain('Please wait a few seconds and try again');
    }
  });

  it('the identity endpoints answer 503 DB_UNAVAILABLE too (the web shows the asleep screen)', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/auth/token' },
      {
        method: 'POST' as const,
        url: '/api/auth/sign-in/email',
        payload: { email: 'a@b.it', password: 'x' },
        headers: { 'content-type': 'application/json' },
      },
    ]) {
      const { value: res, ms } = await timed(() => app.inject(req));
      expect(ms).toBeLessThan(FAST_MS);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errorType: 'DB_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE });
    }
  });

  it('no stack trace or driver detail reaches the client', async () => {
    const r = await gql(app, '{ pingDb }');
    expect(JSON.stringify(r.errors)).not.toMatch(/ECONNREFUSED|at |stack|127\.0\.0\.1/);
  });
});

// PostgreSQL only (a TCP proxy in front of a real server): CI always has one (scripts/test-all.mjs).
if (postgresUrl) {
  describe('PostgreSQL goes away and comes back (TCP proxy)', () => {
    let direct: TestDatabase;
    let proxied: Database;
    let proxy: TcpProxy;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let token: string;

    beforeAll(async () => {
      direct = await createTestDatabase('postgres');
      await seedIfEmpty(direct);
      const url = new URL(direct.url!);
      proxy = await createTcpProxy(url.hostname, Number(url.port || 5432));
      url.host = `127.0.0.1:${proxy.port}`;
      proxied = await openDatabase({ databaseUrl: url.toString(), onError: () => {} });
      app = await buildApp({ database: proxied, config: testConfig() });
      token = await identityToken(app, await signIn(app, demoEmail('genitore')));
    });
    // One CI run (stop 26) saw this teardown hang past 120 s after the load test, every assertion
    // having passed: a transaction cut during its BEGIN never gave its connection back, so
    // `pool.end()` waited for it (fixed in `withTransaction`; transazione-interrotta.test.ts, and the
    // load test below counts the connections left checked out). Each step stays bounded and a hang
    // is printed by name.
    const entro = async (nome: string, passo: () => Promise<unknown> | undefined) => {
      let timer: NodeJS.Timeout | undefined;
      const scaduto = new Promise<'scaduto'>((ok) => {
        timer = setTimeout(() => ok('scaduto'), 20_000);
      });
      const esito = await Promise.race([Promise.resolve(passo()).then(() => 'fatto' as const), scaduto]);
      clearTimeout(timer);
      if (esito === 'scaduto') console.warn(`db-unavailable teardown: ${nome} non si è chiuso in 20 s`);
    };
    afterAll(async () => {
      await entro('app.close', () => app?.close());
      await entro('proxied.close', () => proxied?.close());
      await entro('proxy.stop', () => proxy?.stop());
      await entro('direct.drop', () => direct?.drop());
    }, 120_000);

    const personaSe = () =>
      gql(app, '{ getPersonaSe { id_persona nome } getAsAttivo { anno_scout } }', {}, token);

    it('answers normally, then DB_UNAVAILABLE within 3 s while the database is gone, then recovers', async () => {
      const before = await personaSe();
      expect(before.errors).toBeUndefined();
      expect(before.data!.getPersonaSe.id_persona).toBeGreaterThan(0);

      await proxy.stop();
      for (let i = 0; i < 3; i++) {
        const { value: r, ms } = await timed(personaSe);
        expect(ms).toBeLessThan(FAST_MS);
        expect(r.status).toBe(503);
        expect(errorType(r)).toBe('DB_UNAVAILABLE');
        const ping = await timed(() => gql(app, '{ pingDb }'));
        expect(ping.ms).toBeLessThan(FAST_MS);
        expect(errorType(ping.value)).toBe('DB_UNAVAILABLE');
      }
      const tokenRes = await app.inject({ method: 'GET', url: '/api/auth/token' });
      expect(tokenRes.statusCode).toBe(503);

      await proxy.start();
      // The web pings every 5 s; the server must notice by itself at the next request.
      let ok = false;
      for (let i = 0; i < 20 && !ok; i++) {
        ok = (await gql(app, '{ pingDb }')).data?.pingDb === true;
        if (!ok) await new Promise((r) => setTimeout(r, 250));
      }
      expect(ok).toBe(true);
      const after = await personaSe();
      expect(after.errors).toBeUndefined();
      expect(after.data).toEqual(before.data);
    });

    // Issue 27: the database goes away while requests stream in (reads of a family, payments written
    // by the treasurer, 12 at a time). Every request answers promptly, with its data or the Italian
    // DB_UNAVAILABLE (or, for a write cut during its COMMIT, the honest "may have been saved"); nothing is half-written (the money invariants hold after); and the same server
    // serves again once the database is back, without a restart. The issue asks 2 s: the slowest
    // answer measured here was 1.2 s (docs/performance.md); the bound is this file's 3 s, as a loaded
    // CI machine adds its own delays to the pool's 2 s connection timeout.
    it('under load: every request answers promptly, no partial write, recovery without restart', async () => {
      const tesoriere = await identityToken(app, await signIn(app, demoEmail('tesoriere')));
      const { anno, persona } = (
        await proxied.db.execute(
          sql`select (select anno_scout from anni_scout where attivo) as anno,
                   (select id_parte from persone where id_parte is not null order by id_persona limit 1) as persona`,
        )
      ).rows[0] as { anno: number; persona: number };
      const paga = () =>
        gql(
          app,
          'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }',
          {
            m: {
              id_transazione_finanziaria: -1,
              id_parte_da: persona,
              id_parte_a: 1,
              importo: 700,
              stato: 'completed',
              tipo_da: 'cash',
              tipo_a: 'cash',
              anno_scout: anno,
            },
          },
          tesoriere,
        );
      const esiti = { ok: 0, scritture: 0, dbAssente: 0, incerte: 0, lente: 0, altri: [] as string[] };
      // A write whose COMMIT was sent just as the connection dropped cannot know its outcome: the
      // server says so (decision 0410) instead of guessing. Only writes may answer that.
      const esitoIncerto = (r: Awaited<ReturnType<typeof paga>>) =>
        errorType(r) === 'CONFLICT' && r.errors?.[0]?.message === ESITO_INCERTO_MESSAGE;
      let fermo = false;
      const lavoratore = async (n: number) => {
        while (!fermo) {
          const { value: r, ms } = await timed(() => (n % 3 === 0 ? paga() : personaSe()));
          if (ms > FAST_MS) esiti.lente++;
          if (!r.errors) {
            esiti.ok++;
            if (n % 3 === 0) esiti.scritture++;
          } else if (errorType(r) === 'DB_UNAVAILABLE' && r.status === 503) esiti.dbAssente++;
          else if (n % 3 === 0 && esitoIncerto(r)) esiti.incerte++;
          else esiti.altri.push(`${r.status} ${JSON.stringify(r.errors)}`);
        }
      };
      const lavoratori = Array.from({ length: 12 }, (_, n) => lavoratore(n));
      await new Promise((r) => setTimeout(r, 1000));
      await proxy.stop();
      await new Promise((r) => setTimeout(r, 3000));
      await proxy.start();
      await new Promise((r) => setTimeout(r, 3000));
      fermo = true;
      await Promise.all(lavoratori);

      expect(esiti.lente).toBe(0);
      expect(esiti.altri).toEqual([]);
      expect(esiti.ok).toBeGreaterThan(0);
      expect(esiti.scritture).toBeGreaterThan(0);
      expect(esiti.dbAssente).toBeGreaterThan(0);
      // The same server, no restart: reads and writes succeed again, and the money is consistent.
      expect((await personaSe()).errors).toBeUndefined();
      expect((await paga()).errors).toBeUndefined();
      expect(await violazioniInvarianti(direct.db)).toEqual([]);
      // No connection was lost to the outage: each comes back to the pool (a scheduled job may hold
      // one for a moment; a lost one never comes back).
      const pool = (proxied.driver as { pool: pg.Pool }).pool;
      const inUso = () => pool.totalCount - pool.idleCount;
      for (let i = 0; i < 20 && inUso() > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(inUso()).toBe(0);
    }, 60_000);
  });
}
