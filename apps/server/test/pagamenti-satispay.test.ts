import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FornitoreNonDisponibile,
  type NuovoPagamento,
  PagamentoNonTrovato,
  type PaymentProvider,
  WebhookNonValido,
} from '../src/adapters/payments/payment-provider.ts';
import { firmaRichiesta } from '../src/adapters/payments/satispay/http-signature.ts';
import {
  createSatispayProvider,
  type SatispaySettings,
} from '../src/adapters/payments/satispay/satispay-provider.ts';
import { type FakeSatispay, startFakeSatispay } from './fake-satispay.ts';

// Our Satispay client against a local fake that checks every signature with our public key
// (DESIGN.md §1): idempotent creation, status read and mapping, callbacks that only name a payment.

const KEY_ID = 'zaino-key-id-test';
const chiavi = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const pagamento = (over: Partial<NuovoPagamento> = {}): NuovoPagamento => ({
  id_transazione_finanziaria: 77,
  importo: 4520,
  descrizione: 'Pagamento 77',
  idempotencyKey: 'checkout-77',
  returnUrl: 'http://localhost:3000/f/checkout/satispay',
  ...over,
});

describe('Satispay adapter', () => {
  const { publicKey, privateKey } = chiavi();
  let fake: FakeSatispay;
  let settings: SatispaySettings;
  let satispay: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeSatispay(KEY_ID, publicKey);
    settings = {
      keyId: KEY_ID,
      privateKey,
      baseUrl: fake.url,
      callbackUrl: 'http://localhost:3000/webhooks/satispay?payment_id={uuid}',
    };
    satispay = createSatispayProvider(settings);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('creates one MATCH_CODE payment per idempotency key, signed and accepted by the fake', async () => {
    const primo = await satispay.createPayment(pagamento());
    const secondo = await satispay.createPayment(pagamento());
    expect(fake.ultimoRifiuto).toBeNull();
    expect(secondo).toEqual(primo);
    expect(fake.creazioni).toBe(2);
    expect([...fake.pagamenti.values()].filter((p) => p.external_code === '77')).toHaveLength(1);
    expect(fake.pagamenti.get(primo.providerId)).toMatchObject({
      amount_unit: 4520,
      currency: 'EUR',
      external_code: '77',
      callback_url: 'http://localhost:3000/webhooks/satispay?payment_id={uuid}',
    });
    expect(primo.clientSecret).toBeNull();
    const altro = await satispay.createPayment(pagamento({ idempotencyKey: 'checkout-77-bis' }));
    expect(altro.providerId).not.toBe(primo.providerId);
  });

  it('maps PENDING, ACCEPTED and CANCELED, and returns amount and currency for the caller to check', async () => {
    const { providerId } = await satispay.createPayment(pagamento({ idempotencyKey: 'stati' }));
    expect(await satispay.readPayment(providerId)).toEqual({
      providerId,
      stato: 'initiated',
      importo: 4520,
      valuta: 'EUR',
      riferimento: '77',
      paymentId: null,
    });
    const casi = [
      ['ACCEPTED', false, 'completed'],
      ['CANCELED', false, 'rejected'],
      ['PENDING', true, 'rejected'],
      ['PENDING', false, 'initiated'],
    ] as const;
    for (const [status, expired, stato] of casi) {
      fake.imposta(providerId, status, expired);
      expect((await satispay.readPayment(providerId)).stato, `${status} expired=${expired}`).toBe(stato);
    }
  });

  it('an unknown or malformed payment id is PagamentoNonTrovato', async () => {
    await expect(satispay.readPayment('00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      PagamentoNonTrovato,
    );
    await expect(satispay.readPayment('../payments')).rejects.toThrow(PagamentoNonTrovato);
  });

  it('never asks for zero or fractional amounts', async () => {
    await expect(satispay.createPayment(pagamento({ importo: 0 }))).rejects.toThrow(RangeError);
    await expect(satispay.createPayment(pagamento({ importo: 1.5 }))).rejects.toThrow(RangeError);
  });

  describe('the fake refuses what Satispay would refuse', () => {
    const url = () => new URL('/g_business/v1/payments', fake.url);
    const corpo = JSON.stringify({
      flow: 'MATCH_CODE',
      amount_unit: 100,
      currency: 'EUR',
      external_code: '1',
      callback_url: 'x',
    });
    const invia = (headers: Record<string, string>, body = corpo) =>
      fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const firma = (over: { body?: string; date?: Date } = {}) =>
      firmaRichiesta({
        method: 'POST',
        url: url(),
        body: over.body ?? corpo,
        keyId: KEY_ID,
        privateKey: createPrivateKey(privateKey),
        date: over.date,
      });

    it('a correctly signed request passes', async () => {
      expect((await invia(firma())).status).toBe(200);
    });

    it('a tampered body fails the digest', async () => {
      const res = await invia(firma(), corpo.replace('100', '1'));
      expect(res.status).toBe(401);
      expect(fake.ultimoRifiuto).toBe('digest diverso dal corpo');
    });

    it('a tampered body with a recomputed digest fails the signature', async () => {
      const altro = corpo.replace('100', '1');
      const { digest } = firma({ body: altro });
      const res = await invia({ ...firma(), digest }, altro);
      expect(res.status).toBe(401);
      expect(fake.ultimoRifiuto).toBe('firma non valida');
    });

    it('a tampered or stale date is refused', async () => {
      const f = firma();
      const spostata = new Date(Date.parse(f.date) + 60_000).toUTCString();
      expect((await invia({ ...f, date: spostata })).status).toBe(401);
      expect(fake.ultimoRifiuto).toBe('firma non valida');
      expect((await invia(firma({ date: new Date(Date.now() - 10 * 60_000) }))).status).toBe(401);
      expect(fake.ultimoRifiuto).toBe('data assente o fuori tolleranza');
    });

    it('another key, or another key id, is refused and surfaces as FornitoreNonDisponibile', async () => {
      const estranea = createSatispayProvider({ ...settings, privateKey: chiavi().privateKey });
      await expect(estranea.createPayment(pagamento({ idempotencyKey: 'x' }))).rejects.toMatchObject({
        name: 'FornitoreNonDisponibile',
        status: 401,
      });
      expect(fake.ultimoRifiuto).toBe('firma non valida');
      const altroId = createSatispayProvider({ ...settings, keyId: 'altro' });
      await expect(altroId.readPayment('abc')).rejects.toThrow(FornitoreNonDisponibile);
      expect(fake.ultimoRifiuto).toBe('keyId sconosciuto');
    });
  });

  describe('callbacks', () => {
    const callback = (query: Record<string, string | undefined>) =>
      satispay.parseWebhook({ rawBody: '', headers: {}, query });

    it('only name the payment to read again (they carry no status)', () => {
      expect(callback({ payment_id: 'a1b2c3-d4' })).toEqual({ providerId: 'a1b2c3-d4', eventId: null });
    });

    it('without a usable payment id are refused', () => {
      expect(() => callback({})).toThrow(WebhookNonValido);
      expect(() => callback({ payment_id: '../x' })).toThrow(WebhookNonValido);
    });
  });
});
