import { MSG_BILANCIO } from '@zaino/domain/form-bilancio';

// Spec 3 §2, §5, §9: the searches by name (the treasury's party picker and 'link to existing' dialogs,
// the waiting lists' person picker) wait 600 ms after the last keystroke and start at a minimum
// length (MIN_RICERCA of the domain, the server's own).

/** Spec 3 §9: search debounce. */
export const ATTESA_RICERCA_MS = 600;

/** The key to send: the trimmed text, or null while it is shorter than `minimo`. */
export function chiaveRicerca(testo: string, minimo: number): string | null {
  const chiave = testo.trim();
  return chiave.length >= minimo ? chiave : null;
}

/** The server's own refusal of a short key (domain MSG_BILANCIO.cerca). */
export const msgRicercaCorta = (minimo: number) => MSG_BILANCIO.cerca.replace('{n}', String(minimo));
export const MSG_RICERCA_IN_CORSO = 'Caricamento...';

/**
 * What a search shows instead of (or before) its results: the minimum length while the text is too
 * short, 'Caricamento...' while the key waits for the debounce or the answer, `vuoto` when nothing
 * matched; null when there are results to show.
 */
export function avvisoRicerca(s: {
  testo: string;
  /** the debounced text the query ran with */
  attesa: string;
  minimo: number;
  inCorso: boolean;
  trovati: number;
  vuoto: string;
}): string | null {
  const chiave = chiaveRicerca(s.testo, s.minimo);
  if (chiave === null) return msgRicercaCorta(s.minimo);
  if (s.inCorso || chiave !== s.attesa.trim()) return MSG_RICERCA_IN_CORSO;
  return s.trovati === 0 ? s.vuoto : null;
}
