import type { RigaRegistro } from './righe-registro.ts';

/** The key /b/register reads the selected persons from (kept across a reload of that page). */
export const CHIAVE_REGISTRAZIONE_MASSA = 'zaino.registrazioneMassa';

export interface PersonaDaRegistrare {
  id_persona: number;
  nome: string;
  cognome: string;
  data_nascita: string | null;
}

/** Spec 2 §2 'Registra in massa': the selected persons, written where /b/register looks for them. */
export function preparaRegistrazioneMassa(righe: readonly RigaRegistro[]): PersonaDaRegistrare[] {
  const persone = righe.map((r) => ({
    id_persona: r.id_persona,
    nome: r.nome,
    cognome: r.cognome,
    data_nascita: r.data_nascita,
  }));
  try {
    sessionStorage.setItem(CHIAVE_REGISTRAZIONE_MASSA, JSON.stringify(persone));
  } catch {
    // Storage full or disabled: the router state still carries them for this navigation.
  }
  return persone;
}
