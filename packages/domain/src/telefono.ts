// Phone numbers: normalisation to the +39 form, display and links (spec 1 §5.4, spec 2 §2).

/** Spec 1 §9: the Italian country code. */
export const PREFISSO_ITALIA = '+39';

/** Decision 0109: digits of a national landline, leading 0 included. */
const FISSO_MIN = 8;
const FISSO_MAX = 11;

/** Spec 1 §5.4: phone normalisation to +39 form; null when the number is not valid. */
export function normalizzaTelefono(input: string | null | undefined): string | null {
  if (input == null) return null;
  let s = input.trim().replace(/[\s.\-/()]/g, '');
  if (s === '') return null;
  if (s.lastIndexOf('+') > 0) return null; // a plus sign may only lead
  if (s.startsWith('00')) s = `+${s.slice(2)}`; // 0039 becomes +39
  if (s.startsWith('+')) {
    const cifre = s.slice(1);
    if (!/^\d+$/.test(cifre)) return null;
    if (!cifre.startsWith('39')) {
      return cifre.length >= 4 && cifre.length <= 15 ? s : null; // international +CC: 4 to 15 digits
    }
    s = cifre.slice(2);
  }
  if (!/^\d+$/.test(s)) return null;
  if (s.startsWith('3')) {
    return s.length === 9 || s.length === 10 ? `${PREFISSO_ITALIA}${s}` : null; // mobile: 9 or 10 digits
  }
  // Decision 0109: an Italian landline starts with 0 and has 8 to 11 digits; a number starting with
  // neither 0 nor 3 is no Italian number, and is refused rather than given a 0 ('12345678').
  if (!s.startsWith('0')) return null;
  return s.length >= FISSO_MIN && s.length <= FISSO_MAX ? `${PREFISSO_ITALIA}${s}` : null;
}

/** Spec 1 §5.4: a phone is valid when it normalises. */
export function isTelefonoValido(input: string | null | undefined): boolean {
  return normalizzaTelefono(input) !== null;
}

const gruppi = (s: string, dimensioni: number[]): string[] => {
  const out: string[] = [];
  let i = 0;
  for (const d of dimensioni) {
    if (i >= s.length) break;
    out.push(s.slice(i, i + d));
    i += d;
  }
  if (i < s.length) out.push(s.slice(i));
  return out;
};

/** Spec 2 §2: Italian numbers are shown with +39 spacing ('+39 333 123 4567', '+39 06 1234 5678'). */
export function formatTelefono(input: string | null | undefined): string {
  const n = normalizzaTelefono(input);
  if (n === null) return input?.trim() ?? '';
  if (!n.startsWith(PREFISSO_ITALIA)) return n;
  const nazionale = n.slice(PREFISSO_ITALIA.length);
  const parti = nazionale.startsWith('3')
    ? gruppi(nazionale, [3, 3])
    : gruppi(nazionale, [/^0[26]/.test(nazionale) ? 2 : 3, 4]);
  return [PREFISSO_ITALIA, ...parti].join(' ');
}

/** Spec 2 §2: the WhatsApp link of a contact ('https://wa.me/' + digits), null when not valid. */
export function linkWhatsapp(input: string | null | undefined): string | null {
  const n = normalizzaTelefono(input);
  return n === null ? null : `https://wa.me/${n.slice(1)}`;
}

/** Spec 2 §2: the tel link of a contact ('tel:+39…'), null when not valid. */
export function linkTel(input: string | null | undefined): string | null {
  const n = normalizzaTelefono(input);
  return n === null ? null : `tel:${n}`;
}
