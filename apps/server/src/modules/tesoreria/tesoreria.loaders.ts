import type { Db } from '../../db/client.ts';
import { many, one } from '../../lib/batch.ts';
import { createLettureLoaders } from './letture.loaders.ts';
import {
  findTeByIscrizioni,
  findTeDaPagareByParti,
  findTfByIds,
  findTransazioniByTe,
  type TransazioneEconomicaRow,
  type TransazioneFinanziariaRow,
  type TransazioneRow,
} from './tesoreria.repo.ts';

export function createTesoreriaLoaders(db: Db) {
  return {
    /** Dues a party still has to pay, by id_parte_da. */
    teDaPagare: many<number, TransazioneEconomicaRow>(
      (ids) => findTeDaPagareByParti(db, ids),
      (r) => r.id_parte_da,
    ),
    teDiIscrizione: one<number, TransazioneEconomicaRow>(
      (ids) => findTeByIscrizioni(db, ids),
      (r) => r.id_iscrizione ?? 0,
    ),
    transazioniDiTe: many<number, TransazioneRow>(
      (ids) => findTransazioniByTe(db, ids),
      (r) => r.id_transazione_economica,
    ),
    tf: one<number, TransazioneFinanziariaRow>(
      (ids) => findTfByIds(db, ids),
      (r) => r.id_transazione_finanziaria,
    ),
    ...createLettureLoaders(db),
  };
}
