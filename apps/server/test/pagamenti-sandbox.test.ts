import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  type NuovoPagamento,
  PagamentoNonTrovato,
  WebhookNonValido,
} from '../src/adapters/payments/payment-provider.ts';
import { createSandboxProvider } from '../src/adapters/payments/sandbox/sandbox-provider.ts';
import { createSandboxStore } from '../src/adapters/payments/sandbox/sandbox-store.ts';
import { sandboxPagamenti } from '../src/http/sandbox-pagamenti.ts';
import { PUBLIC_URL, testConfig } from './helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

// The embedded payment provider (DESIGN.md §8): a local confirm page with 'Paga' and 'Rifiuta'
// sets the sandbox's own status, and the status is read back through the same port as Stripe's.

const pagamento = (over: Partial<NuovoPagamento> = {}): NuovoPagamento => ({
  id_transazione_finanziaria: 5,
  importo: 8760,
  descrizione: 'Pagamento 5 <quota>',
  idempotencyKey: 'checkout-5',
  returnUrl: `${PUBLIC_URL}/f/checkout/stripe/5`,
  cancelUrl: `${PUBLIC_URL}/f/checkout/stripe/5?annullato=1`,
  ...over,
});

const scegli = (app: FastifyInstance, url: string, esito: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `esito=${esito}`,
  });

describe('sandbox payment provider', () => {
  const store = createSandboxStore();
  const stripe = createSandboxProvider(store, 'stripe', PUBLIC_URL);
  const satispay = createSandboxProvider(store, 'satispay', PUBLIC_URL);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(sandboxPagamenti, { store });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates one payment per idempotency key and sends the browser to the confirm page', async () => {
    const primo = await stripe.createPayment(pagamento());
    expect(await stripe.createPayment(pagamento())).toEqual(primo);
    expect(primo.providerId).toMatch(/^sbx_/);
    expect(primo.redirectUrl).toBe(`${PUBLIC_URL}/sandbox/pagamento/${primo.providerId}`);
    // Same key for another method is another payment.
    expect((await satispay.createPayment(pagamento())).providerId).not.toBe(primo.providerId);
    expect(await stripe.readPayment(primo.providerId)).toEqual({
      providerId: primo.providerId,
      stato: 'initiated',
      importo: 8760,
      valuta: 'EUR',
      riferimento: '5',
      paymentId: null,
    });
  });

  it("'Paga' completes the payment and goes back to the return URL; a second choice changes nothing", async () => {
    const { providerId, redirectUrl } = await stripe.createPayment(pagamento({ idempotencyKey: 'paga' }));
    const url = new URL(redirectUrl!).pathname;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pagamento di prova');
    expect(page.body).toContain('87,60 €');
    expect(page.body).toContain('Pagamento 5 &lt;quota&gt;');
    expect(page.body).toContain('Carta (Stripe)');
    expect(page.body).toMatch(/<button[^>]*value="paga">Paga<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="rifiuta">Rifiuta<\/button>/);

    const res = await scegli(app, url, 'paga');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/f/checkout/stripe/5`);
    expect(await stripe.readPayment(providerId)).toMatchObject({
      stato: 'completed',
      importo: 8760,
      valuta: 'EUR',
    });

    const ancora = await scegli(app, url, 'rifiuta');
    expect(ancora.headers.location).toBe(`${PUBLIC_URL}/f/checkout/stripe/5`);
    expect((await stripe.readPayment(providerId)).stato).toBe('completed');
    const dopo = await app.inject({ method: 'GET', url });
    expect(dopo.body).toContain('Pagamento completato.');
    expect(dopo.body).not.toContain('value="paga"');
  });

  it("'Rifiuta' rejects the payment and goes back to the cancel URL", async () => {
    const { providerId, redirectUrl } = await satispay.createPayment(
      pagamento({
        idempotencyKey: 'rifiuta',
        cancelUrl: undefined,
        returnUrl: `${PUBLIC_URL}/f/checkout/satispay`,
      }),
    );
    const url = new URL(redirectUrl!).pathname;
    expect((await app.inject({ method: 'GET', url })).body).toContain('Satispay');
    const res = await scegli(app, url, 'rifiuta');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/f/checkout/satispay`);
    expect((await satispay.readPayment(providerId)).stato).toBe('rejected');
  });

  it('unknown payments, other choices and notifications are refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox/pagamento/sbx_nessuno' })).statusCode).toBe(404);
    expect((await scegli(app, '/sandbox/pagamento/sbx_nessuno', 'paga')).statusCode).toBe(404);
    const { providerId, redirectUrl } = await stripe.createPayment(pagamento({ idempotencyKey: 'altro' }));
    expect((await scegli(app, new URL(redirectUrl!).pathname, 'regala')).statusCode).toBe(400);
    expect((await stripe.readPayment(providerId)).stato).toBe('initiated');
    await expect(satispay.readPayment(providerId)).rejects.toThrow(PagamentoNonTrovato);
    await expect(stripe.readPayment('sbx_nessuno')).rejects.toThrow(PagamentoNonTrovato);
    await expect(stripe.createPayment(pagamento({ importo: 0, idempotencyKey: 'zero' }))).rejects.toThrow(
      RangeError,
    );
    expect(() => stripe.parseWebhook({ rawBody: '', headers: {}, query: {} })).toThrow(WebhookNonValido);
  });
});

describe('payment providers in the app', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const build = async (env: Record<string, string>) => {
    const app = await buildApp({ database, config: testConfig(env) });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('without keys the sandbox stands in for both, and its page passes the security headers', async () => {
    const app = await build({});
    expect(app.payments.stripe?.kind).toBe('sandbox');
    expect(app.payments.satispay?.kind).toBe('sandbox');
    const { redirectUrl } = await app.payments.stripe!.createPayment(pagamento());
    const url = new URL(redirectUrl!).pathname;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect((await scegli(app, url, 'paga')).statusCode).toBe(303);
  });

  it('in production a provider without keys is not offered and there is no confirm page', async () => {
    const app = await build({ NODE_ENV: 'production' });
    expect(app.payments).toEqual({ stripe: undefined, satispay: undefined, sandbox: undefined });
    const res = await app.inject({ method: 'GET', url: '/sandbox/pagamento/sbx_x' });
    expect(res.body).not.toContain('Pagamento di prova');
  });

  it('with Stripe keys Stripe is real and the sandbox covers Satispay only', async () => {
    const app = await build({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(app.payments.stripe?.kind).toBe('stripe');
    expect(app.payments.satispay?.kind).toBe('sandbox');
  });
});
