// Contacts form (spec 1 §5.3, spec 2 §5 "Contacts").
import { z } from './zod.ts';
import { normalizzaTelefono } from './telefono.ts';
import { isEmailValida, LIMITI, RE_RELAZIONE } from './validatori.ts';

/** Spec 1 §5.3: field and list messages of the contacts form. */
export const MSG_CONTATTI = Object.freeze({
  emailNonValida: 'Inserire un indirizzo valido',
  emailVuota: 'Non è possibile inserire un indirizzo vuoto',
  telefonoNonValido: 'Inserire un numero valido',
  telefonoVuoto: 'Non è possibile inserire un numero vuoto',
  minEmail: 'Inserire almeno un indirizzo email',
  emailDoppie: 'Inserire email differenti',
  notificaEmail: 'Scegliere almeno un indirizzo email a cui ricevere notifiche',
  minTelefoni: 'Inserire almeno un recapito telefonico',
  telefoniDoppi: 'Inserire numeri differenti',
  riepilogoNotifiche: 'Indicare almeno un indirizzo al quale ricevere le notifiche',
  riepilogoTelefoni: 'Indicare almeno un numero telefonico',
  consiglioGenitoreFiglio:
    'Non utilizzare lo stesso indirizzo email o lo stesso numero di telefono per un genitore e per un figlio',
});

/** Spec 1 §5.3 summary: 'Il numero di telefono {n} non è valido'. */
export const msgTelefonoNonValido = (n: string): string => `Il numero di telefono ${n} non è valido`;
/** Spec 1 §5.3 summary: "L'indirizzo {e} non è valido". */
export const msgEmailNonValida = (e: string): string => `L'indirizzo ${e} non è valido`;
/** Spec 1 §5.3 summary: "Specificare a chi appartiene il numero/l'indirizzo ...". */
export const msgSpecificareChi = (tipo: 'e' | 't', valore: string): string =>
  `Specificare a chi appartiene ${tipo === 't' ? 'il numero' : "l'indirizzo"} ${valore}`;
/** Spec 1 §5.3 summary: "Scegliere se ricevere notifiche all'indirizzo ...". */
export const msgScegliereNotifiche = (valore: string): string =>
  `Scegliere se ricevere notifiche all'indirizzo ${valore}`;

/** Spec 1 §3: a contact being edited; `chi` is set only where a relationship selector exists. */
export interface ContattoForm {
  id_contatto?: number;
  tipo: 'e' | 't';
  valore: string;
  notifica: boolean | null;
  /** relationship label; undefined when the entry has no relationship selector; 'new' = not chosen yet */
  chi?: string | null;
}

/** Spec 1 §5.3: minimum counts (0 disables); emails 1 and phones 1 by default. */
export interface OpzioniContatti {
  minEmail?: number;
  minTelefoni?: number;
}

/** Spec 1 §5.3: the outcome: one message per entry, one per kind, and the summary list. */
export interface ErroriContatti {
  ok: boolean;
  perContatto: (string | null)[];
  email: string | null;
  telefono: string | null;
  riepilogo: string[];
}

/** Spec 1 §5.3: a new entry: empty value and chi, notifications on for email and off for phone. */
export function nuovoContatto(tipo: 'e' | 't', conChi = false): ContattoForm {
  return { tipo, valore: '', notifica: tipo === 'e', ...(conChi ? { chi: '' } : {}) };
}

/** Spec 1 §5.3: the key that makes two entries duplicates (lower-case email, normalised phone). */
export function chiaveContatto(c: Pick<ContattoForm, 'tipo' | 'valore'>): string {
  const v = c.valore.trim();
  return c.tipo === 'e' ? v.toLowerCase() : (normalizzaTelefono(v) ?? v);
}

/** Spec 1 §5.3: validates the whole contacts list (counts, format, duplicates, notifications, chi). */
export function validaContatti(
  contatti: readonly ContattoForm[],
  opzioni: OpzioniContatti = {},
): ErroriContatti {
  const minEmail = opzioni.minEmail ?? 1;
  const minTelefoni = opzioni.minTelefoni ?? 1;
  const perContatto: (string | null)[] = contatti.map(() => null);
  const riepilogo: string[] = [];
  let email: string | null = null;
  let telefono: string | null = null;
  const visti = new Map<string, number>();

  contatti.forEach((c, i) => {
    const v = c.valore.trim();
    if (c.tipo === 'e') {
      if (v === '') {
        perContatto[i] = MSG_CONTATTI.emailVuota;
        riepilogo.push(MSG_CONTATTI.emailVuota);
      } else if (v.length > LIMITI.contattoMax || !isEmailValida(v)) {
        perContatto[i] = MSG_CONTATTI.emailNonValida;
        riepilogo.push(msgEmailNonValida(v));
      }
    } else if (v === '') {
      perContatto[i] = MSG_CONTATTI.telefonoVuoto;
      riepilogo.push(MSG_CONTATTI.telefonoVuoto);
    } else if (v.length > LIMITI.contattoMax || normalizzaTelefono(v) === null) {
      perContatto[i] = MSG_CONTATTI.telefonoNonValido;
      riepilogo.push(msgTelefonoNonValido(v));
    }
    if (c.chi !== undefined && (c.chi == null || c.chi.trim() === '' || c.chi === 'new')) {
      riepilogo.push(msgSpecificareChi(c.tipo, v));
      perContatto[i] ??= msgSpecificareChi(c.tipo, v);
    }
    if (c.tipo === 'e' && c.notifica === null && v !== '') riepilogo.push(msgScegliereNotifiche(v));
    if (v !== '') {
      const k = `${c.tipo}|${chiaveContatto(c)}`;
      visti.set(k, (visti.get(k) ?? 0) + 1);
    }
  });

  const emails = contatti.filter((c) => c.tipo === 'e');
  const telefoni = contatti.filter((c) => c.tipo === 't');
  const doppi = (tipo: 'e' | 't') => [...visti].some(([k, n]) => k.startsWith(`${tipo}|`) && n > 1);
  if (minEmail > 0 && emails.length < minEmail) {
    email = MSG_CONTATTI.minEmail;
    riepilogo.push(MSG_CONTATTI.minEmail);
  } else if (doppi('e')) {
    email = MSG_CONTATTI.emailDoppie;
    riepilogo.push(MSG_CONTATTI.emailDoppie);
  } else if (minEmail > 0 && !emails.some((c) => c.notifica === true)) {
    email = MSG_CONTATTI.notificaEmail;
    riepilogo.push(MSG_CONTATTI.riepilogoNotifiche);
  }
  if (minTelefoni > 0 && telefoni.length < minTelefoni) {
    telefono = MSG_CONTATTI.minTelefoni;
    riepilogo.push(MSG_CONTATTI.riepilogoTelefoni);
  } else if (doppi('t')) {
    telefono = MSG_CONTATTI.telefoniDoppi;
    riepilogo.push(MSG_CONTATTI.telefoniDoppi);
  }
  const ok =
    email === null && telefono === null && riepilogo.length === 0 && perContatto.every((m) => m === null);
  return { ok, perContatto, email, telefono, riepilogo };
}

/** Spec 1 §5.3 / spec 2 §5: phone values are normalised before saving (emails trimmed). */
export function normalizzaContatti<T extends ContattoForm>(contatti: readonly T[]): T[] {
  return contatti.map((c) => ({
    ...c,
    valore: c.tipo === 't' ? (normalizzaTelefono(c.valore) ?? c.valore.trim()) : c.valore.trim(),
    notifica: c.tipo === 'e' ? c.notifica === true : false,
  }));
}

/**
 * Spec 1 §5.3: the signed-in user's email is added with notifications on if not already present.
 * A login email longer than a contact may be (spec 1 §9: 45) is not added: the person could never
 * fix it, and the form then asks for an email of their own.
 */
export function aggiungiEmailUtente<T extends ContattoForm>(
  contatti: readonly T[],
  email: string | null | undefined,
): (T | ContattoForm)[] {
  const e = (email ?? '').trim();
  if (e === '' || e.length > LIMITI.contattoMax) return [...contatti];
  const presente = contatti.some((c) => c.tipo === 'e' && c.valore.trim().toLowerCase() === e.toLowerCase());
  return presente ? [...contatti] : [...contatti, { tipo: 'e', valore: e, notifica: true }];
}

/** Spec 1 §5.3 new relationship: messages. */
export const MSG_RELAZIONE = Object.freeze({
  caratteri: 'Evita di utilizzare caratteri speciali',
  descrivi: 'Descrivi la relazione',
  errore: "Errore nell'inserimento dei dati, assicurarsi di avere compilato tutti i dati correttamente",
});

/** Spec 1 §5.3: the suggested parent labels. */
export const RELAZIONI_SUGGERITE = ['Mamma', 'Papà'] as const;

/** Spec 1 §5.3: relationship choices; Mamma and Papà are disabled when already present. */
export function opzioniRelazione(
  presenti: readonly string[],
): { value: string; label: string; disabled: boolean }[] {
  return [
    ...RELAZIONI_SUGGERITE.map((r) => ({ value: r, label: r, disabled: presenti.includes(r) })),
    { value: 'Altro', label: 'Altro', disabled: false },
  ];
}

/** Spec 1 §5.3: new relationship: a choice is required; 'Altro' needs 3–40 letters, digits or spaces. */
export const nuovaRelazioneSchema = z
  .object({
    scelta: z.enum(['Mamma', 'Papà', 'Altro'], MSG_RELAZIONE.descrivi),
    altro: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.scelta !== 'Altro') return;
    const a = v.altro ?? '';
    if (a.length < LIMITI.relazioneMin || a.length > LIMITI.relazioneMax) {
      ctx.addIssue({ code: 'custom', message: MSG_RELAZIONE.descrivi, path: ['altro'] });
    } else if (!RE_RELAZIONE.test(a)) {
      ctx.addIssue({ code: 'custom', message: MSG_RELAZIONE.caratteri, path: ['altro'] });
    }
  })
  .transform((v) => (v.scelta === 'Altro' ? (v.altro ?? '') : v.scelta));
