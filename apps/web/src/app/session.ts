import { type PersonaSe, personaSeQuery } from '../features/auth/api/get-persona-se.ts';
import { viewerCanQuery } from '../features/auth/api/viewer-can.ts';
import { anniScoutQuery } from '../features/organizzazione/api/get-anni-scout.ts';
import { asAttivoQuery } from '../features/organizzazione/api/get-as-attivo.ts';
import { reportError } from '../lib/errors.ts';
import { ApiError } from '../lib/graphql.ts';
import { loadIdentity, onIdentityChange } from '../lib/identity-token.ts';
import { clearLocalSession, logout } from '../lib/logout.ts';
import { queryClient } from '../lib/query-client.ts';
import { resetSession, session } from '../lib/session-store.ts';

// Spec 1 §4.3: login reads the identity token; the login check loads the current person and the
// active scout year; an unauthenticated user is logged out unless the failure is a network error.

onIdentityChange((user) => {
  const previous = session.get().user;
  if (!user) {
    // The cookie session ended (expired or signed out elsewhere): forget everything local.
    if (previous) {
      resetSession();
      queryClient.clear();
    }
    return;
  }
  if (previous && previous.username !== user.username) queryClient.clear();
  if (
    !previous ||
    previous.id_persona !== user.id_persona ||
    previous.username !== user.username ||
    previous.email !== user.email
  ) {
    session.set({ user });
  }
});

let started: Promise<void> | null = null;

async function start(): Promise<void> {
  const identity = await loadIdentity();
  // A network failure keeps the persisted user: the app retries on the next request.
  if (identity.kind === 'anonymous' && session.get().user) clearLocalSession();
}

/** Decision 0418: the server refused the session until its second factor ('codice' | 'attivazione'). */
function secondoFattoreMancante(error: unknown): 'codice' | 'attivazione' | null {
  if (!(error instanceof ApiError) || error.errorType !== 'FORBIDDEN') return null;
  const manca = error.extensions.secondo_fattore;
  return manca === 'codice' || manca === 'attivazione' ? manca : null;
}

/**
 * The signed-in person and the viewer's section-wide actions, loaded once per login (null when
 * signed out, not yet a person, or failed).
 */
export async function loginCheck(): Promise<{ persona: PersonaSe | null; azioni: string[] } | null> {
  const user = session.get().user;
  if (!user || user.id_persona === 0) return null;
  try {
    const [persona, azioni] = await Promise.all([
      queryClient.ensureQueryData(personaSeQuery(user.id_persona)),
      queryClient.ensureQueryData(viewerCanQuery(user.username, user.id_persona)),
      queryClient.ensureQueryData(asAttivoQuery()),
      // The scout years too, so the shell's year selector is there at the first paint instead of
      // pushing the side bar down when it arrives (issue 8 item 18). Its failure is the selector's.
      queryClient.ensureQueryData(anniScoutQuery()).catch(() => null),
    ]);
    if (session.get().secondoFattore) session.set({ secondoFattore: null });
    return { persona, azioni };
  } catch (error) {
    const manca = secondoFattoreMancante(error);
    if (manca) session.set({ secondoFattore: manca });
    else if (error instanceof ApiError && error.errorType === 'UNAUTHENTICATED') await logout();
    else reportError(error, 'login check');
    return null;
  }
}

/**
 * Reads the identity once per page load, then runs the login check. Used by the navigation guard:
 * `azioni` is null when it cannot be known (signed out, not yet a person, or the load failed).
 */
export async function ensureSession(): Promise<{ azioni: string[] | null }> {
  started ??= start();
  await started;
  const check = await loginCheck();
  return { azioni: check?.azioni ?? null };
}
