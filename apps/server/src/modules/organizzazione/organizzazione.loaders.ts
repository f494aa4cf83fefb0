import type { Db } from '../../db/client.ts';
import { one } from '../../lib/batch.ts';
import { findIdentitaSezione, type IdentitaSezioneRow } from './identita-sezione.repo.ts';
import {
  findGruppiByIds,
  findPartiByIds,
  findUnitaByIds,
  type GruppoRow,
  type ParteRow,
  type UnitaRow,
} from './organizzazione.repo.ts';

export function createOrganizzazioneLoaders(db: Db) {
  let identita: Promise<IdentitaSezioneRow | null> | undefined;
  return {
    /** The section's identity (decision 1301), read once per request however many documents name it. */
    identita: () => {
      identita ??= findIdentitaSezione(db);
      return identita;
    },
    clear: () => {
      identita = undefined;
    },
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
