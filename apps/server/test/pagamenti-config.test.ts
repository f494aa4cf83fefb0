import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

// Payment provider settings (docs/configuration.md): none needed to start, the sandbox outside
// production; half a configuration stops the start-up with a message naming the variables.

const config = (env: Record<string, string>) => loadConfig(env, { persistSecret: false });
const { privateKey: pem } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

describe('payment configuration', () => {
  it('no keys: no provider configured, the sandbox outside production only', () => {
    expect(config({})).toMatchObject({ stripe: undefined, satispay: undefined, pagamentiSandbox: true });
    expect(config({ NODE_ENV: 'production' }).pagamentiSandbox).toBe(false);
  });

  it('Stripe: secret key and webhook secret together, API address configurable', () => {
    expect(config({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: 'https://api.stripe.com',
    });
    expect(
      config({
        STRIPE_SECRET_KEY: 'rk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:9');
    expect(() => config({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET vanno impostati insieme',
    );
    expect(() => config({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' })).toThrow(
      /STRIPE_SECRET_KEY deve iniziare con sk_live_/,
    );
    expect(() => config({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET deve iniziare con whsec_/,
    );
  });

  it('Satispay: key id with a PEM private key, given inline (\\n escapes allowed) or as a file', () => {
    const inline = config({ SATISPAY_KEY_ID: 'kid', SATISPAY_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(inline.satispay).toEqual({
      keyId: 'kid',
      privateKey: pem,
      baseUrl: 'https://authservices.satispay.com',
    });
    const dir = mkdtempSync(join(tmpdir(), 'zaino-satispay-'));
    writeFileSync(join(dir, 'satispay.pem'), pem);
    const daFile = loadConfig(
      {
        SATISPAY_KEY_ID: 'kid',
        SATISPAY_PRIVATE_KEY_FILE: 'satispay.pem',
        SATISPAY_BASE_URL: 'https://staging.authservices.satispay.com',
      },
      { persistSecret: false, baseDir: dir },
    );
    expect(daFile.satispay).toEqual({
      keyId: 'kid',
      privateKey: pem,
      baseUrl: 'https://staging.authservices.satispay.com',
    });
  });

  it('Satispay: half a configuration or a key that is not RSA stops the start-up', () => {
    expect(() => config({ SATISPAY_KEY_ID: 'kid' })).toThrow(ConfigError);
    expect(() => config({ SATISPAY_PRIVATE_KEY: pem })).toThrow(/SATISPAY_KEY_ID e la chiave privata/);
    expect(() =>
      config({ SATISPAY_KEY_ID: 'k', SATISPAY_PRIVATE_KEY: pem, SATISPAY_PRIVATE_KEY_FILE: '/x' }),
    ).toThrow(/non entrambe/);
    expect(() => config({ SATISPAY_KEY_ID: 'k', SATISPAY_PRIVATE_KEY: 'chiave' })).toThrow(
      'SATISPAY_PRIVATE_KEY: non è una chiave privata RSA in formato PEM',
    );
    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => config({ SATISPAY_KEY_ID: 'k', SATISPAY_PRIVATE_KEY: ed })).toThrow(
      /non è una chiave privata RSA/,
    );
    expect(() => config({ SATISPAY_KEY_ID: 'k', SATISPAY_PRIVATE_KEY_FILE: '/nonexistent/k.pem' })).toThrow(
      'SATISPAY_PRIVATE_KEY_FILE: impossibile leggere /nonexistent/k.pem',
    );
    expect(() => config({ SATISPAY_BASE_URL: 'non un url' })).toThrow(/SATISPAY_BASE_URL deve essere un URL/);
  });
});

describe('bank transfer account (decision 1204)', () => {
  it('outside production a demo account; in production none until configured', () => {
    expect(config({}).bonifico?.iban).toBe('IT60X0542811101000000123456');
    expect(config({ NODE_ENV: 'production' }).bonifico).toBeUndefined();
  });

  it('IBAN and beneficiary together; the IBAN checked and stored without spaces', () => {
    expect(
      config({ BONIFICO_IBAN: 'de89 3704 0044 0532 0130 00', BONIFICO_BENEFICIARIO: 'Sezione Prova' })
        .bonifico,
    ).toEqual({ iban: 'DE89370400440532013000', beneficiario: 'Sezione Prova' });
    expect(() => config({ BONIFICO_IBAN: 'DE89370400440532013000' })).toThrow(
      'BONIFICO_IBAN e BONIFICO_BENEFICIARIO vanno impostati insieme',
    );
    expect(() => config({ BONIFICO_IBAN: 'DE88370400440532013000', BONIFICO_BENEFICIARIO: 'X' })).toThrow(
      'BONIFICO_IBAN non è un IBAN valido',
    );
  });
});
