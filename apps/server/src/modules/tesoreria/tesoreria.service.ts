import type { ServiceContext } from '../../request-context.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

// Dues reach the API only through a readable person ('persona.pagamenti') or enrolment
// ('transazione.leggi'): their links and payments are readable with them.

export const transazioni = (sc: ServiceContext, te: TransazioneEconomicaRow): Promise<TransazioneRow[]> =>
  sc.loaders.tesoreria.transazioniDiTe.load(te.id_transazione_economica);

export async function transazioneFinanziaria(
  sc: ServiceContext,
  link: TransazioneRow,
): Promise<TransazioneFinanziariaRow> {
  const tf = await sc.loaders.tesoreria.tf.load(link.id_transazione_finanziaria);
  if (!tf) throw new Error(`transazione finanziaria ${link.id_transazione_finanziaria} mancante`);
  return tf;
}
