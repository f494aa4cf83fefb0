// Decision 0429: whether a duplicates finding can be merged at all, told on its row before the
// dialog opens. The server's preview (decision 0930) keeps the one rule; this only asks it.

export interface Coppia {
  tieni: number;
  elimina: number;
}

export interface EsitoCoppie {
  /** The first pair, in the dialog's order, the server would merge; null when every one is refused. */
  consentita: Coppia | null;
  /** The first pair's refusal, shown on the row when no pair can be merged. */
  rifiuto: string | null;
}

/** Every ordered pair of the persons, the dialog's default (first kept, second merged) first. */
export function coppieOrdinate(ids: readonly number[]): Coppia[] {
  return ids.flatMap((tieni) => ids.filter((e) => e !== tieni).map((elimina) => ({ tieni, elimina })));
}

/**
 * Previews one row may ask: a finding of many persons (one name shared by ten) has ninety ordered
 * pairs; past these the row does not judge and the dialog, as before, tells.
 */
export const MAX_ANTEPRIME_RIGA = 6;

/**
 * Asks the preview pair by pair and stops at the first the server would merge: a mergeable pair
 * costs one preview; a refused one (two enrolments in one year refuse both ways, the treasury rule
 * one way only) every direction before the row says no.
 */
export async function primaCoppiaUnibile(
  ids: readonly number[],
  anteprima: (c: Coppia) => Promise<{ rifiuto?: string | null }>,
): Promise<EsitoCoppie> {
  const coppie = coppieOrdinate(ids);
  if (coppie.length > MAX_ANTEPRIME_RIGA) return { consentita: null, rifiuto: null };
  let rifiuto: string | null = null;
  for (const c of coppie) {
    const a = await anteprima(c);
    if (a.rifiuto == null) return { consentita: c, rifiuto: null };
    rifiuto ??= a.rifiuto;
  }
  return { consentita: null, rifiuto };
}
