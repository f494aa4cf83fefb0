// Decision 1301 (issue 24, beyond the spec, needed by law): the section's identity, the issuer every
// receipt, statement, bank-details document and receipt mail names. One schema for the settings form
// and the server, and the lines the documents print, so an empty field prints nothing.
import { isCodiceFiscaleValido, normalizzaCodiceFiscale } from './codice-fiscale.ts';
import { LIMITI } from './limiti-input.ts';
import { z } from './zod.ts';

/** The bounds of the identity's fields (decision 1301): what a legal name, a RUNTS entry, a statement need. */
export const LIMITI_IDENTITA = Object.freeze({
  denominazione: 150,
  indirizzo: LIMITI.indirizzoMax,
  comune: LIMITI.inputMax,
  partitaIva: 11,
  runts: 200,
  detraibilita: 600,
});

export const MSG_IDENTITA = Object.freeze({
  denominazione: 'Inserire la denominazione della sezione',
  denominazioneLunga: `La denominazione può avere al massimo ${LIMITI_IDENTITA.denominazione} caratteri`,
  indirizzo: "Inserire l'indirizzo della sede",
  indirizzoLungo: `L'indirizzo può avere al massimo ${LIMITI_IDENTITA.indirizzo} caratteri`,
  cap: 'Inserire un CAP di 5 cifre',
  comune: 'Inserire il comune della sede',
  comuneLungo: `Il comune può avere al massimo ${LIMITI_IDENTITA.comune} caratteri`,
  provincia: 'Inserire la sigla della provincia (due lettere)',
  codiceFiscale:
    "Codice fiscale non valido: 11 cifre per un'associazione, 16 caratteri per una persona fisica",
  partitaIva: 'Partita IVA non valida: 11 cifre con la cifra di controllo corretta',
  runtsLungo: `L'iscrizione RUNTS può avere al massimo ${LIMITI_IDENTITA.runts} caratteri`,
  detraibilitaLunga: `La dichiarazione può avere al massimo ${LIMITI_IDENTITA.detraibilita} caratteri`,
  caratteriDiControllo: 'Il testo contiene caratteri non stampabili (tabulazioni, ritorni a capo o simili)',
  aggiornati: 'Dati aggiornati',
});

/**
 * Every document prints these fields on one line (the deductibility statement excepted, which may
 * run over several): a tab, a carriage return or an escape code would break the receipt's layout or
 * hide text in it, so the C0 and C1 control characters are refused, and line breaks where one line
 * is printed.
 */
const CONTROLLO_IN_RIGA = /[\p{Cc}\u2028\u2029]/u;
const CONTROLLO_IN_TESTO = /(?!\n)[\p{Cc}\u2028\u2029]/u;
const inRiga = (v: string) => !CONTROLLO_IN_RIGA.test(v);

/**
 * The check digit of an 11-digit number (partita IVA, and the numeric codice fiscale of an
 * association, which follow the same rule): digits in odd places as they are, in even places
 * doubled (minus 9 above 9), and the last digit brings the sum to a multiple of 10.
 */
export function isNumeroFiscaleValido(s: string): boolean {
  if (!/^\d{11}$/.test(s)) return false;
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const c = Number(s[i]);
    const d = i % 2 === 0 ? c : c * 2;
    somma += d > 9 ? d - 9 : d;
  }
  return (10 - (somma % 10)) % 10 === Number(s[10]);
}

/** An association's codice fiscale (11 digits with its check digit) or a person's (16 characters). */
export function isCodiceFiscaleSezioneValido(cf: string): boolean {
  const s = normalizzaCodiceFiscale(cf);
  if (/^\d{11}$/.test(s)) return isNumeroFiscaleValido(s);
  return s.length === 16 && isCodiceFiscaleValido(s);
}

const obbligatorio = (vuoto: string, max: number, lungo: string) =>
  z
    .string({ error: vuoto })
    .trim()
    .min(1, vuoto)
    .max(max, lungo)
    .refine(inRiga, MSG_IDENTITA.caratteriDiControllo);
/** An optional text: '' and null both mean "none", stored as null; `righe` lets it hold line breaks. */
const facoltativo = (max: number, lungo: string, righe = false) =>
  z
    .string({ error: lungo })
    .trim()
    .max(max, lungo)
    .refine(
      (v) => !(righe ? CONTROLLO_IN_TESTO : CONTROLLO_IN_RIGA).test(v),
      MSG_IDENTITA.caratteriDiControllo,
    )
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Decision 1301: the identity as the settings form and `modificaIdentitaSezione` receive it. Legal
 * name, registered office and codice fiscale are required; partita IVA, RUNTS registration and the
 * deductibility statement only where the section has them. Stored trimmed, codes in upper case.
 */
export const identitaSezioneSchema = z.object({
  denominazione: obbligatorio(
    MSG_IDENTITA.denominazione,
    LIMITI_IDENTITA.denominazione,
    MSG_IDENTITA.denominazioneLunga,
  ),
  indirizzo: obbligatorio(MSG_IDENTITA.indirizzo, LIMITI_IDENTITA.indirizzo, MSG_IDENTITA.indirizzoLungo),
  cap: z
    .string({ error: MSG_IDENTITA.cap })
    .trim()
    .regex(/^\d{5}$/, MSG_IDENTITA.cap),
  comune: obbligatorio(MSG_IDENTITA.comune, LIMITI_IDENTITA.comune, MSG_IDENTITA.comuneLungo),
  provincia: z
    .string({ error: MSG_IDENTITA.provincia })
    .trim()
    .regex(/^[A-Za-z]{2}$/, MSG_IDENTITA.provincia)
    .transform((p) => p.toUpperCase()),
  codice_fiscale: z
    .string({ error: MSG_IDENTITA.codiceFiscale })
    .trim()
    .max(16, MSG_IDENTITA.codiceFiscale)
    .refine(isCodiceFiscaleSezioneValido, MSG_IDENTITA.codiceFiscale)
    .transform(normalizzaCodiceFiscale),
  partita_iva: z
    .string({ error: MSG_IDENTITA.partitaIva })
    .trim()
    .max(LIMITI_IDENTITA.partitaIva, MSG_IDENTITA.partitaIva)
    .refine((v) => v === '' || isNumeroFiscaleValido(v), MSG_IDENTITA.partitaIva)
    .nullish()
    .transform((v) => (v ? v : null)),
  runts: facoltativo(LIMITI_IDENTITA.runts, MSG_IDENTITA.runtsLungo),
  detraibilita: facoltativo(LIMITI_IDENTITA.detraibilita, MSG_IDENTITA.detraibilitaLunga, true),
});

export type IdentitaSezioneInput = z.input<typeof identitaSezioneSchema>;
export type IdentitaSezione = z.output<typeof identitaSezioneSchema>;

/** The identity as stored or read: any field may be missing until an administrator saves it. */
export type IdentitaSalvata = { [K in keyof IdentitaSezione]?: string | null };

const pieno = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** Whether the identity has what the law asks of every receipt (name, office, codice fiscale). */
export function identitaCompleta(i: IdentitaSalvata | null | undefined): boolean {
  return !!i && pieno(i.denominazione) && pieno(i.indirizzo) && pieno(i.comune) && pieno(i.codice_fiscale);
}

/** 'Via dei Pioppi 12, 20159 Milano (MI)': only the parts that are there; '' when none is. */
export function indirizzoSede(i: IdentitaSalvata): string {
  const citta = [i.cap, i.comune].filter(pieno).join(' ');
  const conProvincia = pieno(i.provincia) ? `${citta}${citta ? ' ' : ''}(${i.provincia})` : citta;
  return [i.indirizzo, conProvincia].filter(pieno).join(', ');
}

/**
 * The lines a document prints under the section's name: registered office, codice fiscale,
 * partita IVA, RUNTS registration, each only when present (never 'undefined' or an empty label).
 */
export function righeIdentita(i: IdentitaSalvata | null | undefined): string[] {
  if (!i) return [];
  const sede = indirizzoSede(i);
  return [
    sede ? `Sede: ${sede}` : '',
    pieno(i.codice_fiscale) ? `Codice fiscale: ${i.codice_fiscale}` : '',
    pieno(i.partita_iva) ? `Partita IVA: ${i.partita_iva}` : '',
    pieno(i.runts) ? i.runts.trim() : '',
  ].filter((r) => r !== '');
}

/** The deductibility statement to print, or null when the section has none. */
export const dichiarazioneDetraibilita = (i: IdentitaSalvata | null | undefined): string | null =>
  i && pieno(i.detraibilita) ? i.detraibilita.trim() : null;
