// Shared field validators (spec 1 §5.4, spec 1 §9, spec 2 §9).
import { z } from './zod.ts';
import { aggiungiAnni, confrontaGiorni, type Giorno } from './date.ts';
import { LIMITI } from './limiti-input.ts';

/** Spec 1 §5.4 nome: letters, accents, space, comma, hyphen, apostrophe. */
export const RE_NOME = /^[\p{L}\p{M} ,'’-]+$/u;
/** Spec 1 §5.4 citta: letters, accents, space and , - . ' ( ). */
export const RE_CITTA = /^[\p{L}\p{M} ,\-.'’()]+$/u;
/** Spec 1 §5.4 cap: digits only. */
export const RE_CAP = /^\d+$/;
/** Spec 1 §5.4 relazione: letters, digits, spaces. */
export const RE_RELAZIONE = /^[\p{L}\p{M}\d ]+$/u;

// The spec's lengths live with every other input bound (limiti-input.ts); re-exported for the forms.
export { LIMITI };

/** Spec 1 §5.4: valid name characters. */
export function isNomeValido(s: string): boolean {
  return RE_NOME.test(s);
}

/** Spec 1 §5.4: valid city characters. */
export function isCittaValida(s: string): boolean {
  return RE_CITTA.test(s);
}

/** Spec 1 §5.4 + spec 2 §5: a cap is 4 to 5 digits. */
export function isCapValido(s: string): boolean {
  return RE_CAP.test(s) && s.length >= LIMITI.capMin && s.length <= LIMITI.capMax;
}

/** Spec 1 §5.4: valid relationship characters (letters, digits, spaces). */
export function isRelazioneValida(s: string): boolean {
  return RE_RELAZIONE.test(s);
}

/** Spec 1 §5.4: a birth date lies between 5 and 100 years ago (both ends included). */
export function isDataNascitaValida(data: Giorno | null | undefined, oggi: Giorno): boolean {
  if (data == null || data === '') return false;
  try {
    return (
      confrontaGiorni(data, aggiungiAnni(oggi, -5)) <= 0 &&
      confrontaGiorni(data, aggiungiAnni(oggi, -100)) >= 0
    );
  } catch {
    return false;
  }
}

/** Spec 1 §5.2: form values are trimmed; a string schema that trims first. */
export const testo = () => z.string().trim();

/** Spec 1 §5.4: empty strings are sent as null. */
export function vuotoANull<T>(v: T | ''): T | null {
  return v === '' ? null : v;
}

/** Spec 1 §5.1 / §5.3: the email format used by every form. */
export function isEmailValida(s: string): boolean {
  return z.email().safeParse(s.trim()).success;
}
