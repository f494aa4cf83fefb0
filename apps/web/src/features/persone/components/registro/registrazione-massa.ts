import { salvaSelezioneMassa } from '../../../../lib/selezione-massa.ts';
import type { RigaRegistro } from './righe-registro.ts';

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
  salvaSelezioneMassa(persone);
  return persone;
}
