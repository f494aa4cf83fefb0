// Spec 2 §4 'consolidate previous-year balances' and §7 POST
// /segreteria/consolida-saldi-anno-precedente {anno_scout, id_parte}; spec 3 §3–§4 annual balances
// (decision 1101: opening balances per method, the year's completed movements). Decision 1014.
import { saldoFinale } from './form-bilancio.ts';
import { METODI_PAGAMENTO, type TipoPagamento } from './transazioni.ts';

/** The opening balances of a party in a scout year (spec 2 §3 Saldo annuale), in cents. */
export type SaldiMetodi = Record<TipoPagamento, number>;

/** The previous year's completed movements on one method (decision 1101: entrate net of the payee's fee, uscite plus the payer's). */
export interface MovimentiMetodo {
  tipo: TipoPagamento;
  entrate: number;
  uscite: number;
}

/** One method whose opening balance changes, from → to. */
export interface CambioSaldo {
  tipo: TipoPagamento;
  da: number;
  a: number;
}

export interface PianoConsolidaSaldi {
  anno_scout: number;
  id_parte: number;
  cambi: CambioSaldo[];
  /** the new year's opening balances after the plan (all four methods, for one upsert) */
  saldi: SaldiMetodi;
}

const zero: SaldiMetodi = { bank: 0, cash: 0, satispay: 0, stripe: 0 };

/**
 * Decision 1014: the new year's opening balance of each method is the previous year's closing one
 * (opening + entrate − uscite, `saldoFinale`); a missing row counts as zero. Only the methods that
 * differ change, so a second run plans nothing, and a run after a late payment of the previous
 * year was recorded carries the difference over.
 */
export function pianoConsolidaSaldi(input: {
  anno_scout: number;
  id_parte: number;
  saldoPrecedente: SaldiMetodi | null;
  movimentiPrecedenti: readonly MovimentiMetodo[];
  saldoAttuale: SaldiMetodi | null;
}): PianoConsolidaSaldi {
  const prima = input.saldoPrecedente ?? zero;
  const attuale = input.saldoAttuale ?? zero;
  const saldi = { ...attuale };
  const cambi: CambioSaldo[] = [];
  for (const tipo of METODI_PAGAMENTO) {
    const m = input.movimentiPrecedenti.filter((x) => x.tipo === tipo);
    const finale = saldoFinale({
      iniziale: prima[tipo],
      entrate: m.reduce((s, x) => s + x.entrate, 0),
      uscite: m.reduce((s, x) => s + x.uscite, 0),
    });
    saldi[tipo] = finale;
    if (finale !== attuale[tipo]) cambi.push({ tipo, da: attuale[tipo], a: finale });
  }
  return { anno_scout: input.anno_scout, id_parte: input.id_parte, cambi, saldi };
}
