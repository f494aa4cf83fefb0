import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { IDENTITY_TOKEN_TTL } from '../src/auth/auth.ts';
import {
  demoEmail,
  gql,
  identityToken,
  PUBLIC_URL,
  rows,
  signIn,
  startTestApp,
  type TestApp,
  testConfig,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// DESIGN.md §6 identity: better-auth email + password, the identity token (JWT, claim id_persona)
// read by GraphQL, rate limits in the database.

describe.each(dbKinds)('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sign-in with email and password, then GET /api/auth/token gives a JWT with id_persona, email, username', async () => {
    const cookie = await signIn(t.app, demoEmail('genitore'));
    const token = await identityToken(t.app, cookie);
    const claims = decodeJwt(token);
    const [user] = await rows<{ id: string; id_persona: number; username: string }>(
      t.database,
      `select id, id_persona, username from auth_user where email = '${demoEmail('genitore')}'`,
    );
    expect(user!.id_persona).toBeGreaterThan(0);
    expect(claims).toMatchObject({
      sub: user!.id,
      id_persona: user!.id_persona,
      email: demoEmail('genitore'),
      username: 'genitore-at-demo.zaino.it',
      iss: PUBLIC_URL,
      aud: PUBLIC_URL,
    });
    expect(IDENTITY_TOKEN_TTL).toBe('15m');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('the token verifies against the published JWKS', async () => {
    const token = await identityToken(t.app, await signIn(t.app, demoEmail('socio')));
    const jwks = await t.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(jwks.statusCode).toBe(200);
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
      issuer: PUBLIC_URL,
      audience: PUBLIC_URL,
    });
    expect(payload.email).toBe(demoEmail('socio'));
  });

  it('a wrong password is refused and sets no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.20.0.1',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: { email: demoEmail('cens'), password: 'Sbagliata-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
    const token = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(token.statusCode).toBe(401);
  });

  it('sign-in is rate limited per client address (the eleventh try within a minute gets 429)', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.20.0.2',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
        payload: { email: demoEmail('cens'), password: 'Sbagliata-1' },
      });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const stored = await rows<{ key: string }>(
      t.database,
      `select key from auth_rate_limit where key like '10.20.0.2%'`,
    );
    expect(stored.length).toBeGreaterThan(0);
  });

  it('a new sign-up must verify the email first: the message goes to the outbox, sign-in is refused', async () => {
    const email = `nuovo.${kind}@example.it`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.20.0.3',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: { email, password: 'Nuova-Password-1', name: 'Nuovo Utente' },
    });
    expect(signUp.statusCode).toBe(200);
    const [user] = await rows<{ username: string; id_persona: number; email_verified: boolean }>(
      t.database,
      `select username, id_persona, email_verified from auth_user where email = '${email}'`,
    );
    expect(user).toEqual({ username: `nuovo.${kind}-at-example.it`, id_persona: 0, email_verified: false });
    const mails = await rows<{ subject: string }>(
      t.database,
      `select subject from mail_outbox where "to" = '${email}'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Zaino: il tuo codice di conferma è \d{6}$/);
    const signInRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.20.0.4',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: { email, password: 'Nuova-Password-1' },
    });
    expect(signInRes.statusCode).toBe(403);
  });

  it('a login not yet attached to a person has id_persona 0: no person, no managed persons', async () => {
    const email = `senza.persona.${kind}@example.it`;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.20.0.5',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: { email, password: 'Nuova-Password-1', name: 'Senza Persona' },
    });
    await rows(t.database, `update auth_user set email_verified = true where email = '${email}'`);
    const token = await identityToken(t.app, await signIn(t.app, email, 'Nuova-Password-1'));
    expect(decodeJwt(token).id_persona).toBe(0);
    const r = await gql(
      t.app,
      '{ getPersonaSe { id_persona } getPersoneSe { id_persona } getAsAttivo { attivo } }',
      {},
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ getPersonaSe: null, getPersoneSe: [], getAsAttivo: { attivo: true } });
  });

  it('a restarted server (same secret, same database) keeps the sessions and the signing keys', async () => {
    const cookie = await signIn(t.app, demoEmail('capogruppo'));
    const before = await identityToken(t.app, cookie);
    const again = await buildApp({ database: t.database, config: testConfig() });
    try {
      const res = await again.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const r = await gql(again, '{ getPersonaSe { id_persona } }', {}, before);
      expect(r.errors).toBeUndefined();
      expect(r.data!.getPersonaSe.id_persona).toBe(decodeJwt(before).id_persona);
    } finally {
      await again.close();
    }
  });
});
