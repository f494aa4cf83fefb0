import type { IncomingHttpHeaders } from 'node:http';
import type { StatoPagamento } from '@zaino/domain/transazioni';

// The payment provider port (DESIGN.md §7, §8): Stripe and Satispay in production, the sandbox by
// default. The checkout services compute the amount, call createPayment, and mark a payment paid
// only after readPayment says so; a webhook only tells them which payment to read again.

/** What the checkout asks a provider to collect. */
export interface NuovoPagamento {
  /** Our payment (transazioni_finanziarie): the provider keeps it as its reference. */
  id_transazione_finanziaria: number;
  /** Integer cents, computed by the server, always > 0. */
  importo: number;
  /** Shown to the payer by the provider (e.g. "Pagamento 123"). */
  descrizione: string;
  /** Same key, same provider payment: a retried preparation never creates a second one. */
  idempotencyKey: string;
  /** Where the browser comes back once the payer has decided (spec 3 §2 return screens). */
  returnUrl: string;
  /** Where it comes back when the payer gives up; the return URL when absent. */
  cancelUrl?: string;
}

/** What the browser needs to go on (spec 3 §3 prepared checkout result). */
export interface PagamentoCreato {
  /** Stripe Checkout Session id, Satispay payment id, or the sandbox's id. */
  providerId: string;
  /** The page the browser is sent to (Stripe hosted checkout, sandbox confirm page); null for Satispay. */
  redirectUrl: string | null;
  /** Stripe's session client secret when the session has one (embedded modes); null otherwise. */
  clientSecret: string | null;
}

/** The provider's own view of a payment, normalised to our payment states. */
export interface StatoFornitore {
  providerId: string;
  stato: StatoPagamento;
  /** Integer cents as the provider holds them: the caller compares them with its own amount. */
  importo: number;
  /** ISO 4217, upper case (EUR). */
  valuta: string;
  /** Our id_transazione_finanziaria as the provider holds it; null if it holds none. */
  riferimento: string | null;
  /** Stripe: the payment intent (stripe_payment_id) once one exists; null elsewhere. */
  paymentId: string | null;
}

/** An incoming provider notification, as the HTTP layer received it. */
export interface RichiestaWebhook {
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: Buffer | string;
  headers: IncomingHttpHeaders;
  query: Record<string, string | undefined>;
}

/** A verified notification: which payment to read again. */
export interface NotificaPagamento {
  providerId: string;
  /** The provider's event id when it has one (Stripe), for logs and de-duplication. */
  eventId: string | null;
}

export type TipoFornitore = 'stripe' | 'satispay' | 'sandbox';

export interface PaymentProvider {
  readonly kind: TipoFornitore;
  createPayment(pagamento: NuovoPagamento): Promise<PagamentoCreato>;
  /** Server-side, authenticated read of the provider's status. */
  readPayment(providerId: string): Promise<StatoFornitore>;
  /**
   * Verifies and parses a notification. Throws WebhookNonValido when it cannot be trusted; returns
   * null for a genuine notification that concerns no payment state (answered 200 and ignored).
   */
  parseWebhook(richiesta: RichiestaWebhook): NotificaPagamento | null;
}

/** A notification whose signature, age or shape is wrong: answer 400 and change nothing. */
export class WebhookNonValido extends Error {
  override name = 'WebhookNonValido';
}

/** The provider does not know this payment id. */
export class PagamentoNonTrovato extends Error {
  override name = 'PagamentoNonTrovato';
  readonly providerId: string;
  constructor(providerId: string) {
    super(`Pagamento ${providerId} non trovato presso il fornitore`);
    this.providerId = providerId;
  }
}

/** The provider refused a request or could not be reached; `status` is its HTTP status if any. */
export class FornitoreNonDisponibile extends Error {
  override name = 'FornitoreNonDisponibile';
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/** The server computed the amount: a provider is never asked for zero, a fraction or a negative. */
export function assertImporto(importo: number): void {
  if (!Number.isSafeInteger(importo) || importo <= 0) {
    throw new RangeError(`Importo non valido per un pagamento online: ${importo} (centesimi interi > 0)`);
  }
}
