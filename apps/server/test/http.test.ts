import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { GraphQLError } from '../src/graphql/graphql-runtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSmtpMailer } from '../src/adapters/mail/smtp-mailer.ts';
import { createOutboxMailer } from '../src/adapters/mail/outbox-mailer.ts';
import { toClientError } from '../src/graphql/errors.ts';
import { errorType, gql, testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// The HTTP shell around the API: security headers, request ids, body limit, the SPA fallback,
// /dev/mail, GraphQL hardening, error masking, and the mail adapter.

/** A built script with the .br and .gz the web build writes beside it (build-tools/precompress.ts). */
const GRANDE = `export const testo = ${JSON.stringify('zaino '.repeat(3000))};`;

/** What helmet 8 sets with Zaino's options over plain HTTP (HTTPS adds strict-transport-security). */
const INTESTAZIONI_SICUREZZA = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('HTTP server', () => {
  let database: TestDatabase;
  let dist: string;
  let dev: Awaited<ReturnType<typeof buildApp>>;
  let prod: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dist = mkdtempSync(join(tmpdir(), 'zaino-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">Zaino SPA</div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'grande-1.js'), GRANDE);
    writeFileSync(join(dist, 'assets', 'grande-1.js.br'), brotliCompressSync(GRANDE));
    writeFileSync(join(dist, 'assets', 'grande-1.js.gz'), gzipSync(GRANDE));
    dev = await buildApp({ database, config: testConfig({ WEB_DIST_DIR: dist }) });
    prod = await buildApp({ database, config: testConfig({ WEB_DIST_DIR: dist, NODE_ENV: 'production' }) });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
    await database?.drop();
  });

  it('sends security headers with a CSP that allows the built SPA and Mantine inline styles', async () => {
    const res = await dev.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("sends helmet's whole set of security headers on every kind of answer, the same each time", async () => {
    const sicurezza = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([k]) => INTESTAZIONI_SICUREZZA.includes(k)));
    const pagina = sicurezza((await dev.inject({ method: 'GET', url: '/' })).headers);
    expect(Object.keys(pagina).sort()).toEqual([...INTESTAZIONI_SICUREZZA].sort());
    expect(pagina['x-frame-options']).toBe('SAMEORIGIN');
    expect(pagina['cross-origin-opener-policy']).toBe('same-origin');
    for (const richiesta of [
      { method: 'POST' as const, url: '/graphql', payload: { query: '{ pingDb }' } },
      { method: 'GET' as const, url: '/assets/app-123.js' },
      { method: 'GET' as const, url: '/api/non-esiste' },
      { method: 'GET' as const, url: '/' },
    ])
      expect(sicurezza((await dev.inject(richiesta)).headers), richiesta.url).toEqual(pagina);
  });

  it('gives every response a request id, and keeps the one the caller sent', async () => {
    const a = await dev.inject({ method: 'POST', url: '/graphql', payload: { query: '{ pingDb }' } });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await dev.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'prova-123' } });
    expect(b.headers['x-request-id']).toBe('prova-123');
    for (const strano of ['<script>x</script>', 'a'.repeat(65), 'id con spazi']) {
      const c = await dev.inject({ method: 'GET', url: '/', headers: { 'x-request-id': strano } });
      expect(c.headers['x-request-id'], strano).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves index.html for client routes, hashed assets with a long cache, and real 404s elsewhere', async () => {
    for (const url of [
      '/',
      '/b/stato-iscrizioni',
      '/f/checkout/success/12',
      '/register/code/ABC123456?x=1',
    ]) {
      const res = await dev.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Zaino SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await dev.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await dev.inject({ method: 'GET', url: '/assets/manca.js' })).statusCode).toBe(404);
    for (const url of ['/api/nulla', '/graphql/x', '/dev/nulla', '/segreteria/x', '/esporta/y']) {
      const res = await dev.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errorType: 'NOT_FOUND' });
    }
  });

  it("sends the build's precompressed files to a browser that accepts them, the plain file otherwise", async () => {
    const url = '/assets/grande-1.js';
    const br = await prod.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(GRANDE.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(GRANDE);
    const gz = await prod.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(GRANDE);
    const plain = await prod.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(GRANDE);
    // A cache between the two must not hand brotli to a browser that did not ask for it.
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('explains clearly when the web app has not been built', async () => {
    const app = await buildApp({ database, config: testConfig({ WEB_DIST_DIR: join(dist, 'manca') }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/b' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });

  it('refuses bodies over the limit', async () => {
    const res = await dev.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ pingDb }', variables: { x: 'x'.repeat(1_100_000) } }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('limits depth and aliases; introspection only outside production', async () => {
    let deep = 'id_persona';
    for (let i = 0; i < 6; i++) deep = `parentele { genitore { ${deep} } }`;
    const d = await gql(dev, `{ getPersonaSe { ${deep} } }`);
    expect(d.errors![0]!.message).toMatch(/troppo annidata/);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: pingDb`).join(' ');
    const a = await gql(dev, `{ ${aliases} }`);
    expect(a.errors![0]!.message).toMatch(/Troppi alias/);
    expect((await gql(dev, '{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const p = await gql(prod, '{ __schema { queryType { name } } }');
    expect(p.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await gql(prod, '{ pingDb }')).data).toEqual({ pingDb: true });
  });

  it('maps typed errors to errorType and masks unexpected ones behind the request id', () => {
    const log = { error: () => {}, warn: () => {} } as never;
    const ctx = { requestId: 'req-1', log, availability: { report: () => false } } as never;
    const unexpected = toClientError(
      new GraphQLError('boom', { originalError: new Error('select * from segreti failed') }),
      ctx,
    );
    expect(unexpected.message).toBe('Errore interno del server (richiesta req-1)');
    expect(unexpected.extensions).toMatchObject({ errorType: 'INTERNAL', requestId: 'req-1' });
    expect(JSON.stringify(unexpected.toJSON())).not.toContain('segreti');
  });

  it('unknown operations are plain GraphQL validation errors', async () => {
    const r = await gql(dev, '{ nonEsiste }');
    expect(r.errors![0]!.message).toContain('nonEsiste');
    expect(errorType(r)).toBeUndefined();
  });

  it('suggests field names in development only: production hides the schema', async () => {
    expect((await gql(dev, '{ getPersonaS { id_persona } }')).errors![0]!.message).toContain('Did you mean');
    const p = await gql(prod, '{ getPersonaS { id_persona } }');
    expect(p.errors![0]!.message).toContain('getPersonaS');
    expect(p.errors![0]!.message).not.toContain('Did you mean');
    expect(p.errors![0]!.message).not.toContain('getPersonaSe');
  });

  it('/dev/mail lists the outbox in development and does not exist in production or with SMTP', async () => {
    await createOutboxMailer(database.db).send({
      to: 'famiglia@example.it',
      cc: ['capo@example.it'],
      subject: 'Codice <123456>',
      text: 'Il tuo codice è 123456',
      html: '<p>Il tuo codice è <b>123456</b></p>',
    });
    const res = await dev.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('famiglia@example.it');
    expect(res.body).toContain('Codice &lt;123456&gt;');
    expect(res.body).toContain('capo@example.it');
    expect((await prod.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    const withSmtp = await buildApp({ database, config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }) });
    try {
      expect((await withSmtp.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
  it("the pages the server renders link the web app's icon, which is served (no /favicon.ico 404: issue 23)", async () => {
    const pagine = ['/dev/mail', '/ricevuta/verifica/non-esiste', '/sandbox/pagamento/sbx_nessuno'];
    for (const url of pagine) {
      const res = await dev.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    }
    const icona = await dev.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icona.statusCode).toBe(200);
    expect(icona.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('SMTP mail adapter', () => {
  it('sends plain text and HTML through the SMTP server of SMTP_URL', async () => {
    const { SMTPServer } = await import('smtp-server');
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => {
          data += c.toString();
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.server.address() as { port: number };
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Zaino <noreply@zaino.test>');
    try {
      await mailer.send({ to: 'a@example.it', subject: 'Prova', text: 'Ciao', html: '<p>Ciao</p>' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Prova');
      expect(received[0]).toContain('To: a@example.it');
      expect(received[0]).toContain('<p>Ciao</p>');
    } finally {
      await mailer.close?.();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
