import { ETICHETTE_STATO_PERSONA, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';

interface Valori {
  stato_iscrizione: string;
  /** undefined: not editable by this viewer */
  n_tessera?: string | null;
}

/**
 * The sentences of the 'Modificare l’iscrizione?' confirmation (spec 2 §8): what actually changes,
 * state and/or card number, with the person page's labels; empty when nothing changes.
 */
export function descriviModificheIscrizione(prima: Valori, dopo: Valori): string[] {
  const frasi: string[] = [];
  const etichetta = (s: string) => ETICHETTE_STATO_PERSONA[s as StatoIscrizione] ?? s;
  if (dopo.stato_iscrizione !== prima.stato_iscrizione) {
    frasi.push(
      `Lo stato passa da ${etichetta(prima.stato_iscrizione)} a ${etichetta(dopo.stato_iscrizione)}.`,
    );
  }
  if (dopo.n_tessera !== undefined) {
    const nuova = (dopo.n_tessera ?? '').trim();
    if (nuova !== (prima.n_tessera ?? '')) {
      frasi.push(nuova ? `Il numero di tessera diventa ${nuova}.` : 'Il numero di tessera viene cancellato.');
    }
  }
  return frasi;
}
