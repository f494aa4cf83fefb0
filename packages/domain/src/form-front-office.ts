// Front-office forms: data confirmation, user data, privacy, checkout and receipt upload (spec 3 §5).
import { z } from './zod.ts';
import type { Giorno } from './date.ts';
import { MSG_OBBLIGATORIO } from './form-auth.ts';
import { personaSchema } from './form-persona.ts';
import { euroInCentesimi } from './importi.ts';
import { DONAZIONE_MAX_EURO, MSG_DONAZIONE } from './quote.ts';
import { isNomeValido, LIMITI } from './validatori.ts';

/** Spec 3 §5: messages of the front-office forms. */
export const MSG_FRONT = Object.freeze({
  nome: 'Inserire un nome valido',
  cognome: 'Inserire un cognome valido',
  donazione: MSG_DONAZIONE,
  datiDetrazione: 'Dati per detrazione mancanti',
  fileRichiesto: 'Selezionare un file',
  fileTipo: 'Sono ammessi solo file jpg, png, jpeg o pdf',
});

/** Spec 3 §5 personal-data confirmation: every field required, with the shared rules. */
export function confermaDatiSchema(oggi: Giorno) {
  return personaSchema({ socio: true, utente: true, modificheMaggiori: true, oggi });
}

const nomeUtente = (msg: string) =>
  z
    .string({ error: MSG_OBBLIGATORIO })
    .trim()
    .min(1, { error: MSG_OBBLIGATORIO, abort: true })
    .refine((s) => s.length >= LIMITI.nomeMin && s.length <= LIMITI.nomeMax && isNomeValido(s), msg);

/** Spec 3 §5 user-data edit: nome and cognome required (2+, name format); nothing else mandatory. */
export const datiUtenteSchema = z.object({
  nome: nomeUtente(MSG_FRONT.nome),
  cognome: nomeUtente(MSG_FRONT.cognome),
});

/** Spec 3 §5: the fields a donor needs for a deductible receipt. */
export const CAMPI_DETRAZIONE = [
  'nome',
  'cognome',
  'codice_fiscale',
  'residenza_indirizzo',
  'residenza_comune',
  'residenza_provincia',
] as const;

/** Spec 3 §5: true when the person has every field of a deductible receipt. */
export function datiDetrazioneCompleti(
  p: Partial<Record<(typeof CAMPI_DETRAZIONE)[number], string | null>>,
): boolean {
  return CAMPI_DETRAZIONE.every((k) => (p[k] ?? '').trim() !== '');
}

/** Spec 3 §5 checkout: with a donation above 0 the donor data are required (else go to utente/modifica). */
export function richiedeDatiDonatore(
  donazione: number | null | undefined,
  p: Partial<Record<(typeof CAMPI_DETRAZIONE)[number], string | null>>,
): boolean {
  return (donazione ?? 0) > 0 && !datiDetrazioneCompleti(p);
}

/** Spec 3 §5: where a donor with missing data is sent. */
export const percorsoDatiDonatore = (idPersona: number): string => `/f/${idPersona}/utente/modifica`;

const scelta = z.boolean({ error: MSG_OBBLIGATORIO });

/** Spec 3 §5 privacy: the four consents are required choices (true or false). */
export const privacySchema = z.object({
  consenso_i: scelta,
  consenso_l: scelta,
  consenso_s: scelta,
  consenso_t: scelta,
});

/** Spec 3 §9: donation 0 to DONAZIONE_MAX_EURO (decision 1210), entered in euros, stored in cents (empty = 0). */
export const donazioneSchema = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v) => euroInCentesimi(v) ?? 0)
  .refine((c) => Number.isInteger(c) && c >= 0 && c <= DONAZIONE_MAX_EURO * 100, MSG_FRONT.donazione);

/** Spec 3 §5: receipt upload file types. */
export const TIPI_FILE_RICEVUTA = ['jpg', 'png', 'jpeg', 'pdf'] as const;

/** Spec 3 §5: the extension of a file name, lower-case, without the dot ('' if none). */
export function estensioneFile(nome: string): string {
  const i = nome.lastIndexOf('.');
  return i < 0 ? '' : nome.slice(i + 1).toLowerCase();
}

/** Spec 3 §5: a receipt upload must be jpg, png, jpeg or pdf (null = ok, else the message). */
export function verificaFileRicevuta(nome: string | null | undefined): string | null {
  if (!nome) return MSG_FRONT.fileRichiesto;
  return (TIPI_FILE_RICEVUTA as readonly string[]).includes(estensioneFile(nome)) ? null : MSG_FRONT.fileTipo;
}

/** Spec 1 §7 / spec 3 §5: the stored key gets the file's extension appended. */
export function chiaveConEstensione(chiave: string, nomeFile: string): string {
  const ext = estensioneFile(nomeFile);
  return ext ? `${chiave}.${ext}` : chiave;
}

/** Spec 1 §7 / spec 3 §5: the filename meta field, transliterated to plain ASCII without non-printable characters. */
export function nomeFileAscii(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'AE' : 'ae'))
    .replace(/[Øø]/g, (c) => (c === 'Ø' ? 'O' : 'o'))
    .replace(/[^\x20-\x7e]/g, '');
}
