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

/**
 * A whole number written in a URL or a form: strict decimal digits only, so '0x113', '1e3', '+7',
 * ' 7' or '7.0' are not read as numbers (issue 22: '/checkout/bonifico/0x113/…' was payment 275).
 * Null when not such a number or beyond a safe integer.
 */
export function interoDaTesto(s: string): number | null {
  if (!/^(0|[1-9]\d{0,15})$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** A whole number from JSON (a number) or from a URL (strict decimal text, interoDaTesto), or the message. */
export const interoStretto = (messaggio: string) =>
  z.union([z.number(), z.string()], { error: messaggio }).transform((v, ctx) => {
    const n = typeof v === 'number' ? (Number.isSafeInteger(v) ? v : null) : interoDaTesto(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: messaggio });
      return z.NEVER;
    }
    return n;
  });
