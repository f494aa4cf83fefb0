import { paganteVisibile, TOKEN_RICEVUTA } from '@zaino/domain/ricevute';
import type { ServiceContext } from '../../request-context.ts';
import { intestazioneParte } from './intestazioni.ts';
import { findRicevutaByToken } from './ricevute.repo.ts';
import { metodoRicevuta } from './ricevute.service.ts';

/** What the public verification page shows of an issued receipt (decision 1205). */
export interface RicevutaVerificata {
  emittente: string;
  numero: number;
  anno_scout: number;
  data: Date;
  importo: number;
  metodo: string;
  pagante: string;
}

/**
 * Public on purpose (decision 1205): the token printed on the receipt is the credential, so there is
 * no permission to check. Unknown, malformed and not-yet-issued tokens all answer null, the same
 * way; the route rate-limits callers by address. Only what the paper itself shows, with the payer
 * reduced to initials.
 */
export async function verificaRicevuta(
  sc: ServiceContext,
  token: string,
): Promise<RicevutaVerificata | null> {
  if (!TOKEN_RICEVUTA.test(token)) return null;
  const ricevuta = await findRicevutaByToken(sc.db, token);
  const tf = ricevuta && (await sc.loaders.tesoreria.tf.load(ricevuta.id_transazione_finanziaria));
  if (!tf || tf.numero_ricevuta == null || tf.ricevuta_id_allegato == null || tf.stato !== 'completed')
    return null;
  const [emittente, pagante, parte] = await Promise.all([
    // The name printed on the paper; receipts issued before it was kept show today's.
    ricevuta.emittente ?? (await intestazioneParte(sc, tf.id_parte_a)).nome,
    intestazioneParte(sc, tf.id_parte_da),
    sc.loaders.organizzazione.parte.load(tf.id_parte_da),
  ]);
  return {
    emittente,
    numero: tf.numero_ricevuta,
    anno_scout: tf.anno_scout,
    data: tf.data_pagata ?? tf.data_creata,
    importo: tf.importo,
    metodo: metodoRicevuta(tf),
    pagante: paganteVisibile(pagante.nome, parte?.id_persona != null),
  };
}
