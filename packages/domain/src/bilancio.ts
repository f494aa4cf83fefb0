// Spec 3 §2 Bilanci and §9 (codes starting with E are income, with U expense): the budget's totals.
// A line's forecast and actual are amounts of money, zero or more, whichever its kind; the screen
// and bilancio.csv show them so, and only the result (income minus expense) carries a sign.
import { tipoVoce } from './form-bilancio.ts';

export interface RigaDiBilancio {
  preventivo: number;
  consuntivo: number;
  voce: { codice: string };
}

/** A pair of sums in cents: forecast and actual. */
export interface ImportiBilancio {
  preventivo: number;
  consuntivo: number;
}

export interface TotaliBilancio {
  entrate: ImportiBilancio;
  uscite: ImportiBilancio;
  /** income minus expense: negative when the budget is in deficit */
  risultato: ImportiBilancio;
}

/** The lines split by kind, in their order: income (E) and expense (U) items. */
export function righePerTipo<R extends RigaDiBilancio>(righe: readonly R[]): { entrate: R[]; uscite: R[] } {
  return {
    entrate: righe.filter((r) => tipoVoce(r.voce.codice) === 'E'),
    uscite: righe.filter((r) => tipoVoce(r.voce.codice) === 'U'),
  };
}

const somma = (righe: readonly RigaDiBilancio[]): ImportiBilancio => ({
  preventivo: righe.reduce((t, r) => t + r.preventivo, 0),
  consuntivo: righe.reduce((t, r) => t + r.consuntivo, 0),
});

/** The totals of income and expense lines (each the sum of its lines) and the signed result. */
export function totaliBilancio(righe: readonly RigaDiBilancio[]): TotaliBilancio {
  const { entrate, uscite } = righePerTipo(righe);
  const e = somma(entrate);
  const u = somma(uscite);
  return {
    entrate: e,
    uscite: u,
    risultato: { preventivo: e.preventivo - u.preventivo, consuntivo: e.consuntivo - u.consuntivo },
  };
}
