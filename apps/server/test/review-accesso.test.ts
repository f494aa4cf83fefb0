import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, PASSWORD, postAuth } from './auth-flows.ts';
import {
  demoEmail,
  errorType,
  gql,
  identityToken,
  PUBLIC_URL,
  rows,
  signIn,
  startTestApp,
  type TestApp,
} from './helpers.ts';
import { codeOf, startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Issue 8: sign-in and registration tried as an attacker would. Items 3 (tokens bound to their
// session), 4 (pre-account takeover), 5 (mail floods), 7 (leader reset told only with the right
// password) and 14 (page loads never meet a sign-in limit; credential limits per account).

const ME = '{ getPersonaSe { id_persona } }';
const MODIFICA = /* GraphQL */ `
  mutation ($p: Int!, $u: Int!, $e: Boolean, $r: Boolean) {
    modificaUtente(id_persona: $p, id_utente: $u, elimina: $e, reset_password: $r)
  }`;

describe.each(dbKinds)('sign-in and registration review on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const tokenWith = (cookie: string) => identityToken(t.app, cookie);
  const utenteDi = async (email: string) =>
    (
      await rows<{ id_utente: number; id_persona: number }>(
        t.database,
        `select u.id_utente, u.id_persona from utenti u join auth_user a on a.id = u.auth_user_id
         where a.email = '${email}'`,
      )
    )[0]!;

  it('item 3: after logout an identity token taken before is refused', async () => {
    const cookie = await signIn(t.app, demoEmail('socio'));
    const token = await tokenWith(cookie);
    expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(errorType(await gql(t.app, ME, {}, token))).toBe('UNAUTHENTICATED');
  });

  it("item 3: after a leader's password reset and after deletion, earlier tokens are refused", async () => {
    const cens = await tokenWith(await signIn(t.app, demoEmail('cens')));
    const capobranco = await tokenWith(await signIn(t.app, demoEmail('capobranco')));
    const target = await utenteDi(demoEmail('capobranco'));
    const reset = await gql(t.app, MODIFICA, { p: target.id_persona, u: target.id_utente, r: true }, cens);
    expect(reset.errors).toBeUndefined();
    expect(errorType(await gql(t.app, ME, {}, capobranco))).toBe('UNAUTHENTICATED');

    const genitore = await tokenWith(await signIn(t.app, demoEmail('genitore')));
    const famiglia = await utenteDi(demoEmail('genitore'));
    const del = await gql(t.app, MODIFICA, { p: famiglia.id_persona, u: famiglia.id_utente, e: true }, cens);
    expect(del.errors).toBeUndefined();
    expect(errorType(await gql(t.app, ME, {}, genitore))).toBe('UNAUTHENTICATED');
  });

  it("item 7: a leader reset is told only to whoever types the login's password", async () => {
    const email = demoEmail('capobranco'); // reset by the previous test
    const wrong = await postAuth(t.app, '/sign-in/email', { email, password: 'Sbagliata-123' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    const right = await postAuth(t.app, '/sign-in/email', { email, password: 'Zaino-2026' });
    expect(right).toMatchObject({ status: 403, body: { code: 'NEW_PASSWORD_REQUIRED' } });
    expect(right.cookie).not.toContain('session_token');
  });

  it("item 4: confirming from the owner's mail leaves no password chosen by someone else", async () => {
    const victim = `vittima.${kind}@example.it`;
    const since = smtp.mails.length;
    // The attacker signs up with the victim's address and a password of their choosing …
    const up = await postAuth(t.app, '/sign-up/email', { email: victim, password: PASSWORD, name: 'X' });
    expect(up.status).toBe(200);
    const otp = codeOf(await smtp.waitFor(victim, { since }));
    // … the owner confirms with the code from the genuine mail, in their own browser …
    const confirmed = await postAuth(t.app, '/email-otp/verify-email', { email: victim, otp });
    expect(confirmed.status).toBe(200);
    expect(confirmed.cookie).toContain('session_token');
    // … and the attacker's password no longer opens the account.
    const attacker = await postAuth(t.app, '/sign-in/email', { email: victim, password: PASSWORD });
    expect(attacker).toMatchObject({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    // The owner sets their own password with a reset code.
    const since2 = smtp.mails.length;
    expect((await postAuth(t.app, '/forget-password/email-otp', { email: victim })).status).toBe(200);
    const reset = codeOf(await smtp.waitFor(victim, { since: since2 }));
    const nuova = 'Mia-Davvero-7';
    expect(
      (await postAuth(t.app, '/email-otp/reset-password', { email: victim, otp: reset, password: nuova }))
        .status,
    ).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email: victim, password: nuova })).status).toBe(200);
  });

  it('item 4: the browser that signed up keeps its password when it confirms', async () => {
    const email = `stesso.${kind}@example.it`;
    const since = smtp.mails.length;
    const up = await postAuth(t.app, '/sign-up/email', { email, password: PASSWORD, name: 'Y' });
    const otp = codeOf(await smtp.waitFor(email, { since }));
    const ok = await postAuth(t.app, '/email-otp/verify-email', { email, otp }, { cookie: up.cookie });
    expect(ok.status).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
  });

  it('item 4: confirming on another device after using the mail budget, the owner can reset at once', async () => {
    const email = `altro-dispositivo.${kind}@example.it`;
    const since = smtp.mails.length;
    const up = await postAuth(t.app, '/sign-up/email', { email, password: PASSWORD, name: 'Z' });
    expect(up.status).toBe(200);
    // Two more codes asked from the sign-up browser: the budget of three mails is spent.
    for (let i = 0; i < 2; i++) {
      const r = await postAuth(
        t.app,
        '/email-otp/send-verification-otp',
        { email, type: 'email-verification' },
        { ip: freshIp() },
      );
      expect(r.status).toBe(200);
    }
    let mandate = 0;
    const ultima = await smtp.waitFor(email, {
      since,
      match: () => ++mandate >= 1 && smtp.mails.slice(since).filter((m) => m.to.includes(email)).length >= 3,
    });
    const ultimo = codeOf(
      smtp.mails
        .slice(since)
        .filter((m) => m.to.includes(email))
        .at(-1) ?? ultima,
    );
    // Confirmed from the phone (no sign-up cookie): the sign-up password is gone …
    expect((await postAuth(t.app, '/email-otp/verify-email', { email, otp: ultimo })).status).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    // … and "Password dimenticata?" mails a code at once, despite the spent budget.
    const since2 = smtp.mails.length;
    expect((await postAuth(t.app, '/forget-password/email-otp', { email }, { ip: freshIp() })).status).toBe(
      200,
    );
    const reset = codeOf(await smtp.waitFor(email, { since: since2 }));
    const nuova = 'Dal-Telefono-9';
    expect(
      (await postAuth(t.app, '/email-otp/reset-password', { email, otp: reset, password: nuova })).status,
    ).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email, password: nuova })).status).toBe(200);
  });

  it('item 5: no confirmation code is sent to a confirmed address', async () => {
    const email = demoEmail('tesoriere');
    const before = smtp.mails.length;
    const r = await postAuth(t.app, '/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(r.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('item 5: one mail budget per recipient across every reset endpoint; over it, 429 and the mailed code still works', async () => {
    const email = demoEmail('genitore2');
    const before = smtp.mails.length;
    const calls: [string, Record<string, unknown>][] = [
      ['/forget-password/email-otp', { email }],
      ['/email-otp/send-verification-otp', { email, type: 'forget-password' }],
      ['/email-otp/request-password-reset', { email }],
      ['/forget-password/email-otp', { email }],
      ['/email-otp/send-verification-otp', { email, type: 'forget-password' }],
      ['/email-otp/request-password-reset', { email }],
    ];
    const stati: number[] = [];
    for (const [path, body] of calls)
      stati.push((await postAuth(t.app, path, body, { ip: freshIp() })).status);
    // Three mails, then the budget is spent: refused before a new code replaces the mailed one.
    expect(stati).toEqual([200, 200, 200, 429, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = smtp.mails.slice(before).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(3);
    const ultimo = codeOf(mails.at(-1)!);
    const nuova = 'Ancora-Mia-8';
    const reset = await postAuth(t.app, '/email-otp/reset-password', { email, otp: ultimo, password: nuova });
    expect(reset.status).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email, password: nuova })).status).toBe(200);
  });

  it('an over-long email is refused at once, before anything is counted or stored', async () => {
    const email = `${'a'.repeat(300)}@example.it`;
    for (const path of ['/sign-in/email', '/forget-password/email-otp']) {
      const r = await postAuth(t.app, path, { email, password: 'Zaino-2026' });
      expect(r.status, path).toBe(400);
    }
  });

  it('item 14: 150 page loads from one address keep the family signed in (token and session reads)', async () => {
    const ip = '192.0.2.50';
    const cookie = await signIn(t.app, demoEmail('tesoriere'));
    for (let i = 0; i < 150; i++) {
      for (const url of ['/api/auth/get-session', '/api/auth/token']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { cookie } });
        expect(res.statusCode, `${url} #${i + 1}`).toBe(200);
      }
    }
  });

  it('item 14: many families sign in from one address; guessing one account is stopped per account', async () => {
    const ip = '192.0.2.77';
    // Six different logins, each signing in twice, from one scout hall.
    for (const who of ['cens', 'tesoriere', 'capogruppo', 'socio', 'cens', 'tesoriere'] as const) {
      for (let i = 0; i < 2; i++) {
        const r = await postAuth(
          t.app,
          '/sign-in/email',
          { email: demoEmail(who), password: 'Zaino-2026' },
          { ip },
        );
        expect(r.status, who).toBe(200);
      }
    }
    // One account guessed from one address: the 11th attempt in a minute is refused …
    const email = `nessuno.${kind}@example.it`;
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (await postAuth(t.app, '/sign-in/email', { email, password: `Prova-${i}-abc` }, { ip })).status,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
    // … while another account from the same address still signs in.
    expect(
      (await postAuth(t.app, '/sign-in/email', { email: demoEmail('socio'), password: 'Zaino-2026' }, { ip }))
        .status,
    ).toBe(200);
    // Spreading the guesses over many addresses meets the per-account limit.
    const spread: number[] = [];
    for (let i = 0; i < 25; i++) {
      spread.push((await postAuth(t.app, '/sign-in/email', { email, password: `Altra-${i}-abc` })).status);
    }
    expect(spread).toContain(429);
  });
});
