// Italian tax code (codice fiscale) rules (spec 1 §5.4, spec 2 §5, spec 3 §7 checks cfNonValido / cfIncompatibile).
import { type Giorno, isoGiorno } from './date.ts';

const ALFABETO = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Values of the characters in odd positions (1st, 3rd, …): digits first, then A–Z.
const VALORI_DISPARI = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16,
  10, 22, 25, 24, 23,
];
const valoreDispari = (c: string): number | undefined => VALORI_DISPARI[ALFABETO.indexOf(c)];

const valorePari = (c: string): number =>
  c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;

/** Spec 1 §5.4 omocodia: letters that replace the digits 0–9 in the numeric positions. */
export const LETTERE_OMOCODIA = 'LMNPQRSTUV';

/** Positions (0-based) of the digits that omocodia may replace with letters. */
export const POSIZIONI_OMOCODIA: readonly number[] = [6, 7, 9, 10, 12, 13, 14];

const MESI = 'ABCDEHLMPRST';
const N = `[0-9${LETTERE_OMOCODIA}]`;
const STRUTTURA = new RegExp(`^[A-Z]{6}${N}{2}[${MESI}]${N}{2}[A-Z]${N}{3}[A-Z]$`);

/** Spec 1 §5.4: the codice fiscale as stored: trimmed and upper-case. */
export function normalizzaCodiceFiscale(cf: string): string {
  return cf.trim().toUpperCase();
}

/** Spec 1 §5.4: the check character of the first 15 characters (odd/even tables, sum mod 26). */
export function carattereControllo(primi15: string): string {
  const s = primi15.toUpperCase();
  let somma = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i] ?? '';
    const v = i % 2 === 0 ? valoreDispari(c) : valorePari(c);
    if (v === undefined || !ALFABETO.includes(c) || c === '') return '';
    somma += v;
  }
  return String.fromCharCode(65 + (somma % 26));
}

/**
 * Spec 1 §5.4: empty allowed; otherwise 16 characters, valid layout (omocodia included), a birth
 * day that exists (1–31, +40 for women, within the month) and the right check character.
 */
export function isCodiceFiscaleValido(cf: string | null | undefined): boolean {
  if (cf == null) return true;
  const s = normalizzaCodiceFiscale(cf);
  if (s === '') return true;
  if (!STRUTTURA.test(s)) return false;
  if (!dataDiNascitaPossibile(deomocodia(s))) return false;
  return carattereControllo(s.slice(0, 15)) === s[15];
}

// Days per month; February 29 is possible whenever the two-digit year may be a leap year (the
// century is not in the code: 00 is 2000, a leap year, or 1900, which was not).
const GIORNI_MESE = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dataDiNascitaPossibile(s: string): boolean {
  const mese = MESI.indexOf(s[8] ?? '');
  const gg = Number(s.slice(9, 11));
  const giorno = gg > 40 ? gg - 40 : gg;
  if (mese < 0 || giorno < 1 || (gg > 31 && gg < 41) || giorno > (GIORNI_MESE[mese] ?? 0)) return false;
  return !(mese === 1 && giorno === 29 && Number(s.slice(6, 8)) % 4 !== 0);
}

/** Spec 1 §5.4 omocodia: replaces the letters of the numeric positions back with digits. */
export function deomocodia(cf: string): string {
  const chars = normalizzaCodiceFiscale(cf).split('');
  for (const i of POSIZIONI_OMOCODIA) {
    const c = chars[i];
    const k = c === undefined ? -1 : LETTERE_OMOCODIA.indexOf(c);
    if (k >= 0) chars[i] = String(k);
  }
  return chars.join('');
}

/** Spec 3 §7: what a codice fiscale encodes about sex and birth date. */
export interface DatiCodiceFiscale {
  sesso: 'M' | 'F';
  /** last two digits of the birth year */
  anno2: number;
  mese: number;
  giorno: number;
}

/** Spec 3 §7: decodes sex and birth date of a valid codice fiscale (null if invalid or empty). */
export function decodificaCodiceFiscale(cf: string | null | undefined): DatiCodiceFiscale | null {
  if (!cf || !isCodiceFiscaleValido(cf) || normalizzaCodiceFiscale(cf) === '') return null;
  const s = deomocodia(cf);
  const mese = MESI.indexOf(s[8] ?? '') + 1;
  const gg = Number(s.slice(9, 11));
  if (gg < 1 || (gg > 31 && gg < 41) || gg > 71) return null;
  return { sesso: gg > 40 ? 'F' : 'M', anno2: Number(s.slice(6, 8)), mese, giorno: gg > 40 ? gg - 40 : gg };
}

/** Spec 3 §7 cfIncompatibile: which of sex and birth date disagree with the codice fiscale. */
export interface CompatibilitaCodiceFiscale {
  sesso: boolean;
  data_nascita: boolean;
}

/** Spec 3 §7 cfIncompatibile: compares a valid codice fiscale with sex and birth date (missing data agree). */
export function compatibilitaCodiceFiscale(
  cf: string,
  sesso: 'M' | 'F' | null | undefined,
  dataNascita: Giorno | null | undefined,
): CompatibilitaCodiceFiscale | null {
  const dati = decodificaCodiceFiscale(cf);
  if (!dati) return null;
  let dataOk = true;
  if (dataNascita != null && dataNascita !== '') {
    const [y, m, g] = isoGiorno(dataNascita).split('-').map(Number) as [number, number, number];
    dataOk = y % 100 === dati.anno2 && m === dati.mese && g === dati.giorno;
  }
  return { sesso: sesso == null || sesso === dati.sesso, data_nascita: dataOk };
}

/** Spec 3 §7 cfIncompatibile: true when a valid codice fiscale agrees with sex and birth date. */
export function isCodiceFiscaleCompatibile(
  cf: string,
  sesso: 'M' | 'F' | null | undefined,
  dataNascita: Giorno | null | undefined,
): boolean {
  const c = compatibilitaCodiceFiscale(cf, sesso, dataNascita);
  return c?.sesso === true && c.data_nascita;
}
