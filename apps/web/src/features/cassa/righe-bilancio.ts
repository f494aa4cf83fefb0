import type { Cella } from '../../lib/esporta.ts';
import type { VoceLetta } from './righe-causali.ts';

// Spec 3 §2 Bilanci and §7 bilancio.csv.

export interface BilancioLetto {
  id_voce: number;
  preventivo: number;
  consuntivo: number;
  voce: VoceLetta;
}

/** Spec 3 §7: the columns of bilancio.csv, in this order. */
export const COLONNE_CSV_BILANCIO = ['id_voce', 'codice', 'descrizione', 'preventivo', 'consuntivo'] as const;

export function righeCsvBilancio(righe: readonly BilancioLetto[]): Cella[][] {
  return righe.map((b) => [
    b.id_voce,
    b.voce.codice,
    b.voce.descrizione,
    { centesimi: b.preventivo },
    { centesimi: b.consuntivo },
  ]);
}

/** Spec 3 §2: the add dialog offers only the items not yet in the budget, by code (numeric order). */
export function vociAggiungibili<V extends VoceLetta>(
  voci: readonly V[],
  righe: readonly BilancioLetto[],
): V[] {
  const presenti = new Set(righe.map((r) => r.id_voce));
  const collator = new Intl.Collator('it', { numeric: true });
  return voci.filter((v) => !presenti.has(v.id_voce)).sort((a, b) => collator.compare(a.codice, b.codice));
}
