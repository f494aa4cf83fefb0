// Decision 1153: 'Reinvia ricevuta' on a completed payment: the issued receipt's mail, with its
// PDF, to the payer's addresses again (a family lost it, or fixed their address). The receipt
// itself is never re-issued or altered; the row records the latest send.
import { MSG_REINVIO_RICEVUTA, reinviaRicevutaSchema } from '@zaino/domain/ricevute';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import { type DipendenzeMailRicevuta, motivoSicuro, spedisciMailRicevuta } from './mail-ricevuta.ts';
import { findRicevutaDelPagamento, segnaMailInviata } from './ricevute.repo.ts';

export async function reinviaRicevuta(
  sc: ServiceContext,
  deps: Pick<DipendenzeMailRicevuta, 'storage' | 'mailer' | 'publicUrl' | 'log'>,
  input: unknown,
): Promise<{ destinatari: string[] }> {
  assertCan(sc.viewer, 'ricevuta.reinvia');
  const { id_transazione_finanziaria: id } = parseInput(reinviaRicevutaSchema, input);
  const tf = await sc.loaders.tesoreria.tf.load(id);
  if (!tf) throw new AppError('NOT_FOUND', MSG_REINVIO_RICEVUTA.nonTrovato);
  const ricevuta = await findRicevutaDelPagamento(sc.db, id);
  if (!ricevuta || tf.stato !== 'completed' || tf.numero_ricevuta == null || tf.ricevuta_id_allegato == null)
    throw new AppError('CONFLICT', MSG_REINVIO_RICEVUTA.senzaRicevuta);
  let destinatari: string[];
  try {
    destinatari = await spedisciMailRicevuta(sc, deps, id, ricevuta.token);
  } catch (err) {
    deps.log.warn({ id_transazione_finanziaria: id, errore: motivoSicuro(err) }, 'ricevuta non reinviata');
    throw new AppError('CONFLICT', MSG_REINVIO_RICEVUTA.nonInviata);
  }
  if (destinatari.length === 0) throw new AppError('VALIDATION', MSG_REINVIO_RICEVUTA.senzaIndirizzo);
  await segnaMailInviata(sc.db, id, destinatari.join(', '));
  return { destinatari };
}
