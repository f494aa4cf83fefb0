import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres.mjs';
import { entrata } from '../build.mjs';
import { REPO_ROOT } from '../src/config.ts';
import { admin, postgresUrl } from './test-db.ts';

// Issue 27: several stateless instances behind a proxy, one PostgreSQL. Sessions, sign-outs and
// the sign-in limits live in the database, so two servers started at once on one database behave
// as one; SIGTERM lets a request in flight finish (docs/operations.md).

const DEMO = { email: 'cens@demo.zaino.it', password: 'Zaino-2026' };

interface Istanza {
  url: string;
  output: () => string;
  uscita: Promise<number | null>;
  termina(): void;
}

/** A real server process (`main.ts`, as an operator starts it) on `port`, ready when it says so. */
function avvia(port: number, env: Record<string, string>): Promise<Istanza> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child: ChildProcess = spawn(process.execPath, [entrata('main')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const uscita = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`avvio troppo lento:\n${output}`));
    }, 120_000);
    const leggi = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Zaino è pronto su/.test(output)) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          output: () => output,
          uscita,
          termina: () => child.kill('SIGTERM'),
        });
      }
    };
    child.stdout?.on('data', leggi);
    child.stderr?.on('data', leggi);
    void uscita.then((code) => reject(new Error(`uscito con ${code} prima di essere pronto:\n${output}`)));
  });
}

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL behave as one', () => {
  const nome = `zaino_istanze_${randomBytes(4).toString('hex')}`;
  let a: Istanza;
  let b: Istanza;
  let publicUrl: string;

  beforeAll(async () => {
    await admin(`create database ${nome}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${nome}`;
    const [portaA, portaB] = [await freePort(), await freePort()];
    // Behind a proxy both answer for one public address; they start at the same moment on an empty
    // database (development: each migrates and seeds, serialised by advisory locks).
    publicUrl = `http://127.0.0.1:${portaA}`;
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '127.0.0.1',
      SEED_PERSONS: '20',
      LOG_LEVEL: 'warn',
    };
    [a, b] = await Promise.all([avvia(portaA, env), avvia(portaB, env)]);
  }, 180_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      if (!i) continue;
      i.termina();
      await i.uscita;
    }
    await admin(`drop database if exists ${nome} with (force)`);
  }, 60_000);

  const chiama = async (
    istanza: Istanza,
    path: string,
    opts: { body?: unknown; cookie?: string; ip?: string; token?: string } = {},
  ) => {
    const res = await fetch(`${istanza.url}${path}`, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers: {
        origin: publicUrl,
        'x-forwarded-for': opts.ip ?? '10.61.0.1',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const testo = await res.text();
    return {
      status: res.status,
      json: (testo ? JSON.parse(testo) : null) as Record<string, unknown> | null,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  };
  const viewer = async (istanza: Istanza, token: string) =>
    (await chiama(istanza, '/graphql', { body: { query: '{ getPersonaSe { id_persona } }' }, token })).json;

  it('the demo section was seeded once although both started together', async () => {
    expect(a.output()).toMatch(/Dati dimostrativi (caricati|esistenti riutilizzati)\./);
    expect(b.output()).toMatch(/Dati dimostrativi (caricati|esistenti riutilizzati)\./);
    // Exactly one of them loaded it.
    const caricati = [a, b].filter((i) => i.output().includes('Dati dimostrativi caricati.')).length;
    expect(caricati).toBe(1);
  });

  it('a session opened on one is valid on the other, and a sign-out on one ends it on both', async () => {
    const accesso = await chiama(a, '/api/auth/sign-in/email', { body: DEMO, ip: '10.61.1.1' });
    expect(accesso.status).toBe(200);
    const cookie = accesso.cookie;
    const sessioneB = await chiama(b, '/api/auth/get-session', { cookie });
    expect((sessioneB.json?.user as { email: string } | undefined)?.email).toBe(DEMO.email);
    // The identity token minted by B is honoured by A.
    const token = (await chiama(b, '/api/auth/token', { cookie })).json?.token as string;
    expect(token).toMatch(/^eyJ/);
    expect((await viewer(a, token))?.data).toMatchObject({
      getPersonaSe: { id_persona: expect.any(Number) },
    });

    expect((await chiama(b, '/api/auth/sign-out', { body: {}, cookie })).status).toBe(200);
    expect((await chiama(a, '/api/auth/get-session', { cookie })).json).toBeNull();
    for (const i of [a, b]) {
      // An ended session's token makes an anonymous viewer: nobody's person.
      expect((await viewer(i, token))?.data).toEqual({ getPersonaSe: null });
    }
  });

  it('the sign-in limits count the attempts made on both instances', async () => {
    const sbagliato = { email: 'capogruppo@demo.zaino.it', password: 'Sbagliata-1' };
    // Per account and address: 10 a minute, spent alternately on A and B.
    for (let i = 0; i < 10; i++) {
      const r = await chiama(i % 2 ? b : a, '/api/auth/sign-in/email', { body: sbagliato, ip: '10.61.2.1' });
      expect(r.status, `tentativo ${i + 1}`).toBe(401);
    }
    for (const i of [a, b])
      expect((await chiama(i, '/api/auth/sign-in/email', { body: sbagliato, ip: '10.61.2.1' })).status).toBe(
        429,
      );
    // Per account from any address: 30 in ten minutes, the rest spent from other addresses.
    const altro = { email: 'capobranco@demo.zaino.it', password: 'Sbagliata-1' };
    for (let i = 0; i < 30; i++) {
      const r = await chiama(i % 2 ? b : a, '/api/auth/sign-in/email', {
        body: altro,
        ip: `10.61.3.${i + 1}`,
      });
      expect(r.status, `tentativo ${i + 1}`).toBe(401);
    }
    for (const i of [a, b])
      expect((await chiama(i, '/api/auth/sign-in/email', { body: altro, ip: '10.61.4.1' })).status).toBe(429);
  }, 120_000);

  it('SIGTERM lets a request in flight finish, then the process exits 0', async () => {
    // A request whose body is still arriving when the signal comes: the instance must answer it.
    const corpo = JSON.stringify({ query: '{ pingDb }' });
    const risposta = new Promise<{ status: number; testo: string }>((resolve, reject) => {
      const req = request(
        `${b.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(corpo),
            origin: publicUrl,
            'x-forwarded-for': '10.61.5.1',
          },
        },
        (res) => {
          let testo = '';
          res.on('data', (d) => {
            testo += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, testo }));
        },
      );
      req.on('error', reject);
      req.write(corpo.slice(0, 5));
      setTimeout(() => {
        b.termina();
        setTimeout(() => req.end(corpo.slice(5)), 500);
      }, 300);
    });
    const { status, testo } = await risposta;
    expect(status).toBe(200);
    expect(JSON.parse(testo)).toEqual({ data: { pingDb: true } });
    expect(await b.uscita).toBe(0);
    // The other instance goes on serving.
    expect((await chiama(a, '/health/ready')).status).toBe(200);
  }, 30_000);
});
