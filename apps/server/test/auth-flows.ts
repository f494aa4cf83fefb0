import type { FastifyInstance } from 'fastify';
import { PUBLIC_URL } from './helpers.ts';
import { codeOf, type TestSmtp } from './smtp.ts';

// The better-auth calls of docs/auth-contract.md, as the web makes them.

let nextAddress = 1;
/** A client address of its own, so per-address rate limits stay out of the way of other tests. */
export const freshIp = () => `10.44.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export interface AuthAnswer {
  status: number;
  body: { code?: string; message?: string; [k: string]: unknown };
  cookie: string;
}

export async function postAuth(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  opts: { ip?: string; cookie?: string } = {},
): Promise<AuthAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      'content-type': 'application/json',
      origin: PUBLIC_URL,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload,
  });
  const body = res.body ? (res.json() as AuthAnswer['body']) : {};
  return {
    status: res.statusCode,
    body: body ?? {},
    cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

export const PASSWORD = 'Zaino-Nuova-1';

/** Sign-up (with an optional registration code), the code from the mail, confirmation: the session cookie. */
export async function signUpConfirmed(
  app: FastifyInstance,
  smtp: TestSmtp,
  email: string,
  registrationCode?: string,
): Promise<string> {
  const since = smtp.mails.length;
  const up = await postAuth(app, '/sign-up/email', {
    email,
    password: PASSWORD,
    name: email,
    ...(registrationCode ? { registrationCode } : {}),
  });
  if (up.status !== 200) throw new Error(`sign-up ${email}: ${up.status} ${JSON.stringify(up.body)}`);
  const otp = codeOf(await smtp.waitFor(email, { since }));
  // The same browser confirms: it carries the sign-up's proof cookie, so the password stays.
  const verified = await postAuth(app, '/email-otp/verify-email', { email, otp }, { cookie: up.cookie });
  if (verified.status !== 200 || !verified.cookie) {
    throw new Error(`verify ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return verified.cookie;
}

export async function tokenOf(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export interface GqlAnswer {
  // biome-ignore lint/suspicious/noExplicitAny: tests read GraphQL answers by shape.
  data: any;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

/** A GraphQL request from a given client address (the code-lookup budget is per address). */
export async function gqlFrom(
  app: FastifyInstance,
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  const body = res.json() as GqlAnswer;
  return { data: body.data, errors: body.errors };
}
