// Decision 1155: which due found by the treasury's search an incoming bank line may settle, and how
// much of the line it takes. Pure: the 'Cambia' dialog shows it, the server still refuses or asks
// confirmation (decision 1141) whatever the screen sent.
import { formatEuro } from './formato.ts';
import { ID_PARTE_SEZIONE } from './quote.ts';
import { importoResiduo, type LinkDovuto } from './transazioni.ts';

/** A due's link as the search reads it: with its payment's id and method when known (decision 1157). */
export interface LinkCercato extends LinkDovuto {
  id_transazione_finanziaria?: number;
  /** the payment's method (null when the reader may not see the payment) */
  tipo_da?: string | null;
  /** the payment's amount, as the family announced it (null when not read) */
  importo_pagamento?: number | null;
  /** what the payment covers in all, its links' sum (null when not read) */
  coperto_dal_pagamento?: number | null;
}

/** A searched due: its amount, who owes it, and its links with their payment's state. */
export interface DovutoCercato {
  importo: number;
  id_parte_da: number;
  transazioni: readonly LinkCercato[];
}

export type SceltaDovuto =
  /** Choosable: what is still owed, and the part of the line proposed for it. */
  | { abbinabile: true; residuo: number; proposto: number }
  /** Not choosable: why, in Italian. */
  | { abbinabile: false; residuo: number; motivo: string };

export const MOTIVI_NON_ABBINABILE = Object.freeze({
  pagata: 'già pagata',
  inCorso: 'già coperta da un pagamento in corso',
  sezione: 'la deve la sezione',
  zero: 'importo zero, nulla da pagare',
});

/**
 * Spec 3 §4 / decision 1155: a due is settled by a line only for what it still owes (completed and
 * started payments count, as for its state); one with nothing left, or owed by the section (an
 * expense), is no choice. The proposed amount is what is owed, at most the line's amount.
 */
export function sceltaDovutoPerMovimento(d: DovutoCercato, importoMovimento: number): SceltaDovuto {
  const residuo = importoResiduo(d.importo, d.transazioni);
  if (d.id_parte_da === ID_PARTE_SEZIONE)
    return { abbinabile: false, residuo, motivo: MOTIVI_NON_ABBINABILE.sezione };
  if (d.importo <= 0) return { abbinabile: false, residuo: 0, motivo: MOTIVI_NON_ABBINABILE.zero };
  if (residuo <= 0) {
    const inCorso = d.transazioni.some((l) => l.stato_pagamento === 'started');
    return {
      abbinabile: false,
      residuo: 0,
      motivo: inCorso ? MOTIVI_NON_ABBINABILE.inCorso : MOTIVI_NON_ABBINABILE.pagata,
    };
  }
  return { abbinabile: true, residuo, proposto: Math.min(residuo, importoMovimento) };
}

/** A payment's direction and state, as the bank line's rules read it. */
export interface PagamentoDaCompletare {
  tipo_da: string;
  tipo_a: string;
  id_parte_da: number;
  id_parte_a: number;
  stato: string;
}

/**
 * Decisions 1141 and 1157: a bank-to-bank transfer announced by someone other than the section (to
 * whom its dues are owed, as a new payment from an incoming line would be): the only payments an
 * incoming line can be the money of. Never the section's own transfer to a supplier nor a move
 * between its own accounts.
 */
export function bonificoVersoLaSezione(p: Omit<PagamentoDaCompletare, 'stato'>): boolean {
  return (
    p.tipo_da === 'bank' &&
    p.tipo_a === 'bank' &&
    p.id_parte_da !== ID_PARTE_SEZIONE &&
    p.id_parte_da !== p.id_parte_a
  );
}

/** Decision 1157: the payments an incoming bank line may complete: such a transfer, not concluded. */
export function bonificoCompletabile(p: PagamentoDaCompletare): boolean {
  return bonificoVersoLaSezione(p) && (p.stato === 'initiated' || p.stato === 'started');
}

/**
 * Decision 1141: whether a line completes a transfer: what arrived, less the payer's fee, covers what
 * the transfer's links cover (a little more stays on the payment, unallocated; less is refused).
 */
export function copreIlBonifico(importoMovimento: number, commissione: number, coperto: number): boolean {
  return importoMovimento - commissione >= coperto;
}

/** Decision 1157: a started bank transfer a line may complete, with what it covers and why not. */
export interface BonificoDaCompletare {
  id_transazione_finanziaria: number;
  /** the amount the family announced (null when not read) */
  importo: number | null;
  /** Null when this line can complete it; else why not, in Italian. */
  motivo: string | null;
}

/**
 * Decision 1157: the started bank transfers among a due's links (distinct, in link order); none for
 * a due the section owes (its payments go out, decision 1141). A bank line the search leads to such
 * a due is the money that transfer announced (the family paid as its checkout said, without citing
 * it): the line completes that transfer, never a new payment beside it. A line smaller than what the
 * transfer covers cannot (the server's rule, said here before the click).
 */
export function bonificiDaCompletare(d: DovutoCercato, importoMovimento: number): BonificoDaCompletare[] {
  if (d.id_parte_da === ID_PARTE_SEZIONE) return [];
  const visti = new Set<number>();
  const trovati: BonificoDaCompletare[] = [];
  for (const l of d.transazioni) {
    const id = l.id_transazione_finanziaria;
    if (l.stato_pagamento !== 'started' || l.tipo_da !== 'bank' || typeof id !== 'number' || visti.has(id))
      continue;
    visti.add(id);
    const coperto = l.coperto_dal_pagamento ?? null;
    trovati.push({
      id_transazione_finanziaria: id,
      importo: l.importo_pagamento ?? null,
      motivo:
        coperto !== null && !copreIlBonifico(importoMovimento, 0, coperto)
          ? `il movimento è minore dei ${formatEuro(coperto)} che copre: correggi il pagamento o abbina il movimento a un'altra quota`
          : null,
    });
  }
  return trovati;
}
