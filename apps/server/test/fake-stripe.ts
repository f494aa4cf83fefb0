import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

// A local stand-in for api.stripe.com (DESIGN.md §1: no stripe-mock here), with only what the
// Stripe adapter calls: create and retrieve a Checkout Session, the payment intent expanded.
// It checks the secret key, honours Idempotency-Key like Stripe (same key and parameters: the
// first answer again; same key, other parameters: 400) and lets tests move a session along.

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  client_secret: null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'canceled' | 'requires_payment_method';
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string;
  sessions: Map<string, FakeSession>;
  intents: Map<string, FakePaymentIntent>;
  /** Requests that reached POST /v1/checkout/sessions (replays included). */
  creazioni: number;
  /** Moves a session as the payer's actions would. */
  paga(id: string, esito: 'paid' | 'processing' | 'failed' | 'succeeded'): void;
  scadi(id: string): void;
  close(): Promise<void>;
}

const errore = (type: string, message: string, code?: string) => ({ error: { type, message, code } });

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const app = Fastify({ logger: false });
  // The SDK sends form-encoded bodies with bracketed keys (line_items[0][price_data][currency]).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  const idempotenza = new Map<string, { corpo: string; risposta: FakeSession }>();
  let n = 0;

  const fake: FakeStripe = {
    url: '',
    sessions: new Map(),
    intents: new Map(),
    creazioni: 0,
    paga(id, esito) {
      const s = fake.sessions.get(id)!;
      const pi: FakePaymentIntent = {
        id: `pi_test_${++n}`,
        object: 'payment_intent',
        amount: s.amount_total,
        currency: s.currency,
        status: esito === 'paid' ? 'succeeded' : 'processing',
      };
      fake.intents.set(pi.id, pi);
      Object.assign(s, { status: 'complete', payment_intent: pi.id, url: null });
      s.payment_status = esito === 'paid' ? 'paid' : 'unpaid';
      // A delayed method that settles later (async_payment_succeeded / _failed).
      if (esito === 'succeeded') pi.status = 'succeeded';
      if (esito === 'failed') pi.status = 'requires_payment_method';
    },
    scadi(id) {
      Object.assign(fake.sessions.get(id)!, { status: 'expired', url: null });
    },
    close: () => app.close(),
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return reply.status(401).send(errore('invalid_request_error', 'Invalid API Key provided'));
    }
  });

  app.post('/v1/checkout/sessions', async (req, reply) => {
    fake.creazioni++;
    const p = req.body as URLSearchParams;
    const key = req.headers['idempotency-key'];
    const corpo = p.toString();
    if (typeof key === 'string') {
      const prima = idempotenza.get(key);
      if (prima && prima.corpo !== corpo) {
        return reply
          .status(400)
          .send(
            errore(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters',
            ),
          );
      }
      if (prima) return reply.header('idempotent-replayed', 'true').send(prima.risposta);
    }
    const id = `cs_test_${++n}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      amount_total:
        Number(p.get('line_items[0][price_data][unit_amount]')) * Number(p.get('line_items[0][quantity]')),
      currency: p.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: p.get('client_reference_id'),
      client_secret: null,
      metadata: { id_transazione_finanziaria: p.get('metadata[id_transazione_finanziaria]') ?? '' },
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: p.get('success_url') ?? '',
      cancel_url: p.get('cancel_url') ?? '',
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    fake.sessions.set(id, session);
    if (typeof key === 'string') idempotenza.set(key, { corpo, risposta: session });
    return session;
  });

  app.get('/v1/checkout/sessions/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const session = fake.sessions.get(id);
    if (!session) {
      return reply
        .status(404)
        .send(errore('invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing'));
    }
    const espandi = Object.entries(req.query as Record<string, string>).some(
      ([k, v]) => k.startsWith('expand') && v === 'payment_intent',
    );
    const pi = session.payment_intent;
    return espandi && pi ? { ...session, payment_intent: fake.intents.get(pi) } : session;
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  fake.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return fake;
}
