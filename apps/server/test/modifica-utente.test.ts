import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { freshIp, gqlFrom, PASSWORD, postAuth, signUpConfirmed, tokenOf } from './auth-flows.ts';
import { codeOf, startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Spec 2 §7 modificaUtente: who may reset a password or delete a user (lead level or above over
// the person, spec 1 §6), and the new-password-required state that follows (decision 0403).

const MODIFICA = /* GraphQL */ `
  mutation ($p: Int!, $u: Int!, $e: Boolean, $r: Boolean) {
    modificaUtente(id_persona: $p, id_utente: $u, elimina: $e, reset_password: $r)
  }`;

const REGISTRA = /* GraphQL */ `
  mutation ($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }`;

interface Persona {
  registration_token: string;
  id_utente: number;
  id_persona: number;
}

/** An unregistered person with an appointment in this role, in the group of `comeDi` (or any). */
const personaConNomina = (ruolo: string, gruppoDi?: string) => `
  select u.registration_token, u.id_utente, u.id_persona from utenti u
  join iscrizioni i on i.id_persona = u.id_persona join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
  join nomine n on n.id_iscrizione = i.id_iscrizione
  where n.id_ruolo = '${ruolo}' and u.data_registrazione is null and u.auth_user_id is null
  ${
    gruppoDi
      ? `and n.id_gruppo = (select n2.id_gruppo from nomine n2 join iscrizioni i2 on i2.id_iscrizione = n2.id_iscrizione
           join anni_scout a2 on a2.anno_scout = i2.anno_scout and a2.attivo
           join auth_user au on au.id_persona = i2.id_persona where au.id = '${gruppoDi}' limit 1)`
      : `and n.id_gruppo <> (select n2.id_gruppo from nomine n2 join iscrizioni i2 on i2.id_iscrizione = n2.id_iscrizione
           join anni_scout a2 on a2.anno_scout = i2.anno_scout and a2.attivo
           join auth_user au on au.id_persona = i2.id_persona where au.id = 'demo-capobranco' limit 1)`
  }
  order by u.id_utente limit 1`;

describe.each(dbKinds)('modificaUtente on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let target: Persona;
  let targetEmail: string;
  let targetCookie: string;
  let altroCapo: string;

  /** Registers a person's code with a new email login, as a family would: its session cookie. */
  async function registra(p: Persona, addr: string): Promise<string> {
    const cookie = await signUpConfirmed(t.app, smtp, addr, p.registration_token);
    const r = await gqlFrom(
      t.app,
      freshIp(),
      REGISTRA,
      {
        r: {
          registration_token: p.registration_token,
          contatti: [{ tipo: 't', valore: '3331112222', notifica: false }],
        },
      },
      await tokenOf(t.app, cookie),
    );
    if (r.data?.registraUtente !== true) throw new Error(JSON.stringify(r.errors));
    return cookie;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    // A senior of the capobranco's pack (same group, same branch) and a leader of another unit.
    const [sisb] = await rows<Persona>(t.database, personaConNomina('SISB', 'demo-capobranco'));
    const [capo] = await rows<Persona>(t.database, personaConNomina('CR'));
    target = sisb!;
    targetEmail = `sisb.${kind}@example.it`;
    targetCookie = await registra(target, targetEmail);
    altroCapo = await tokenOf(t.app, await registra(capo!, `cr.${kind}@example.it`));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const reset = async (token: string, p = target) => {
    // Each reset mails the login: a fresh per-recipient mail budget (decision 0405) for each case.
    await rows(t.database, "delete from contatori_limiti where chiave like 'mail|%'");
    return gqlFrom(t.app, freshIp(), MODIFICA, { p: p.id_persona, u: p.id_utente, r: true }, token);
  };
  const flag = async () =>
    (
      await rows<{ f: boolean }>(
        t.database,
        `select must_change_password as f from auth_user where email = '${targetEmail}'`,
      )
    )[0]!.f;

  it.each<[string, DemoUser | 'altroCapo']>([
    ['a parent (idem level over own family only)', 'genitore'],
    ['the leader of another unit', 'altroCapo'],
  ])('%s may not reset the password: NOT_FOUND, nothing changes', async (_label, who) => {
    const token = who === 'altroCapo' ? altroCapo : await tokenFor(t.app, who);
    const r = await reset(token);
    expect(r.data.modificaUtente).toBeNull();
    expect(r.errors?.[0]?.extensions?.errorType).toBe('NOT_FOUND');
    expect(await flag()).toBe(false);
    expect((await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it.each<[string, DemoUser]>([
    ['the pack leader (CB) of the unit', 'capobranco'],
    ['the group leader (CG)', 'capogruppo'],
    ['the section secretary (CENS)', 'cens'],
  ])('%s may reset the password: the login must choose a new one', async (_label, who) => {
    await rows(
      t.database,
      `update auth_user set must_change_password = false where email = '${targetEmail}'`,
    );
    const since = smtp.mails.length;
    const r = await reset(await tokenFor(t.app, who));
    expect(r.errors).toBeUndefined();
    expect(r.data.modificaUtente).toBe(target.id_persona);
    expect(await flag()).toBe(true);
    const mail = await smtp.waitFor(targetEmail, { since });
    expect(mail.subject).toBe('Zaino: scegli una nuova password');
    const signIn = await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: PASSWORD });
    expect(signIn).toMatchObject({ status: 403, body: { code: 'NEW_PASSWORD_REQUIRED' } });
  });

  it('after a reset: sessions are revoked, the mailed code sets the typed password, then sign-in works', async () => {
    const since = smtp.mails.length;
    await reset(await tokenFor(t.app, 'capobranco'));
    const mail = await smtp.waitFor(targetEmail, { since });
    const otp = codeOf(mail);
    expect(mail.text).toContain('reimpostata da un capo');
    expect(mail.text).toContain(`/login?username=sisb.${kind}-at-example.it&confirmationCode=${otp}`);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: targetCookie },
    });
    expect(old.statusCode).toBe(401);

    const typed = 'Scelta-Da-Me-9';
    // Issue 8 item 7: the reset is told only to whoever typed the right (old) password.
    const wrong = await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: typed });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    const denied = await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: PASSWORD });
    expect(denied.body.code).toBe('NEW_PASSWORD_REQUIRED');
    const done = await postAuth(t.app, '/email-otp/reset-password', {
      email: targetEmail,
      otp,
      password: typed,
    });
    expect(done.status).toBe(200);
    expect(await flag()).toBe(false);
    const signIn = await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: typed });
    expect(signIn.status).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: signIn.cookie },
    });
    expect(session.json().user).toMatchObject({ mustChangePassword: false, id_persona: target.id_persona });
    targetCookie = signIn.cookie;
  });

  it('a user that never registered has no password to reset (VALIDATION); a mismatched pair is NOT_FOUND', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const [libero] = await rows<Persona>(
      t.database,
      `select registration_token, id_utente, id_persona from utenti where data_registrazione is null order by id_utente limit 1`,
    );
    const r = await reset(cens, libero!);
    expect(r.errors?.[0]).toMatchObject({
      message: "L'utente non ha ancora completato la registrazione",
      extensions: { errorType: 'VALIDATION' },
    });
    const mismatch = await gqlFrom(
      t.app,
      freshIp(),
      MODIFICA,
      { p: target.id_persona, u: libero!.id_utente, r: true },
      cens,
    );
    expect(mismatch.errors?.[0]?.extensions?.errorType).toBe('NOT_FOUND');
  });

  it('elimina deletes the user and detaches its login (signed out, id_persona back to 0)', async () => {
    const r = await gqlFrom(
      t.app,
      freshIp(),
      MODIFICA,
      { p: target.id_persona, u: target.id_utente, e: true },
      await tokenFor(t.app, 'capobranco'),
    );
    expect(r.data.modificaUtente).toBe(target.id_persona);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from utenti where id_utente = ${target.id_utente}`,
    );
    expect(n!.n).toBe(0);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: targetCookie },
    });
    expect(old.statusCode).toBe(401);
    const again = await postAuth(t.app, '/sign-in/email', { email: targetEmail, password: 'Scelta-Da-Me-9' });
    expect(decodeJwt(await tokenOf(t.app, again.cookie)).id_persona).toBe(0);
  });
});
