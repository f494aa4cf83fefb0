// Merging a duplicate pair into one person (issue 25, decision 0930): the pure rules that decide
// whether a merge may go ahead and what the kept person's record becomes.
import { z } from './zod.ts';
import { nomeCognome } from './formato.ts';

const idPersona = z.number().int().positive().max(2_147_483_647);

/** Input bounds (DESIGN.md §9): the person kept and the one merged into it, distinct. */
export const fusioneSchema = z
  .object({ id_tieni: idPersona, id_elimina: idPersona })
  .refine((v) => v.id_tieni !== v.id_elimina, { error: 'Scegli due persone diverse da unire' });

/** The personal fields a merge fills on the kept person when it has none and the other has one. */
export const CAMPI_ANAGRAFICI = [
  'nome',
  'cognome',
  'sesso',
  'data_nascita',
  'codice_fiscale',
  'luogo_nascita',
  'residenza_cap',
  'residenza_comune',
  'residenza_indirizzo',
  'residenza_provincia',
  'id_persona_nazionale',
] as const;

export type CampoAnagrafico = (typeof CAMPI_ANAGRAFICI)[number];
export type Anagrafica = { [K in CampoAnagrafico]: string | number | null };

const vuoto = (v: string | number | null) => v == null || (typeof v === 'string' && v.trim() === '');

/**
 * The fields the kept person takes from the other: only those it lacks (the kept record wins every
 * disagreement, so the office chooses the outcome by choosing which person to keep).
 */
export function campiDaCompletare(tieni: Anagrafica, elimina: Anagrafica): Partial<Anagrafica> {
  const fuori: Partial<Anagrafica> = {};
  for (const c of CAMPI_ANAGRAFICI) {
    if (vuoto(tieni[c]) && !vuoto(elimina[c])) (fuori as Record<string, unknown>)[c] = elimina[c];
  }
  return fuori;
}

/** The scout years both persons have an enrolment in: a merge cannot choose between them. */
export function anniInConflitto(anniTieni: readonly number[], anniElimina: readonly number[]): number[] {
  const tieni = new Set(anniTieni);
  return [...new Set(anniElimina)].filter((a) => tieni.has(a)).sort((a, b) => a - b);
}

/** Name first, as the check's rows and the register show a person. */
const nomeDi = (p: { nome: string | null; cognome: string | null }) => nomeCognome(p) ?? 'senza nome';

/** Why two persons cannot be merged, in Italian, or null when they can. */
export function motivoRifiutoFusione(
  tieni: { nome: string | null; cognome: string | null; anni: readonly number[] },
  elimina: { nome: string | null; cognome: string | null; anni: readonly number[] },
): string | null {
  const anni = anniInConflitto(tieni.anni, elimina.anni);
  if (anni.length === 0) return null;
  const elenco = anni.map((a) => `${a}/${String((a + 1) % 100).padStart(2, '0')}`).join(', ');
  return `${nomeDi(tieni)} e ${nomeDi(elimina)} sono iscritti entrambi nell'anno scout ${elenco}: elimina o correggi una delle due iscrizioni prima di unirli.`;
}
