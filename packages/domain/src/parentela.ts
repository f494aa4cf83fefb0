// Linking an existing person as a parent (spec 2 §7 modificaParentela, decision 0903).
import { z } from 'zod';
import { MSG_RELAZIONE, nuovaRelazioneSchema, RELAZIONI_SUGGERITE } from './form-contatti.ts';

export const MSG_PARENTELA = Object.freeze({
  stessaPersona: 'Una persona non può essere genitore di se stessa',
  registrata: 'Parentela già registrata',
  nonTrovata: 'Parentela non trovata',
});

/** A stored desc (Mamma, Papà or free text) read back as the relationship form's choice. */
export function sceltaDaDesc(desc: string): { scelta: 'Mamma' | 'Papà' | 'Altro'; altro?: string } {
  const d = desc.trim();
  return (RELAZIONI_SUGGERITE as readonly string[]).includes(d)
    ? { scelta: d as 'Mamma' | 'Papà' }
    : { scelta: 'Altro', altro: d };
}

const id = z.number({ error: MSG_RELAZIONE.errore }).int().positive(MSG_RELAZIONE.errore);

/** Spec 2 §7: the new kinship: two distinct persons and a desc with the new-relationship rules. */
export const collegaParentelaSchema = z
  .object({
    id_persona_figlio: id,
    id_persona_genitore: id,
    desc: z.string({ error: MSG_RELAZIONE.descrivi }).transform(sceltaDaDesc).pipe(nuovaRelazioneSchema),
  })
  .refine((v) => v.id_persona_figlio !== v.id_persona_genitore, {
    message: MSG_PARENTELA.stessaPersona,
    path: ['id_persona_genitore'],
  });

/** Spec 2 §5 associa-account search: at least this many characters (name, surname or email). */
export const MIN_CHIAVE_RICERCA = 3;
export const MSG_CHIAVE_CORTA = `Inserire almeno ${MIN_CHIAVE_RICERCA} caratteri`;

export const chiaveRicercaSchema = z
  .string()
  .trim()
  .min(MIN_CHIAVE_RICERCA, MSG_CHIAVE_CORTA)
  .max(100, MSG_CHIAVE_CORTA);
