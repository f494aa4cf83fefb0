import { isIP } from 'node:net';
import { LIMITE_CHECKOUT } from '@zaino/domain/checkout';
import { createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type ContoBonifico, ibanValido, normalizzaIban } from '@zaino/domain/bonifico';

// Every environment variable of the server (docs/configuration.md lists them with their defaults).
// Each one has an embedded default, so `npm start` on a fresh clone needs none of them.

/** The repository root, found from this file (apps/server/src/config.ts), whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SECONDO_FATTORE_OBBLIGATORIO: z.enum(['0', '1']).optional(),
  HOST: optionalText,
  // Issue 27: request metrics in Prometheus format on a port of their own (never on the public one).
  METRICS_PORT: optionalText
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number('METRICS_PORT deve essere un numero').int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve iniziare con postgres:// o postgresql://')
      .optional(),
  ),
  // Decision 0432: '0' behind a pooler that cannot keep prepared statements.
  DATABASE_PREPARED_STATEMENTS: z.enum(['0', '1'], 'DATABASE_PREPARED_STATEMENTS vale 0 o 1').default('1'),
  PUBLIC_URL: optionalText.pipe(
    z.url('PUBLIC_URL deve essere un URL (es. https://zaino.example.it)').optional(),
  ),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, 'AUTH_SECRET deve essere lungo almeno 32 caratteri').optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL deve iniziare con smtp:// o smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Zaino <noreply@zaino.localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v21.0/me?fields=id,name,email'),
  OTP_EXPIRES_IN: z.coerce
    .number('OTP_EXPIRES_IN deve essere un numero di secondi')
    .int()
    .min(1)
    .max(86_400)
    .default(3600),
  CODE_LOOKUP_LIMIT: z.coerce
    .number('CODE_LOOKUP_LIMIT deve essere un numero')
    .int()
    .min(1)
    .max(100_000)
    // 9 characters of a 31-character alphabet: 30 guesses a minute find nothing, while a scout hall
    // of families registering behind one address (each page asks more than once) is not stopped.
    .default(30),
  CHECKOUT_LIMIT: z.coerce
    .number('CHECKOUT_LIMIT deve essere un numero')
    .int()
    .min(1)
    .max(100_000)
    // Decision 1211: new checkouts per payer per hour.
    .default(LIMITE_CHECKOUT.max),
  WRITE_LIMIT: z.coerce
    .number('WRITE_LIMIT deve essere un numero')
    .int()
    .min(1)
    .max(1_000_000)
    // Decision 0407: GraphQL writes per login per 10 minutes. A treasurer typing in a pile of
    // payments makes a few a minute; 300 is one every 2 s for the whole window.
    .default(300),
  SEED_PERSONS: optionalText
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number('SEED_PERSONS deve essere un numero').int().min(10).max(200_000).optional()),
  // Spec 1 §8: unexpected errors reported to Sentry when set (adapters/segnalazione-errori.ts).
  SENTRY_DSN: optionalText.pipe(
    z.url('SENTRY_DSN deve essere un URL (es. https://chiave@o0.ingest.sentry.io/0)').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        (v) => !['true', '1', 'yes'].includes(v.toLowerCase()),
        'TRUST_PROXY non accetta più true: elenca gli indirizzi dei proxy fidati (es. 127.0.0.1 oppure 10.0.0.0/8)',
      )
      .optional(),
  ),
  CORS_ORIGINS: optionalText,
  STORAGE_DIR: optionalText,
  STORAGE_SECRET: optionalText.pipe(
    z.string().min(32, 'STORAGE_SECRET deve essere lungo almeno 32 caratteri').optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(
    z.url('S3_ENDPOINT deve essere un URL (es. https://s3.example.it)').optional(),
  ),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'S3_FORCE_PATH_STYLE vale true o false').default('false'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(sk|rk)_(live|test)_/,
        'STRIPE_SECRET_KEY deve iniziare con sk_live_, sk_test_, rk_live_ o rk_test_',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET deve iniziare con whsec_')
      .optional(),
  ),
  STRIPE_API_URL: z.url('STRIPE_API_URL deve essere un URL').default('https://api.stripe.com'),
  SATISPAY_KEY_ID: optionalText,
  SATISPAY_PRIVATE_KEY: optionalText,
  SATISPAY_PRIVATE_KEY_FILE: optionalText,
  SATISPAY_BASE_URL: z
    .url('SATISPAY_BASE_URL deve essere un URL')
    .default('https://authservices.satispay.com'),
  NAZIONALE_URL: optionalText.pipe(z.url('NAZIONALE_URL deve essere un URL').optional()),
  NAZIONALE_TOKEN: optionalText,
  NAZIONALE_TIMEOUT_MS: z.coerce
    .number('NAZIONALE_TIMEOUT_MS deve essere un numero')
    .int()
    .min(100)
    .max(120_000)
    .default(20_000),
  BONIFICO_IBAN: optionalText.pipe(
    z.string().refine(ibanValido, 'BONIFICO_IBAN non è un IBAN valido').optional(),
  ),
  BONIFICO_BENEFICIARIO: optionalText.pipe(
    z.string().max(140, 'BONIFICO_BENEFICIARIO: al massimo 140 caratteri').optional(),
  ),
});

// proxy-addr's names for address ranges, accepted in TRUST_PROXY like Fastify's trustProxy.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * An address or network of a trusted proxy: a real IPv4/IPv6 address, with a prefix that names a
 * network, never all addresses (0.0.0.0/0, ::/0 would trust every peer, as `true` did).
 */
function indirizzoProxyValido(v: string): boolean {
  const [ip = '', prefisso] = v.split('/');
  const versione = isIP(ip);
  if (versione === 0) return false;
  if (prefisso === undefined) return true;
  if (!/^\d{1,3}$/.test(prefisso)) return false;
  const n = Number(prefisso);
  return n >= 1 && n <= (versione === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or false → no proxy; otherwise a comma-separated list of addresses/CIDRs. */
function proxyList(value: string | undefined): string[] {
  if (value === undefined || ['false', '0', 'no'].includes(value.toLowerCase())) return [];
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const wrong = entries.filter((v) => !PROXY_RANGE_NAMES.includes(v) && !indirizzoProxyValido(v));
  if (wrong.length > 0) {
    throw new ConfigError(
      `Configurazione non valida:\n  TRUST_PROXY: indirizzi non validi: ${wrong.join(', ')} (usa indirizzi IP o reti CIDR separati da virgole)`,
    );
  }
  return entries;
}

/** CORS_ORIGINS: origins (scheme://host[:port]) allowed to call /graphql from another site. */
function originList(value: string | undefined): string[] {
  if (value === undefined) return [];
  const entries = value
    .split(',')
    .map((v) => v.trim().replace(/\/+$/, ''))
    .filter((v) => v !== '');
  for (const v of entries) {
    let ok = false;
    try {
      ok = new URL(v).origin === v;
    } catch {}
    if (!ok) {
      throw new ConfigError(
        `Configurazione non valida:\n  CORS_ORIGINS: ${v} non è un'origine (es. https://zaino.example.it)`,
      );
    }
  }
  return entries;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Google: an OpenID provider found through its discovery document. */
export interface GoogleClient extends OAuthClient {
  discoveryUrl: string;
}

/** Facebook: plain OAuth 2 with fixed endpoints (Graph API for the profile). */
export interface FacebookClient extends OAuthClient {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** Stripe (adapters/payments/stripe). */
export interface StripeConfig {
  /** sk_live_…, sk_test_… or a restricted rk_… key. */
  secretKey: string;
  /** whsec_…: signs the webhooks Stripe sends us. */
  webhookSecret: string;
  /** https://api.stripe.com; tests point it at a local fake. */
  apiUrl: string;
}

/** An S3-compatible bucket for files (adapters/storage/s3-storage.ts, decision 1114). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region; set for another S3-compatible service or a test double. */
  endpoint: string | undefined;
  /** Bucket in the path (https://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, the instance's or container's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Satispay g business (adapters/payments/satispay). */
export interface SatispayConfig {
  /** The key id Satispay returned when our public key was registered. */
  keyId: string;
  /** Our RSA private key, PEM. */
  privateKey: string;
  /** https://authservices.satispay.com (staging: https://staging.authservices.satispay.com). */
  baseUrl: string;
}

/** The national register's HTTP service (adapters/nazionale, decision 0923). */
export interface NazionaleConfig {
  /** Base address of the service, e.g. https://censimenti.example.it/api/. */
  url: string;
  /** Bearer token of the section. */
  token: string;
  timeoutMs: number;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * Decisions 0415, 0417: the super roles (treasurer included) must sign in with a second factor.
   * Always in production (SECONDO_FATTORE_OBBLIGATORIO=0 is refused there); elsewhere only with
   * SECONDO_FATTORE_OBBLIGATORIO=1, so the demo logins keep working. An enrolled login needs its
   * second factor everywhere.
   */
  secondoFattoreObbligatorio: boolean;
  port: number;
  host: string;
  /** Unset → no metrics endpoint. */
  metrics: { port: number; host: string } | undefined;
  /** Absolute: PGlite data, the generated auth secret. */
  dataDir: string;
  /** Unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Decision 0432: repeated statements prepared once per connection (PostgreSQL only). */
  istruzioniPreparate: boolean;
  /** Origin the browser uses (better-auth base URL, JWT issuer and audience, links in mails). */
  publicUrl: string;
  /** Origins allowed to call /api/auth: PUBLIC_URL, plus the loopback spellings when it is defaulted. */
  trustedOrigins: string[];
  authSecret: string;
  /** Unset → mails go to the outbox table, shown at /dev/mail outside production. */
  smtpUrl: string | undefined;
  /** Unset → unexpected errors are only logged. */
  sentryDsn: string | undefined;
  mailFrom: string;
  /** Set when GOOGLE_CLIENT_ID/SECRET are; the discovery URL is configurable for tests. */
  google: GoogleClient | undefined;
  /** Set when FACEBOOK_CLIENT_ID/SECRET are; the endpoints are configurable for tests. */
  facebook: FacebookClient | undefined;
  /** Lifetime of the 6-digit email codes (sign-up confirmation, password reset), seconds. */
  otpExpiresIn: number;
  /** Registration codes a client address may look up per minute (GraphQL). */
  codeLookupLimit: number;
  /** New checkouts one payer may start per hour (decision 1211). */
  checkoutLimit: number;
  /** GraphQL writes (mutation fields) one login may make per 10 minutes (WRITE_LIMIT, decision 0407). */
  writeLimit: number;
  /** Size of the generated demo section; unset → the standard demo data. */
  seedPersons: number | undefined;
  logLevel: string;
  /** The built web app served at / (apps/web/dist by default). */
  webDistDir: string;
  /**
   * Addresses (IP or CIDR) of the reverse proxies whose X-Forwarded-For entries are believed;
   * empty: the peer address is the client's.
   */
  trustProxy: string[];
  /** Other origins allowed to call /graphql with credentials (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Folder of the disk file store; undefined (DATA_DIR on a URL): a temporary folder per process. */
  storageDir: string | undefined;
  /** Signs the disk store's upload and download URLs. */
  storageSecret: string;
  /** Set when S3_BUCKET is: files go to that bucket instead of the disk. */
  s3: S3Config | undefined;
  /** Card payments: set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are. */
  stripe: StripeConfig | undefined;
  /** Satispay: set when SATISPAY_KEY_ID and its private key are. */
  satispay: SatispayConfig | undefined;
  /** Set when NAZIONALE_URL and NAZIONALE_TOKEN are; otherwise only the uploaded file is a source. */
  nazionale: NazionaleConfig | undefined;
  /**
   * Outside production a provider without keys is replaced by the sandbox (local confirm page); in
   * production it is simply not offered (decision 1201).
   */
  pagamentiSandbox: boolean;
  /**
   * The account of bank transfers (BONIFICO_IBAN, BONIFICO_BENEFICIARIO); outside production a demo
   * account when unset, in production undefined: the bank details are then not offered (decision 1204).
   */
  bonifico: ContoBonifico | undefined;
}

/** A configuration error: main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadConfigOptions {
  /** Where relative paths are resolved: npm's INIT_CWD (where `npm start` was typed), else cwd. */
  baseDir?: string;
  /** false in tests: never write the generated secret to disk. */
  persistSecret?: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SECONDO_FATTORE_OBBLIGATORIO === '0') {
    // Decision 0417: the office's second factor cannot be switched off where real data lives.
    throw new ConfigError(
      'Configurazione non valida:\n  SECONDO_FATTORE_OBBLIGATORIO: in produzione la verifica in due passaggi dei ruoli di sezione non si può disattivare (togli la variabile)',
    );
  }
  const baseDir = options.baseDir ?? env.INIT_CWD ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) || p.includes('://') ? p : resolve(baseDir, p));
  const dataDir = e.DATA_DIR ? abs(e.DATA_DIR) : join(REPO_ROOT, 'data');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    // Decision 0417: always in production; elsewhere opt-in, so the demo logins sign in as before.
    secondoFattoreObbligatorio: e.NODE_ENV === 'production' || e.SECONDO_FATTORE_OBBLIGATORIO === '1',
    // Development listens on this machine only; production (in a container, behind a proxy) on all.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    istruzioniPreparate: e.DATABASE_PREPARED_STATEMENTS === '1',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // With the default address a person may just as well type 127.0.0.1: both mean this machine.
    trustedOrigins: e.PUBLIC_URL
      ? [e.PUBLIC_URL.replace(/\/+$/, '')]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`],
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir, 'auth-secret', options.persistSecret ?? true),
    smtpUrl: e.SMTP_URL,
    sentryDsn: e.SENTRY_DSN,
    mailFrom: e.MAIL_FROM,
    google: withEndpoints(oauthClient('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET), {
      discoveryUrl: e.GOOGLE_DISCOVERY_URL,
    }),
    facebook: withEndpoints(oauthClient('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET), {
      authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: e.FACEBOOK_TOKEN_URL,
      userInfoUrl: e.FACEBOOK_USERINFO_URL,
    }),
    otpExpiresIn: e.OTP_EXPIRES_IN,
    codeLookupLimit: e.CODE_LOOKUP_LIMIT,
    checkoutLimit: e.CHECKOUT_LIMIT,
    writeLimit: e.WRITE_LIMIT,
    seedPersons: e.SEED_PERSONS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? abs(e.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    trustProxy: proxyList(e.TRUST_PROXY),
    corsOrigins: originList(e.CORS_ORIGINS),
    storageDir: e.STORAGE_DIR
      ? abs(e.STORAGE_DIR)
      : dataDir.includes('://')
        ? undefined
        : join(dataDir, 'files'),
    storageSecret:
      e.STORAGE_SECRET ?? persistedSecret(dataDir, 'storage-secret', options.persistSecret ?? true),
    s3: s3Config(e),
    stripe: stripeConfig(e),
    satispay: satispayConfig(e, abs),
    nazionale: nazionaleConfig(e),
    pagamentiSandbox: e.NODE_ENV !== 'production',
    bonifico: contoBonifico(e),
  };
}

/** A well-formed example IBAN (no real account): what `npm start` shows until one is configured. */
const CONTO_DEMO: ContoBonifico = {
  iban: 'IT60X0542811101000000123456',
  beneficiario: 'Sezione scout (conto di prova)',
};

function contoBonifico(e: Env): ContoBonifico | undefined {
  const { BONIFICO_IBAN: iban, BONIFICO_BENEFICIARIO: beneficiario } = e;
  if (!iban && !beneficiario) return e.NODE_ENV === 'production' ? undefined : CONTO_DEMO;
  if (!iban || !beneficiario) {
    throw new ConfigError('BONIFICO_IBAN e BONIFICO_BENEFICIARIO vanno impostati insieme');
  }
  return { iban: normalizzaIban(iban), beneficiario };
}

type Env = z.infer<typeof envSchema>;

function s3Config(e: Env): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket) {
    // A half-made S3 set-up must not quietly fall back to the disk.
    if (e.S3_ENDPOINT || accessKeyId || secretAccessKey) {
      throw new ConfigError('S3_BUCKET mancante: le altre variabili S3_* valgono solo insieme a S3_BUCKET');
    }
    return undefined;
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostati insieme');
  }
  return {
    bucket,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function stripeConfig(e: Env): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return undefined;
  // Without the webhook secret a delayed payment would never be confirmed: both or neither.
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET vanno impostati insieme');
  }
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL };
}

function nazionaleConfig(e: Env): NazionaleConfig | undefined {
  if (!e.NAZIONALE_URL && !e.NAZIONALE_TOKEN) return undefined;
  if (!e.NAZIONALE_URL || !e.NAZIONALE_TOKEN)
    throw new ConfigError('NAZIONALE_URL e NAZIONALE_TOKEN vanno impostati insieme');
  return { url: e.NAZIONALE_URL, token: e.NAZIONALE_TOKEN, timeoutMs: e.NAZIONALE_TIMEOUT_MS };
}

function satispayConfig(e: Env, abs: (p: string) => string): SatispayConfig | undefined {
  const { SATISPAY_KEY_ID: keyId, SATISPAY_PRIVATE_KEY: testo, SATISPAY_PRIVATE_KEY_FILE: file } = e;
  if (!keyId && !testo && !file) return undefined;
  if (testo && file) {
    throw new ConfigError('Imposta SATISPAY_PRIVATE_KEY oppure SATISPAY_PRIVATE_KEY_FILE, non entrambe');
  }
  if (!keyId || !(testo || file)) {
    throw new ConfigError(
      'SATISPAY_KEY_ID e la chiave privata (SATISPAY_PRIVATE_KEY o SATISPAY_PRIVATE_KEY_FILE) vanno impostati insieme',
    );
  }
  let pem: string;
  if (file) {
    try {
      pem = readFileSync(abs(file), 'utf8');
    } catch {
      throw new ConfigError(`SATISPAY_PRIVATE_KEY_FILE: impossibile leggere ${abs(file)}`);
    }
  } else {
    // One-line environments (containers, .env files) carry the PEM with literal \n.
    pem = (testo ?? '').replace(/\\n/g, '\n');
  }
  let rsa = false;
  try {
    rsa = createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {}
  if (!rsa) {
    const nome = file ? 'SATISPAY_PRIVATE_KEY_FILE' : 'SATISPAY_PRIVATE_KEY';
    throw new ConfigError(`${nome}: non è una chiave privata RSA in formato PEM`);
  }
  return { keyId, privateKey: pem, baseUrl: e.SATISPAY_BASE_URL };
}

function oauthClient(
  name: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClient | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`${name}_CLIENT_ID e ${name}_CLIENT_SECRET vanno impostati insieme`);
  }
  return { clientId, clientSecret };
}

function withEndpoints<T extends object>(client: OAuthClient | undefined, endpoints: T) {
  return client ? { ...client, ...endpoints } : undefined;
}

/**
 * AUTH_SECRET or STORAGE_SECRET unset: a random secret kept in DATA_DIR/<name>, so sessions and
 * issued links survive a restart. With DATA_DIR on a URL (memory://) or persistSecret false, a
 * fresh one per process.
 */
function persistedSecret(dataDir: string, name: string, persist: boolean): string {
  if (!persist || dataDir.includes('://')) return randomBytes(32).toString('base64url');
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
