// Spec 3 §4, §7 verificaCheckout (DESIGN.md §7, decision 1202): card and Satispay payments are
// confirmed by the provider's own read; a bank transfer by its uploaded receipt, and then waits
// (started) for the office to complete it.
import { checkoutConfermato, dovutiGiaCoperti, MSG_CHECKOUT } from '@zaino/domain/checkout';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import { coperturaDovuti, insertAllegatoNuovo } from '../tesoreria/scritture.repo.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import { confermaDalFornitore, type DipendenzeCheckout, registraStato } from './conferma-pagamento.ts';
import { pagamentoDelViewer } from './pagamento-del-viewer.ts';

/** True when the office has the payment (completed, or started awaiting the office). */
export async function verificaCheckout(
  sc: ServiceContext,
  deps: DipendenzeCheckout,
  id: number,
  bonificoUploadKey?: string | null,
): Promise<boolean> {
  const tf = await pagamentoDelViewer(sc, id, 'transazione.paga');
  const stato =
    tf.tipo_da === 'bank'
      ? await registraBonifico(sc, deps, tf, bonificoUploadKey)
      : await confermaDalFornitore(sc, deps, tf);
  // Spec 3 §8: the Satispay return screen skips its retry dialog on exactly this message.
  if (stato === 'rejected') throw new AppError('CONFLICT', MSG_CHECKOUT.rifiutato);
  return checkoutConfermato(stato);
}

/**
 * Spec 3 §4 bank flow: the key must name a receipt really uploaded to the bank-receipt folder (read
 * outside the transaction: no lock during file I/O); it becomes the payment's attachment and its
 * bonifico_id_allegato, and the payment is started. Repeating it changes nothing.
 */
async function registraBonifico(
  sc: ServiceContext,
  deps: Pick<DipendenzeCheckout, 'ricevute'> & { storage: Pick<Storage, 'findUploaded'> },
  tf: TransazioneFinanziariaRow,
  chiave: string | null | undefined,
): Promise<string> {
  if (checkoutConfermato(tf.stato)) return tf.stato;
  if (!chiave)
    throw new AppError('VALIDATION', MSG_CHECKOUT.ricevutaMancante, { campo: 'bonifico_upload_key' });
  const file = chiave.startsWith('bonifici/') ? await deps.storage.findUploaded(chiave) : null;
  if (!file) throw new AppError('VALIDATION', MSG_CHECKOUT.fileNonCaricato, { campo: 'bonifico_upload_key' });
  return registraStato(sc, deps, tf.id_transazione_finanziaria, 'started', async (tx, { links, dovuti }) => {
    // Under the dues' locks: of two receipts for the same dues (two tabs, two parents) the first wins.
    const altri = await coperturaDovuti(
      tx.db,
      dovuti.map((d) => d.id_transazione_economica),
    );
    if (dovutiGiaCoperti(links, dovuti, altri).length > 0)
      throw new AppError('CONFLICT', MSG_CHECKOUT.giaPagata);
    // The file's unique key decides between two payments given it at once.
    const idAllegato = await insertAllegatoNuovo(tx.db, {
      id_transazione_finanziaria: tf.id_transazione_finanziaria,
      nome: file.nome,
      dimensione: file.dimensione,
      s3_key: file.key,
    });
    if (idAllegato == null) throw new AppError('CONFLICT', MSG_CHECKOUT.fileGiaUsato);
    return { bonifico_id_allegato: idAllegato };
  });
}
