// Decision 0926: what the checks' pages say about the last recompute, so that zeros read before the
// first one are never taken for a clean register.
import { formatDataOraSezione } from '@zaino/domain/formato';

export interface Ricalcolo {
  eseguito: string;
  nome_autore?: string | null;
}

/**
 * 'mai': never recomputed (no time, no finding): the counts mean nothing yet. 'nonRegistrato':
 * findings from before the time was recorded (migration 0020). 'eseguito': the time is known.
 */
export type StatoRicalcolo = 'mai' | 'nonRegistrato' | 'eseguito';

export function statoRicalcolo(
  ultimo: Ricalcolo | null,
  statistiche: readonly { totale: number }[],
): StatoRicalcolo {
  if (ultimo) return 'eseguito';
  return statistiche.some((s) => s.totale > 0) ? 'nonRegistrato' : 'mai';
}

export const MSG_MAI_CALCOLATI = 'I controlli non sono ancora stati calcolati';

/** The sentence of the never-computed state; only the super level has the button to press. */
export function testoMaiCalcolati(puoRicalcolare: boolean): string {
  return puoRicalcolare
    ? `${MSG_MAI_CALCOLATI}: premi «Ricalcola».`
    : `${MSG_MAI_CALCOLATI}: li calcola la segreteria con «Ricalcola».`;
}

/** "Ultimo ricalcolo: dd/mm/yyyy hh:mm, eseguito da …" on Italy's clock (decision 1021). */
export function testoUltimoRicalcolo(ultimo: Ricalcolo | null): string {
  if (!ultimo) return 'Ultimo ricalcolo: non registrato';
  const quando = formatDataOraSezione(ultimo.eseguito);
  return `Ultimo ricalcolo: ${quando}${ultimo.nome_autore ? `, eseguito da ${ultimo.nome_autore}` : ''}`;
}
