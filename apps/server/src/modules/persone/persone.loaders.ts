import type { Db } from '../../db/client.ts';
import type { NominaRef } from '@zaino/domain/accesso';
import { many, one, perAnno } from '../../lib/batch.ts';
import { findConsensiCorrentiByPersone, findStoricoConsensiByPersone } from './consensi-privacy.repo.ts';
import { findParenteleByPersone } from './parentele.repo.ts';
import {
  type ConsensoPrivacyRow,
  type ContattoRow,
  findContattiByPersone,
  findNomineRef,
  findPersoneByIds,
  findUtentiByPersone,
  type ParentelaRow,
  type PersonaRow,
  type UtenteRow,
} from './persone.repo.ts';

/** A person's appointments and their children's, as `can` reads them. */
export interface NomineRef {
  nomine: NominaRef[];
  nomine_figli: NominaRef[];
}

/** An appointment row as `can` reads it: the role and the group, nothing more. */
export const comeRiferimento = ({ id_ruolo, id_gruppo }: NominaRef): NominaRef => ({ id_ruolo, id_gruppo });

export function createPersoneLoaders(db: Db) {
  return {
    persona: one<number, PersonaRow>(
      (ids) => findPersoneByIds(db, ids),
      (r) => r.id_persona,
    ),
    contatti: many<number, ContattoRow>(
      (ids) => findContattiByPersone(db, ids),
      (r) => r.id_persona,
    ),
    /** Both directions: where the person is parent and where the person is child. */
    parentele: many<number, ParentelaRow>(
      (ids) => findParenteleByPersone(db, ids),
      (r) => [r.id_persona_genitore, r.id_persona_figlio],
    ),
    utenti: many<number, UtenteRow>(
      (ids) => findUtentiByPersone(db, ids),
      (r) => r.id_persona ?? 0,
    ),
    /**
     * What the permission rules read of a person in a year, keyed { id, anno }: their appointments
     * and their children's (what reaches a parent, decision 0905), in one statement.
     */
    nomineRef: perAnno(
      (ids, anno) => findNomineRef(db, ids, anno),
      (r) => r.id_persona,
      (rows): NomineRef => ({
        nomine: rows.filter((r) => !r.del_figlio).map(comeRiferimento),
        nomine_figli: rows.filter((r) => r.del_figlio).map(comeRiferimento),
      }),
    ),
    /** Every consent of the person, newest first. */
    storicoConsensi: many<number, ConsensoPrivacyRow>(
      (ids) => findStoricoConsensiByPersone(db, ids),
      (r) => r.id_persona,
    ),
    consensoCorrente: one<number, ConsensoPrivacyRow>(
      (ids) => findConsensiCorrentiByPersone(db, ids),
      (r) => r.id_persona,
    ),
  };
}
