import { useColonneNascoste as useNascoste } from '../../../../lib/colonne-nascoste.ts';

/** The register's columns that can be hidden, with their Italian headers (table and export). */
export const COLONNE = [
  { id: 'nome', titolo: 'Nome' },
  { id: 'cognome', titolo: 'Cognome' },
  { id: 'soci', titolo: 'Soci' },
  { id: 'accesso', titolo: 'Accesso' },
  { id: 'iscrizione', titolo: 'Iscrizione' },
  { id: 'ruolo', titolo: 'Ruolo' },
  { id: 'utenti', titolo: 'Utenti' },
  { id: 'nazionale', titolo: 'Nazionale' },
] as const;
export type IdColonna = (typeof COLONNE)[number]['id'];

/**
 * On a phone the register starts with what a leader checks most (name, enrolment, users); the
 * other columns are one tap away in 'Colonne'.
 */
const NASCOSTE_SU_TELEFONO: IdColonna[] = ['soci', 'accesso', 'ruolo'];

/** Which columns the user hid (kept in this browser); until they choose, by screen width. */
export function useColonneNascoste() {
  return useNascoste<IdColonna>('registro', NASCOSTE_SU_TELEFONO);
}
