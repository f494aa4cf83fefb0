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

  const lookup = (xff?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      payload: { query: '{ utenteNonRegistrato(registration_token: "AAA222222") { id_utente } }' },
    });
  const keys = async () =>
    (
      await rows<{ key: string }>(
        t.database,
        "select key from auth_rate_limit where key like 'graphql:codice-registrazione|%' order by key",
      )
    ).map((r) => r.key.split('|')[1]);

  it('TRUST_PROXY=true trusts only the nearest proxy: a client-written X-Forwarded-For entry is ignored', async () => {
    t = await startTestApp('pglite', { seed: false, env: { TRUST_PROXY: 'true' } });
    // The proxy (10.0.0.1) appended the address it saw (203.0.113.7) to what the client sent.
    await lookup('6.6.6.6, 203.0.113.7');
    await lookup('7.7.7.7, 203.0.113.7');
    expect(await keys()).toEqual(['203.0.113.7']);
  });

  it('TRUST_PROXY=false ignores X-Forwarded-For', async () => {
    await t.close();
    t = await startTestApp('pglite', { seed: false, env: { TRUST_PROXY: 'false' } });
    await lookup('6.6.6.6');
    expect(await keys()).toEqual(['10.0.0.1']);
  });
});
