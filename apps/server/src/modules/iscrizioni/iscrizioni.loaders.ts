import type { Db } from '../../db/client.ts';
import { many, one, perAnno } from '../../lib/batch.ts';
import {
  findIscrizioniByIds,
  findIscrizioniByPersone,
  findIscrizioniByPersoneAnno,
  findNomineByIscrizioni,
  type IscrizioneRow,
  type NominaRow,
} from './iscrizioni.repo.ts';

export function createIscrizioniLoaders(db: Db) {
  return {
    /** A person's enrolment in a scout year, keyed by { id: id_persona, anno }. */
    iscrizione: perAnno<IscrizioneRow, IscrizioneRow | null>(
      (ids, anno) => findIscrizioniByPersoneAnno(db, ids, anno),
      (r) => r.id_persona,
      (rows) => rows[0] ?? null,
    ),
    /** Every enrolment of a person, newest scout year first. */
    iscrizioniDellaPersona: many<number, IscrizioneRow>(
      (ids) => findIscrizioniByPersone(db, ids),
      (r) => r.id_persona,
    ),
    iscrizioneById: one<number, IscrizioneRow>(
      (ids) => findIscrizioniByIds(db, ids),
      (r) => r.id_iscrizione,
    ),
    nomine: many<number, NominaRow>(
      (ids) => findNomineByIscrizioni(db, ids),
      (r) => r.id_iscrizione,
    ),
  };
}
