import type { Db } from '../../db/client.ts';
import { many, one } from '../../lib/batch.ts';
import {
  type ConsensoPrivacyRow,
  type ContattoRow,
  findConsensiCorrentiByPersone,
  findContattiByPersone,
  findParenteleByPersone,
  findPersoneByIds,
  findUtentiByPersone,
  type ParentelaRow,
  type PersonaRow,
  type UtenteRow,
} from './persone.repo.ts';

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
    consensoCorrente: one<number, ConsensoPrivacyRow>(
      (ids) => findConsensiCorrentiByPersone(db, ids),
      (r) => r.id_persona,
    ),
  };
}
