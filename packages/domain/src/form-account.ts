// Account forms of the member area: new account, mass registration, invite (spec 2 §5).
import { z } from './zod.ts';
import { msgEmailNonValida } from './form-contatti.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { isEmailValida, isNomeValido, LIMITI } from './validatori.ts';

/** Spec 2 §5: messages of the account forms. */
export const MSG_ACCOUNT = Object.freeze({
  email: 'Inserire un email valido',
  nome: 'Inserire un nome valido',
  cognome: 'Inserire un cognome valido',
  giaCollegato: 'Account già collegato',
  parentelaRegistrata: 'Parentela già registrata',
  codiceNonVisibile:
    "Non hai i permessi sufficienti per visualizzare il codice/link di registrazione dell'utente",
  nessunaSelezione: 'Nessuna persona selezionata. Torna indietro',
  troppiCc: 'Al massimo 5 indirizzi in copia',
  altroIndirizzo: "L'invito va all'indirizzo dell'utente",
});

const nomeOpzionale = (msg: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .refine(
      (s) => s === undefined || (s.length >= LIMITI.nomeMin && s.length <= LIMITI.nomeMax && isNomeValido(s)),
      msg,
    );

const emailAccount = z
  .string({ error: MSG_ACCOUNT.email })
  .trim()
  .refine((s) => s.length <= LIMITI.contattoMax && isEmailValida(s), MSG_ACCOUNT.email);

/** Spec 2 §5 new account: valid email; optional name and surname 2 to 40; a relation. */
export const nuovoAccountSchema = z.object({
  email: emailAccount,
  nome: nomeOpzionale(MSG_ACCOUNT.nome),
  cognome: nomeOpzionale(MSG_ACCOUNT.cognome),
  relazione: z.string().trim().min(1).max(LIMITI_INPUT.relazione),
});

/** Spec 2 §3/§5 mass-registration item: email required, id_persona, relazione, optional nome and cognome. */
export const registrazioneMassaSchema = z.object({
  email: emailAccount,
  id_persona: z.number().int().positive(),
  relazione: z.string().trim().min(1).max(LIMITI_INPUT.relazione),
  nome: nomeOpzionale(MSG_ACCOUNT.nome),
  cognome: nomeOpzionale(MSG_ACCOUNT.cognome),
});

/** Spec 2 §5 'same person' relation: disabled when the person already has a user. */
export const RELAZIONE_STESSA_PERSONA = 'stessa persona';

/** Spec 2 §3 mass-registration item, also creaUtente's arguments (GraphQL NuovoUtente). */
export interface NuovoUtente {
  email: string;
  id_persona: number;
  /** RELAZIONE_STESSA_PERSONA (the person's own user) or a parent's relation (Mamma, Papà, free text) */
  relazione: string;
  nome?: string | null;
  cognome?: string | null;
}

/** Per item of an account creation: the user made, or why not (GraphQL EsitoNuovoUtente). */
export interface EsitoNuovoUtente {
  id_persona: number;
  id_utente: number | null;
  registration_token: string | null;
  errorType: string | null;
  errorMessage: string | null;
}

/** Spec 2 §8: the errorType of an item that met another run's locks; the web asks to click again. */
export const ERRORE_DEADLOCK = 'DEADLOCK';

/** Spec 2 §5: why the link button is disabled (null when enabled). */
export function motivoCollegamentoDisabilitato(
  giaCollegato: boolean,
  parentelaEsistente: boolean,
): string | null {
  if (giaCollegato) return MSG_ACCOUNT.giaCollegato;
  if (parentelaEsistente) return MSG_ACCOUNT.parentelaRegistrata;
  return null;
}

/** At most this many addresses in copy of an invite (an invite is not a mailing list). */
export const MAX_CC = LIMITI_INPUT.cc;

/** Spec 2 §5 invite: cc addresses comma-separated and trimmed (empty parts and repeats dropped). */
export function parseCc(testo: string | null | undefined): string[] {
  const visti = new Set<string>();
  return (testo ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => {
      const k = s.toLowerCase();
      if (s === '' || visti.has(k)) return false;
      visti.add(k);
      return true;
    });
}

/** Spec 2 §5 invite: email required when the user has none; cc list of valid addresses. */
export function invitoSchema(emailUtente: string | null | undefined) {
  return z.object({
    email: z
      .string()
      .trim()
      .optional()
      .refine((s) => (s ? isEmailValida(s) : !!emailUtente), MSG_ACCOUNT.email)
      // A user with an address is invited there: the invite cannot be redirected (attack review).
      .refine(
        (s) => !s || !emailUtente || s.toLowerCase() === emailUtente.toLowerCase(),
        MSG_ACCOUNT.altroIndirizzo,
      )
      .transform((s) => (s ? s : (emailUtente ?? ''))),
    cc: z
      .string()
      .optional()
      .transform(parseCc)
      // In a list, the message names the wrong address (spec 2 §5 contacts: "L'indirizzo {e} non è valido").
      .superRefine((l, ctx) => {
        const errata = l.find((e) => !isEmailValida(e));
        if (errata !== undefined) ctx.addIssue({ code: 'custom', message: msgEmailNonValida(errata) });
      })
      .refine((l) => l.length <= MAX_CC, MSG_ACCOUNT.troppiCc),
  });
}
