import { reportError } from './errors.ts';
import { clearIdentity } from './identity-token.ts';
import { queryClient } from './query-client.ts';
import { dimenticaSelezioneMassa } from './selezione-massa.ts';
import { resetSession } from './session-store.ts';

/** Forgets everything local: identity token, session state (user, cart, selection…) and the data cache. */
export function clearLocalSession(): void {
  resetSession();
  dimenticaSelezioneMassa();
  queryClient.clear();
  clearIdentity();
}

/** Spec 1 §4.3 logout: signs out of better-auth, then clears user, cart, selection and the data cache. */
export async function logout(): Promise<void> {
  try {
    // Loaded on demand: the better-auth client is not part of the first page load.
    const { authClient } = await import('./auth-client.ts');
    await authClient.signOut();
  } catch (error) {
    reportError(error, 'sign-out');
  }
  clearLocalSession();
}
