import type { Db } from '../../db/client.ts';
import { many } from '../../lib/batch.ts';
import { type AllegatoRow, findAllegatiDiPagamenti } from './allegati.repo.ts';

export function createAllegatiLoaders(db: Db) {
  return {
    /** The attachments still in place of each payment, by id_transazione_finanziaria. */
    diPagamento: many<number, AllegatoRow>(
      (ids) => findAllegatiDiPagamenti(db, ids),
      (r) => r.id_transazione_finanziaria!,
    ),
  };
}
