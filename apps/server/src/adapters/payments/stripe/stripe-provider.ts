import Stripe from 'stripe';
import type { StatoPagamento } from '@zaino/domain/transazioni';
import type { StripeConfig } from '../../../config.ts';
import {
  assertImporto,
  FornitoreNonDisponibile,
  type NotificaPagamento,
  type PagamentoCreato,
  PagamentoNonTrovato,
  type PaymentProvider,
  type RichiestaWebhook,
  type StatoFornitore,
  WebhookNonValido,
} from '../payment-provider.ts';

/** The Checkout Session events that can change a payment; others are acknowledged and ignored. */
const EVENTI_SESSIONE = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * A Checkout Session (hosted redirect) as one of our payment states. A completed session may still
 * wait for the money (SEPA and other delayed methods): then the payment intent decides.
 * https://docs.stripe.com/payments/checkout/fulfill-orders
 */
export function statoDaSessione(session: Stripe.Checkout.Session): StatoPagamento {
  if (session.status === 'expired') return 'rejected';
  if (session.status !== 'complete') return 'initiated';
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'completed';
  }
  const intent = session.payment_intent;
  const statoIntent = typeof intent === 'object' && intent !== null ? intent.status : undefined;
  if (statoIntent === 'succeeded') return 'completed';
  if (statoIntent === 'canceled' || statoIntent === 'requires_payment_method') return 'rejected';
  return 'started';
}

/** The SDK's own client, with its host, port and protocol taken from apiUrl. */
export function createStripeClient(settings: Pick<StripeConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Zaino' },
  });
}

function erroreStripe(err: unknown, providerId?: string): Error {
  if (err instanceof Stripe.errors.StripeError) {
    if (providerId && err.statusCode === 404) return new PagamentoNonTrovato(providerId);
    return new FornitoreNonDisponibile(`Stripe: ${err.message}`, err.statusCode, { cause: err });
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** Card payments through Stripe Checkout (hosted page), DESIGN.md §1. */
export function createStripeProvider(settings: StripeConfig): PaymentProvider {
  const stripe = createStripeClient(settings);
  return {
    kind: 'stripe',

    async createPayment(p): Promise<PagamentoCreato> {
      assertImporto(p.importo);
      const riferimento = String(p.id_transazione_finanziaria);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: p.importo,
                  product_data: { name: p.descrizione },
                },
              },
            ],
            client_reference_id: riferimento,
            metadata: { id_transazione_finanziaria: riferimento },
            payment_intent_data: { metadata: { id_transazione_finanziaria: riferimento } },
            success_url: p.returnUrl,
            cancel_url: p.cancelUrl ?? p.returnUrl,
          },
          { idempotencyKey: p.idempotencyKey },
        );
        return { providerId: session.id, redirectUrl: session.url, clientSecret: session.client_secret };
      } catch (err) {
        throw erroreStripe(err);
      }
    },

    async readPayment(providerId): Promise<StatoFornitore> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerId, { expand: ['payment_intent'] });
      } catch (err) {
        throw erroreStripe(err, providerId);
      }
      const intent = session.payment_intent;
      return {
        providerId: session.id,
        stato: statoDaSessione(session),
        importo: session.amount_total ?? 0,
        valuta: (session.currency ?? '').toUpperCase(),
        riferimento: session.client_reference_id,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    },

    parseWebhook({ rawBody, headers }: RichiestaWebhook): NotificaPagamento | null {
      const firma = headers['stripe-signature'];
      if (typeof firma !== 'string' || firma === '') throw new WebhookNonValido('Firma Stripe mancante');
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): an old event sent again is refused as well as a forged one.
        event = stripe.webhooks.constructEvent(rawBody, firma, settings.webhookSecret);
      } catch (err) {
        throw new WebhookNonValido('Firma Stripe non valida o scaduta', { cause: err });
      }
      if (!EVENTI_SESSIONE.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return { providerId: session.id, eventId: event.id };
    },
  };
}
