import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, rows, startTestApp, type TestApp } from './helpers.ts';
import { freshIp, gqlFrom, postAuth, signUpConfirmed, tokenOf } from './auth-flows.ts';
import { type FakeOidc, type FakeUser, startFakeOidc } from './fake-oidc.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Google and Facebook sign-in (spec 1 §4.1, §6; docs/auth-contract.md §5) against local providers:
// the redirects, the state, PKCE, nonce and id_token checks are better-auth's real ones.

describe.each(dbKinds)('federated sign-in on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let google: FakeOidc;
  let facebook: FakeOidc;

  beforeAll(async () => {
    smtp = await startSmtp();
    google = await startFakeOidc('google-client', 'google-secret');
    facebook = await startFakeOidc('facebook-client', 'facebook-secret');
    t = await startTestApp(kind, {
      env: {
        SMTP_URL: smtp.url,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_DISCOVERY_URL: google.discoveryUrl,
        FACEBOOK_CLIENT_ID: 'facebook-client',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret',
        FACEBOOK_AUTHORIZATION_URL: `${facebook.issuer}/authorize`,
        FACEBOOK_TOKEN_URL: `${facebook.issuer}/token`,
        FACEBOOK_USERINFO_URL: `${facebook.issuer}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), google?.close(), facebook?.close()]);
  });

  /** The browser's round trip: our sign-in call, the provider, our callback. Where it lands. */
  async function federatedSignIn(
    provider: 'google' | 'facebook',
    user: FakeUser,
    callbackURL: string,
    errorCallbackURL: string,
  ): Promise<{ location: URL; cookie: string }> {
    (provider === 'google' ? google : facebook).nextUser = user;
    const start = await postAuth(t.app, '/sign-in/social', { provider, callbackURL, errorCallbackURL });
    expect(start.status).toBe(200);
    expect(start.body.redirect).toBe(true);
    const atProvider = await fetch(String(start.body.url), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(back.pathname).toBe(`/api/auth/callback/${provider}`);
    const res = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      remoteAddress: freshIp(),
      headers: { cookie: start.cookie },
    });
    expect(res.statusCode).toBe(302);
    return {
      location: new URL(String(res.headers.location), PUBLIC_URL),
      cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    };
  }

  it('GET /api/auth/federated tells which buttons to show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/federated' });
    expect(res.json()).toEqual({ google: true, facebook: true });
  });

  it('Google sign-in carrying a registration code lands on /register/complete?state=<code> as google_<sub>, and registers', async () => {
    const [c] = await rows<{ registration_token: string; id_persona: number }>(
      t.database,
      `select u.registration_token, u.id_persona from utenti u where u.data_registrazione is null
       and not exists (select 1 from iscrizioni i join anni_scout a using (anno_scout) where a.attivo and i.id_persona = u.id_persona)
       order by u.id_utente limit 1`,
    );
    const code = c!.registration_token;
    const { location, cookie } = await federatedSignIn(
      'google',
      { sub: `1000${kind.length}`, email: `google.${kind}@example.it`, name: 'Giulia Gallo' },
      `/register/complete?state=${code}`,
      `/register/code/${code}`,
    );
    expect(location.pathname + location.search).toBe(`/register/complete?state=${code}`);
    const token = await tokenOf(t.app, cookie);
    expect(decodeJwt(token)).toMatchObject({ username: `google_1000${kind.length}`, id_persona: 0 });

    const r = await gqlFrom(
      t.app,
      freshIp(),
      'mutation ($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }',
      { r: { registration_token: code, nome: 'Giulia', cognome: 'Gallo', sesso: 'F', contatti: [] } },
      token,
    );
    expect(r.data.registraUtente).toBe(true);
    expect(decodeJwt(await tokenOf(t.app, cookie)).id_persona).toBe(c!.id_persona);
    const [u] = await rows<{ username: string }>(
      t.database,
      `select username from utenti where registration_token = '${code}'`,
    );
    expect(u!.username).toBe(`google_1000${kind.length}`);
  });

  it('Facebook sign-in creates facebook_<id>', async () => {
    const { location, cookie } = await federatedSignIn(
      'facebook',
      { sub: '55501', email: `fb.${kind}@example.it`, name: 'Franco Fabbri' },
      '/login-complete',
      '/login',
    );
    expect(location.pathname).toBe('/login-complete');
    expect(decodeJwt(await tokenOf(t.app, cookie)).username).toBe('facebook_55501');
  });

  it('the same email at another provider is not linked: account_not_linked, no session', async () => {
    const email = `doppio.${kind}@example.it`;
    await federatedSignIn('google', { sub: '777', email, name: 'Dora Doppi' }, '/login-complete', '/login');
    const { location, cookie } = await federatedSignIn(
      'facebook',
      { sub: '888', email, name: 'Dora Doppi' },
      '/login-complete',
      '/login',
    );
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(cookie).not.toContain('session_token');
    const accounts = await rows<{ provider_id: string }>(
      t.database,
      `select a.provider_id from auth_account a join auth_user u on u.id = a.user_id where u.email = '${email}'`,
    );
    expect(accounts.map((a) => a.provider_id)).toEqual(['google']);
  });

  it('an email + password account is not taken over by a provider with the same email', async () => {
    const email = `password.${kind}@example.it`;
    await signUpConfirmed(t.app, smtp, email);
    const { location } = await federatedSignIn(
      'google',
      { sub: '999', email, name: 'Pia' },
      '/login-complete',
      '/login',
    );
    expect(location.searchParams.get('error')).toBe('account_not_linked');
  });
});
