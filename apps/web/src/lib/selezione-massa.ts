// The persons selected for 'Registra in massa' (spec 2 §2, §3), handed from the register to
// /b/register. Kept in localStorage, not sessionStorage: a /b/register opened in a new tab must find
// them (sessionStorage is per tab; issue 23). Forgotten once every user is created and at sign-out,
// so names and birth dates do not outlive the task.

export const CHIAVE_SELEZIONE_MASSA = 'zaino.registrazioneMassa';

export function salvaSelezioneMassa(persone: unknown): void {
  try {
    localStorage.setItem(CHIAVE_SELEZIONE_MASSA, JSON.stringify(persone));
  } catch {
    // Storage full or disabled: the router state still carries them for this navigation.
  }
}

/** The saved selection as JSON text, null when none (or storage is disabled). */
export function leggiSelezioneMassa(): string | null {
  try {
    return localStorage.getItem(CHIAVE_SELEZIONE_MASSA);
  } catch {
    return null;
  }
}

export function dimenticaSelezioneMassa(): void {
  try {
    localStorage.removeItem(CHIAVE_SELEZIONE_MASSA);
  } catch {
    // nothing kept
  }
}
