// Decision 1019: the fee of the active year that a family will pay, before its due exists. Spec 3
// §4 creates the enrolment's fee due at step 3 of the member flow (after privacy and the data
// confirmation of the new fiscal year), not in the yearly cycle: after a turnover /f/quote shows
// that fee as "to be prepared", with the amount the due will have if prepared today.
import { type AnnoScout, faseMora } from './anno-scout.ts';
import type { Giorno } from './date.ts';
import { type CategoriaQuota, quotaIscrizione } from './quote.ts';
import { pagamentoConsentito, type StatoIscrizione } from './stati-iscrizione.ts';

export interface IscrizioneSenzaDovuto {
  anno_scout: number;
  stato_iscrizione: string;
  categoria_quota: CategoriaQuota;
  transazione_economica: { id_transazione_economica: number } | null | undefined;
}

export interface QuotaDaPreparare {
  anno_scout: number;
  importo: number;
}

/**
 * The active year's fee still without its due: an enrolment of that year which may pay (spec 2 §4:
 * not nessuna nor inprova) and has no fee due; null otherwise.
 */
export function quotaDaPreparare(
  anno: AnnoScout | null | undefined,
  iscrizione: IscrizioneSenzaDovuto | null | undefined,
  oggi: Giorno,
): QuotaDaPreparare | null {
  if (!anno || !iscrizione || iscrizione.anno_scout !== anno.anno_scout) return null;
  if (iscrizione.transazione_economica) return null;
  if (!pagamentoConsentito(iscrizione.stato_iscrizione as StatoIscrizione)) return null;
  return {
    anno_scout: anno.anno_scout,
    importo: quotaIscrizione(anno, iscrizione.categoria_quota, faseMora(anno, oggi)),
  };
}
