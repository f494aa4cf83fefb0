import { createPrivateKey } from 'node:crypto';
import type { StatoPagamento } from '@zaino/domain/transazioni';
import type { SatispayConfig } from '../../../config.ts';
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
import { firmaRichiesta } from './http-signature.ts';

// Our small Satispay g business client (DESIGN.md §1: no Node client in the registry).
// https://developers.satispay.com/reference/create-a-payment
// https://developers.satispay.com/reference/get-the-details-of-a-payment

export interface SatispaySettings extends SatispayConfig {
  /** Called by Satispay (GET) on every change; `{uuid}` becomes the payment id. */
  callbackUrl: string;
}

interface PagamentoSatispay {
  id: string;
  status: string;
  amount_unit: number;
  currency: string;
  external_code?: string | null;
  expired?: boolean;
  redirect_url?: string | null;
}

const PAYMENTS = '/g_business/v1/payments';
/** Satispay ids are opaque tokens: anything else never reaches a URL. */
const ID_VALIDO = /^[A-Za-z0-9_-]{1,100}$/;

/** PENDING waits for the payer (does not count); ACCEPTED is paid; CANCELED will never be. */
export function statoDaSatispay(p: Pick<PagamentoSatispay, 'status' | 'expired'>): StatoPagamento {
  if (p.status === 'ACCEPTED') return 'completed';
  if (p.status === 'CANCELED') return 'rejected';
  return p.expired ? 'rejected' : 'initiated';
}

/** Satispay payments (flow MATCH_CODE: the web button opens the payment by its id), DESIGN.md §1. */
export function createSatispayProvider(settings: SatispaySettings): PaymentProvider {
  const privateKey = createPrivateKey(settings.privateKey);

  async function chiama(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; headers?: Record<string, string>; providerId?: string } = {},
  ): Promise<PagamentoSatispay> {
    const url = new URL(path, settings.baseUrl);
    const body = opts.body === undefined ? '' : JSON.stringify(opts.body);
    const firma = firmaRichiesta({ method, url, body, keyId: settings.keyId, privateKey });
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...opts.headers,
          ...firma,
        },
        body: opts.body === undefined ? undefined : body,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new FornitoreNonDisponibile('Satispay non raggiungibile', undefined, { cause: err });
    }
    const testo = await res.text();
    if (res.status === 404 && opts.providerId) throw new PagamentoNonTrovato(opts.providerId);
    if (!res.ok) {
      let dettaglio = '';
      try {
        const e = JSON.parse(testo) as { code?: unknown; message?: unknown };
        dettaglio = [e.code, e.message].filter((v) => v != null).join(' ');
      } catch {}
      throw new FornitoreNonDisponibile(`Satispay: HTTP ${res.status} ${dettaglio}`.trim(), res.status);
    }
    try {
      return JSON.parse(testo) as PagamentoSatispay;
    } catch (err) {
      throw new FornitoreNonDisponibile('Satispay: risposta non leggibile', res.status, { cause: err });
    }
  }

  return {
    kind: 'satispay',

    async createPayment(p): Promise<PagamentoCreato> {
      assertImporto(p.importo);
      const riferimento = String(p.id_transazione_finanziaria);
      const creato = await chiama('POST', PAYMENTS, {
        headers: { 'idempotency-key': p.idempotencyKey },
        body: {
          flow: 'MATCH_CODE',
          amount_unit: p.importo,
          currency: 'EUR',
          external_code: riferimento,
          callback_url: settings.callbackUrl,
          redirect_url: p.returnUrl,
          metadata: { id_transazione_finanziaria: riferimento, descrizione: p.descrizione },
        },
      });
      return { providerId: creato.id, redirectUrl: creato.redirect_url ?? null, clientSecret: null };
    },

    async readPayment(providerId): Promise<StatoFornitore> {
      if (!ID_VALIDO.test(providerId)) throw new PagamentoNonTrovato(providerId);
      const p = await chiama('GET', `${PAYMENTS}/${providerId}`, { providerId });
      return {
        providerId: p.id,
        stato: statoDaSatispay(p),
        importo: p.amount_unit,
        valuta: (p.currency ?? '').toUpperCase(),
        riferimento: p.external_code ?? null,
        paymentId: null,
      };
    },

    // The callback carries no status and no signature: it only names a payment, which the caller
    // reads again from Satispay with our key. A forged callback thus changes nothing.
    parseWebhook({ query }: RichiestaWebhook): NotificaPagamento {
      const id = query.payment_id;
      if (!id || !ID_VALIDO.test(id)) throw new WebhookNonValido('Notifica Satispay senza payment_id valido');
      return { providerId: id, eventId: null };
    },
  };
}
