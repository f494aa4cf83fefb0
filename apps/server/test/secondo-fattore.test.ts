import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { type AuthAnswer, postAuth } from './auth-flows.ts';
import { demoEmail, errorType, gql, identityToken, rows, startTestApp, type TestApp } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 27, decision 0415: TOTP second factor (better-auth twoFactor plugin). The super roles must
// enrol (the requirement is on here as in production), enrolled logins of any role must give their
// code, and no session reaches GraphQL or REST before it.

const ASSE = '{ getAsAttivo { anno_scout } }';
const AZZERA = /* GraphQL */ `
  mutation ($p: Int!, $u: Int!) { azzeraSecondoFattore(id_persona: $p, id_utente: $u) }`;

/** The secret of an otpauth:// URI, and the current code for it, as an authenticator app computes it. */
const segretoDi = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
const codice = (segreto: string) => generate({ secret: segreto });
/** A 6-digit code that is not the current one. */
const sbagliato = async (segreto: string) =>
  ((Number(await codice(segreto)) + 1) % 1_000_000).toString().padStart(6, '0');

describe.each(dbKinds)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  const email = demoEmail('tesoriere');
  let segreto = '';
  let recupero: string[] = [];

  const signInPassword = (opts: { email?: string } = {}) =>
    postAuth(t.app, '/sign-in/email', { email: opts.email ?? email, password: DEMO_PASSWORD });
  const rest = async (cookie: string) => {
    const token = await identityToken(t.app, cookie);
    return t.app.inject({
      method: 'GET',
      url: '/segreteria/passi',
      headers: { authorization: `Bearer ${token}` },
    });
  };
  const graphql = async (cookie: string, query = ASSE, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, await identityToken(t.app, cookie));
  const sessioni = (userId: string) =>
    rows<{ secondo_fattore: boolean }>(
      t.database,
      `select secondo_fattore from auth_session where user_id = '${userId}'`,
    );
  const userIdDi = async (mail: string) =>
    (await rows<{ id: string }>(t.database, `select id from auth_user where email = '${mail}'`))[0]!.id;

  /**
   * The current code, as if its 30-second step had not been used yet: these tests sign in many
   * times within one step, and a code is good once (decision 0416, tested on its own below).
   */
  const codiceNuovo = async (s: string) => {
    await rows(t.database, 'update auth_two_factor set ultimo_passo_totp = null');
    return codice(s);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { SECONDO_FATTORE_OBBLIGATORIO: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a super role not enrolled gets a session that reaches nothing, by GraphQL or REST', async () => {
    const dentro = await signInPassword();
    expect(dentro.status).toBe(200);
    const r = await graphql(dentro.cookie);
    expect(errorType(r)).toBe('FORBIDDEN');
    expect(r.errors?.[0]?.message).toContain('verifica in due passaggi');
    expect(r.data?.getAsAttivo ?? null).toBeNull();
    expect((await rest(dentro.cookie)).statusCode).toBe(403);
    // A unit leader is not required to enrol.
    const capo = await signInPassword({ email: demoEmail('capobranco') });
    expect(errorType(await graphql(capo.cookie))).toBeUndefined();
  });

  it('enrols with the QR secret and recovery codes; a wrong first code is refused, the right one completes the session', async () => {
    const dentro = await signInPassword();
    const attiva = await postAuth(
      t.app,
      '/two-factor/enable',
      { password: DEMO_PASSWORD },
      { cookie: dentro.cookie },
    );
    expect(attiva.status).toBe(200);
    const uri = String(attiva.body.totpURI);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Zaino:/);
    segreto = segretoDi(uri);
    recupero = attiva.body.backupCodes as string[];
    expect(recupero).toHaveLength(10);
    // Half way: still nothing.
    expect(errorType(await graphql(dentro.cookie))).toBe('FORBIDDEN');

    const errato = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await sbagliato(segreto) },
      { cookie: dentro.cookie },
    );
    expect(errato.status).toBe(401);
    expect(errato.body.code).toBe('INVALID_CODE');
    expect(errorType(await graphql(dentro.cookie))).toBe('FORBIDDEN');

    const giusto = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie: dentro.cookie },
    );
    expect(giusto.status).toBe(200);
    expect(giusto.cookie).toContain('session_token');
    const r = await graphql(giusto.cookie);
    expect(errorType(r)).toBeUndefined();
    expect(r.data?.getAsAttivo?.anno_scout).toBeGreaterThan(0);
    expect((await rest(giusto.cookie)).statusCode).toBe(200);
  });

  it('password sign-in then asks for the code: a wrong one is refused, the right one signs in', async () => {
    const primo = await signInPassword();
    expect(primo.status).toBe(200);
    expect(primo.body.twoFactorRedirect).toBe(true);
    expect(primo.cookie).not.toMatch(/session_token=[^;]/);
    const errato = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await sbagliato(segreto) },
      { cookie: primo.cookie },
    );
    expect(errato.status).toBe(401);
    expect(errato.body.code).toBe('INVALID_CODE');
    const giusto = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie: primo.cookie },
    );
    expect(giusto.status).toBe(200);
    expect(errorType(await graphql(giusto.cookie))).toBeUndefined();
  });

  it('a recovery code signs in once only', async () => {
    const codiceRecupero = recupero[0]!;
    const primo = await signInPassword();
    const usa = await postAuth(
      t.app,
      '/two-factor/verify-backup-code',
      { code: codiceRecupero },
      { cookie: primo.cookie },
    );
    expect(usa.status).toBe(200);
    expect(errorType(await graphql(usa.cookie))).toBeUndefined();
    const secondo = await signInPassword();
    const ancora = await postAuth(
      t.app,
      '/two-factor/verify-backup-code',
      { code: codiceRecupero },
      { cookie: secondo.cookie },
    );
    expect(ancora.status).toBe(401);
  });

  // Decision 0419: lost or used recovery codes are replaced from a complete session, with the
  // password; the old ones stop working at once.
  it('new recovery codes need the password; afterwards the old codes are refused and a new one signs in', async () => {
    const primo = await signInPassword();
    const dentro = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie: primo.cookie },
    );
    expect(dentro.status).toBe(200);
    const prima = await rows<{ backup_codes: string }>(
      t.database,
      'select backup_codes from auth_two_factor',
    );
    const errata = await postAuth(
      t.app,
      '/two-factor/generate-backup-codes',
      { password: 'Sbagliata-123' },
      { cookie: dentro.cookie },
    );
    expect(errata.body.code).toBe('INVALID_PASSWORD');
    expect(await rows(t.database, 'select backup_codes from auth_two_factor')).toEqual(prima);

    const nuovi = await postAuth(
      t.app,
      '/two-factor/generate-backup-codes',
      { password: DEMO_PASSWORD },
      { cookie: dentro.cookie },
    );
    expect(nuovi.status).toBe(200);
    const codici = nuovi.body.backupCodes as string[];
    expect(codici).toHaveLength(10);
    expect(codici.filter((c) => recupero.includes(c))).toEqual([]);

    const vecchio = await postAuth(
      t.app,
      '/two-factor/verify-backup-code',
      { code: recupero[1]! },
      { cookie: (await signInPassword()).cookie },
    );
    expect(vecchio.status).toBe(401);
    const nuovo = await postAuth(
      t.app,
      '/two-factor/verify-backup-code',
      { code: codici[0]! },
      { cookie: (await signInPassword()).cookie },
    );
    expect(nuovo.status).toBe(200);
    expect(errorType(await graphql(nuovo.cookie))).toBeUndefined();
    recupero = codici.slice(1);
  });

  it('a TOTP code is good once: the same code again, an older one, or two at once are refused (decision 0416)', async () => {
    const adesso = Math.floor(Date.now() / 1000);
    const alPasso = (delta: number) => generate({ secret: segreto, epoch: adesso + delta * 30 });
    await rows(t.database, 'update auth_two_factor set ultimo_passo_totp = null');
    const usato = await alPasso(0);
    const verifica = async (code: string) =>
      postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie: (await signInPassword()).cookie });

    const primo = await verifica(usato);
    expect(primo.status).toBe(200);
    const ancora = await verifica(usato);
    expect(ancora.status).toBe(401);
    expect(ancora.body.code).toBe('CODICE_GIA_USATO');
    expect(ancora.body.message).toContain('già stato usato');
    expect(ancora.cookie).not.toMatch(/session_token=[^;]/);
    // The previous step's code is still inside the plugin's tolerance, but older than the one used.
    const vecchio = await verifica(await alPasso(-1));
    expect(vecchio.status).toBe(401);
    expect(vecchio.cookie).not.toMatch(/session_token=[^;]/);
    // The next step's code is new: accepted once.
    const [a, b] = await Promise.all([signInPassword(), signInPassword()]);
    const prossimo = await alPasso(1);
    const insieme = await Promise.all(
      [a, b].map((x) => postAuth(t.app, '/two-factor/verify-totp', { code: prossimo }, { cookie: x.cookie })),
    );
    expect(insieme.map((r) => r.status).sort()).toEqual([200, 401]);
    const [passo] = await rows<{ p: number }>(
      t.database,
      `select ultimo_passo_totp::int p from auth_two_factor where user_id = '${await userIdDi(email)}'`,
    );
    expect(passo?.p).toBe(Math.floor(adesso / 30) + 1);
  });

  it('a session made without the second factor (email code, Google) is refused until completed with a code', async () => {
    const userId = await userIdDi(email);
    const completa = await completaAccesso();
    // The state of a session made by any other endpoint (auth.ts session hook, tested below).
    await rows(t.database, `update auth_session set secondo_fattore = false where user_id = '${userId}'`);
    const r = await graphql(completa);
    expect(errorType(r)).toBe('FORBIDDEN');
    expect(r.errors?.[0]?.message).toContain('app di autenticazione');
    expect((await rest(completa)).statusCode).toBe(403);
    // Nor can it switch the factor off or read new recovery codes.
    const spegni = await postAuth(
      t.app,
      '/two-factor/disable',
      { password: DEMO_PASSWORD },
      { cookie: completa },
    );
    expect(spegni.body.code).toBe('SECONDO_FATTORE_RICHIESTO');
    const nuovi = await postAuth(
      t.app,
      '/two-factor/generate-backup-codes',
      { password: DEMO_PASSWORD },
      { cookie: completa },
    );
    expect(nuovi.body.code).toBe('SECONDO_FATTORE_RICHIESTO');
    expect(
      (
        await rows<{ n: number }>(
          t.database,
          `select count(*)::int n from auth_two_factor where user_id = '${userId}'`,
        )
      )[0]!.n,
    ).toBe(1);

    const giusto = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie: completa },
    );
    expect(giusto.status).toBe(200);
    expect(errorType(await graphql(completa))).toBeUndefined();
  });

  it('counts wrong codes per login across addresses: the 11th in the window is 429 with its retry time', async () => {
    const userId = await userIdDi(email);
    const cookie = await completaAccesso();
    await rows(t.database, `update auth_session set secondo_fattore = false where user_id = '${userId}'`);
    // The wrong codes of the tests above were counted too: start from an empty window.
    await rows(t.database, `delete from contatori_limiti where chiave = 'secondo-fattore|${userId}'`);
    const risposte: AuthAnswer[] = [];
    for (let i = 0; i < 11; i++) {
      risposte.push(
        await postAuth(t.app, '/two-factor/verify-totp', { code: await sbagliato(segreto) }, { cookie }),
      );
    }
    expect(risposte.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(risposte[10]!.status).toBe(429);
    expect(risposte[10]!.body.code).toBe('TOO_MANY_REQUESTS');
    // Even the right code waits for the window: guessing is not helped by a lucky hit.
    const giusto = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie },
    );
    expect(giusto.status).toBe(429);
    await rows(t.database, `delete from contatori_limiti where chiave = 'secondo-fattore|${userId}'`);
  });

  it('a session made by any other endpoint carries no second factor', async () => {
    const userId = await userIdDi(demoEmail('genitore'));
    await rows(t.database, `delete from auth_session where user_id = '${userId}'`);
    const dentro = await signInPassword({ email: demoEmail('genitore') });
    expect(dentro.status).toBe(200);
    expect(await sessioni(userId)).toEqual([{ secondo_fattore: false }]);
    // Not enrolled, not required: the family's pages work.
    expect(errorType(await graphql(dentro.cookie))).toBeUndefined();
  });

  it('the office resets a member’s second factor (recorded in eventi); nobody else may', async () => {
    const userId = await userIdDi(email);
    const [u] = await rows<{ id_utente: number; id_persona: number }>(
      t.database,
      `select id_utente, id_persona from utenti where auth_user_id = '${userId}'`,
    );
    const vars = { p: u!.id_persona, u: u!.id_utente };
    for (const chi of ['capobranco', 'capogruppo', 'revisore', 'genitore'] as const) {
      const dentro = await signInPassword({ email: demoEmail(chi) });
      const r = await graphql(dentro.cookie, AZZERA, vars);
      // Out of reach (NOT_FOUND) or in reach without the permission (FORBIDDEN): refused alike.
      expect([chi, ['FORBIDDEN', 'NOT_FOUND'].includes(String(errorType(r)))]).toEqual([chi, true]);
    }
    expect(
      (
        await rows<{ n: number }>(
          t.database,
          `select count(*)::int n from auth_two_factor where user_id = '${userId}'`,
        )
      )[0]!.n,
    ).toBe(1);

    // The office: cens, who must enrol first.
    const cens = await signInPassword({ email: demoEmail('cens') });
    expect(errorType(await graphql(cens.cookie, AZZERA, vars))).toBe('FORBIDDEN');
    const attiva = await postAuth(
      t.app,
      '/two-factor/enable',
      { password: DEMO_PASSWORD },
      { cookie: cens.cookie },
    );
    const completa = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segretoDi(String(attiva.body.totpURI))) },
      { cookie: cens.cookie },
    );
    const r = await graphql(completa.cookie, AZZERA, vars);
    expect(errorType(r)).toBeUndefined();
    expect(r.data?.azzeraSecondoFattore).toBe(u!.id_persona);

    expect(
      (
        await rows<{ n: number }>(
          t.database,
          `select count(*)::int n from auth_two_factor where user_id = '${userId}'`,
        )
      )[0]!.n,
    ).toBe(0);
    expect(await sessioni(userId)).toEqual([]);
    const [evento] = await rows<{ rev_author: string | null; details: unknown; id_persona: number }>(
      t.database,
      `select rev_author, details, id_persona from eventi where "table" = 'utenti' and row_id = ${u!.id_utente} order by id_evento desc limit 1`,
    );
    expect(evento?.id_persona).toBe(u!.id_persona);
    expect(evento?.details).toEqual({ secondo_fattore: { before: true, after: false } });
    expect(evento?.rev_author).toBeTruthy();
    // A second reset has nothing to clear.
    expect(errorType(await graphql(completa.cookie, AZZERA, vars))).toBe('VALIDATION');
    // The treasurer signs in with the password alone again, and is led to enrol.
    const dopo = await signInPassword();
    expect(dopo.body.twoFactorRedirect).toBeUndefined();
    expect(errorType(await graphql(dopo.cookie))).toBe('FORBIDDEN');
  });

  /** Password + current code: a complete session's cookie. */
  async function completaAccesso(): Promise<string> {
    const primo = await signInPassword();
    const giusto = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await codiceNuovo(segreto) },
      { cookie: primo.cookie },
    );
    if (giusto.status !== 200)
      throw new Error(`verify-totp: ${giusto.status} ${JSON.stringify(giusto.body)}`);
    return giusto.cookie;
  }
});
