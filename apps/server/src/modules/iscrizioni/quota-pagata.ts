// Decision 1005: a fee due's new state moves its enrolment (paying is the family's part of enrolling),
// in the transaction that changed the due. Called by the treasury's one recomputation of dues
// (tesoreria/coperture.ts) and by the relief that settles the fee (decision 1001).
import { type StatoIscrizione, statoIscrizioneDopoQuota } from '@zaino/domain/stati-iscrizione';
import type { TxContext } from '../../request-context.ts';
import { bloccaStatoIscrizione, updateIscrizione } from './iscrizioni.repo.ts';

/** The fee due as it drives its enrolment: the enrolment it names and the due's scout year. */
export interface QuotaDiIscrizione {
  id_iscrizione: number | null;
  anno_scout: number;
}

/**
 * Sets the state `statoIscrizioneDopoQuota` gives for the fee's state (a deleted fee: 'no', nothing
 * paid), under the enrolment's row lock. Only the enrolment of the due's own year moves: a due moved
 * into another year no longer drives the enrolment it still names.
 */
export async function allineaIscrizioneAllaQuota(
  tx: TxContext,
  quota: QuotaDiIscrizione,
  statoDovuto: string,
): Promise<void> {
  if (quota.id_iscrizione == null) return;
  const idIscrizione = quota.id_iscrizione;
  const stato = await bloccaStatoIscrizione(tx.db, idIscrizione, quota.anno_scout);
  if (stato == null) return;
  const nuovo = statoIscrizioneDopoQuota(stato as StatoIscrizione, statoDovuto);
  if (nuovo === stato) return;
  // The eventi trigger records the change with this transaction's author (the office, the webhook).
  await updateIscrizione(tx.db, idIscrizione, { stato_iscrizione: nuovo });
  tx.loaders.clearAll();
}
