import { MSG_PASSWORD } from '@zaino/domain/form-auth';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, rows, startTestApp, type TestApp } from './helpers.ts';
import { freshIp, PASSWORD, postAuth, signUpConfirmed, tokenOf } from './auth-flows.ts';
import { codeOf, startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Spec 1 §4.2, §5.1, §8 (sign-in, reset, sign-up) through the real endpoints, with the mails read
// from an SMTP server in the test process (docs/auth-contract.md §1–3).

describe.each(dbKinds)('email codes on %s', (kind) => {
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

  const email = (name: string) => `${name}.${kind}@example.it`;

  it('sign-up sends a 6-digit code in Italian (plain and HTML); the code confirms and signs in; the token follows', async () => {
    const addr = email('anna');
    const since = smtp.mails.length;
    const up = await postAuth(t.app, '/sign-up/email', { email: addr, password: PASSWORD, name: 'Anna' });
    expect(up.status).toBe(200);
    expect(up.cookie).not.toContain('session_token');
    const mail = await smtp.waitFor(addr, { since });
    const otp = codeOf(mail);
    expect(otp).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Zaino: il tuo codice di conferma è ${otp}`);
    expect(mail.text).toContain(`Il tuo codice di conferma per Zaino è: ${otp}`);
    expect(mail.html).toContain(`>${otp}</p>`);

    const unverified = await postAuth(t.app, '/sign-in/email', { email: addr, password: PASSWORD });
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('EMAIL_NOT_VERIFIED');

    // Confirmed from the browser that signed up (it holds the sign-up's proof cookie).
    const verified = await postAuth(
      t.app,
      '/email-otp/verify-email',
      { email: addr, otp },
      { cookie: up.cookie },
    );
    expect(verified.status).toBe(200);
    expect(verified.cookie).toContain('session_token');

    const signIn = await postAuth(t.app, '/sign-in/email', { email: addr, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const claims = decodeJwt(await tokenOf(t.app, signIn.cookie));
    expect(claims).toMatchObject({ id_persona: 0, email: addr, username: addr.replace('@', '-at-') });

    // Already CONFIRMED: the web proceeds to sign-in (spec 1 §4.2).
    const again = await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp });
    expect(again.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('a sign-up with a registration code mails the link to its registration screen', async () => {
    const addr = email('bruno');
    const since = smtp.mails.length;
    await postAuth(t.app, '/sign-up/email', {
      email: addr,
      password: PASSWORD,
      name: 'Bruno',
      registrationCode: `${PUBLIC_URL}/register/ABCDEFGH2`,
    });
    const mail = await smtp.waitFor(addr, { since });
    const otp = codeOf(mail);
    const link = `${PUBLIC_URL}/register/code/ABCDEFGH2?username=bruno.${kind}-at-example.it&confirmationCode=${otp}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
  });

  it('an existing email cannot sign up again (USER_ALREADY_EXISTS with the spec message)', async () => {
    const addr = email('carla');
    await signUpConfirmed(t.app, smtp, addr);
    const again = await postAuth(t.app, '/sign-up/email', { email: addr, password: PASSWORD, name: 'C' });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'Esiste già un utente registrato con questo indirizzo email',
    });
  });

  it('an email code never signs in by itself: /sign-in/email-otp does not exist', async () => {
    const addr = email('otp');
    await signUpConfirmed(t.app, smtp, addr);
    await postAuth(t.app, '/email-otp/send-verification-otp', { email: addr, type: 'sign-in' });
    const res = await postAuth(t.app, '/sign-in/email-otp', { email: addr, otp: '123456' });
    expect(res.status).toBe(404);
    expect(res.cookie).toBe('');
  });

  it('the password rule of spec 1 §5.1 is enforced on sign-up, with its message', async () => {
    for (const password of ['corta-1A', 'senzaspeciali1A', 'Con spazio-1', 'nomaiuscole-1']) {
      const res = await postAuth(t.app, '/sign-up/email', { email: email('debole'), password, name: 'D' });
      if (password === 'corta-1A') {
        // 8 characters, all the classes: valid.
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PASSWORD_NOT_VALID', message: MSG_PASSWORD });
    }
  });

  it('a wrong code is INVALID_OTP; three wrong codes kill it (TOO_MANY_ATTEMPTS); a resent code works', async () => {
    const addr = email('dario');
    const since = smtp.mails.length;
    await postAuth(t.app, '/sign-up/email', { email: addr, password: PASSWORD, name: 'Dario' });
    const otp = codeOf(await smtp.waitFor(addr, { since }));
    const wrong = otp === '000000' ? '111111' : '000000';
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        (await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp: wrong }, { ip: freshIp() }))
          .body.code,
      );
    }
    expect(answers).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP']);
    const dead = await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp }, { ip });
    expect(dead.body.code).toBe('TOO_MANY_ATTEMPTS');

    const before = smtp.mails.length;
    const resend = await postAuth(t.app, '/email-otp/send-verification-otp', {
      email: addr,
      type: 'email-verification',
    });
    expect(resend).toMatchObject({ status: 200, body: { success: true } });
    const fresh = codeOf(await smtp.waitFor(addr, { since: before }));
    const ok = await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp: fresh });
    expect(ok.status).toBe(200);
  });

  it('an expired code answers OTP_EXPIRED; the resend step sends a new one', async () => {
    const addr = email('elena');
    const since = smtp.mails.length;
    await postAuth(t.app, '/sign-up/email', { email: addr, password: PASSWORD, name: 'Elena' });
    const otp = codeOf(await smtp.waitFor(addr, { since }));
    await rows(
      t.database,
      `update auth_verification set expires_at = now() - interval '1 second' where identifier = 'email-verification-otp-${addr}'`,
    );
    const expired = await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp });
    expect(expired).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } });
    const before = smtp.mails.length;
    await postAuth(t.app, '/email-otp/send-verification-otp', { email: addr, type: 'email-verification' });
    const fresh = codeOf(await smtp.waitFor(addr, { since: before }));
    expect((await postAuth(t.app, '/email-otp/verify-email', { email: addr, otp: fresh })).status).toBe(200);
  });

  it('codes expire after OTP_EXPIRES_IN (1 hour by default)', async () => {
    const addr = email('franco');
    await postAuth(t.app, '/sign-up/email', { email: addr, password: PASSWORD, name: 'Franco' });
    const [v] = await rows<{ secondi: number }>(
      t.database,
      `select extract(epoch from expires_at - now())::int as secondi from auth_verification where identifier = 'email-verification-otp-${addr}'`,
    );
    expect(v!.secondi).toBeGreaterThan(3590);
    expect(v!.secondi).toBeLessThanOrEqual(3600);
  });

  it('forgot password: code and /login link by mail, code + new password, then sign-in with it', async () => {
    const addr = email('gianna');
    await signUpConfirmed(t.app, smtp, addr);
    const since = smtp.mails.length;
    const ask = await postAuth(t.app, '/email-otp/send-verification-otp', {
      email: addr,
      type: 'forget-password',
    });
    expect(ask).toMatchObject({ status: 200, body: { success: true } });
    const mail = await smtp.waitFor(addr, { since });
    const otp = codeOf(mail);
    expect(mail.subject).toBe(`Zaino: il codice per reimpostare la password è ${otp}`);
    expect(mail.text).toContain(
      `${PUBLIC_URL}/login?username=gianna.${kind}-at-example.it&confirmationCode=${otp}`,
    );

    const weak = await postAuth(t.app, '/email-otp/reset-password', { email: addr, otp, password: 'debole' });
    expect(weak.body).toMatchObject({ code: 'PASSWORD_NOT_VALID', message: MSG_PASSWORD });
    const wrong = await postAuth(t.app, '/email-otp/reset-password', {
      email: addr,
      otp: otp === '000000' ? '111111' : '000000',
      password: 'Nuovissima-2',
    });
    expect(wrong.body.code).toBe('INVALID_OTP');
    const reset = await postAuth(t.app, '/email-otp/reset-password', {
      email: addr,
      otp,
      password: 'Nuovissima-2',
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    const old = await postAuth(t.app, '/sign-in/email', { email: addr, password: PASSWORD });
    expect(old).toMatchObject({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    const fresh = await postAuth(t.app, '/sign-in/email', { email: addr, password: 'Nuovissima-2' });
    expect(fresh.status).toBe(200);
  });

  it('a reset request for an unknown address answers the same and sends nothing', async () => {
    const since = smtp.mails.length;
    const res = await postAuth(t.app, '/email-otp/send-verification-otp', {
      email: email('nessuno'),
      type: 'forget-password',
    });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes(email('nessuno')))).toHaveLength(0);
  });

  it('code requests are rate limited per client address (the fourth in a minute gets 429)', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await postAuth(
        t.app,
        '/email-otp/send-verification-otp',
        { email: email(`limite${i}`), type: 'forget-password' },
        { ip },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('password change (/f/password) applies the rule too', async () => {
    const addr = email('ivo');
    const cookie = await signUpConfirmed(t.app, smtp, addr);
    const weak = await postAuth(
      t.app,
      '/change-password',
      { currentPassword: PASSWORD, newPassword: 'abc' },
      { cookie },
    );
    expect(weak.body).toMatchObject({ code: 'PASSWORD_NOT_VALID', message: MSG_PASSWORD });
    const ok = await postAuth(
      t.app,
      '/change-password',
      { currentPassword: PASSWORD, newPassword: 'Cambiata-3' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    expect((await postAuth(t.app, '/sign-in/email', { email: addr, password: 'Cambiata-3' })).status).toBe(
      200,
    );
  });
});
