// The person page's edit form and the new-person form as single schemas (spec 2 §5, §7
// modificaPersona; decision 0902): the person's fields, their contacts and their parents' contacts,
// validated by the domain's person and contacts rules and read in the one ErroreCampo shape.
import { z } from './zod.ts';
import type { Giorno } from './date.ts';
import { type ContattoForm, type OpzioniContatti, validaContatti } from './form-contatti.ts';
import {
  CAMPI_PERSONA,
  type OpzioniPersona,
  type PersonaForm,
  personaSchema,
  verificaPersona,
} from './form-persona.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { LIMITI, RE_RELAZIONE } from './validatori.ts';

/** Not in the spec: messages of values only a hand-made request sends (the form never does). */
export const MSG_MODIFICA_PERSONA = Object.freeze({
  tipoContatto: 'Tipo di contatto non valido: usare e (email) o t (telefono)',
  chiLungo: 'La relazione può avere al massimo 40 caratteri',
  relazione: 'Descrivi la relazione',
  relazioneCaratteri: 'Evita di utilizzare caratteri speciali',
});

/** Spec 2 §5: on the person page the minimum counts of emails and phones are 0. */
export const CONTATTI_SCHEDA: OpzioniContatti = Object.freeze({ minEmail: 0, minTelefoni: 0 });

const contattoSchema = z.object({
  id_contatto: z.number().int().optional(),
  tipo: z.enum(['e', 't'], MSG_MODIFICA_PERSONA.tipoContatto),
  valore: z.string().max(LIMITI_INPUT.contatto),
  notifica: z.boolean().nullable().optional(),
  // Spec 1 §9: a relationship has at most 40 characters (as the chi column).
  chi: z.string().max(LIMITI.relazioneMax, MSG_MODIFICA_PERSONA.chiLungo).optional(),
});

/**
 * Spec 1 §5.3 with the given minimum counts: one issue per wrong entry (`{i}.valore`, the inline
 * message) and one per kind (the list itself: 'Inserire email differenti' …).
 */
export function contattiSchema(opzioni: OpzioniContatti) {
  return z
    .array(contattoSchema)
    .max(LIMITI_INPUT.contatti)
    .superRefine((lista, ctx) => {
      const voci = lista.map((c) => ({ ...c, notifica: c.notifica ?? (c.tipo === 'e' ? null : false) }));
      const esito = validaContatti(voci as ContattoForm[], opzioni);
      esito.perContatto.forEach((m, i) => {
        if (m) ctx.addIssue({ code: 'custom', message: m, path: [i, 'valore'] });
      });
      for (const m of [esito.email, esito.telefono]) if (m) ctx.addIssue({ code: 'custom', message: m });
      // Summary-only problems (an email whose notification choice is missing) still block the save.
      if (!esito.ok && esito.perContatto.every((m) => m === null) && !esito.email && !esito.telefono) {
        for (const m of esito.riepilogo) ctx.addIssue({ code: 'custom', message: m });
      }
    });
}

/** Spec 1 §5.3: a kinship label: Mamma, Papà or 3–40 letters, digits and spaces. */
export const descParentelaSchema = z
  .string()
  .trim()
  .superRefine((s, ctx) => {
    if (s.length < LIMITI.relazioneMin || s.length > LIMITI.relazioneMax) {
      ctx.addIssue({ code: 'custom', message: MSG_MODIFICA_PERSONA.relazione });
    } else if (!RE_RELAZIONE.test(s)) {
      ctx.addIssue({ code: 'custom', message: MSG_MODIFICA_PERSONA.relazioneCaratteri });
    }
  });

/** One kinship of the person as child: its label and the parent's contacts (each optional). */
const parentelaSchema = z.object({
  id_parentela: z.number().int(),
  desc: descParentelaSchema.optional(),
  genitore: z.object({ contatti: contattiSchema(CONTATTI_SCHEDA) }).optional(),
});

/** The person's fields of a form value (missing = empty). */
export function campiPersona(v: Partial<Record<keyof PersonaForm, string | null | undefined>>): PersonaForm {
  return Object.fromEntries(CAMPI_PERSONA.map((k) => [k, v[k] ?? ''])) as unknown as PersonaForm;
}

/**
 * Spec 2 §7 modificaPersona: the person's fields (spec 2 §5, major changes allowed on the person
 * page), their contacts and the parents' contacts (minimum counts 0), and the confirmation tick.
 * Errors name their field: `nome`, `contatti.0.valore`, `parentele.1.genitore.contatti.0.valore`.
 */
export function modificaPersonaSchema(o: Omit<OpzioniPersona, 'modificheMaggiori'>) {
  const persona = personaSchema({ ...o, modificheMaggiori: true });
  const resto = z.object({
    ...Object.fromEntries(CAMPI_PERSONA.map((k) => [k, z.string().optional()])),
    contatti: contattiSchema(CONTATTI_SCHEDA).optional(),
    parentele: z.array(parentelaSchema).max(LIMITI_INPUT.parentele).optional(),
    aggiorna_data_conferma: z.boolean().optional(),
  });
  // Both parts are always checked, so the person's and the contacts' errors come back together.
  return z.unknown().transform((v, ctx) => {
    const r = resto.safeParse(v);
    const grezzi = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    const testi = Object.fromEntries(
      CAMPI_PERSONA.map((k) => [k, typeof grezzi[k] === 'string' ? grezzi[k] : '']),
    ) as unknown as PersonaForm;
    const p = persona.safeParse(testi);
    for (const issue of [...(p.success ? [] : p.error.issues), ...(r.success ? [] : r.error.issues)]) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (!p.success || !r.success) return z.NEVER;
    return {
      persona: p.data,
      contatti: r.data.contatti,
      parentele: r.data.parentele ?? [],
      aggiorna_data_conferma: r.data.aggiorna_data_conferma === true,
    };
  });
}

/**
 * The new-person form (decision 0902): a member's person form (every field required, the province
 * exactly 2 letters, EE for a person living abroad) and their contacts (minimum counts 0).
 */
export function creaPersonaSchema(oggi: Giorno) {
  return z.object({
    persona: personaSchema({ socio: true, utente: false, modificheMaggiori: true, oggi }),
    contatti: contattiSchema(CONTATTI_SCHEDA).optional().default([]),
  });
}

/**
 * Spec 2 §5: the lines of the 'Controlla i dati inseriti:' modal: the person's summary lines
 * ('Nome non inserito', 'Codice fiscale non valido' …) then the contacts' ones, each once.
 */
export function riepilogoPersona(
  persona: PersonaForm,
  o: OpzioniPersona,
  liste: readonly (readonly ContattoForm[])[],
): string[] {
  const righe = verificaPersona(persona, o).map((e) => e.riepilogo);
  for (const lista of liste) righe.push(...validaContatti(lista, CONTATTI_SCHEDA).riepilogo);
  return [...new Set(righe)];
}
