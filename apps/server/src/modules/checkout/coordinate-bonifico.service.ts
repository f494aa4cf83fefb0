// Spec 3 §2, §4 bank flow (decision 1204): the bank details of one bank-transfer payment, as data for
// the screen and as the downloadable PDF, for the payer's family and the admins only.
import {
  type ContoBonifico,
  type CoordinateBonifico,
  coordinateBonifico,
  MSG_BONIFICO,
} from '@zaino/domain/bonifico';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import { intestazioneParte } from '../ricevute/intestazioni.ts';
import { scriviCoordinateBonifico } from './coordinate-bonifico-pdf.ts';
import { pagamentoDelViewer } from './pagamento-del-viewer.ts';

export async function coordinateBonificoPagamento(
  sc: ServiceContext,
  conto: ContoBonifico | undefined,
  id: number,
): Promise<CoordinateBonifico> {
  const tf = await pagamentoDelViewer(sc, id, 'transazione.coordinateBonifico');
  if (tf.tipo_da !== 'bank') throw new AppError('VALIDATION', MSG_BONIFICO.nonBonifico);
  if (!conto) throw new AppError('CONFLICT', MSG_BONIFICO.contoAssente);
  return coordinateBonifico(conto, tf);
}

/**
 * The bank-details PDF of a payment (spec 3 §2): the same checks as the data, under the section's
 * identity (decision 1301: the account is the section's, BONIFICO_*).
 */
export async function pdfCoordinateBonifico(
  sc: ServiceContext,
  conto: ContoBonifico | undefined,
  id: number,
): Promise<Buffer> {
  const coordinate = await coordinateBonificoPagamento(sc, conto, id);
  return scriviCoordinateBonifico(coordinate, await intestazioneParte(sc, ID_PARTE_SEZIONE));
}
