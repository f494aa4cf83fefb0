// Decision 1024: the office's edits of a waiting list (issue 24): a new entry, a unit's places, and
// moving an open entry up or down. Pure rules; the server applies them in one transaction.
import { z } from './zod.ts';

export const POSTI_MAX = 999;
/** The width of liste_attesa.note. */
export const NOTA_MAX = 500;

export const MSG_LISTE_ATTESA = Object.freeze({
  posti: `Indicare un numero di posti tra 0 e ${POSTI_MAX}, o lasciare vuoto`,
  nota: `Nota troppo lunga (massimo ${NOTA_MAX} caratteri)`,
  id: 'Identificativo non valido',
  giaInLista: "La persona è già in lista d'attesa per questa unità",
  giaIscritta: "La persona è già iscritta nell'anno scout attivo",
  verso: 'Indicare se spostare la voce su o giù',
  chiusa: 'La persona è già stata chiamata da questa lista: la voce resta nello storico e non si rimuove',
  chiusaSposta: 'La persona è già stata chiamata da questa lista: la voce non si sposta',
  voceNonTrovata: "Voce della lista d'attesa non trovata",
  unitaNonTrovata: 'Unità non trovata',
  personaNonTrovata: 'Persona non trovata',
});

const id = z.number({ error: MSG_LISTE_ATTESA.id }).int(MSG_LISTE_ATTESA.id).positive(MSG_LISTE_ATTESA.id);

/** A unit's places: 0–999, or null (not counted: the refresh never fills the unit). */
export const postiUnitaSchema = z.object({
  id_unita: id,
  posti: z
    .number({ error: MSG_LISTE_ATTESA.posti })
    .int(MSG_LISTE_ATTESA.posti)
    .min(0, MSG_LISTE_ATTESA.posti)
    .max(POSTI_MAX, MSG_LISTE_ATTESA.posti)
    .nullable(),
});

/** A person added at the end of a unit's list; an empty note is stored as null. */
export const nuovaVoceListaSchema = z.object({
  id_persona: id,
  id_unita: id,
  note: z
    .string({ error: MSG_LISTE_ATTESA.nota })
    .trim()
    .max(NOTA_MAX, MSG_LISTE_ATTESA.nota)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** One entry named by the office: to remove it, or to move it up or down. */
export const voceListaSchema = z.object({ id_lista_attesa: id });
export const spostaVoceSchema = z.object({
  id_lista_attesa: id,
  verso: z.enum(['su', 'giu'], { error: MSG_LISTE_ATTESA.verso }),
});

/** An open entry as the list shows it. */
export interface VoceAperta {
  id_lista_attesa: number;
  posizione: number;
}

/** The order of a list (decision 1010): position ascending, ties by insertion. */
export const ordinaVoci = <T extends VoceAperta>(voci: readonly T[]): T[] =>
  [...voci].sort((a, b) => a.posizione - b.posizione || a.id_lista_attesa - b.id_lista_attesa);

/** The position a new entry takes: after the last one of the unit (open or closed). */
export const posizioneInCoda = (voci: readonly VoceAperta[]): number =>
  voci.reduce((m, v) => Math.max(m, v.posizione), 0) + 1;

/**
 * Moving an open entry up or down swaps it with its neighbour. The list keeps its positions, made
 * strictly increasing where an older version wrote ties (a tie split only between the pair would
 * send a third equal entry before them), so the order is the one shown. Returns the entries whose
 * position changes; null when there is nothing to do (first moved up, last moved down, an entry not
 * in the list).
 */
export function spostaVoce(
  voci: readonly VoceAperta[],
  id_lista_attesa: number,
  verso: 'su' | 'giu',
): { id_lista_attesa: number; posizione: number }[] | null {
  const ordine = ordinaVoci(voci);
  const i = ordine.findIndex((v) => v.id_lista_attesa === id_lista_attesa);
  const j = verso === 'su' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= ordine.length) return null;
  const nuovo = [...ordine];
  [nuovo[i], nuovo[j]] = [ordine[j]!, ordine[i]!];
  const cambi: { id_lista_attesa: number; posizione: number }[] = [];
  let precedente = Number.NEGATIVE_INFINITY;
  nuovo.forEach((v, k) => {
    const posizione = Math.max(ordine[k]!.posizione, precedente + 1);
    precedente = posizione;
    if (posizione !== v.posizione) cambi.push({ id_lista_attesa: v.id_lista_attesa, posizione });
  });
  return cambi;
}
