import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from './test-db.ts';
import { demoEmail, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// Security review (decision 0304): registration codes only at lead level or above, not-found and
// not-allowed answered alike, client addresses taken from the nearest proxy only.

describe.each(dbKinds)('security review on %s', (kind) => {
  let t: TestApp;
  let genitore: string;
  let capobranco: string;
  let cens: string;
  let cucciolo: { id_persona: number; id_parte: number };
  let codiceCucciolo: string;

  const idPersonaDi = async (email: string) =>
    (
      await rows<{ id_persona: number }>(
        t.database,
        `select id_persona from auth_user where email = '${email}'`,
      )
    )[0]!.id_persona;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [genitore, capobranco, cens] = await Promise.all([
      tokenFor(t.app, 'genitore'),
      tokenFor(t.app, 'capobranco'),
      tokenFor(t.app, 'cens'),
    ]);
    // A child of the demo parent who is a cub of the demo CB's pack in the active year.
    const idGenitore = await idPersonaDi(demoEmail('genitore'));
    const idCb = await idPersonaDi(demoEmail('capobranco'));
    const [c] = await rows<{ id_persona: number; id_parte: number }>(
      t.database,
      `select p.id_persona, p.id_parte from parentele pa
         join persone p on p.id_persona = pa.id_persona_figlio
         join iscrizioni i on i.id_persona = p.id_persona
         join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
         join nomine n on n.id_iscrizione = i.id_iscrizione
       where pa.id_persona_genitore = ${idGenitore} and n.id_ruolo = 'L' and p.id_parte is not null
         and n.id_gruppo in (select n2.id_gruppo from nomine n2 join iscrizioni i2 using (id_iscrizione)
                             where i2.id_persona = ${idCb} and i2.anno_scout = i.anno_scout)
       limit 1`,
    );
    cucciolo = c!;
    codiceCucciolo = 'XYZ2345AB';
    await rows(
      t.database,
      `insert into utenti (id_persona, registration_token) values (${cucciolo.id_persona}, '${codiceCucciolo}')`,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('Utente.registration_token: lead or above sees the code, a parent (idem) does not (spec 2 §6)', async () => {
    const perGenitore = await gql(
      t.app,
      '{ getPersoneSe { id_persona utenti { id_utente registration_token data_registrazione } } }',
      {},
      genitore,
    );
    expect(perGenitore.errors).toBeUndefined();
    const figlio = perGenitore.data!.getPersoneSe.find(
      (p: { id_persona: number }) => p.id_persona === cucciolo.id_persona,
    );
    expect(figlio).toBeDefined();
    const utente = figlio.utenti.find((u: { data_registrazione: unknown }) => u.data_registrazione == null);
    expect(utente).toBeDefined();
    expect(utente.registration_token).toBeNull();
    // The parent's own (used) code is not shown either: below lead nobody sees codes.
    for (const p of perGenitore.data!.getPersoneSe) {
      for (const u of p.utenti) expect(u.registration_token).toBeNull();
    }

    const q = 'query($id: Int!) { parte(id_parte: $id) { persona { utenti { registration_token } } } }';
    for (const token of [capobranco, cens]) {
      const r = await gql(t.app, q, { id: cucciolo.id_parte }, token);
      expect(r.errors).toBeUndefined();
      const codici = r.data!.parte.persona.utenti.map(
        (u: { registration_token: string }) => u.registration_token,
      );
      expect(codici).toContain(codiceCucciolo);
    }
  });

  it('parte: a hidden person’s party and a missing party answer exactly alike', async () => {
    const q = 'query($id: Int!) { parte(id_parte: $id) { id_parte } }';
    const socio = await tokenFor(t.app, 'socio');
    const nascosta = await gql(t.app, q, { id: cucciolo.id_parte }, socio);
    const mancante = await gql(t.app, q, { id: 999_999 }, socio);
    expect(errorType(nascosta)).toBe('NOT_FOUND');
    expect(nascosta.errors![0]!.message).toBe(mancante.errors![0]!.message);
    expect(nascosta.errors![0]!.extensions).toEqual(mancante.errors![0]!.extensions);
  });
});

describe('client address behind a proxy', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  const lookup = (xff?: string, peer = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      payload: { query: '{ utenteNonRegistrato(registration_token: "AAA222222") { id_utente } }' },
    });
  const keys = async () =>
    (
      await rows<{ key: string }>(
        t.database,
        "select chiave as key from contatori_limiti where chiave like 'graphql:codice-registrazione|%' order by chiave",
      )
    ).map((r) => r.key.split('|')[1]);

  it('TRUST_PROXY lists the proxies: a client-written X-Forwarded-For entry is ignored', async () => {
    t = await startTestApp('pglite', { seed: false, env: { TRUST_PROXY: '10.0.0.1' } });
    // The proxy (10.0.0.1) appended the address it saw (203.0.113.7) to what the client sent.
    await lookup('6.6.6.6, 203.0.113.7');
    await lookup('7.7.7.7, 203.0.113.7');
    expect(await keys()).toEqual(['203.0.113.7']);
  });

  it('TRUST_PROXY: a peer that is not a listed proxy is the client, whatever it writes (issue 8 item 6)', async () => {
    await t.close();
    t = await startTestApp('pglite', { seed: false, env: { TRUST_PROXY: '10.0.0.1,10.0.0.9' } });
    await lookup('6.6.6.6', '198.51.100.4');
    // Two listed proxies in a row: the address before the first of them is the client.
    await lookup('8.8.8.8, 203.0.113.9, 10.0.0.9');
    expect(await keys()).toEqual(['198.51.100.4', '203.0.113.9']);
  });

  it('TRUST_PROXY=false ignores X-Forwarded-For', async () => {
    await t.close();
    t = await startTestApp('pglite', { seed: false, env: { TRUST_PROXY: 'false' } });
    await lookup('6.6.6.6');
    expect(await keys()).toEqual(['10.0.0.1']);
  });
});

describe('issue 8: production GraphQL and static files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'zaino-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Zaino</title>');
    writeFileSync(
      join(dist, 'assets', 'index-abc.js'),
      'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    t = await startTestApp('pglite', { env: { NODE_ENV: 'production', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('item 8: no "Did you mean" in variable-coercion errors in production', async () => {
    const r = await gql(
      t.app,
      'mutation($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }',
      { r: { registration_tokn: 'AAA222222', contatti: [] } },
    );
    expect(r.errors?.length).toBeGreaterThan(0);
    for (const e of r.errors!) {
      expect(e.message).not.toMatch(/Did you mean/);
    }
  });

  it('item 9: a 5,000-level nested query gets a clear VALIDATION error, not INTERNAL', async () => {
    const query = `{${'a{'.repeat(5000)}b${'}'.repeat(5000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query },
    });
    const body = res.json() as { errors: { message: string; extensions?: { errorType?: string } }[] };
    expect(body.errors[0]!.message).toMatch(/^Richiesta GraphQL troppo grande/);
    expect(body.errors[0]!.extensions?.errorType).toBe('VALIDATION');
    const lunga = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: `{ pingDb ${' '.repeat(30_000)}}` },
    });
    expect((lunga.json() as typeof body).errors[0]!.message).toMatch(/troppo grande \(\d+ caratteri/);
    // An ordinary query still works.
    expect((await gql(t.app, '{ pingDb }')).errors).toBeUndefined();
  });

  it('item 11: /graphql sends no CORS permission to another origin', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { query: '{ pingDb }' },
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('item 12: source maps are not served in production; the scripts are', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });
});

describe('issue 8 item 11: CORS_ORIGINS allows the listed origins only', () => {
  it('answers the preflight of a configured origin, not of another', async () => {
    const t = await startTestApp('pglite', { seed: false, env: { CORS_ORIGINS: 'https://app.example.it' } });
    try {
      const pre = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      expect((await pre('https://app.example.it')).headers['access-control-allow-origin']).toBe(
        'https://app.example.it',
      );
      expect((await pre('https://evil.example')).headers['access-control-allow-origin']).not.toBe(
        'https://evil.example',
      );
    } finally {
      await t.close();
    }
  });
});

describe('issue 8 item 13: contaPersone', () => {
  it("a person's party answers exactly like a missing one", async () => {
    const t = await startTestApp('pglite');
    try {
      const cens = await tokenFor(t.app, 'cens');
      const [persona] = await rows<{ id_parte: number }>(
        t.database,
        'select id_parte from persone where id_parte is not null limit 1',
      );
      const q = 'query($p: Int!) { contaPersone(anno_scout: 2026, id_parte: $p) }';
      const nascosta = await gql(t.app, q, { p: persona!.id_parte }, cens);
      const mancante = await gql(t.app, q, { p: 999_999 }, cens);
      expect(errorType(nascosta)).toBe('NOT_FOUND');
      expect(nascosta.errors![0]!.message).toBe(mancante.errors![0]!.message);
      expect(nascosta.errors![0]!.extensions).toEqual(mancante.errors![0]!.extensions);
    } finally {
      await t.close();
    }
  });
});
