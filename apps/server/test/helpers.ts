import type { FastifyInstance } from 'fastify';
import type { PaymentProviders } from '../src/adapters/payments/create-payment-providers.ts';
import type { DiskStorage } from '../src/adapters/storage/disk-storage.ts';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { DemoChiave } from '../src/db/seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type SeedResult } from '../src/db/seed/index.ts';
import type { Coda } from '../src/lavori/coda.ts';
import { createSeededTestDatabase, type DbKind, type TestDatabase } from './test-db.ts';

export const PUBLIC_URL = 'http://localhost:3000';

/**
 * The real configuration loader with test values: silent logs, fixed secret, nothing on disk, and
 * no write limit in reach (a test file writes far faster than a person; limiti-attacchi tests it).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      WRITE_LIMIT: '1000000',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      PUBLIC_URL,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST_DIR: '/nonexistent/zaino-web-dist',
      ...env,
    },
    { persistSecret: false },
  );
}

export type DemoUser = DemoChiave;

export function demoEmail(user: DemoUser): string {
  const login = DEMO_LOGINS.find((l) => l.chiave === user);
  if (!login) throw new Error(`utente demo sconosciuto: ${user}`);
  return login.email;
}

let nextAddress = 1;
/** Each sign-in from its own client address, so the per-IP sign-in rate limit stays out of the way. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  seed: SeedResult;
  close(): Promise<void>;
}

/** A migrated database with the demo section, and the app on top of it. */
export async function startTestApp(
  kind: DbKind,
  opts: {
    env?: Record<string, string>;
    seed?: boolean;
    persons?: number;
    storage?: DiskStorage;
    payments?: PaymentProviders;
    /** a job queue of the test's own (decision 1017), built on the test's database */
    coda?: (database: Database) => Coda;
  } = {},
): Promise<TestApp> {
  const { database, seed: seeded } = await createSeededTestDatabase(
    kind,
    opts.seed === false ? false : opts.persons ? { persons: opts.persons } : {},
  );
  const seed = seeded ?? { seeded: false, demo: false, logins: [], codici: [] };
  const app = await buildApp({
    database,
    config: testConfig(opts.env),
    storage: opts.storage,
    payments: opts.payments,
    coda: opts.coda?.(database),
  });
  await app.ready();
  return {
    app,
    database,
    seed,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Signs in through /api/auth/sign-in/email and returns the session cookie. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  const cookies = res.cookies.map((c) => `${c.name}=${c.value}`);
  return cookies.join('; ');
}

/** GET /api/auth/token with the session cookie: the identity token (JWT). */
export async function identityToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The identity tokens already taken on each app, by demo user. */
const tokenDate = new WeakMap<FastifyInstance, Map<DemoUser, Promise<string>>>();

/** Whether a JWT's `exp` is more than a minute away on the clock as it is now (tests may fake it). */
function valeAncora(token: string): boolean {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
  };
  return typeof payload.exp === 'number' && payload.exp * 1000 > Date.now() + 60_000;
}

/**
 * A demo user's identity token on `app`. A sign-in costs about 140 ms of CPU (scrypt, as in
 * production), and the server tests asked for the same user's token on the same app 170 times in a
 * run: a token is kept and handed out again while it has more than a minute to live on the clock as
 * the test has it (decision 0317). A test that needs a sign-in of its own (sessions, limits, logout,
 * a revoked session) calls `signIn`.
 */
export async function tokenFor(app: FastifyInstance, user: DemoUser): Promise<string> {
  let perUtente = tokenDate.get(app);
  if (!perUtente) {
    perUtente = new Map();
    tokenDate.set(app, perUtente);
  }
  const preso = perUtente.get(user);
  if (preso) {
    const token = await preso.catch(() => null);
    if (token && valeAncora(token)) return token;
  }
  const nuovo = signIn(app, demoEmail(user)).then((cookie) => identityToken(app, cookie));
  perUtente.set(user, nuovo);
  return nuovo;
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; path?: string[]; extensions?: { errorType?: string } }[] | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read GraphQL answers by shape, checked by the assertions.
export async function gql<T = Record<string, any>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<GqlResult<T>> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json() as { data?: T | null; errors?: GqlResult['errors'] };
  return { status: res.statusCode, data: body.data, errors: body.errors };
}

/** The errorType of the first error, or undefined. */
export const errorType = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.errorType;

/** Runs SQL on the test database and returns the rows. */
export async function rows<T>(database: Database, text: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const result = await database.db.execute(sql.raw(text));
  return result.rows as T[];
}
