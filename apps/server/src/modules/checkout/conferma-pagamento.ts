// DESIGN.md §7, decision 1202: the one way a checkout payment changes state, shared by
// verificaCheckout and the webhook routes. The state comes from the provider's own read, compared
// with our payment; it is recorded under the payment's row lock, so any number of concurrent or
// repeated confirmations records one completed payment and one receipt number.
import { MSG_CHECKOUT, transizioneCheckout } from '@zaino/domain/checkout';
import { richiedeNumeroRicevuta } from '@zaino/domain/form-transazioni';
import type { StatoPagamento } from '@zaino/domain/transazioni';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviders } from '../../adapters/payments/create-payment-providers.ts';
import {
  FornitoreNonDisponibile,
  PagamentoNonTrovato,
  type StatoFornitore,
} from '../../adapters/payments/payment-provider.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../errors.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import type { EmissioneRicevute } from '../tesoreria/hook-ricevute.ts';
import { chiudiDonazioniAbbandonate, riapriDonazioneChiusa } from './donazioni-abbandonate.ts';
import { ricalcolaDovuti, tipoDellaParte } from '../tesoreria/coperture.ts';
import {
  linksDiPagamento,
  lockDovuti,
  lockPagamenti,
  prossimoNumeroRicevuta,
  updatePagamento,
} from '../tesoreria/scritture.repo.ts';
import type {
  TransazioneEconomicaRow,
  TransazioneFinanziariaRow,
  TransazioneRow,
} from '../tesoreria/tesoreria.repo.ts';

/** What the checkout needs besides the database: the providers, the file port, the receipt hook, a log. */
export interface DipendenzeCheckout {
  payments: PaymentProviders;
  storage: Storage;
  ricevute: Pick<EmissioneRicevute, 'emetti'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** New checkouts one payer may start per hour (CHECKOUT_LIMIT); default the domain's (decision 1211). */
  limiteCheckout?: number;
}

type TfRiga = TransazioneFinanziariaRow;

/** The provider and its payment id for one of our payments (undefined: not an online one). */
export function fornitoreDi(deps: Pick<DipendenzeCheckout, 'payments'>, tf: TfRiga) {
  if (tf.tipo_da === 'stripe' && tf.stripe_payment_id)
    return { provider: deps.payments.stripe, providerId: tf.stripe_payment_id };
  if (tf.tipo_da === 'satispay' && tf.satispay_payment_id)
    return { provider: deps.payments.satispay, providerId: tf.satispay_payment_id };
  return undefined;
}

/** The provider's answer is about this payment: same id, our reference, EUR, the amount charged. */
export function corrisponde(tf: TfRiga, providerId: string, letto: StatoFornitore): boolean {
  return (
    letto.providerId === providerId &&
    letto.riferimento === String(tf.id_transazione_finanziaria) &&
    letto.valuta === 'EUR' &&
    letto.importo === tf.importo + tf.commissione_da
  );
}

/**
 * Reads the provider's status of an online payment and records it; returns the payment's state
 * afterwards. A payment the provider does not know, or an answer that does not match it, changes
 * nothing (and is logged); an unreachable provider is a CONFLICT with the spec's retry path.
 */
export async function confermaDalFornitore(
  sc: ServiceContext,
  deps: DipendenzeCheckout,
  tf: TfRiga,
): Promise<string> {
  const f = fornitoreDi(deps, tf);
  if (!f?.provider) return tf.stato;
  let letto: StatoFornitore;
  try {
    letto = await f.provider.readPayment(f.providerId);
  } catch (err) {
    if (err instanceof PagamentoNonTrovato) return tf.stato;
    if (err instanceof FornitoreNonDisponibile) throw new AppError('CONFLICT', MSG_CHECKOUT.fornitore);
    throw err;
  }
  if (!corrisponde(tf, f.providerId, letto)) {
    deps.log.warn(
      { id_transazione_finanziaria: tf.id_transazione_finanziaria, fornitore: letto },
      'pagamento del fornitore diverso dal nostro: nulla registrato',
    );
    return tf.stato;
  }
  return registraStato(sc, deps, tf.id_transazione_finanziaria, letto.stato);
}

/**
 * Moves the payment to the state the provider (or the bank receipt) reports, when the domain's
 * transition allows it: under the payment's row lock, then its dues' (scritture.repo.ts order).
 * After the commit, a numbered receipt gets its document.
 */
export async function registraStato(
  sc: ServiceContext,
  deps: Pick<DipendenzeCheckout, 'ricevute'>,
  id: number,
  nuovo: StatoPagamento,
  scrivi?: (
    tx: TxContext,
    bloccati: { links: TransazioneRow[]; dovuti: TransazioneEconomicaRow[] },
  ) => Promise<Partial<TfRiga>>,
): Promise<string> {
  const esito = await inTransazione(sc, async (tx) => {
    const [tf] = await lockPagamenti(tx.db, [id]);
    if (!tf) return { stato: 'initiated', ricevuta: false, donatore: undefined };
    // A numbered payment whose document is missing (a failed hook) gets it on the next confirmation.
    const senzaDocumento = (numero: number | null) => numero != null && tf.ricevuta_id_allegato == null;
    const verso = transizioneCheckout(tf.stato, nuovo);
    if (!verso)
      return { stato: tf.stato, ricevuta: senzaDocumento(tf.numero_ricevuta), donatore: tf.id_parte_da };
    const links = await linksDiPagamento(tx.db, id);
    const dovuti = await lockDovuti(
      tx.db,
      links.map((l) => l.id_transazione_economica),
    );
    const campi = {
      ...(scrivi ? await scrivi(tx, { links, dovuti }) : {}),
      stato: verso,
      data_pagata: verso === 'completed' ? new Date() : null,
    };
    // Decision 1213: a set-aside checkout paid after all gets back the donation closed meanwhile.
    const donazione = verso !== 'rejected' ? await riapriDonazioneChiusa(tx, tf) : undefined;
    await updatePagamento(tx.db, id, donazione ? { ...campi, donazione_chiusa: 0 } : campi);
    // Money the provider has taken is recorded even where it covers a due beyond its amount (two
    // checkouts paid for one due): the office sees the overpayment and refunds it; nothing is lost.
    await ricalcolaDovuti(tx, donazione ? [...dovuti, donazione] : dovuti, new Map(), true);
    let numero = tf.numero_ricevuta;
    if (richiedeNumeroRicevuta({ ...tf, ...campi, tipo_parte_a: await tipoDellaParte(tx, tf.id_parte_a) })) {
      numero = await prossimoNumeroRicevuta(tx.db, tf.id_parte_a, tf.anno_scout);
      await updatePagamento(tx.db, id, { numero_ricevuta: numero });
    }
    return { stato: verso as string, ricevuta: senzaDocumento(numero), donatore: tf.id_parte_da };
  });
  // The receipt hook (decision 1205): its document, then its mail; a failure is logged there and
  // retried by the next confirmation or the periodic round.
  if (esito.ricevuta) await deps.ricevute.emetti(sc, id);
  // Decision 1213: refused or expired, its donation due may now be abandoned. Its own transaction;
  // a failure leaves it to the donor's next new checkout or the hourly round.
  if (esito.stato === 'rejected') await chiudiDonazioniAbbandonate(sc, esito.donatore).catch(() => 0);
  return esito.stato;
}
