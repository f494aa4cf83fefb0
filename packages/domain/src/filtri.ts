// List filters of the member register and treasury tables (spec 2 §5 "Filters", spec 3 §2 "Filters").
import { euroInCentesimi } from './importi.ts';
import { type Giorno, isoGiorno } from './date.ts';
import { RUOLI, ruoloById } from './ruoli.ts';

/** Spec 2 §5: years of a birth-year filter; applies at 4 or more characters, comma-separated years allowed
 * (null = the filter does not apply yet). */
export function anniFiltroNascita(filtro: string | null | undefined): number[] | null {
  const s = (filtro ?? '').trim();
  if (s.length < 4) return null;
  const anni = s
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{4}$/.test(p))
    .map(Number);
  return anni.length > 0 ? anni : null;
}

/** Spec 2 §5: does a birth date pass the birth-year filter (always true when the filter does not apply). */
export function passaFiltroNascita(
  dataNascita: Giorno | null | undefined,
  filtro: string | null | undefined,
): boolean {
  const anni = anniFiltroNascita(filtro);
  if (anni === null) return true;
  if (dataNascita == null || dataNascita === '') return false;
  return anni.includes(Number(isoGiorno(dataNascita).slice(0, 4)));
}

/** Spec 2 §5: a person as the text and role filters read it. */
export interface PersonaFiltro {
  nome: string | null;
  cognome: string | null;
  data_nascita?: Giorno | null;
  nomine: readonly { id_ruolo: string; numero_gruppo: number | null }[];
}

/** Text as the filters compare it: accents dropped (NFD without combining marks), lower case. */
export const minuscolo = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a text or role filter, as the filters read them. */
export const paroleFiltro = (testo: string | null | undefined): string[] =>
  minuscolo(testo).split(/\s+/).filter(Boolean);

/** Spec 2 §5: full text matches first name, last name or birth year (every word must match one of them). */
export function passaTestoLibero(p: PersonaFiltro, testo: string | null | undefined): boolean {
  const parole = paroleFiltro(testo);
  if (parole.length === 0) return true;
  const anno = p.data_nascita ? isoGiorno(p.data_nascita).slice(0, 4) : '';
  const campi = [minuscolo(p.nome), minuscolo(p.cognome), anno];
  return parole.every((w) => campi.some((c) => c.includes(w)));
}

/**
 * A word of the role filter as conditions on one appointment: its role among `ruoli` (null: any) and
 * its group number `numero` (null: any). The server's SQL (decision 0907) applies the same object.
 */
export interface CondizioneNomina {
  ruoli: readonly string[] | null;
  numero: number | null;
}

const idRuoli = (scelto: (r: (typeof RUOLI)[number]) => boolean) =>
  RUOLI.filter(scelto).map((r) => r.id_ruolo);

/** Spec 2 §5: what a (lower-case) word of the role filter asks of an appointment. */
export function condizioneParolaRuolo(t: string): CondizioneNomina {
  if (t === 'adulti') return { ruoli: idRuoli((r) => r.adulto), numero: null };
  if (t === 'staff') return { ruoli: idRuoli((r) => r.adulto && r.diretto), numero: null };
  if (/^\d+$/.test(t)) return { ruoli: null, numero: Number(t) };
  const conGruppo = /^([a-z]+)(\d+)$/.exec(t);
  if (conGruppo)
    return { ruoli: idRuoli((r) => r.id_ruolo.toLowerCase() === conGruppo[1]), numero: Number(conGruppo[2]) };
  if (ruoloById(t.toUpperCase())) return { ruoli: [t.toUpperCase()], numero: null };
  return {
    ruoli: idRuoli((r) => minuscolo(r.nome).startsWith(t) || r.keywords.some((k) => k.startsWith(t))),
    numero: null,
  };
}

/** Spec 2 §5: the role filter read: null (no filter), 'nessuno' (no appointment), or one condition a word. */
export function interpretaFiltroRuolo(
  filtro: string | null | undefined,
): null | 'nessuno' | CondizioneNomina[] {
  const parole = paroleFiltro(filtro);
  if (parole.length === 0) return null;
  if (parole.length === 1 && parole[0] === 'nessuno') return 'nessuno';
  return parole.map(condizioneParolaRuolo);
}

const soddisfa = (c: CondizioneNomina, n: { id_ruolo: string; numero_gruppo: number | null }) =>
  (c.ruoli === null || c.ruoli.includes(n.id_ruolo)) && (c.numero === null || n.numero_gruppo === c.numero);

/** Spec 2 §5 / spec 3 §2: role filter, case-insensitive: role id, name prefix, keywords, group number
 * ('L10' = role and group); every word must hold for one same appointment; 'nessuno' = no appointment. */
export function passaFiltroRuolo(
  p: Pick<PersonaFiltro, 'nomine'>,
  filtro: string | null | undefined,
): boolean {
  const condizioni = interpretaFiltroRuolo(filtro);
  if (condizioni === null) return true;
  if (condizioni === 'nessuno') return p.nomine.length === 0;
  return p.nomine.some((n) => condizioni.every((c) => soddisfa(c, n)));
}

/** Spec 3 §2: suggestions shown by the role filter. */
export const SUGGERIMENTI_RUOLO = [
  'L10',
  'lupi',
  'staff',
  'cg',
  'cu',
  'cr',
  'cos',
  'cosez',
  'staff 10 rep',
  'nessuno',
  'ST',
  'adulti',
];

/** Spec 3 §2: a filter on stato matches exact values or values ending with the chosen value. */
export function passaFiltroStato(
  valore: string | null | undefined,
  filtro: string | null | undefined,
): boolean {
  if (!filtro) return true;
  if (valore == null) return false;
  // A comma-separated list matches any of its values (the dashboard's 'Sezione/Nazionale' slice).
  return valoriFiltroStato(filtro).some((f) => valore === f || valore.endsWith(f));
}

/** The values of a stato filter (comma-separated, blanks dropped). */
export const valoriFiltroStato = (filtro: string): string[] =>
  filtro
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');

/** Spec 3 §2: amount filter: an exact amount in euros; a leading '-' means outgoing, '+' incoming. */
export function parseFiltroImporto(
  testo: string | null | undefined,
): { importo: number; direzione: 'uscita' | 'entrata' | null } | null {
  const s = (testo ?? '').trim();
  if (s === '') return null;
  const direzione = s.startsWith('-') ? 'uscita' : s.startsWith('+') ? 'entrata' : null;
  const importo = euroInCentesimi(direzione ? s.slice(1) : s);
  if (importo === null || Number.isNaN(importo)) return null;
  return { importo, direzione };
}

/** Spec 3 §2: date range filters compare by day and apply only when both ends are set. */
export function passaFiltroDate(
  data: Giorno | null | undefined,
  da: Giorno | null | undefined,
  a: Giorno | null | undefined,
): boolean {
  if (!da || !a) return true;
  if (!data) return false;
  const g = isoGiorno(data);
  return g >= isoGiorno(da) && g <= isoGiorno(a);
}
