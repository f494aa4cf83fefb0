import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase, senzaLimiti } from '../src/db/client.ts';
import {
  DB_UNAVAILABLE_MESSAGE,
  ESITO_INCERTO_MESSAGE,
  TEMPO_SCADUTO_MESSAGE,
  tempoScaduto,
} from '../src/errors.ts';
import { errorType, gql, rows, testConfig, tokenFor } from './helpers.ts';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createSeededTestDatabase, postgresUrl, type TestDatabase } from './test-db.ts';

// Issue 22 item 9, decision 0408: a frozen database (the network silent, no socket closed) answers
// DB_UNAVAILABLE within the promised seconds instead of hanging, leaves nothing half-written, and
// the server recovers once it thaws; PostgreSQL itself cancels statements past their time bounds.

const PROMESSO_MS = 5000;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - start };
}

const MODIFICA = /* GraphQL */ `
  mutation ($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }`;

describe.skipIf(!postgresUrl)('PostgreSQL frozen under a running app (TCP proxy)', () => {
  let direct: TestDatabase;
  let proxied: Database;
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let persona: number;
  const righeLog: string[] = [];

  beforeAll(async () => {
    direct = (await createSeededTestDatabase('postgres', {})).database;
    const url = new URL(direct.url!);
    proxy = await createTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = await openDatabase({ databaseUrl: url.toString(), onError: () => {}, limiti: { lock: 1000 } });
    app = await buildApp({
      database: proxied,
      // Production logs, without the production second factor: the demo cens has no authenticator.
      config: {
        ...testConfig({ LOG_LEVEL: 'info', NODE_ENV: 'production' }),
        secondoFattoreObbligatorio: false,
      },
      logStream: { write: (line) => void righeLog.push(line) },
    });
    token = await tokenFor(app, 'cens');
    persona = (await rows<{ id: number }>(direct, 'select min(id_persona)::int as id from persone'))[0]!.id;
  });
  afterAll(async () => {
    proxy?.thaw();
    await app?.close();
    await proxied?.close();
    await proxy?.stop();
    await direct?.drop();
  });

  const leggi = () => gql(app, '{ getPersonaSe { id_persona } getAsAttivo { anno_scout } }', {}, token);
  const scrivi = (luogo: string) => () =>
    gql(app, MODIFICA, { m: { id_persona: persona, luogo_nascita: luogo } }, token);
  const luogo = async () =>
    (
      await rows<{ l: string }>(
        direct,
        `select luogo_nascita as l from persone where id_persona = ${persona}`,
      )
    )[0]!.l;
  const eventi = async () =>
    (await rows<{ n: number }>(direct, 'select count(*)::int as n from eventi'))[0]!.n;

  const risveglio = async () => {
    for (let i = 0; i < 40; i++) {
      if ((await gql(app, '{ pingDb }')).data?.pingDb === true) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('il server non si è ripreso dopo lo scongelamento');
  };

  const attesoSveglia = (r: { value: Awaited<ReturnType<typeof leggi>>; ms: number }) => {
    expect(r.ms).toBeLessThan(PROMESSO_MS);
    expect(r.value.status).toBe(503);
    expect(errorType(r.value)).toBe('DB_UNAVAILABLE');
    expect(r.value.errors![0]!.message).toBe(DB_UNAVAILABLE_MESSAGE);
  };

  it('a read and a write answer DB_UNAVAILABLE within seconds while frozen; after the thaw both succeed', async () => {
    expect((await leggi()).errors).toBeUndefined(); // the pool now holds live connections
    proxy.freeze();
    const [lettura, scrittura] = await Promise.all([timed(leggi), timed(scrivi('Congelata'))]);
    attesoSveglia(lettura);
    attesoSveglia(scrittura);
    // Decision 0409: the failed statements are logged without their parameters (the session id,
    // the data being written).
    const log = righeLog.join('');
    expect(log).toContain('database non raggiungibile');
    expect(log).not.toContain('Congelata');
    expect(log).not.toMatch(/Failed query|params:/);
    // Issue 27: the instance stays live but says it is not ready, within the same bound.
    const pronto = await timed(() => app.inject({ method: 'GET', url: '/health/ready' }));
    expect(pronto.ms).toBeLessThan(PROMESSO_MS);
    expect(pronto.value.statusCode).toBe(503);
    expect(pronto.value.json()).toEqual({ stato: 'non pronto', motivo: 'Il database non risponde' });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    proxy.thaw();
    await risveglio();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect((await leggi()).errors).toBeUndefined();
    expect((await scrivi('Scongelata')()).errors).toBeUndefined();
    expect(await luogo()).toBe('Scongelata');
  }, 30_000);

  it('a write frozen in the middle of its transaction leaves nothing half-written', async () => {
    const prima = { luogo: await luogo(), eventi: await eventi() };
    // The update reaches PostgreSQL, its answer and the commit do not. Matched by its value: a
    // statement this connection has prepared goes by name, without its text (decision 0432).
    proxy.freeze('A metà');
    attesoSveglia(await timed(scrivi('A metà')));
    proxy.thaw();
    await risveglio();
    expect({ luogo: await luogo(), eventi: await eventi() }).toEqual(prima);
    // The row is not left locked: the next write goes through.
    expect((await scrivi('Dopo')()).errors).toBeUndefined();
    expect(await luogo()).toBe('Dopo');
  }, 30_000);

  it('a write whose COMMIT answer is lost says it may have been saved, not that the database is away', async () => {
    const eventiPrima = await eventi();
    proxy.freeze('commit'); // the COMMIT reaches PostgreSQL and is applied; its answer never comes back
    const { value: r, ms } = await timed(scrivi('Forse salvata'));
    expect(ms).toBeLessThan(PROMESSO_MS);
    expect(errorType(r)).toBe('CONFLICT');
    expect(r.errors![0]!.message).toBe(ESITO_INCERTO_MESSAGE);
    proxy.thaw();
    await risveglio();
    // It was saved: a person told "database unavailable" would have written it a second time.
    expect(await luogo()).toBe('Forse salvata');
    expect(await eventi()).toBe(eventiPrima + 1);
    await scrivi('Dopo')();
  }, 30_000);

  it('a write waiting for a lock past its bound gets a clear Italian error', async () => {
    if (direct.driver.kind !== 'postgres') throw new Error('PostgreSQL atteso');
    const blocco = await direct.driver.pool.connect();
    try {
      await blocco.query('begin');
      await blocco.query(`select 1 from persone where id_persona = ${persona} for update`);
      const { value: r, ms } = await timed(scrivi('Bloccata'));
      expect(ms).toBeLessThan(PROMESSO_MS);
      expect(errorType(r)).toBe('CONFLICT');
      expect(r.errors![0]!.message).toBe(TEMPO_SCADUTO_MESSAGE);
    } finally {
      await blocco.query('rollback');
      blocco.release();
    }
    expect(await luogo()).toBe('Dopo');
  }, 30_000);

  it('PostgreSQL cancels a statement past its bound; the migrations’ connection has none', async () => {
    const breve = await openDatabase({
      databaseUrl: direct.url!,
      onError: () => {},
      limiti: { statement: 300 },
    });
    try {
      const { value: errore, ms } = await timed(() =>
        breve.db.execute(sql`select pg_sleep(5)`).catch((e) => e),
      );
      expect(ms).toBeLessThan(3000);
      expect(tempoScaduto(errore)?.message).toBe(TEMPO_SCADUTO_MESSAGE);
      if (breve.driver.kind !== 'postgres') throw new Error('PostgreSQL atteso');
      const client = await breve.driver.pool.connect();
      try {
        await senzaLimiti(client);
        await client.query('select pg_sleep(0.6)');
      } finally {
        client.release(true);
      }
    } finally {
      await breve.close();
    }
  }, 30_000);
});
