import type { Db } from '../../db/client.ts';
import { many, one } from '../../lib/batch.ts';
import type { IscrizioneRow } from '../iscrizioni/iscrizioni.repo.ts';
import { findIscrizioniByIds, findTeByIds, findTransazioniByTf } from './letture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneRow } from './tesoreria.repo.ts';

/** The treasury reads' loaders (issue 11), spread into the tesoreria module's group. */
export function createLettureLoaders(db: Db) {
  return {
    /** Links of each payment, by id_transazione_finanziaria. */
    transazioniDiTf: many<number, TransazioneRow>(
      (ids) => findTransazioniByTf(db, ids),
      (r) => r.id_transazione_finanziaria,
    ),
    te: one<number, TransazioneEconomicaRow>(
      (ids) => findTeByIds(db, ids),
      (r) => r.id_transazione_economica,
    ),
    iscrizione: one<number, IscrizioneRow>(
      (ids) => findIscrizioniByIds(db, ids),
      (r) => r.id_iscrizione,
    ),
  };
}
