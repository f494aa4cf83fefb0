// Treasury forms: payment, economic transaction, budget (spec 3 §4, §5).
import { z } from './zod.ts';
import { euroInCentesimi } from './importi.ts';
import { ID_PARTE_SEZIONE, IMPORTO_MAX_EURO } from './quote.ts';
import type { StatoPagamento, TipoPagamento } from './transazioni.ts';
import { valida } from './validazione.ts';

/**
 * Decision 1116: the largest amount of one payment, due, link, fee, forecast or opening balance, in
 * cents: the spec's donation ceiling (10,000,000 €, spec 3 §9). Sums over millions of rows then stay
 * exact JavaScript numbers, so no total on a screen or an export can fail.
 */
export const IMPORTO_MASSIMO = IMPORTO_MAX_EURO * 100;

/** Spec 3 §5: treasury form messages. */
export const MSG_TESORERIA = Object.freeze({
  importoMassimo: 'L’importo non può superare 10.000.000,00 €',
  ricevutaBonifico: 'Seleziona la presa in carico (aka ricevuta) del bonifico',
  allegaRicevuta: 'Allega la presa in carico (aka ricevuta)',
  giaAssociato: 'Il pagamento è già associato a questa transazione',
  giaUtilizzato: 'Il pagamento è già utilizzato per coprire altre transazioni',
  importo: 'Inserire un importo valido',
  voce: 'Scegliere una voce di bilancio',
  descrizione: 'Inserire una descrizione di almeno 5 caratteri',
  copreMeno: 'I pagamenti inseriti non coprono completamente la transazione',
  coprePiu: 'I pagamenti inseriti coprono più della transazione',
  confermo: 'È giusto, confermo',
  annulla: 'Annulla',
});

/** Spec 3 §2: a party's kind as the picker shows it (Persona, Unità, Gruppo, Sezione, Altro). */
export type TipoParte = 'persona' | 'unita' | 'gruppo' | 'sezione' | 'altro';

/** Spec 1 §3: the kind of a party (section is id_parte 1). */
export function tipoParte(p: {
  id_parte: number;
  id_persona?: number | null;
  id_unita?: number | null;
  id_gruppo?: number | null;
}): TipoParte {
  if (p.id_parte === ID_PARTE_SEZIONE) return 'sezione';
  if (p.id_persona != null) return 'persona';
  if (p.id_unita != null) return 'unita';
  if (p.id_gruppo != null) return 'gruppo';
  return 'altro';
}

/** Spec 3 §5: the section, a group or a unit issues receipts. */
export function isParteOrganizzazione(tipo: TipoParte): boolean {
  return tipo === 'sezione' || tipo === 'gruppo' || tipo === 'unita';
}

/** Spec 3 §4: labels of the method pairs (from, to); null when the pair is not offered. */
export function etichettaMetodi(da: TipoPagamento, a: TipoPagamento): string | null {
  const etichette: Record<string, string> = {
    'cash-cash': 'Contante',
    'bank-bank': 'Bonifico',
    'satispay-satispay': 'Satispay',
    'stripe-stripe': 'Carta',
    'bank-cash': 'Prelievo',
    'cash-bank': 'Versamento',
    'satispay-bank': 'Da Satispay a conto',
    'stripe-bank': 'Da Stripe a conto',
    'bank-satispay': 'Da conto a Satispay',
    'bank-stripe': 'Da conto a Stripe',
  };
  return etichette[`${da}-${a}`] ?? null;
}

/** Spec 3 §4: a payment being edited. */
export interface PagamentoForm {
  id_transazione_finanziaria: number;
  importo: number;
  stato: StatoPagamento;
  tipo_da: TipoPagamento;
  tipo_a: TipoPagamento;
  data_pagata: string | null;
  numero_ricevuta: string | null;
  tipo_parte_a: TipoParte;
  id_parte_da: number | null;
  id_parte_a: number | null;
  allegati: readonly { id_allegato: number; elimina?: boolean }[];
  bonifico_id_allegato: number | null;
}

/** Spec 3 §4 / §9: a new payment: id -1, amount 0, paid now, bank to bank, completed. */
export function nuovoPagamento(adesso: Date): Omit<PagamentoForm, 'tipo_parte_a'> {
  return {
    id_transazione_finanziaria: -1,
    importo: 0,
    stato: 'completed',
    tipo_da: 'bank',
    tipo_a: 'bank',
    data_pagata: adesso.toISOString(),
    numero_ricevuta: null,
    id_parte_da: null,
    id_parte_a: null,
    allegati: [],
    bonifico_id_allegato: null,
  };
}

const allegatiAttivi = (p: Pick<PagamentoForm, 'allegati'>) => p.allegati.filter((a) => !a.elimina);

/**
 * Spec 3 §4/§5: the payment form's schema (one validation contract, decision 0307): an integer
 * amount in cents, and a bank-to-bank payment in progress needs its receipt attached.
 */
export const pagamentoSchema = z
  .custom<PagamentoForm>((v) => typeof v === 'object' && v !== null)
  .superRefine((p, ctx) => {
    if (!Number.isSafeInteger(p.importo) || p.importo < 0) {
      ctx.addIssue({ code: 'custom', path: ['importo'], message: MSG_TESORERIA.importo });
    }
    if (
      p.tipo_da === 'bank' &&
      p.tipo_a === 'bank' &&
      p.stato === 'started' &&
      allegatiAttivi(p).length === 0
    ) {
      ctx.addIssue({ code: 'custom', path: ['allegati'], message: MSG_TESORERIA.ricevutaBonifico });
    }
  });

/** Spec 3 §4: the messages of an invalid payment (none when valid). */
export function erroriPagamento(p: PagamentoForm): string[] {
  const esito = valida(pagamentoSchema, p);
  return esito.ok ? [] : esito.errori.map((e) => e.messaggio);
}

/** Spec 3 §4/§5: before saving: data_pagata cleared unless completed; receipt number cleared unless the payee
 * issues receipts; a bank-to-bank payment in progress with one attachment and none chosen selects it;
 * different methods force the payee equal to the payer. */
export function preparaPagamento(p: PagamentoForm): PagamentoForm {
  const out = { ...p };
  if (out.stato !== 'completed') out.data_pagata = null;
  if (!isParteOrganizzazione(out.tipo_parte_a)) out.numero_ricevuta = null;
  const attivi = allegatiAttivi(out);
  if (
    out.tipo_da === 'bank' &&
    out.tipo_a === 'bank' &&
    out.stato === 'started' &&
    attivi.length === 1 &&
    out.bonifico_id_allegato == null
  ) {
    out.bonifico_id_allegato = attivi[0]!.id_allegato;
  }
  if (out.tipo_da !== out.tipo_a) out.id_parte_a = out.id_parte_da;
  return out;
}

/** Spec 3 §4: default amount of a new linked cause: payment total minus amounts already linked. */
export function importoNuovaCausale(
  importoPagamento: number,
  links: readonly { importo: number; elimina?: boolean }[],
): number {
  return importoPagamento - links.filter((l) => !l.elimina).reduce((s, l) => s + l.importo, 0);
}

/** Spec 3 §5: may an existing payment be linked to this due (null = yes, else the message). */
export function verificaCollegamentoPagamento(
  pagamento: {
    importo: number;
    transazioni: readonly { id_transazione_economica: number; importo: number }[];
  },
  idTransazioneEconomica: number,
): string | null {
  if (pagamento.transazioni.some((t) => t.id_transazione_economica === idTransazioneEconomica)) {
    return MSG_TESORERIA.giaAssociato;
  }
  const libero = pagamento.importo - pagamento.transazioni.reduce((s, t) => s + t.importo, 0);
  return libero <= 0 ? MSG_TESORERIA.giaUtilizzato : null;
}

/** Spec 3 §5: the confirmation message when links do not match the due (null = no confirmation). */
export function msgConfermaCopertura(importo: number, copertoDaPagamenti: number): string | null {
  if (copertoDaPagamenti === importo) return null;
  return copertoDaPagamenti < importo ? MSG_TESORERIA.copreMeno : MSG_TESORERIA.coprePiu;
}

/** Spec 3 §5 / §2: an amount in euros (empty → null), stored as integer cents. */
export const importoEuroSchema = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v) => euroInCentesimi(v))
  .refine((v) => v === null || Number.isInteger(v), MSG_TESORERIA.importo)
  .refine((v) => v === null || Math.abs(v) <= IMPORTO_MASSIMO, MSG_TESORERIA.importoMassimo);

/** Spec 3 §5 budget forecast input: a number converted to cents (required). */
export const preventivoSchema = importoEuroSchema.refine((v) => v !== null, MSG_TESORERIA.importo);

/** Spec 3 §5: voci filtered by E (income) or U (expense) prefix, sorted numerically by code. */
export function vociPerTipo<T extends { codice: string }>(voci: readonly T[], tipo: 'E' | 'U'): T[] {
  const numero = (c: string) => Number.parseFloat(c.slice(1).replace(/[^\d.]/g, '')) || 0;
  return voci
    .filter((v) => v.codice.toUpperCase().startsWith(tipo))
    .sort((a, b) => numero(a.codice) - numero(b.codice));
}
