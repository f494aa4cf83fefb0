import { formatData } from '@zaino/domain/formato';
import { formatTelefono } from '@zaino/domain/telefono';
import type { Cella } from '../../../../lib/esporta.ts';

// Decision 0917: the secretary's columns of the register export, after the columns on screen. The
// server answers them only for the persons the viewer reads ('persona.leggi', the register's reach),
// so the web adds no rule of its own: an empty value is exported as an empty cell.

/** What the export reads of a person besides the register's row. */
export interface AnagraficaPersona {
  data_nascita?: string | null;
  codice_fiscale?: string | null;
  residenza_indirizzo?: string | null;
  residenza_cap?: string | null;
  residenza_comune?: string | null;
  residenza_provincia?: string | null;
  contatti?: readonly { tipo: string; valore: string }[] | null;
  iscrizione?: { n_tessera?: string | null } | null;
}

const valori = (contatti: AnagraficaPersona['contatti'], tipo: 'e' | 't') =>
  (contatti ?? [])
    .filter((c) => c.tipo === tipo)
    .map((c) => (tipo === 't' ? formatTelefono(c.valore) : c.valore));

export const COLONNE_ANAGRAFICA: readonly { titolo: string; valore: (p: AnagraficaPersona) => Cella }[] = [
  { titolo: 'Data di nascita', valore: (p) => formatData(p.data_nascita) },
  { titolo: 'Codice fiscale', valore: (p) => p.codice_fiscale },
  { titolo: 'Indirizzo', valore: (p) => p.residenza_indirizzo },
  { titolo: 'CAP', valore: (p) => p.residenza_cap },
  { titolo: 'Comune', valore: (p) => p.residenza_comune },
  { titolo: 'Provincia', valore: (p) => p.residenza_provincia },
  { titolo: 'Email', valore: (p) => valori(p.contatti, 'e').join(', ') },
  { titolo: 'Telefoni', valore: (p) => valori(p.contatti, 't').join(', ') },
  { titolo: 'Tessera', valore: (p) => p.iscrizione?.n_tessera },
];
