import { authClient } from './auth-client.ts';
import { reportError } from './errors.ts';
import { clearIdentity } from './identity-token.ts';
import { queryClient } from './query-client.ts';
import { resetSession } from './session-store.ts';

/** Forgets everything local: identity token, session state (user, cart, selection…) and the data cache. */
export function clearLocalSession(): void {
  clearIdentity();
  resetSession();
  queryClient.clear();
}

/** Spec 1 §4.3 logout: signs out of better-auth, then clears user, cart, selection and the data cache. */
export async function logout(): Promise<void> {
  try {
    await authClient.signOut();
  } catch (error) {
    reportError(error, 'sign-out');
  }
  clearLocalSession();
}
