import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// Spec 1 §8, issue 27: unexpected errors go to Sentry when SENTRY_DSN is set, without personal
// data. The real SDK sends to a local fake of Sentry's envelope endpoint.

interface Ricevuto {
  path: string;
  corpo: string;
}

/** A fake Sentry ingest: stores every envelope posted to /api/<project>/envelope/. */
async function fintoSentry(): Promise<{ server: Server; dsn: string; ricevuti: Ricevuto[] }> {
  const ricevuti: Ricevuto[] = [];
  const server = createServer((req, res) => {
    const parti: Buffer[] = [];
    req.on('data', (d: Buffer) => parti.push(d));
    req.on('end', () => {
      const grezzo = Buffer.concat(parti);
      const corpo = req.headers['content-encoding'] === 'gzip' ? gunzipSync(grezzo) : grezzo;
      ricevuti.push({ path: req.url ?? '', corpo: corpo.toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { server, dsn: `http://chiavepubblica@127.0.0.1:${port}/42`, ricevuti };
}

const CF = 'RSSMRA85T10A562S';
const EMAIL = 'mario.rossi@esempio.it';

describe('error reports to Sentry', () => {
  let database: TestDatabase;
  let finto: Awaited<ReturnType<typeof fintoSentry>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    finto = await fintoSentry();
  });
  afterAll(async () => {
    await database?.drop();
    finto?.server.close();
  });

  /** An app whose /prova-errore route fails unexpectedly with personal data in the message. */
  async function appCon(env: Record<string, string>) {
    // Reports follow the error-level log lines: the log must let them through (to a sink here).
    const app = await buildApp({
      database,
      config: testConfig({ LOG_LEVEL: 'error', ...env }),
      logStream: { write: () => {} },
    });
    app.get('/prova-errore', async () => {
      throw new Error(`vincolo violato per ${CF} (${EMAIL})`);
    });
    await app.ready();
    return app;
  }
  const chiama = (app: Awaited<ReturnType<typeof appCon>>) =>
    app.inject({
      method: 'GET',
      url: `/prova-errore?cf=${CF}`,
      headers: {
        cookie: 'better-auth.session_token=segretissimo',
        authorization: 'Bearer tokensegretissimo123',
      },
    });

  it('an unexpected error is reported once, with its request id, and without personal data or the request', async () => {
    const app = await appCon({ SENTRY_DSN: finto.dsn });
    const res = await chiama(app);
    expect(res.statusCode).toBe(500);
    await app.close(); // flushes the report
    const eventi = finto.ricevuti.filter((r) => r.path.startsWith('/api/42/envelope/'));
    expect(eventi).toHaveLength(1);
    const corpo = eventi[0]!.corpo;
    const evento = JSON.parse(corpo.split('\n')[2]!) as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      request?: unknown;
      user?: unknown;
    };
    expect(evento.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'vincolo violato per [oscurato] ([oscurato])',
    });
    // The 500 answer names the request id the report is tagged with.
    expect(res.body).toContain(evento.tags.requestId!);
    expect(evento.request).toBeUndefined();
    expect(evento.user).toBeUndefined();
    for (const segreto of [CF, EMAIL, 'segretissimo', 'tokensegretissimo123', 'prova-errore?cf'])
      expect(corpo).not.toContain(segreto);
  });

  it('without SENTRY_DSN nothing is sent anywhere', async () => {
    const prima = finto.ricevuti.length;
    const app = await appCon({});
    expect((await chiama(app)).statusCode).toBe(500);
    await app.close();
    expect(finto.ricevuti).toHaveLength(prima);
  });

  it('SENTRY_DSN must be a URL', () => {
    expect(() => testConfig({ SENTRY_DSN: 'non un url' })).toThrow('SENTRY_DSN deve essere un URL');
  });
});
