// Person form of the member area (spec 2 §5 "Person form"), and the new-person form.
import { z } from './zod.ts';
import { isCodiceFiscaleValido } from './codice-fiscale.ts';
import type { Giorno } from './date.ts';
import { sonoSimili } from './similarita.ts';
import { isCapValido, isCittaValida, isDataNascitaValida, isNomeValido, LIMITI } from './validatori.ts';

/** Spec 2 §5: field messages of the person form. */
export const MSG_PERSONA = Object.freeze({
  obbligatorio: 'Questo campo è obbligatorio',
  nome: 'Inserire un nome valido',
  cognome: 'Inserire un cognome valido',
  codiceFiscale: 'Inserire un codice fiscale corretto',
  data: 'Inserire una data corretta',
  comune: 'Inserire un comune corretto',
  indirizzo: 'Inserire un indirizzo corretto',
  provincia: 'Inserire una provincia corretta',
  cap: 'Inserire un cap corretto',
  troppoDiverso:
    "Il valore inserito è troppo diverso da quello registrato. Le modifiche importanti ai dati anagrafici non sono consentite da qui: contatta l'assistenza per richiederle.",
  titoloRiepilogo: 'Controlla i dati inseriti:',
  nuovaPersonaErrore: 'Controlla di aver compilato correttamente tutti i campi',
});

/** Spec 2 §5: the person form values as typed (strings; empty = not given). */
export interface PersonaForm {
  nome: string;
  cognome: string;
  sesso: string;
  codice_fiscale: string;
  data_nascita: string;
  luogo_nascita: string;
  residenza_comune: string;
  residenza_indirizzo: string;
  residenza_provincia: string;
  residenza_cap: string;
}

/** Spec 2 §5: the person's fields, in the order the person form shows them. */
export const CAMPI_PERSONA = [
  'nome',
  'cognome',
  'sesso',
  'data_nascita',
  'luogo_nascita',
  'codice_fiscale',
  'residenza_indirizzo',
  'residenza_comune',
  'residenza_provincia',
  'residenza_cap',
] as const satisfies readonly (keyof PersonaForm)[];

/** Spec 2 §5: who the person is and how far the names may change. */
export interface OpzioniPersona {
  /** a member: every field required */
  socio: boolean;
  /** has a user: nome and cognome required */
  utente: boolean;
  /** major changes allowed (true on the person page) */
  modificheMaggiori: boolean;
  originale?: { nome?: string | null; cognome?: string | null };
  oggi: Giorno;
}

/** Spec 2 §5: one error of the person form: field, inline message, summary line. */
export interface ErrorePersona {
  campo: keyof PersonaForm;
  messaggio: string;
  riepilogo: string;
}

type Etichette = { nome: string; genere: 'm' | 'f' };
const ETICHETTE: Record<keyof PersonaForm, Etichette> = {
  nome: { nome: 'Nome', genere: 'm' },
  cognome: { nome: 'Cognome', genere: 'm' },
  sesso: { nome: 'Sesso', genere: 'm' },
  codice_fiscale: { nome: 'Codice fiscale', genere: 'm' },
  data_nascita: { nome: 'Data di nascita', genere: 'f' },
  luogo_nascita: { nome: 'Luogo di nascita', genere: 'm' },
  residenza_comune: { nome: 'Comune di residenza', genere: 'm' },
  residenza_indirizzo: { nome: 'Indirizzo', genere: 'm' },
  residenza_provincia: { nome: 'Provincia', genere: 'f' },
  residenza_cap: { nome: 'CAP', genere: 'm' },
};

/** Spec 2 §5 summary lines: 'Nome non inserito', 'Nome troppo corto', 'Codice fiscale non valido' … */
export function rigaRiepilogo(
  campo: keyof PersonaForm,
  tipo: 'mancante' | 'corto' | 'lungo' | 'caratteri' | 'non_valido' | 'diverso',
): string {
  const { nome, genere } = ETICHETTE[campo];
  const o = genere === 'f' ? 'a' : 'o';
  switch (tipo) {
    case 'mancante':
      return `${nome} non inserit${o}`;
    case 'corto':
      return `${nome} troppo cort${o}`;
    case 'lungo':
      return `${nome} troppo lung${o}`;
    case 'caratteri':
      return `${nome} contiene caratteri non validi`;
    case 'non_valido':
      return `${nome} non valid${o}`;
    case 'diverso':
      return `${nome} troppo divers${o} dall'originale`;
  }
}

/** Spec 2 §5: checks the person form and returns every error (empty list = valid). */
export function verificaPersona(v: PersonaForm, o: OpzioniPersona): ErrorePersona[] {
  const errori: ErrorePersona[] = [];
  const err = (campo: keyof PersonaForm, messaggio: string, tipo: Parameters<typeof rigaRiepilogo>[1]) =>
    errori.push({ campo, messaggio, riepilogo: rigaRiepilogo(campo, tipo) });
  const t = (campo: keyof PersonaForm) => (v[campo] ?? '').trim();

  for (const campo of ['nome', 'cognome'] as const) {
    const s = t(campo);
    const msg = campo === 'nome' ? MSG_PERSONA.nome : MSG_PERSONA.cognome;
    if (s === '') {
      if (o.socio || o.utente) err(campo, MSG_PERSONA.obbligatorio, 'mancante');
    } else if (s.length < LIMITI.nomeMin) err(campo, msg, 'corto');
    else if (s.length > LIMITI.nomeMax) err(campo, msg, 'lungo');
    else if (!isNomeValido(s)) err(campo, msg, 'caratteri');
    else {
      const prima = (o.originale?.[campo] ?? '').trim();
      if (!o.modificheMaggiori && prima !== '' && !sonoSimili(prima, s, { substring: true })) {
        err(campo, MSG_PERSONA.troppoDiverso, 'diverso');
      }
    }
  }
  const richiesto = (campo: keyof PersonaForm): boolean => {
    if (t(campo) !== '') return true;
    if (o.socio) err(campo, MSG_PERSONA.obbligatorio, 'mancante');
    return false;
  };
  if (richiesto('sesso') && !['M', 'F'].includes(t('sesso')))
    err('sesso', MSG_PERSONA.obbligatorio, 'non_valido');
  if (richiesto('codice_fiscale') && !isCodiceFiscaleValido(t('codice_fiscale'))) {
    err('codice_fiscale', MSG_PERSONA.codiceFiscale, 'non_valido');
  }
  if (richiesto('data_nascita') && !isDataNascitaValida(t('data_nascita'), o.oggi)) {
    err('data_nascita', MSG_PERSONA.data, 'non_valido');
  }
  for (const campo of ['luogo_nascita', 'residenza_comune'] as const) {
    if (!richiesto(campo)) continue;
    const s = t(campo);
    if (s.length < LIMITI.cittaMin) err(campo, MSG_PERSONA.comune, 'corto');
    else if (s.length > LIMITI.inputMax) err(campo, MSG_PERSONA.comune, 'lungo');
    else if (!isCittaValida(s)) err(campo, MSG_PERSONA.comune, 'caratteri');
  }
  if (richiesto('residenza_indirizzo')) {
    const s = t('residenza_indirizzo');
    if (s.length < 2) err('residenza_indirizzo', MSG_PERSONA.indirizzo, 'corto');
    else if (s.length > LIMITI.indirizzoMax) err('residenza_indirizzo', MSG_PERSONA.indirizzo, 'lungo');
  }
  if (richiesto('residenza_provincia') && !/^[A-Za-z]{2}$/.test(t('residenza_provincia'))) {
    err('residenza_provincia', MSG_PERSONA.provincia, 'non_valido');
  }
  if (richiesto('residenza_cap') && !isCapValido(t('residenza_cap')))
    err('residenza_cap', MSG_PERSONA.cap, 'non_valido');
  return errori;
}

const campoTesto = z.string().optional().default('');

/** Spec 2 §5: the zod schema of the person form: trims, validates, turns empty strings into null. */
export function personaSchema(o: OpzioniPersona) {
  return z
    .object({
      nome: campoTesto,
      cognome: campoTesto,
      sesso: campoTesto,
      codice_fiscale: campoTesto,
      data_nascita: campoTesto,
      luogo_nascita: campoTesto,
      residenza_comune: campoTesto,
      residenza_indirizzo: campoTesto,
      residenza_provincia: campoTesto,
      residenza_cap: campoTesto,
    })
    .superRefine((v, ctx) => {
      for (const e of verificaPersona(v, o))
        ctx.addIssue({ code: 'custom', message: e.messaggio, path: [e.campo] });
    })
    .transform((v) => {
      const out: Record<string, string | null> = {};
      for (const [k, val] of Object.entries(v)) {
        const s = val.trim();
        out[k] = s === '' ? null : s;
      }
      if (out.codice_fiscale) out.codice_fiscale = out.codice_fiscale.toUpperCase();
      if (out.residenza_provincia) out.residenza_provincia = out.residenza_provincia.toUpperCase();
      return out as { [K in keyof PersonaForm]: string | null };
    });
}

/** Spec 2 §5: the province field (required, exactly 2 letters, upper-cased). */
export const provinciaSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, MSG_PERSONA.provincia)
  .transform((s) => s.toUpperCase());

/** Spec 2 §5: the new-person form: a member's person form plus the birth province (EE abroad). */
export function nuovaPersonaSchema(oggi: Giorno) {
  return z.object({
    persona: personaSchema({ socio: true, utente: false, modificheMaggiori: true, oggi }),
    provincia_nascita: provinciaSchema,
  });
}
