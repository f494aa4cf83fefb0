// Spec 3 §2, §4 bank flow (decision 1204): the bank details of one bank-transfer payment, as data for
// the screen and as the downloadable PDF, for the payer's family and the admins only.
import {
  type ContoBonifico,
  type CoordinateBonifico,
  coordinateBonifico,
  MSG_BONIFICO,
} from '@zaino/domain/bonifico';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
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
