import type { FastifyInstance, FastifyReply } from 'fastify';
import { ANONYMOUS, type RequestViewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { PERCORSI_WEBHOOK } from '../adapters/payments/create-payment-providers.ts';
import { type RichiestaWebhook, WebhookNonValido } from '../adapters/payments/payment-provider.ts';
import { AppError } from '../errors.ts';
import { findCheckoutDelFornitore } from '../modules/tesoreria/checkout.repo.ts';
import { confermaDalFornitore, type DipendenzeCheckout } from '../modules/checkout/conferma-pagamento.ts';
import { createServiceContext } from '../request-context.ts';

/** Largest notification body accepted (Stripe events are a few KB). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Decisions 1201, 1202: POST /webhooks/stripe and GET/POST /webhooks/satispay. A notification only
 * names a payment: the provider's adapter checks it (Stripe's signature on the raw body), then the
 * provider's status is read again server-side and recorded by the same confirmation as
 * verificaCheckout. Forged → 400 and nothing changes; replayed, unknown, or not a checkout of this
 * provider (decision 1207) → 200 and nothing changes; provider unreachable → 503, so the provider
 * sends it again.
 */
export async function webhookPagamenti(
  app: FastifyInstance,
  opts: Omit<DipendenzeCheckout, 'log'> & { db: Db },
) {
  // Scoped to this plugin: signatures are computed over the exact bytes received, so no body is
  // parsed here (JSON included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  const gestisci = async (
    metodo: 'stripe' | 'satispay',
    richiesta: RichiestaWebhook,
    reply: FastifyReply,
    log: FastifyInstance['log'],
  ) => {
    const provider = opts.payments[metodo];
    if (!provider) return reply.status(404).send({ message: 'Metodo di pagamento non disponibile' });
    let notifica: ReturnType<typeof provider.parseWebhook>;
    try {
      notifica = provider.parseWebhook(richiesta);
    } catch (err) {
      if (err instanceof WebhookNonValido) {
        log.warn({ metodo, motivo: err.message }, 'notifica di pagamento rifiutata');
        return reply.status(400).send({ message: 'Notifica non valida' });
      }
      throw err;
    }
    if (!notifica) return reply.status(200).send({ ricevuta: true });
    const tf = await findCheckoutDelFornitore(opts.db, metodo, notifica.providerId);
    if (!tf) {
      log.warn(
        { metodo, providerId: notifica.providerId },
        'notifica di un pagamento sconosciuto o non di checkout',
      );
      return reply.status(200).send({ ricevuta: true });
    }
    const viewer: RequestViewer = { ...ANONYMOUS, username: `webhook-${metodo}` };
    try {
      await confermaDalFornitore(createServiceContext(opts.db, viewer), { ...opts, log }, tf);
    } catch (err) {
      if (err instanceof AppError && err.errorType === 'CONFLICT')
        return reply.status(503).header('retry-after', '60').send({ message: err.message });
      throw err;
    }
    return reply.status(200).send({ ricevuta: true });
  };

  const richiesta = (req: { body: unknown; headers: RichiestaWebhook['headers']; query: unknown }) => ({
    rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
    headers: req.headers,
    query: (req.query ?? {}) as Record<string, string | undefined>,
  });

  app.post(PERCORSI_WEBHOOK.stripe, async (req, reply) =>
    gestisci('stripe', richiesta(req), reply, req.log as FastifyInstance['log']),
  );
  app.route({
    method: ['GET', 'POST'],
    url: PERCORSI_WEBHOOK.satispay,
    handler: async (req, reply) =>
      gestisci('satispay', richiesta(req), reply, req.log as FastifyInstance['log']),
  });
}
