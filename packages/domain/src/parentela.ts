// Linking an existing person as a parent (spec 2 §7 modificaParentela, decision 0903).
import { z } from './zod.ts';
import { motivoCollegamentoDisabilitato } from './form-account.ts';
import { MSG_RELAZIONE, nuovaRelazioneSchema, RELAZIONI_SUGGERITE } from './form-contatti.ts';

export const MSG_PARENTELA = Object.freeze({
  stessaPersona: 'Una persona non può essere genitore di se stessa',
  registrata: 'Parentela già registrata',
  nonTrovata: 'Parentela non trovata',
  /** decision 0903: a person the leader does not reach (or a leader) is linked by the section office */
  soloSegreteria: 'Può collegarlo solo la segreteria',
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

/**
 * Spec 2 §5 / decision 0903: why 'Collega account' is disabled for a found person (null = enabled):
 * 'Account già collegato' when it is the page's person or already one of their parents, 'Parentela
 * già registrata' when the two are related the other way round (the found person is their child).
 */
export function motivoNonCollegabile(
  idPersona: number,
  trovato: { id_persona: number },
  parentele: readonly { id_persona_genitore: number; id_persona_figlio: number }[],
): string | null {
  const genitori = parentele
    .filter((p) => p.id_persona_figlio === idPersona)
    .map((p) => p.id_persona_genitore);
  const figli = parentele.filter((p) => p.id_persona_genitore === idPersona).map((p) => p.id_persona_figlio);
  return motivoCollegamentoDisabilitato(
    trovato.id_persona === idPersona || genitori.includes(trovato.id_persona),
    figli.includes(trovato.id_persona),
  );
}

/** The other children of a parent: deleting the parent's user takes their access away too. */
export function altriFigli(
  idGenitore: number,
  idFiglio: number,
  parentele: readonly { id_persona_genitore: number; id_persona_figlio: number }[],
): number[] {
  return [
    ...new Set(
      parentele
        .filter((p) => p.id_persona_genitore === idGenitore && p.id_persona_figlio !== idFiglio)
        .map((p) => p.id_persona_figlio),
    ),
  ];
}
