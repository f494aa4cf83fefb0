import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { Storage } from '../../adapters/storage/storage.ts';
import { assertCan, assertSignedIn } from '../../auth/assert-can.ts';
import { can } from '@zaino/domain/permessi';
import { targetTransazione } from '../../auth/targets.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import { type AllegatoRow, findAllegato, findIdTfDiAllegato } from './allegati.repo.ts';

/**
 * Spec 3 §7: an upload URL for an attachment of a payment, as a JSON string {url, fields}. The
 * treasury's writers attach files in the payment dialog; the payment service checks the key with
 * `storage.findUploaded` when the payment is saved.
 */
export async function createTransazioneFinanziariaAllegatoPostUrl(
  sc: ServiceContext,
  storage: Storage,
): Promise<string> {
  // Note: the front office's bank receipt upload does not come here: preparaCheckout gives its URL
  // (bonifico_upload_url, folder 'bonifici') under 'transazione.paga'.
  assertCan(sc.viewer, 'tesoreria.scrivi');
  return JSON.stringify(await storage.createPostUrl({ cartella: 'allegati' }));
}

/**
 * Spec 1 §7: a download URL of an attachment, for whoever may read its payment
 * ('transazione.leggi'); a missing, deleted or hidden one answers NOT_FOUND alike.
 */
export async function getAllegatoSignedUrl(
  sc: ServiceContext,
  storage: Storage,
  id: number,
): Promise<string> {
  assertSignedIn(sc.viewer);
  const allegato = await findAllegato(sc.db, id);
  if (!allegato || allegato.elimina) throw notFound(MSG_TRANSAZIONI.allegatoNonTrovato);
  const idTf = await findIdTfDiAllegato(sc.db, allegato);
  const tf = idTf == null ? undefined : await sc.loaders.tesoreria.tf.load(idTf);
  // An attachment of no payment is the treasury's alone: read it as a payment of the section.
  const parti = tf ?? { id_parte_da: ID_PARTE_SEZIONE, id_parte_a: ID_PARTE_SEZIONE };
  assertCan(
    sc.viewer,
    'transazione.leggi',
    await targetTransazione(sc, parti),
    MSG_TRANSAZIONI.allegatoNonTrovato,
  );
  return storage.getSignedUrl(allegato.s3_key, allegato.nome);
}

/**
 * TransazioneFinanziaria.allegati (spec 3 §3): the payment's own attachments, for whoever may read the
 * payment ('transazione.leggi', as getAllegatoSignedUrl asks). A payment reached through a readable
 * due of another family answers an empty list rather than an error that would blank the payment.
 */
export async function allegatiDelPagamento(
  sc: ServiceContext,
  tf: TransazioneFinanziariaRow,
): Promise<AllegatoRow[]> {
  // Who reads the treasury reads every payment: no need to load the parties (a list stays as many
  // statements whatever kinds of party its payments have).
  const legge =
    can(sc.viewer, 'tesoreria.leggi') || can(sc.viewer, 'transazione.leggi', await targetTransazione(sc, tf));
  if (!legge) return [];
  return sc.loaders.allegati.diPagamento.load(tf.id_transazione_finanziaria);
}
