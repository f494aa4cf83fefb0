import { session } from '../../lib/session-store.ts';
import type { CheckoutPreparato } from './api/prepara-checkout.ts';

// Spec 1 §3 checkout preparation state. It lives in memory (session store) and, for this tab only,
// in sessionStorage: the provider's page is another site, and the return screen (spec 3 §2, Satispay
// with no id in its route) must still find the payment (decision 1204).

const CHIAVE = 'zaino.checkout';

export function ricordaPreparato(data: CheckoutPreparato): void {
  session.set({ checkoutPrepare: { status: 'success', data } });
  try {
    sessionStorage.setItem(CHIAVE, JSON.stringify(data));
  } catch {
    // storage disabled: the in-memory state still serves the in-app screens
  }
}

/** The prepared checkout of this tab, or null. */
export function preparatoInCorso(): CheckoutPreparato | null {
  const stato = session.get().checkoutPrepare;
  if (stato.status === 'success') return stato.data as CheckoutPreparato;
  try {
    const salvato = sessionStorage.getItem(CHIAVE);
    return salvato ? (JSON.parse(salvato) as CheckoutPreparato) : null;
  } catch {
    return null;
  }
}

/** Spec 3 §4 reset: back to not_loaded (a new amount or method, a concluded payment). */
export function dimenticaPreparato(): void {
  session.set({ checkoutPrepare: { status: 'not_loaded' } });
  try {
    sessionStorage.removeItem(CHIAVE);
  } catch {
    // nothing stored
  }
}
