// Registration completion form and registration-code fields (spec 1 §5.2, §2.7; spec 2 §5).
import { z } from './zod.ts';
import {
  estraiCodiceRegistrazione,
  MSG_CODICE_NON_VALIDO,
  msgCodiceRicerca,
  normalizzaCodiceRegistrazione,
} from './codice-registrazione.ts';
import { type ContattoForm, validaContatti } from './form-contatti.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { isNomeValido, LIMITI } from './validatori.ts';

/** Spec 1 §8 (reading A): a registration code, or an invitation, whose user has already registered. */
export const MSG_GIA_REGISTRATO = 'Utente già registrato';

/** Spec 1 §5.2: messages of the registration completion form. */
export const MSG_COMPLETAMENTO = Object.freeze({
  nomeMancante: 'Nome non inserito',
  nomeCorto: 'Nome troppo corto',
  nomeLungo: 'Nome troppo lungo',
  nomeCaratteri: 'Nome contiene caratteri non validi',
  cognomeMancante: 'Cognome non inserito',
  cognomeCorto: 'Cognome troppo corto',
  cognomeLungo: 'Cognome troppo lungo',
  cognomeCaratteri: 'Cognome contiene caratteri non validi',
  nomeInline: 'Inserisci il tuo nome',
  cognomeInline: 'Inserisci il tuo cognome',
  sesso: 'Specificare il genere con cui rivolgerci a te',
  sessoInline: 'Dicci come parlarti!',
  /** Not in the spec: a contact type other than email or phone (only a hand-made request sends it). */
  tipoContatto: 'Tipo di contatto non valido: usare e (email) o t (telefono)',
  /** Not in the spec: the relationship of a contact is longer than a custom relationship may be. */
  chiLungo: 'La relazione può avere al massimo 40 caratteri',
  titoloRiepilogo: 'Controlla i dati inseriti:',
});

/** Spec 1 §5.2: the first error of a completion-form name (null = valid): required, 2–30, valid characters. */
export function erroreNomeCompletamento(
  campo: 'Nome' | 'Cognome',
  valore: string | null | undefined,
): string | null {
  const s = (valore ?? '').trim();
  if (s === '') return `${campo} non inserito`;
  if (s.length < LIMITI.nomeMin) return `${campo} troppo corto`;
  if (s.length > LIMITI.nomeRegistrazioneMax) return `${campo} troppo lungo`;
  if (!isNomeValido(s)) return `${campo} contiene caratteri non validi`;
  return null;
}

function nomeCompletamento(campo: 'Nome' | 'Cognome') {
  return z
    .string({ error: `${campo} non inserito` })
    .trim()
    .superRefine((s, ctx) => {
      const m = erroreNomeCompletamento(campo, s);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
}

/** Spec 1 §5.2: the sex field, M or F. */
export const sessoCompletamentoSchema = z.enum(['M', 'F'], MSG_COMPLETAMENTO.sesso);

/** Spec 1 §5.2 / §2.9: completion form; name and gender only when the person has no enrolment. */
export function completamentoRegistrazioneSchema(opzioni: { conIscrizione: boolean }) {
  const contatto = z.object({
    id_contatto: z.number().optional(),
    tipo: z.enum(['e', 't'], MSG_COMPLETAMENTO.tipoContatto),
    valore: z.string().max(LIMITI_INPUT.contatto),
    notifica: z.boolean().nullable(),
    // Spec 1 §9: a custom relationship has at most 40 characters (as the chi column).
    chi: z.string().max(LIMITI.relazioneMax, MSG_COMPLETAMENTO.chiLungo).nullable().optional(),
  });
  const contatti = z
    .array(contatto)
    .max(LIMITI_INPUT.contatti)
    .superRefine((lista, ctx) => {
      // phones: 0 in registration for people without an enrolment
      const esito = validaContatti(lista as ContattoForm[], {
        minEmail: 1,
        minTelefoni: opzioni.conIscrizione ? 1 : 0,
      });
      for (const m of esito.riepilogo) ctx.addIssue({ code: 'custom', message: m });
    });
  const codice = z.string().transform(normalizzaCodiceRegistrazione);
  if (opzioni.conIscrizione) return z.object({ registration_token: codice, contatti });
  return z.object({
    registration_token: codice,
    nome: nomeCompletamento('Nome'),
    cognome: nomeCompletamento('Cognome'),
    sesso: sessoCompletamentoSchema,
    contatti,
  });
}

/** Spec 2 §5: registration code search: 9 characters or a link ending in one (message names the host). */
export function ricercaCodiceSchema(host: string) {
  return z
    .string()
    .refine((s) => estraiCodiceRegistrazione(s) !== null, msgCodiceRicerca(host))
    .transform((s) => estraiCodiceRegistrazione(s) as string);
}

/** Spec 2 §5: the message of an empty code-search result. */
export const MSG_RICERCA_VUOTA = MSG_CODICE_NON_VALIDO;
