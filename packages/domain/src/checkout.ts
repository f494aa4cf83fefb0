// The checkout of the front office (spec 3 §4, §5, §9; DESIGN.md §7; decision 1202): the cart as the
// server reads it, the amounts it charges, and which provider answers may change a payment.
import { z } from './zod.ts';
import { commissione, DONAZIONE_MAX_EURO, type MetodoCheckout, MSG_DONAZIONE } from './quote.ts';
import { importoResiduo, type LinkDovuto, type StatoPagamento } from './transazioni.ts';

/** Spec 3 §5, §8: messages of the checkout. */
export const MSG_CHECKOUT = Object.freeze({
  metodo: 'Scegliere un metodo di pagamento',
  carrelloVuoto: 'Il totale da pagare è zero: scegliere una quota o una donazione',
  donazione: MSG_DONAZIONE,
  doppione: 'La stessa quota compare due volte nel carrello',
  giaPagata: 'La quota risulta già pagata o in corso di verifica',
  destinatari: 'Le quote scelte vanno a destinatari diversi: pagarle separatamente',
  datiDetrazione: 'Dati per detrazione mancanti',
  senzaParte: 'La persona collegata all’account non può effettuare pagamenti',
  nonDisponibile: 'Il metodo di pagamento scelto non è disponibile',
  fornitore: 'Il servizio di pagamento non risponde: riprovare tra qualche minuto',
  nonTrovato: 'Pagamento non trovato',
  rifiutato: 'Il pagamento è stato rifiutato :(',
  ricevutaMancante: 'Caricare la ricevuta del bonifico',
  fileNonCaricato: 'Il file della ricevuta non risulta caricato: riprovare',
  fileGiaUsato: 'Questo file è già stato usato per un altro pagamento',
  bonificoGiaCaricato: 'La ricevuta di questo bonifico è già stata caricata',
  troppiCheckout: 'Troppi pagamenti avviati nell’ultima ora: riprovare più tardi',
  iscrizioneNonPagabile:
    'La quota d’iscrizione si paga dopo aver espresso i consensi privacy, e non con l’iscrizione in prova o annullata',
});

/** Spec 3 §2: what the front office offers. */
export const METODI_CHECKOUT = ['stripe', 'satispay', 'bank'] as const satisfies readonly MetodoCheckout[];

/**
 * Decision 1211: the new checkouts one payer may start in a sliding window. Each is a payment row
 * (and a bank one an upload link of up to 10 MiB); a repeated card or Satispay preparation that
 * reuses its open checkout starts none. A family retrying a refused card and then a transfer needs
 * a handful.
 */
export const LIMITE_CHECKOUT = Object.freeze({ max: 10, finestraMinuti: 60 });

/** Largest cart the server accepts (a family's dues of one year fit many times over). */
export const MAX_RIGHE_CARRELLO = 50;

/**
 * Spec 3 §7 preparazione_checkout. The donation is in cents (the web converts the euros with
 * donazioneSchema). Each line's `importo` is read but never used: the server charges what is still
 * owed on each due (decision 1202).
 */
export const preparazioneCheckoutSchema = z
  .object({
    donazione: z
      .number()
      .int({ error: MSG_CHECKOUT.donazione })
      .min(0, { error: MSG_CHECKOUT.donazione })
      .max(DONAZIONE_MAX_EURO * 100, { error: MSG_CHECKOUT.donazione })
      .nullish()
      .transform((v) => v ?? 0),
    metodo: z.enum(METODI_CHECKOUT, { error: MSG_CHECKOUT.metodo }),
    transazioni_economiche: z
      .array(
        z.object({
          id_transazione_economica: z.number().int().positive(),
          importo: z.number().nullish(),
        }),
      )
      .max(MAX_RIGHE_CARRELLO),
  })
  .refine(
    (p) =>
      new Set(p.transazioni_economiche.map((r) => r.id_transazione_economica)).size ===
      p.transazioni_economiche.length,
    { error: MSG_CHECKOUT.doppione, path: ['transazioni_economiche'] },
  )
  .refine((p) => p.transazioni_economiche.length > 0 || p.donazione > 0, {
    error: MSG_CHECKOUT.carrelloVuoto,
    path: ['transazioni_economiche'],
  });
export type PreparazioneCheckout = z.output<typeof preparazioneCheckoutSchema>;

/** The amounts of one checkout, in cents. */
export interface ImportiCheckout {
  /** What covers the dues and the donation: the payment's importo, Σ of its links. */
  importo: number;
  /** The method's product fee (spec 3 §9), paid by the payer on top: the payment's commissione_da. */
  commissione: number;
  /** What the provider charges: importo + commissione. */
  totale: number;
}

/** Spec 3 §9: the cart's outstanding amounts plus the donation, and the method's fee on that total. */
export function importiCheckout(
  residui: readonly number[],
  donazione: number,
  metodo: MetodoCheckout,
): ImportiCheckout {
  const importo = residui.reduce((s, r) => s + r, 0) + donazione;
  const fee = commissione(metodo, importo);
  return { importo, commissione: fee, totale: importo + fee };
}

/** Decision 1202: the idempotency key of a payment at the provider (a changed amount never reuses one). */
export function chiaveIdempotenza(idTransazioneFinanziaria: number, totale: number): string {
  return `checkout-${idTransazioneFinanziaria}-${totale}`;
}

/** Prefix of the idempotency keys of checkout payments: how a live checkout is told from the office's. */
export const PREFISSO_CHECKOUT = 'checkout-';

/**
 * A payment the front office prepared (its key carries the prefix), the only kind verificaCheckout may
 * move: a payment the office recorded, even a bank one of the same family, stays the office's.
 */
export function eCheckout(tf: { idempotency_key: string | null }): boolean {
  return tf.idempotency_key?.startsWith(PREFISSO_CHECKOUT) ?? false;
}

/**
 * DESIGN.md §7, decision 1202: the state a payment moves to when the provider reports `fornitore`,
 * or null when nothing changes. A completed payment never changes; money the provider has taken is
 * always recorded, also on a checkout that a newer one had set aside (rejected); the provider's
 * 'initiated' never moves a payment back.
 */
export function transizioneCheckout(attuale: string, fornitore: StatoPagamento): StatoPagamento | null {
  if (attuale === 'completed' || fornitore === 'initiated' || attuale === fornitore) return null;
  if (attuale === 'rejected') return fornitore === 'completed' || fornitore === 'started' ? fornitore : null;
  return fornitore;
}

/**
 * Decision 1207: the dues a bank receipt may no longer cover. A receipt only says the family has
 * paid (the office checks the bank later), so it starts its checkout only while every due still
 * owes, counting the other payments' completed and started links, at least what the checkout links
 * to it; the first receipt of two tabs or two parents wins, and no due is covered twice by them.
 * Card and Satispay differ: the provider's money is recorded even beyond the due (transizioneCheckout).
 */
export function dovutiGiaCoperti(
  linkCheckout: readonly { id_transazione_economica: number; importo: number }[],
  dovuti: readonly { id_transazione_economica: number; importo: number }[],
  altriLink: readonly (LinkDovuto & { id_transazione_economica: number })[],
): number[] {
  return linkCheckout
    .filter((l) => {
      const d = dovuti.find((x) => x.id_transazione_economica === l.id_transazione_economica);
      const suDovuto = altriLink.filter((a) => a.id_transazione_economica === l.id_transazione_economica);
      return !d || importoResiduo(d.importo, suDovuto) < l.importo;
    })
    .map((l) => l.id_transazione_economica);
}

/** Spec 3 §8: what verificaCheckout answers: true when the office has the payment (completed or started). */
export function checkoutConfermato(stato: string): boolean {
  return stato === 'completed' || stato === 'started';
}

/** A due as the checkout page reads it (getPersoneSe's transazioni_economiche_todo). */
export interface DovutoCheckout {
  id_transazione_economica: number;
  importo: number;
  causale_tipo: string;
  /** Its links, each with the covering payment's state (`Transazione.stato_pagamento`). */
  transazioni: readonly { importo: number; stato_pagamento: string }[];
}

/**
 * Spec 3 §2, spec 1 §4.6: what the family still has to pay on a due (its amount minus completed and
 * started links, as the server charges it); a donation is never offered again (0).
 */
export function residuoCheckout(d: DovutoCheckout): number {
  if (d.causale_tipo === 'donazione') return 0;
  return importoResiduo(d.importo, d.transazioni);
}

// The cart's rules live in carrello.ts, free of zod: the member home imports them in its first load.
export { cambiaCarrello, type RigaCarrello, riconciliaCarrello } from './carrello.ts';
