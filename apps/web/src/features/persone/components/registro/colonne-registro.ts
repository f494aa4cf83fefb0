import { useLocalStorage } from '@mantine/hooks';

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

/** Which columns the user hid (kept in this browser). */
export function useColonneNascoste() {
  return useLocalStorage<IdColonna[]>({ key: 'zaino.registro.colonneNascoste', defaultValue: [] });
}
