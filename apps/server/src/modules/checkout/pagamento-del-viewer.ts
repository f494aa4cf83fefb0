import { eCheckout, MSG_CHECKOUT } from '@zaino/domain/checkout';
import { assertCan } from '../../auth/assert-can.ts';
import { targetTransazione } from '../../auth/targets.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import { findPagamento } from '../tesoreria/checkout.repo.ts';

/**
 * A checkout payment the viewer may act on with `azione`. A missing one and another family's look
 * the same ('Pagamento non trovato'), DESIGN.md §6; so does a payment to verify that is no checkout.
 */
export async function pagamentoDelViewer(
  sc: ServiceContext,
  id: number,
  azione: 'transazione.paga' | 'transazione.coordinateBonifico',
): Promise<TransazioneFinanziariaRow> {
  const tf = await findPagamento(sc.db, id);
  if (!tf) {
    assertCan(sc.viewer, 'frontoffice.accedi');
    throw notFound(MSG_CHECKOUT.nonTrovato);
  }
  assertCan(sc.viewer, azione, await targetTransazione(sc, tf), MSG_CHECKOUT.nonTrovato);
  // Verifying moves a payment: only a checkout's, never one the office recorded for the family.
  if (azione === 'transazione.paga' && !eCheckout(tf)) throw notFound(MSG_CHECKOUT.nonTrovato);
  return tf;
}
