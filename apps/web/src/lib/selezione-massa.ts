// The persons selected for 'Registra in massa' (spec 2 §2, §3), handed from the register to
// /b/register. Kept in localStorage, not sessionStorage: a /b/register opened in a new tab must find
// them (sessionStorage is per tab; issue 23). Forgotten once the task is done, at sign-out, and a day
// after they were chosen (decision 0916), so names and birth dates do not outlive the task.

export const CHIAVE_SELEZIONE_MASSA = 'zaino.registrazioneMassa';
/** When the selection was saved (milliseconds since the epoch), beside it. */
export const CHIAVE_SELEZIONE_MASSA_IL = 'zaino.registrazioneMassa.il';
/** Decision 0916: a selection left unfinished is dropped after a day. */
export const DURATA_SELEZIONE_MASSA_MS = 24 * 60 * 60 * 1000;

export function salvaSelezioneMassa(persone: unknown, ora = Date.now()): void {
  try {
    localStorage.setItem(CHIAVE_SELEZIONE_MASSA, JSON.stringify(persone));
    localStorage.setItem(CHIAVE_SELEZIONE_MASSA_IL, String(ora));
  } catch {
    // Storage full or disabled: the router state still carries them for this navigation.
  }
}

/**
 * The saved selection as JSON text, null when none (or storage is disabled). One saved more than a
 * day before `ora`, or without its time, is forgotten and not returned.
 */
export function leggiSelezioneMassa(ora = Date.now()): string | null {
  try {
    const salvata = localStorage.getItem(CHIAVE_SELEZIONE_MASSA);
    if (salvata == null) return null;
    const il = Number(localStorage.getItem(CHIAVE_SELEZIONE_MASSA_IL));
    if (il > 0 && il <= ora && ora - il < DURATA_SELEZIONE_MASSA_MS) return salvata;
    dimenticaSelezioneMassa();
    return null;
  } catch {
    return null;
  }
}

export function dimenticaSelezioneMassa(): void {
  try {
    localStorage.removeItem(CHIAVE_SELEZIONE_MASSA);
    localStorage.removeItem(CHIAVE_SELEZIONE_MASSA_IL);
  } catch {
    // nothing kept
  }
}
