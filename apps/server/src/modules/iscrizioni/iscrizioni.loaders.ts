import type { NominaRef } from '@zaino/domain/accesso';
import type { Db } from '../../db/client.ts';
import { many, one, perAnno } from '../../lib/batch.ts';
import {
  findIscrizioniByIds,
  findIscrizioniByPersone,
  findIscrizioniByPersoneAnno,
  findNomineByIscrizioni,
  findNomineByPersoneAnno,
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
    /** What the permission rules read of a person in a year: the year's appointments. */
    nomineRef: perAnno(
      (ids, anno) => findNomineByPersoneAnno(db, ids, anno),
      (r) => r.id_persona,
      (rows): NominaRef[] => rows.map(({ id_ruolo, id_gruppo }) => ({ id_ruolo, id_gruppo })),
    ),
  };
}
