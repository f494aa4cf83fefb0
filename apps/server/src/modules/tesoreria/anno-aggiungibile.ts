// Spec 3 §6: what is added to a scout year (payments, dues, budget lines, opening balances) goes only
// into an existing, current or future year; a past year's books stay as they were closed.
import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { assertCan } from '../../auth/assert-can.ts';
import { targetAnno } from '../../auth/targets.ts';
import { notFound } from '../../errors.ts';
import type { TxContext } from '../../request-context.ts';
import { listAnniScout } from '../anni-scout/anni-scout.repo.ts';

/** NOT_FOUND 'Anno scout non trovato' for a year that does not exist, FORBIDDEN for a past one. */
export async function assertAnnoAggiungibile(tx: TxContext, anno: number): Promise<void> {
  const riga = (await listAnniScout(tx.db)).find((a) => a.anno_scout === anno);
  if (!riga) throw notFound(MSG_TRANSAZIONI.annoNonTrovato);
  assertCan(tx.viewer, 'tesoreria.aggiungi', targetAnno(riga));
}
