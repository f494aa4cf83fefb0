import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

// Every variable has an embedded default (DESIGN.md §2 config.ts); docs/configuration.md lists them.

describe('configuration', () => {
  it('works with no variable at all: port 3000, PGlite in <repo>/data, outbox mail, no social logins', () => {
    const c = loadConfig({}, { persistSecret: false, baseDir: '/somewhere/else' });
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      istruzioniPreparate: true,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      google: undefined,
      facebook: undefined,
      seedPersons: undefined,
      logLevel: 'info',
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      trustProxy: [],
      corsOrigins: [],
      otpExpiresIn: 3600,
      codeLookupLimit: 30,
      storageDir: join(REPO_ROOT, 'data', 'files'),
    });
    expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.storageSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.storageSecret).not.toBe(c.authSecret);
  });

  it('HOST: this machine only in development, every interface in production (issue 8 item 6)', () => {
    expect(loadConfig({}, { persistSecret: false }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }, { persistSecret: false }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '192.168.1.5' }, { persistSecret: false }).host).toBe('192.168.1.5');
  });

  it('the second factor of the super roles: always required in production, opt-in elsewhere (decision 0417)', () => {
    const c = (env: Record<string, string>) =>
      loadConfig(env, { persistSecret: false }).secondoFattoreObbligatorio;
    expect(c({ NODE_ENV: 'production' })).toBe(true);
    expect(c({ NODE_ENV: 'production', SECONDO_FATTORE_OBBLIGATORIO: '1' })).toBe(true);
    expect(() => c({ NODE_ENV: 'production', SECONDO_FATTORE_OBBLIGATORIO: '0' })).toThrow(
      /in produzione la verifica in due passaggi/,
    );
    expect(c({})).toBe(false);
    expect(c({ SECONDO_FATTORE_OBBLIGATORIO: '0' })).toBe(false);
    expect(c({ SECONDO_FATTORE_OBBLIGATORIO: '1' })).toBe(true);
    expect(c({ NODE_ENV: 'test', SECONDO_FATTORE_OBBLIGATORIO: '1' })).toBe(true);
  });

  it('TRUST_PROXY is a list of proxy addresses; true (every peer) is refused (issue 8 item 6)', () => {
    const c = (v: string) => loadConfig({ TRUST_PROXY: v }, { persistSecret: false }).trustProxy;
    expect(c('')).toEqual([]);
    expect(c('false')).toEqual([]);
    expect(c('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(c('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    expect(() => c('true')).toThrow(/TRUST_PROXY non accetta più true/);
    expect(() => c('1')).toThrow(ConfigError);
    expect(() => c('proxy.example.it')).toThrow(/TRUST_PROXY: indirizzi non validi: proxy.example.it/);
    // Every address again, by another name; and addresses that are not addresses.
    for (const v of ['0.0.0.0/0', '::/0', '...', '999.999.999.999', '10.0.0.0/33', '::1/129']) {
      expect(() => c(v), v).toThrow(/TRUST_PROXY: indirizzi non validi/);
    }
  });

  it('CORS_ORIGINS: other origins allowed on /graphql, none by default (issue 8 item 11)', () => {
    expect(
      loadConfig(
        { CORS_ORIGINS: 'https://a.example.it/, https://b.example.it:8443' },
        { persistSecret: false },
      ).corsOrigins,
    ).toEqual(['https://a.example.it', 'https://b.example.it:8443']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.it/x' }, { persistSecret: false })).toThrow(
      /CORS_ORIGINS/,
    );
  });

  it('resolves a relative DATA_DIR against the directory where npm start was typed (INIT_CWD)', () => {
    const c = loadConfig({ DATA_DIR: 'dati', INIT_CWD: '/srv/zaino' }, { persistSecret: false });
    expect(c.dataDir).toBe('/srv/zaino/dati');
    expect(loadConfig({ DATA_DIR: '/var/zaino' }, { persistSecret: false }).dataDir).toBe('/var/zaino');
  });

  it('PORT moves the default public URL; PUBLIC_URL overrides it', () => {
    expect(loadConfig({ PORT: '8080' }, { persistSecret: false }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://zaino.example.it/' }, { persistSecret: false }).publicUrl).toBe(
      'https://zaino.example.it',
    );
  });

  it('with the default address both localhost and 127.0.0.1 may sign in; an explicit PUBLIC_URL only itself', () => {
    expect(loadConfig({ PORT: '8080' }, { persistSecret: false }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(
      loadConfig({ PUBLIC_URL: 'https://zaino.example.it/' }, { persistSecret: false }).trustedOrigins,
    ).toEqual(['https://zaino.example.it']);
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR, so a second start reuses the sessions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zaino-config-'));
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    const second = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(second).toBe(first);
    const file = join(dir, 'auth-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40) }).authSecret).toBe('x'.repeat(40));
  });

  it('enables a social provider only when both its id and secret are set', () => {
    const c = loadConfig(
      { GOOGLE_CLIENT_ID: 'gid', GOOGLE_CLIENT_SECRET: 'gsecret' },
      { persistSecret: false },
    );
    expect(c.google).toEqual({
      clientId: 'gid',
      clientSecret: 'gsecret',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(c.facebook).toBeUndefined();
    const fb = loadConfig(
      {
        FACEBOOK_CLIENT_ID: 'fid',
        FACEBOOK_CLIENT_SECRET: 'fsecret',
        FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9999/token',
      },
      { persistSecret: false },
    ).facebook;
    expect(fb).toMatchObject({ clientId: 'fid', tokenUrl: 'http://127.0.0.1:9999/token' });
    expect(fb?.authorizationUrl).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'fid' }, { persistSecret: false })).toThrow(ConfigError);
  });

  it('stores files on the disk unless S3_BUCKET names a bucket; half an S3 set-up is refused (decision 1114)', () => {
    const opz = { persistSecret: false };
    expect(loadConfig({}, opz).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'zaino' }, opz).s3).toEqual({
      bucket: 'zaino',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig(
        {
          S3_BUCKET: 'zaino',
          S3_REGION: 'eu-south-1',
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'segreto',
        },
        opz,
      ).s3,
    ).toEqual({
      bucket: 'zaino',
      region: 'eu-south-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'segreto' },
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.it' }, opz)).toThrow(/S3_BUCKET mancante/);
    expect(() => loadConfig({ S3_BUCKET: 'zaino', S3_ACCESS_KEY_ID: 'id' }, opz)).toThrow(
      /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'zaino', S3_ENDPOINT: 'non un url' }, opz)).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'zaino', S3_FORCE_PATH_STYLE: 'sì' }, opz)).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('refuses invalid values with a clear Italian message', () => {
    expect(() => loadConfig({ PORT: 'abc' }, { persistSecret: false })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, { persistSecret: false })).toThrow(
      /postgres:\/\//,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'corto' }, { persistSecret: false })).toThrow(/almeno 32/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' }, { persistSecret: false })).toThrow(/smtp:\/\//);
    expect(loadConfig({ SEED_PERSONS: '5000' }, { persistSecret: false }).seedPersons).toBe(5000);
    expect(() => loadConfig({ SEED_PERSONS: 'tanti' }, { persistSecret: false })).toThrow(/SEED_PERSONS/);
    expect(() => loadConfig({ OTP_EXPIRES_IN: 'un giorno' }, { persistSecret: false })).toThrow(
      /OTP_EXPIRES_IN/,
    );
    expect(loadConfig({ CODE_LOOKUP_LIMIT: '50' }, { persistSecret: false }).codeLookupLimit).toBe(50);
    // Decision 0407: 300 writes per login per 10 minutes unless WRITE_LIMIT says otherwise.
    expect(loadConfig({}, { persistSecret: false }).writeLimit).toBe(300);
    expect(loadConfig({ WRITE_LIMIT: '1000' }, { persistSecret: false }).writeLimit).toBe(1000);
    expect(() => loadConfig({ WRITE_LIMIT: 'tante' }, { persistSecret: false })).toThrow(/WRITE_LIMIT/);
  });
});

describe('PGlite data folder (issue 8 item 10)', () => {
  it('is created private to the server user (0700), and made private when it exists', async () => {
    const { openDatabase } = await import('../src/db/client.ts');
    const base = mkdtempSync(join(tmpdir(), 'zaino-pglite-'));
    const nuova = join(base, 'nuova');
    const db = await openDatabase({ dataDir: nuova });
    await db.close();
    expect(statSync(nuova).mode & 0o777).toBe(0o700);
    const esistente = join(base, 'esistente');
    mkdirSync(esistente, { mode: 0o777 });
    chmodSync(esistente, 0o777);
    const db2 = await openDatabase({ dataDir: esistente });
    await db2.close();
    expect(statSync(esistente).mode & 0o777).toBe(0o700);
  });
});
