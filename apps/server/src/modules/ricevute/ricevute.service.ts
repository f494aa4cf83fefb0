import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError, notFound } from '../../errors.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import { insertAllegato } from '../allegati/allegati.repo.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import { intestazioneEmittente, intestazioneParte } from './intestazioni.ts';
import { type DatiRicevuta, scriviRicevuta } from './ricevuta-pdf.ts';
import { impostaRicevuta, lockTransazioneFinanziaria, tokenRicevuta } from './ricevute.repo.ts';
import { urlVerificaRicevuta } from '@zaino/domain/ricevute';

export const MSG_RICEVUTA = Object.freeze({
  senzaNumero: 'Il pagamento non ha un numero di ricevuta: la ricevuta la emettono sezione, gruppi e unità.',
  nonCompletato: 'Il pagamento non è completato: la ricevuta si emette quando è concluso.',
});

/** How the receipt names the payment's method ('Contante', 'Bonifico', 'Carta'…). */
export const metodoRicevuta = (tf: Pick<TransazioneFinanziariaRow, 'tipo_da' | 'tipo_a'>) =>
  etichettaMetodi(tf.tipo_da as TipoPagamento, tf.tipo_a as TipoPagamento) ?? tf.tipo_a;

/** A service context with the file port (where the document is kept) and the site's address. */
export interface ContestoRicevute extends ServiceContext {
  storage: Storage;
  publicUrl: string;
}

/**
 * DESIGN.md §7: the receipt document of a completed, numbered payment, as an attachment set in
 * `ricevuta_id_allegato`; returns its id_allegato. An issued receipt is never written again: a
 * second call returns the same attachment. No permission check of its own: it is a step of the
 * services that complete a payment (a treasurer's save, a confirmed checkout or webhook), which
 * check theirs; inside their transaction pass its context, so the receipt commits with the payment.
 *
 * The attachment has no id_transazione_finanziaria: it is not one of the payment's own attachments
 * (the payment dialog never lists or deletes it); getAllegatoSignedUrl finds the payment through
 * `ricevuta_id_allegato`.
 */
export async function generaRicevuta(ctx: ContestoRicevute, idTf: number): Promise<number> {
  const emetti = async (tx: TxContext) => {
    const tf = await lockTransazioneFinanziaria(tx.tx, idTf);
    if (!tf) throw notFound(MSG_TRANSAZIONI.transazioneNonTrovata);
    if (tf.ricevuta_id_allegato != null) return tf.ricevuta_id_allegato;
    if (tf.numero_ricevuta == null) throw new AppError('CONFLICT', MSG_RICEVUTA.senzaNumero);
    if (tf.stato !== 'completed') throw new AppError('CONFLICT', MSG_RICEVUTA.nonCompletato);

    const links = await tx.loaders.tesoreria.transazioniDiTf.load(idTf);
    const [emittente, pagante, voci] = await Promise.all([
      intestazioneEmittente(tx, tf.id_parte_a),
      intestazioneParte(tx, tf.id_parte_da),
      Promise.all(
        links.map(async (l) => {
          const te = await tx.loaders.tesoreria.te.load(l.id_transazione_economica);
          const altro = async (unito: boolean, idParteDovuto: number | undefined, idParteTf: number) =>
            unito && idParteDovuto !== undefined && idParteDovuto !== idParteTf
              ? (await intestazioneParte(tx, idParteDovuto)).nome
              : undefined;
          return {
            descrizione: te?.causale_desc ?? `Transazione ${l.id_transazione_economica}`,
            importo: l.importo,
            per_conto_di: await altro(l.da_uniti, te?.id_parte_da, tf.id_parte_da),
            a_favore_di: await altro(l.a_uniti, te?.id_parte_a, tf.id_parte_a),
          };
        }),
      ),
    ]);
    const token = await tokenRicevuta(tx.tx, idTf, emittente.nome);
    const dati: DatiRicevuta = {
      emittente,
      numero: tf.numero_ricevuta,
      anno_scout: tf.anno_scout,
      data: tf.data_pagata ?? tf.data_creata,
      pagante,
      importo: tf.importo,
      commissione: tf.commissione_da,
      metodo: metodoRicevuta(tf),
      voci,
      verifica: urlVerificaRicevuta(ctx.publicUrl, token),
    };
    const body = await scriviRicevuta(dati);
    const nome = `ricevuta-${tf.numero_ricevuta}-${tf.anno_scout}.pdf`;
    // Written before the row: a rollback leaves an unreferenced file, never a row without its file.
    const file = await ctx.storage.put({ cartella: 'ricevute', tipo: 'pdf', nome, body });
    const allegato = await insertAllegato(tx.db, { nome, dimensione: file.dimensione, s3_key: file.key });
    await impostaRicevuta(tx.tx, idTf, allegato.id_allegato);
    return allegato.id_allegato;
  };
  return 'tx' in ctx ? emetti(ctx as ContestoRicevute & TxContext) : inTransazione(ctx, emetti);
}
