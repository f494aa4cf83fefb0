import type { NewUserInfo, SessionUser } from '../lib/session-store.ts';

// The navigation guard of spec 1 §2.2, as a pure function of the target URL and the session.

export interface GuardInput {
  pathname: string;
  search: URLSearchParams;
  /** document.referrer: a state parameter coming back from a social login site is not our code. */
  referrer: string;
  /** the matched route is flagged as needing login */
  requiresLogin: boolean;
  user: SessionUser | null;
  /** the section-wide catalogue actions of the viewer (viewerCan); null when unknown (not loaded) */
  azioni: readonly string[] | null;
  /** the catalogue actions the matched routes name in their handles */
  azioniRichieste: readonly string[];
  newUser: NewUserInfo | null;
  /** decision 0418: the server refuses this session until its second factor (code or enrolment) */
  secondoFattore?: 'codice' | 'attivazione' | null;
}

export interface GuardResult {
  /** where to go instead, when the target is not allowed */
  redirect?: string;
  /** a registration code read from the state query parameter of a new-user path */
  registrationCode?: string;
  /** the viewer lacks an action the route needs: show the 404 page, as for a missing page */
  notFound?: boolean;
  /** why the user was redirected, to be shown on the page they land on */
  avviso?: string;
}

/** Decision 0912: a family or young member who opens a back-office address (typed, bookmarked). */
export const MSG_RISERVATA_CAPI =
  'Questa pagina è riservata ai capi e alla segreteria: ti abbiamo riportato alle tue iscrizioni.';

/** Decision 0418: where a session still lacking its second factor gives the code or enrols. */
export const PAGINA_SECONDO_FATTORE = '/f/verifica-due-passaggi';

/**
 * New-user paths: their state query parameter supplies the registration code, and a registration in
 * progress is not forced away from them to the register-complete screen (which is one of them).
 */
const NEW_USER_PATH = /^\/register\/(info|token|code|complete)(\/|$)/;
const SOCIAL_REFERRER = /(^|\.|\/\/)(google|facebook)\.[a-z.]+/i;

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Spec 1 §2.2: the code in `state` may be encoded after a dash or raw. */
export function codeFromState(state: string): string {
  const trimmed = state.trim();
  const dash = trimmed.lastIndexOf('-');
  return dash >= 0 ? trimmed.slice(dash + 1) : trimmed;
}

export function guard(input: GuardInput): GuardResult {
  const path = trimSlash(input.pathname);
  const result: GuardResult = {};
  let newUser = input.newUser;

  // A state query parameter on a new-user path supplies the registration code.
  const state = input.search.get('state');
  if (state && NEW_USER_PATH.test(path) && !SOCIAL_REFERRER.test(input.referrer)) {
    const code = codeFromState(state);
    if (code) {
      result.registrationCode = code;
      newUser = { ...(newUser ?? {}), registration_token: code };
    }
  }

  const go = (to: string): GuardResult => ({ ...result, redirect: to });
  const user = input.user;

  // A route flagged as needing login sends an unauthenticated visitor to /login
  // (this includes /logout-complete without a login).
  if (input.requiresLogin && !user) return go('/login');
  if (!user) return path === '/' ? go('/f') : result;

  // A logged-in user opening /login, or /login-complete, is sent to /.
  if (path === '/login' || path === '/login-complete') return go('/');

  // A new user (registration in progress) is forced to the register-complete screen,
  // except on the register info, token and code paths (and on logout and the legal pages).
  if (newUser?.registration_token) {
    const free = NEW_USER_PATH.test(path) || path === '/logout-complete' || path.startsWith('/legal/');
    if (!free) return go(`/register/complete?state=${encodeURIComponent(newUser.registration_token)}`);
    return result;
  }

  // A logged-in user whose person id is 0 and who has no new-user state goes to /register/incomplete.
  if (user.id_persona === 0) {
    const needsPerson = (input.requiresLogin && path !== '/logout-complete') || path === '/';
    return needsPerson ? go('/register/incomplete') : result;
  }

  // Decision 0418: the server refuses everything to a session that lacks its second factor; the
  // person is kept on the page that completes it (signing out and the legal pages stay open).
  if (input.secondoFattore) {
    const libero =
      path === PAGINA_SECONDO_FATTORE || path === '/logout-complete' || path.startsWith('/legal/');
    return libero ? result : go(PAGINA_SECONDO_FATTORE);
  }

  // Path / sends an adult (catalogue backoffice.accedi) to /b/stato-iscrizioni and everyone else to /f.
  const azioni = input.azioni;
  if (path === '/') return go(azioni?.includes('backoffice.accedi') ? '/b/stato-iscrizioni' : '/f');

  // Spec 1 §6: non-adult users see only the front office (not applied while the actions are unknown).
  const backOffice = path === '/b' || path.startsWith('/b/');
  if (azioni && backOffice && !azioni.includes('backoffice.accedi')) {
    return { ...go('/f'), avviso: MSG_RISERVATA_CAPI };
  }

  // A route whose action the viewer lacks looks exactly like a missing page.
  if (azioni && input.azioniRichieste.some((a) => !azioni.includes(a))) return { ...result, notFound: true };

  return result;
}
