import type { Db } from '../../db/client.ts';
import { one } from '../../lib/batch.ts';
import {
  findGruppiByIds,
  findPartiByIds,
  findUnitaByIds,
  type GruppoRow,
  type ParteRow,
  type UnitaRow,
} from './organizzazione.repo.ts';

export function createOrganizzazioneLoaders(db: Db) {
  return {
    parte: one<number, ParteRow>(
      (ids) => findPartiByIds(db, ids),
      (r) => r.id_parte,
    ),
    unita: one<number, UnitaRow>(
      (ids) => findUnitaByIds(db, ids),
      (r) => r.id_unita,
    ),
    gruppo: one<number, GruppoRow>(
      (ids) => findGruppiByIds(db, ids),
      (r) => r.id_gruppo,
    ),
  };
}
