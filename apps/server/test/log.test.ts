import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PAROLE_NOTE, paroleDiPercorso } from '../src/http/log-redaction.ts';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { demoEmail, PUBLIC_URL, rows, testConfig } from './helpers.ts';
import { createSeededTestDatabase, createTestDatabase, type TestDatabase } from './test-db.ts';

// Issue 8 items 2 and 20: no registration code in any log line (request URLs included); readable,
// quiet logs in development, JSON in production.

const CODICE = 'QWE2345RT';

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

async function appConLog(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  database = await createTestDatabase('pglite');
  app = await buildApp({
    database,
    config: testConfig({ LOG_LEVEL: 'info', ...env }),
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return { app, lines };
}

describe('access log (issue 8 item 2)', () => {
  it('registration codes and other secrets in request URLs are never logged', async () => {
    const { app, lines } = await appConLog({ NODE_ENV: 'production' });
    const variables = encodeURIComponent(JSON.stringify({ t: CODICE }));
    const query = encodeURIComponent(
      `query($t: String!) { utenteNonRegistrato(registration_token: "${CODICE}") { id_utente } }`,
    );
    for (const url of [
      `/register/${CODICE}`,
      `/register/token/${CODICE}`,
      `/register/code/${CODICE}?username=anna-at-example.it&confirmationCode=123456`,
      `/register/info/${CODICE}`,
      `/register/complete?state=abc-${CODICE}`,
      // Spellings the web router matches too: case, percent-encoding, matrix parameters.
      `/Register/${CODICE}`,
      `/REGISTER/token/${CODICE}`,
      `/%72egister/${CODICE}`,
      `/register;x/${CODICE}`,
      `/api/auth/callback/google?code=oauthcode&state=${CODICE}`,
      `/graphql?query=${query}&variables=${variables}`,
      `/login?username=anna-at-example.it&confirmationCode=654321`,
      // Decision 1111: a signed download link works for minutes.
      '/file/scarica?key=ricevute%2Fx.pdf&nome=r.pdf&scadenza=1&firma=firmasegreta',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/register/***"');
    expect(log).toContain('"url":"/register/token/***"');
    expect(log).toContain('/register/complete?state=***');
    expect(log).toContain('"url":"/graphql?query=');
    expect(log).not.toContain(CODICE);
    expect(log).not.toContain('123456');
    expect(log).not.toContain('654321');
    expect(log).not.toContain('oauthcode');
    expect(log).not.toContain('firmasegreta');
    // Production: one JSON object per line.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('logged URLs are an allow-list (issue 22 item 10, decision 0409)', () => {
  it('crafted URLs never put a secret in any log line', async () => {
    const { app, lines } = await appConLog({ NODE_ENV: 'production' });
    const c = CODICE;
    const e = encodeURIComponent;
    const crafted = [
      // The issue's three: a GraphQL comment, an encoded slash, an unlisted parameter.
      `/graphql?query=${e(`# ${c}\n{ pingDb }`)}`,
      `/graphql?query=${e('{ pingDb }')}&operationName=${c}`,
      `/register%2F${c}`,
      `/register%2f${c}/x`,
      `/api/auth/get-session?pippo=${c}`,
      // Double encoding, matrix parameters, fragments, unicode, names and case.
      `/register%252F${c}`,
      `/%2572egister/${e(e(c))}`,
      `/register;${c}`,
      `/b/soci;codice=${c}`,
      `/register#${c}`,
      `/login?scadenza=1#${c}`,
      `/f/${e('ＱＷＥ２３４５ＲＴ')}`,
      `/${c.toLowerCase()}`,
      `/login?${c}=1`,
      `/login?${c}`,
      `/login?scadenza=${c}`,
      `/b/persona/${c}/mostra`,
      `/file/scarica?key=${e(`ricevute/${c}.pdf`)}&nome=${e(`Ricevuta ${c}.pdf`)}&scadenza=1&firma=x`,
      `/webhooks/satispay?payment_id=${c}`,
      `/sandbox/pagamento/${c}`,
      `/assets/${c}.js`,
    ];
    for (const url of crafted) await app.inject({ method: 'GET', url });
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain(c.toLowerCase());
      expect(line).not.toMatch(/ＱＷＥ|%EF%BC%B1/i);
    }
    expect(lines.join('')).toContain('"url":"/file/scarica?key=***&nome=***&scadenza=1&firma=***"');
  });

  it('ordinary routes stay readable', async () => {
    const { app, lines } = await appConLog({ NODE_ENV: 'production' });
    for (const url of [
      '/b/persona/1234/mostra',
      '/b/cassa/pagamenti',
      '/api/auth/get-session',
      '/api/auth/callback/google?code=x&state=y',
      '/graphql?query=%7BpingDb%7D',
      '/f/checkout/bonifico',
      '/register/complete',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    for (const url of [
      '/b/persona/1234/mostra',
      '/b/cassa/pagamenti',
      '/api/auth/get-session',
      '/api/auth/callback/google?code=***&state=***',
      '/graphql?query=***',
      '/f/checkout/bonifico',
      '/register/complete',
    ]) {
      expect(log).toContain(`"url":"${url}"`);
    }
  });

  it('the words of the web routes are those of the web router', () => {
    const router = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
    const parole = [...router.matchAll(/path: '([^']+)'/g)].flatMap((m) => paroleDiPercorso(m[1]!));
    expect(parole.length).toBeGreaterThan(30);
    for (const p of parole) expect(PAROLE_NOTE, p).toContain(p);
  });
});

describe('development log (issue 8 item 20)', () => {
  it('is readable and has no line per request at the default level', async () => {
    const { app, lines } = await appConLog({ NODE_ENV: 'development' });
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: '/api/auth/federated' });
    app.log.info('una riga di prova');
    const log = lines.join('');
    expect(log).not.toMatch(/incoming request|request completed/);
    expect(log).toMatch(/\d\d:\d\d:\d\d INFO {2}una riga di prova/);
    for (const line of lines) expect(line.trimStart().startsWith('{')).toBe(false);
  });

  it('shows one readable line per request with LOG_LEVEL=debug, codes still hidden', async () => {
    const { app, lines } = await appConLog({ NODE_ENV: 'development', LOG_LEVEL: 'debug' });
    await app.inject({ method: 'GET', url: `/register/${CODICE}` });
    const log = lines.join('');
    expect(log).toMatch(/DEBUG GET \/register\/\*\*\* \d{3} \d+ ms/);
    expect(log).not.toContain(CODICE);
  });
});

describe("better-auth's own error lines (issue 22 item 10, review)", () => {
  it('go to our log without the failed statement’s parameters', async () => {
    const lines: string[] = [];
    database = (await createSeededTestDatabase('pglite', {})).database;
    app = await buildApp({
      database,
      config: testConfig({ LOG_LEVEL: 'info', NODE_ENV: 'production' }),
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    // The session insert of a right password fails: better-auth logs the database's error, whose
    // message carries the insert's parameters (the new session's token, the user agent…).
    await rows(database, 'alter table auth_session rename to auth_session_altrove');
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'user-agent': 'AGENTE-SEGRETO-42' },
      payload: { email: demoEmail('cens'), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const printed = JSON.stringify(stderr.mock.calls.map((c) => c.map(String)));
    stderr.mockRestore();
    expect(printed).not.toContain('auth_session');
    const log = lines.join('');
    expect(log).toContain('auth_session');
    expect(log).not.toContain('AGENTE-SEGRETO-42');
    expect(log).not.toMatch(/params:/);
  });
});
