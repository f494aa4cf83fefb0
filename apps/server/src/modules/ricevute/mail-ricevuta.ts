import { mailRicevuta, urlVerificaRicevuta } from '@zaino/domain/ricevute';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { ServiceContext } from '../../request-context.ts';
import { findAllegato } from '../allegati/allegati.repo.ts';
import { intestazioneEmittente, intestazioneParte } from './intestazioni.ts';
import { indirizziPagante, prenotaMail, segnaMailFallita, segnaMailInviata } from './ricevute.repo.ts';

export interface DipendenzeMailRicevuta {
  storage: Pick<Storage, 'get'>;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export type EsitoMail = 'inviata' | 'nessun-destinatario' | 'non-dovuta' | 'fallita';

/**
 * Decision 1205: the issued receipt, mailed once to the payer with its PDF. The claim (one atomic
 * update of the receipt's row) makes concurrent and repeated calls send one message; a failure
 * releases it with the reason, for the next confirmation, save or periodic round to try again.
 * Runs after the payment's commit and holds no lock while talking to the mail server.
 */
export async function inviaMailRicevuta(
  sc: ServiceContext,
  deps: DipendenzeMailRicevuta,
  idTf: number,
): Promise<EsitoMail> {
  const ricevuta = await prenotaMail(sc.db, idTf);
  if (!ricevuta) return 'non-dovuta';
  try {
    const indirizzi = await spedisciMailRicevuta(sc, deps, idTf, ricevuta.token);
    if (indirizzi.length === 0) {
      await segnaMailInviata(sc.db, idTf, null);
      return 'nessun-destinatario';
    }
    await segnaMailInviata(sc.db, idTf, indirizzi.join(', '));
    return 'inviata';
  } catch (err) {
    const errore = motivoSicuro(err);
    await segnaMailFallita(sc.db, idTf, errore);
    deps.log.warn(
      { id_transazione_finanziaria: idTf, tentativo: ricevuta.email_tentativi, errore },
      'email della ricevuta non inviata',
    );
    return 'fallita';
  }
}

/**
 * The receipt mail of a numbered payment with its PDF, to the payer's addresses (none: nothing is
 * sent and the answer is empty). Throws when the document is missing or the mail server refuses.
 * Shared by the first send (claimed once) and the office's 'Reinvia ricevuta' (decision 1153).
 */
export async function spedisciMailRicevuta(
  sc: ServiceContext,
  deps: Pick<DipendenzeMailRicevuta, 'storage' | 'mailer' | 'publicUrl'>,
  idTf: number,
  token: string,
): Promise<string[]> {
  const tf = await sc.loaders.tesoreria.tf.load(idTf);
  const allegato =
    tf?.ricevuta_id_allegato != null ? await findAllegato(sc.db, tf.ricevuta_id_allegato) : null;
  if (!tf || tf.numero_ricevuta == null || !allegato) throw new Error('ricevuta senza documento');
  const indirizzi = await indirizziPagante(sc.db, tf.id_parte_da);
  const [primo, ...altri] = indirizzi;
  if (!primo) return [];
  const pdf = await deps.storage.get(allegato.s3_key);
  if (!pdf) throw new Error('file della ricevuta non trovato');
  const [emittente, pagante] = await Promise.all([
    intestazioneEmittente(sc, tf.id_parte_a),
    intestazioneParte(sc, tf.id_parte_da),
  ]);
  await deps.mailer.send({
    to: primo,
    cc: altri,
    ...mailRicevuta({
      emittente: emittente.nome,
      emittenteRighe: emittente.righe,
      pagante: pagante.nome,
      numero: tf.numero_ricevuta,
      anno_scout: tf.anno_scout,
      data: tf.data_pagata ?? tf.data_creata,
      importo: tf.importo,
      verifica: urlVerificaRicevuta(deps.publicUrl, token),
      storico: `${deps.publicUrl}/f/storicoPagamenti`,
    }),
    attachments: [{ filename: allegato.nome, content: pdf, contentType: 'application/pdf' }],
  });
  return indirizzi;
}

/**
 * A failure's reason fit for the log and the row: the error code and message, with any credentials
 * of a URL (smtp://user:password@host) masked, no addresses beyond the mail server's, short.
 */
export function motivoSicuro(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const messaggio = typeof e?.message === 'string' ? e.message : String(err);
  const codice = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${codice}${messaggio}`
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, '$1***@')
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi, '***')
    .slice(0, 300);
}
