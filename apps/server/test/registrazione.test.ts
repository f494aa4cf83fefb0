import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { freshIp, gqlFrom, signUpConfirmed, tokenOf } from './auth-flows.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Registration by code (spec 1 §2.8–2.9, §4.1, §5.2–5.3, §7, §8; spec 2 §4, §8;
// docs/auth-contract.md §6): the public lookup, single-use completion, the JWT that follows, and the
// lookup budget that makes guessing codes impractical.

const LOOKUP = /* GraphQL */ `
  query ($code: String!) {
    utenteNonRegistrato(registration_token: $code) {
      registration_token data_registrazione id_utente id_persona username email
      persona { id_persona nome cognome sesso contatti { id_contatto tipo valore notifica chi } iscrizione { id_iscrizione } }
    }
  }`;

const REGISTRA = /* GraphQL */ `
  mutation ($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }`;

interface Codice {
  registration_token: string;
  id_utente: number;
  id_persona: number;
  nome: string;
  cognome: string;
}

describe.each(dbKinds)('registration by code on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const liberi: { con: Codice[]; senza: Codice[] } = { con: [], senza: [] };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    const codici = (iscritto: boolean) =>
      rows<Codice>(
        t.database,
        `select u.registration_token, u.id_utente, u.id_persona, p.nome, p.cognome
         from utenti u join persone p using (id_persona)
         where u.data_registrazione is null and u.auth_user_id is null
           and ${iscritto ? '' : 'not'} exists (select 1 from iscrizioni i join anni_scout a using (anno_scout)
                                                where a.attivo and i.id_persona = u.id_persona)
         order by u.id_utente`,
      );
    liberi.con = await codici(true);
    liberi.senza = await codici(false);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const email = (name: string) => `${name}.${kind}@example.it`;
  /** A new login, confirmed, not attached to anyone: its identity token. */
  const nuovoLogin = async (name: string) => tokenOf(t.app, await signUpConfirmed(t.app, smtp, email(name)));

  it('anonymous callers get only the greeting (names, sex) and the ids', async () => {
    const c = liberi.con[0]!;
    const r = await gqlFrom(t.app, freshIp(), LOOKUP, { code: c.registration_token });
    expect(r.errors).toBeUndefined();
    expect(r.data.utenteNonRegistrato).toMatchObject({
      registration_token: c.registration_token,
      data_registrazione: null,
      id_utente: c.id_utente,
      id_persona: c.id_persona,
      username: null,
      email: null,
      persona: {
        id_persona: c.id_persona,
        nome: c.nome,
        cognome: c.cognome,
        contatti: null,
        iscrizione: null,
      },
    });
    expect(['M', 'F']).toContain(r.data.utenteNonRegistrato.persona.sesso);
  });

  it('the code is normalised like the entry screen: a pasted link, spaces, lower case', async () => {
    const c = liberi.con[0]!;
    const r = await gqlFrom(t.app, freshIp(), LOOKUP, {
      code: `  https://zaino.example.it/register/${c.registration_token.toLowerCase()} `,
    });
    expect(r.data.utenteNonRegistrato.id_utente).toBe(c.id_utente);
  });

  it('the signed-in login about to complete also gets contacts, enrolment and email', async () => {
    const c = liberi.con[0]!;
    const token = await nuovoLogin('vede');
    const r = await gqlFrom(t.app, freshIp(), LOOKUP, { code: c.registration_token }, token);
    const u = r.data.utenteNonRegistrato;
    expect(u.persona.iscrizione).toEqual({ id_iscrizione: expect.any(Number) });
    expect(Array.isArray(u.persona.contatti)).toBe(true);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from contatti where id_persona = ${c.id_persona}`,
    );
    expect(u.persona.contatti).toHaveLength(n!.n);
  });

  it('a login already attached to another person gets only the greeting', async () => {
    const c = liberi.con[0]!;
    const r = await gqlFrom(
      t.app,
      freshIp(),
      LOOKUP,
      { code: c.registration_token },
      await tokenFor(t.app, 'genitore'),
    );
    expect(r.data.utenteNonRegistrato.persona.contatti).toBeNull();
    expect(r.data.utenteNonRegistrato.email).toBeNull();
  });

  it('an unknown or malformed code is NOT_FOUND; a used one is ALREADY_USED "Utente già registrato"', async () => {
    for (const code of ['ZZZZZZZZZ', 'abc', '']) {
      const r = await gqlFrom(t.app, freshIp(), LOOKUP, { code });
      expect(r.data.utenteNonRegistrato).toBeNull();
      expect(r.errors?.[0]?.extensions?.errorType).toBe('NOT_FOUND');
    }
    const [used] = await rows<{ registration_token: string }>(
      t.database,
      `select registration_token from utenti where data_registrazione is not null limit 1`,
    );
    const r = await gqlFrom(t.app, freshIp(), LOOKUP, { code: used!.registration_token });
    expect(r.errors?.[0]).toMatchObject({
      message: 'Utente già registrato',
      extensions: { errorType: 'ALREADY_USED' },
    });
    expect(r.errors?.[0]?.extensions?.stesso_utente).toBeUndefined();
  });

  it('registraUtente needs a signed-in login', async () => {
    const c = liberi.senza[0]!;
    const r = await gqlFrom(t.app, freshIp(), REGISTRA, {
      r: { registration_token: c.registration_token, nome: 'Ada', cognome: 'Neri', sesso: 'F', contatti: [] },
    });
    expect(r.errors?.[0]?.extensions?.errorType).toBe('UNAUTHENTICATED');
  });

  it('completion without an enrolment: names, sex, contacts; the login email is added; the JWT then carries id_persona', async () => {
    const c = liberi.senza[0]!;
    const addr = email('completa');
    const cookie = await signUpConfirmed(t.app, smtp, addr, c.registration_token);
    const token = await tokenOf(t.app, cookie);
    const r = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: '  Ada ',
          cognome: 'Neri',
          sesso: 'F',
          contatti: [{ tipo: 't', valore: '333 123 4567', notifica: false }],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.registraUtente).toBe(true);

    const [p] = await rows<{ nome: string; cognome: string; sesso: string }>(
      t.database,
      `select nome, cognome, sesso from persone where id_persona = ${c.id_persona}`,
    );
    expect(p).toEqual({ nome: 'Ada', cognome: 'Neri', sesso: 'F' });
    const contatti = await rows<{ tipo: string; valore: string; notifica: boolean }>(
      t.database,
      `select tipo, valore, notifica from contatti where id_persona = ${c.id_persona} order by tipo`,
    );
    expect(contatti).toEqual([
      { tipo: 'e', valore: addr, notifica: true },
      { tipo: 't', valore: '+393331234567', notifica: false },
    ]);
    const [u] = await rows<{ username: string; email: string; registrato: boolean; auth: string }>(
      t.database,
      `select u.username, u.email, u.data_registrazione is not null as registrato, a.id_persona::text as auth
       from utenti u join auth_user a on a.id = u.auth_user_id where u.id_utente = ${c.id_utente}`,
    );
    expect(u).toEqual({
      username: addr.replace('@', '-at-'),
      email: addr,
      registrato: true,
      auth: String(c.id_persona),
    });

    // Spec 1 §4.1: the refreshed session yields the new claim.
    expect(decodeJwt(token).id_persona).toBe(0);
    const refreshed = await tokenOf(t.app, cookie);
    expect(decodeJwt(refreshed).id_persona).toBe(c.id_persona);
    const me = await gqlFrom(t.app, freshIp(), '{ getPersonaSe { id_persona nome } }', {}, refreshed);
    expect(me.data.getPersonaSe).toEqual({ id_persona: c.id_persona, nome: 'Ada' });

    // Single use: the code is now used, and the web learns it was this very login.
    const again = await gqlFrom(t.app, freshIp(), LOOKUP, { code: c.registration_token }, refreshed);
    expect(again.errors?.[0]?.extensions).toMatchObject({ errorType: 'ALREADY_USED', stesso_utente: true });
    const twice = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: 'Ada',
          cognome: 'Neri',
          sesso: 'F',
          contatti: [],
        },
      },
      refreshed,
    );
    expect(twice.errors?.[0]?.extensions?.errorType).toBe('ALREADY_USED');
  });

  it('completion with an enrolment keeps names and sex, and needs a phone', async () => {
    const c = liberi.con[1]!;
    const token = await nuovoLogin('iscritto');
    const senzaTelefono = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: 'Altro',
          cognome: 'Nome',
          sesso: 'M',
          contatti: [],
        },
      },
      token,
    );
    expect(senzaTelefono.errors?.[0]).toMatchObject({
      message: 'Indicare almeno un numero telefonico',
      extensions: { errorType: 'VALIDATION', messaggi: ['Indicare almeno un numero telefonico'] },
    });
    const ok = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: 'Altro',
          cognome: 'Nome',
          sesso: 'M',
          contatti: [{ tipo: 't', valore: '3471234567', notifica: false }],
        },
      },
      token,
    );
    expect(ok.data.registraUtente).toBe(true);
    const [p] = await rows<{ nome: string; cognome: string }>(
      t.database,
      `select nome, cognome from persone where id_persona = ${c.id_persona}`,
    );
    expect(p).toEqual({ nome: c.nome, cognome: c.cognome });
  });

  it('validation errors list the spec messages (VALIDATION, extensions.messaggi)', async () => {
    const c = liberi.senza[1]!;
    const token = await nuovoLogin('errori');
    const r = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: 'A',
          cognome: '',
          contatti: [
            { tipo: 't', valore: '123', notifica: false },
            { tipo: 'e', valore: 'non-una-email', notifica: true },
          ],
        },
      },
      token,
    );
    expect(r.data.registraUtente).toBeNull();
    expect(r.errors?.[0]?.extensions?.errorType).toBe('VALIDATION');
    expect(r.errors?.[0]?.extensions?.messaggi).toEqual(
      expect.arrayContaining([
        'Nome troppo corto',
        'Cognome non inserito',
        'Specificare il genere con cui rivolgerci a te',
        'Il numero di telefono 123 non è valido',
        "L'indirizzo non-una-email non è valido",
      ]),
    );
    const [u] = await rows<{ registrato: boolean }>(
      t.database,
      `select data_registrazione is not null as registrato from utenti where id_utente = ${c.id_utente}`,
    );
    expect(u!.registrato).toBe(false);
  });

  it('a login already attached to a person cannot take another code (CONFLICT with the name)', async () => {
    const c = liberi.senza[2]!;
    const r = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: c.registration_token,
          nome: 'Laura',
          cognome: 'Conti',
          sesso: 'F',
          contatti: [{ tipo: 'e', valore: demoEmail('genitore'), notifica: true }],
        },
      },
      await tokenFor(t.app, 'genitore'),
    );
    expect(r.errors?.[0]).toMatchObject({
      message: 'Queste credenziali di accesso sono già associate a Laura Conti!',
      extensions: { errorType: 'CONFLICT' },
    });
  });

  it('single use under concurrency: two logins complete the same code at once, exactly one succeeds', async () => {
    const c = liberi.senza[3]!;
    const [a, b] = await Promise.all([nuovoLogin('gara1'), nuovoLogin('gara2')]);
    const input = (who: string) => ({
      r: { registration_token: c.registration_token, nome: who, cognome: 'Gara', sesso: 'M', contatti: [] },
    });
    const results = await Promise.all([
      gqlFrom(t.app, freshIp(), REGISTRA, input('Primo'), a),
      gqlFrom(t.app, freshIp(), REGISTRA, input('Secondo'), b),
    ]);
    const ok = results.filter((r) => r.data?.registraUtente === true);
    const used = results.filter((r) => r.errors?.[0]?.extensions?.errorType === 'ALREADY_USED');
    expect(ok).toHaveLength(1);
    expect(used).toHaveLength(1);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from auth_user where id_persona = ${c.id_persona}`,
    );
    expect(n!.n).toBe(1);
  });

  it('100 guesses are counted as 100: aliased fields are refused past 30, and each field spends the budget', async () => {
    const ip = freshIp();
    const guesses = (n: number, from: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `g${i}: utenteNonRegistrato(registration_token: "ZZZ${String(from + i).padStart(6, '0')}") { id_utente }`).join(' ')} }`;
    const all = await gqlFrom(t.app, ip, guesses(100, 0));
    expect(all.data).toBeUndefined();
    expect(all.errors?.[0]?.message).toContain('Troppi alias');

    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await gqlFrom(t.app, ip, guesses(25, i * 25));
      for (const e of r.errors ?? []) answers.push(String(e.extensions?.errorType));
    }
    expect(answers).toHaveLength(100);
    expect(answers.filter((a) => a === 'NOT_FOUND')).toHaveLength(30);
    expect(answers.filter((a) => a === 'RATE_LIMITED')).toHaveLength(70);
    const [limit] = await rows<{ count: number }>(
      t.database,
      `select conteggio as count from contatori_limiti where chiave = 'graphql:codice-registrazione|${ip}'`,
    );
    expect(limit!.count).toBe(100);

    // A real code from the same address is refused too, with the spec's message.
    const real = await gqlFrom(t.app, ip, LOOKUP, { code: liberi.con[0]!.registration_token });
    expect(real.errors?.[0]).toMatchObject({
      message: "Troppi tentativi falliti. Riprova tra un po' di tempo",
      extensions: { errorType: 'RATE_LIMITED' },
    });
    // Another address is not affected.
    const other = await gqlFrom(t.app, freshIp(), LOOKUP, { code: liberi.con[0]!.registration_token });
    expect(other.errors).toBeUndefined();
  });
});
