import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FornitoreNonDisponibile,
  type NuovoPagamento,
  PagamentoNonTrovato,
  type PaymentProvider,
  WebhookNonValido,
} from '../src/adapters/payments/payment-provider.ts';
import { createStripeProvider } from '../src/adapters/payments/stripe/stripe-provider.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';

// The Stripe adapter on the real SDK against a local fake API (DESIGN.md §1, §7): idempotent
// creation, the provider's status read server-side and normalised, signed webhooks only.

const SECRET_KEY = 'sk_test_zaino_fake';
const WEBHOOK_SECRET = 'whsec_zaino_fake_secret';

const pagamento = (over: Partial<NuovoPagamento> = {}): NuovoPagamento => ({
  id_transazione_finanziaria: 123,
  importo: 8760,
  descrizione: 'Pagamento 123',
  idempotencyKey: 'checkout-123',
  returnUrl: 'http://localhost:3000/f/checkout/stripe/123',
  ...over,
});

describe('Stripe adapter', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('creates one Checkout Session per idempotency key, with our payment as its reference', async () => {
    const primo = await stripe.createPayment(pagamento());
    const secondo = await stripe.createPayment(pagamento());
    expect(secondo).toEqual(primo);
    expect(primo.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${primo.providerId}`);
    expect(fake.creazioni).toBe(2);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === '123')).toHaveLength(1);
    expect(fake.sessions.get(primo.providerId)).toMatchObject({
      amount_total: 8760,
      currency: 'eur',
      metadata: { id_transazione_finanziaria: '123' },
      success_url: 'http://localhost:3000/f/checkout/stripe/123',
      cancel_url: 'http://localhost:3000/f/checkout/stripe/123',
    });

    const altro = await stripe.createPayment(pagamento({ idempotencyKey: 'checkout-123-bis' }));
    expect(altro.providerId).not.toBe(primo.providerId);
  });

  it('refuses the same key with another amount, as Stripe does', async () => {
    await stripe.createPayment(pagamento({ idempotencyKey: 'k-importo' }));
    await expect(
      stripe.createPayment(pagamento({ idempotencyKey: 'k-importo', importo: 100 })),
    ).rejects.toThrow(FornitoreNonDisponibile);
  });

  it('never asks for zero, negative or fractional amounts', async () => {
    for (const importo of [0, -5, 10.5]) {
      await expect(stripe.createPayment(pagamento({ importo }))).rejects.toThrow(RangeError);
    }
  });

  it("reads the session's status and maps it: open, paid, processing, settled, failed, expired", async () => {
    const nuovo = async (key: string) =>
      (await stripe.createPayment(pagamento({ idempotencyKey: key }))).providerId;
    const aperta = await nuovo('s-open');
    expect(await stripe.readPayment(aperta)).toEqual({
      providerId: aperta,
      stato: 'initiated',
      importo: 8760,
      valuta: 'EUR',
      riferimento: '123',
      paymentId: null,
    });

    const pagata = await nuovo('s-paid');
    fake.paga(pagata, 'paid');
    const letto = await stripe.readPayment(pagata);
    expect(letto).toMatchObject({ stato: 'completed', importo: 8760, valuta: 'EUR' });
    expect(letto.paymentId).toMatch(/^pi_test_/);

    const cases: [Parameters<FakeStripe['paga']>[1], string][] = [
      ['processing', 'started'],
      ['succeeded', 'completed'],
      ['failed', 'rejected'],
    ];
    for (const [esito, stato] of cases) {
      const id = await nuovo(`s-${esito}`);
      fake.paga(id, esito);
      expect((await stripe.readPayment(id)).stato, esito).toBe(stato);
    }

    const scaduta = await nuovo('s-expired');
    fake.scadi(scaduta);
    expect((await stripe.readPayment(scaduta)).stato).toBe('rejected');
  });

  it('an unknown session is PagamentoNonTrovato; a wrong key is FornitoreNonDisponibile', async () => {
    await expect(stripe.readPayment('cs_test_nessuna')).rejects.toThrow(PagamentoNonTrovato);
    const sbagliata = createStripeProvider({
      secretKey: 'sk_test_altra',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    await expect(sbagliata.readPayment('cs_test_1')).rejects.toMatchObject({
      name: 'FornitoreNonDisponibile',
      status: 401,
    });
  });

  describe('webhooks', () => {
    const evento = (type: string, sessionId = 'cs_test_1') =>
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type,
        data: { object: { id: sessionId, object: 'checkout.session' } },
      });
    const firma = (payload: string, over: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: over.secret ?? WEBHOOK_SECRET,
        timestamp: over.timestamp,
      });
    const richiesta = (rawBody: string, signature?: string) => ({
      rawBody,
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
      query: {},
    });

    it('a signed session event names the session to read again', () => {
      const body = evento('checkout.session.completed');
      expect(stripe.parseWebhook(richiesta(body, firma(body)))).toEqual({
        providerId: 'cs_test_1',
        eventId: 'evt_1',
      });
      const buffer = Buffer.from(evento('checkout.session.async_payment_failed', 'cs_test_2'));
      expect(
        stripe.parseWebhook({ ...richiesta('', firma(buffer.toString())), rawBody: buffer })?.providerId,
      ).toBe('cs_test_2');
    });

    it('a signed event about something else is acknowledged and ignored', () => {
      const body = evento('customer.created');
      expect(stripe.parseWebhook(richiesta(body, firma(body)))).toBeNull();
    });

    it('refuses a missing, forged or tampered signature', () => {
      const body = evento('checkout.session.completed');
      expect(() => stripe.parseWebhook(richiesta(body))).toThrow(WebhookNonValido);
      expect(() => stripe.parseWebhook(richiesta(body, firma(body, { secret: 'whsec_altro' })))).toThrow(
        WebhookNonValido,
      );
      const altroCorpo = evento('checkout.session.completed', 'cs_test_99');
      expect(() => stripe.parseWebhook(richiesta(altroCorpo, firma(body)))).toThrow(WebhookNonValido);
      expect(() => stripe.parseWebhook(richiesta(body, 't=1,v1=abc'))).toThrow(WebhookNonValido);
    });

    it('refuses a genuine event replayed after the tolerance (5 minutes)', () => {
      const body = evento('checkout.session.completed');
      const vecchia = firma(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect(() => stripe.parseWebhook(richiesta(body, vecchia))).toThrow(/non valida o scaduta/);
    });
  });
});
