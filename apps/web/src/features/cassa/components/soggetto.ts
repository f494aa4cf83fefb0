import { type TipoParte, tipoParte } from '@zaino/domain/form-tesoreria';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { UnitChoice } from '../../../lib/session-store.ts';
import { nomeParte, type ParteLetta } from '../../../lib/parte.ts';

/** A payer or payee as the dialogs hold it: its party, its kind (spec 3 §2) and the name shown. */
export interface Soggetto {
  id_parte: number;
  tipo: TipoParte;
  nome: string;
}

export const SOGGETTO_SEZIONE: Soggetto = { id_parte: ID_PARTE_SEZIONE, tipo: 'sezione', nome: 'Sezione' };

/** A party as the treasury reads it (fragment ParteCassa) → the dialogs' subject. */
export const soggetto = (
  p:
    | (ParteLetta & { id_unita?: number | null; id_gruppo?: number | null; id_persona?: number | null })
    | null
    | undefined,
  id: number,
): Soggetto => ({
  id_parte: id,
  tipo: tipoParte({ id_parte: id, ...(p ?? {}) }),
  nome: nomeParte(p, id),
});

/** Spec 3 §2: the unit selector's party (group for G, the unit for another branch, the section otherwise). */
export function soggettoDellaScelta(scelta: UnitChoice): Soggetto {
  if (scelta.id_gruppo === null || scelta.branca === null || scelta.id_parte === ID_PARTE_SEZIONE)
    return SOGGETTO_SEZIONE;
  return { id_parte: scelta.id_parte, tipo: scelta.branca === 'G' ? 'gruppo' : 'unita', nome: scelta.label };
}
