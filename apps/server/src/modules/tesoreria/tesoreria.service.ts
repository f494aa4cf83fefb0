import { can } from '@zaino/domain/permessi';
import { targetTransazione } from '../../auth/targets.ts';
import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

// Dues reach the API only through a readable person ('persona.pagamenti') or enrolment
// ('transazione.leggi'): their links and payments are readable with them.

export const transazioni = (sc: ServiceContext, te: TransazioneEconomicaRow): Promise<TransazioneRow[]> =>
  sc.loaders.tesoreria.transazioniDiTe.load(te.id_transazione_economica);

/** The covering payment, for whoever may read it (decision 1116: not another family's). */
export async function transazioneFinanziaria(
  sc: ServiceContext,
  link: TransazioneRow,
): Promise<TransazioneFinanziariaRow | null> {
  const tf = await pagamentoDelCollegamento(sc, link);
  // Who reads the treasury reads every payment: no need to load its parties and covered dues (a
  // list stays as many statements whatever its payments).
  if (can(sc.viewer, 'tesoreria.leggi')) return tf;
  return can(sc.viewer, 'transazione.leggi', await targetTransazione(sc, tf)) ? tf : null;
}

/** The covering payment's state: a due's reader learns whether it is paid, not by whom or how. */
export async function statoPagamentoDelCollegamento(
  sc: ServiceContext,
  link: TransazioneRow,
): Promise<string> {
  return (await pagamentoDelCollegamento(sc, link)).stato;
}

async function pagamentoDelCollegamento(
  sc: ServiceContext,
  link: TransazioneRow,
): Promise<TransazioneFinanziariaRow> {
  const tf = await sc.loaders.tesoreria.tf.load(link.id_transazione_finanziaria);
  if (!tf) throw new Error(`transazione finanziaria ${link.id_transazione_finanziaria} mancante`);
  return tf;
}
