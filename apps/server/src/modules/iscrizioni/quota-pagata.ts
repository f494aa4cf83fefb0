// Decision 1005: a fee due's new state moves its enrolment (paying is the family's part of enrolling),
// in the transaction that changed the due. Called by the treasury's one recomputation of dues
// (tesoreria/coperture.ts) and by the relief that settles the fee (decision 1001).
import { type StatoIscrizione, statoIscrizioneDopoQuota } from '@zaino/domain/stati-iscrizione';
import type { TxContext } from '../../request-context.ts';
import { bloccaStatoIscrizione, updateIscrizione } from './iscrizioni.repo.ts';

/** Sets the state `statoIscrizioneDopoQuota` gives for the fee's state, under the enrolment's row lock. */
export async function allineaIscrizioneAllaQuota(
  tx: TxContext,
  idIscrizione: number,
  statoDovuto: string,
): Promise<void> {
  const stato = await bloccaStatoIscrizione(tx.db, idIscrizione);
  if (stato == null) return;
  const nuovo = statoIscrizioneDopoQuota(stato as StatoIscrizione, statoDovuto);
  if (nuovo === stato) return;
  // The eventi trigger records the change with this transaction's author (the office, the webhook).
  await updateIscrizione(tx.db, idIscrizione, { stato_iscrizione: nuovo });
  tx.loaders.clearAll();
}
