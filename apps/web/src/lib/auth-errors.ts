import { RATE_LIMITED_MESSAGE } from '@zaino/domain/errori';
import { msgCodiceConferma } from '@zaino/domain/form-auth';
import { MSG_CODICE_GIA_USATO } from '@zaino/domain/secondo-fattore';

// Spec 1 §8: the sign-in, reset and sign-up error catalogues, mapped from better-auth errors
// (error codes of better-auth and of its email OTP plugin, HTTP 429 from its rate limiter).

/** An error answered by better-auth (or a thrown network failure turned into one). */
export interface AuthFailure {
  code?: string;
  status?: number;
  message?: string;
}

export const MSG_TROPPI_TENTATIVI = RATE_LIMITED_MESSAGE;
export const MSG_NON_VERIFICATA = 'Impossibile autenticarsi: email utente non verificata';
export const MSG_CREDENZIALI = 'Email e/o password non corretti';
export const MSG_MFA = 'Impossibile autenticarsi: MFA richiesta';
export const MSG_VECCHIO_SITO =
  'Attenzione: le credenziali di accesso a Zaino sono diverse da quelle del vecchio sito della sezione.';
export const MSG_UTENTE_ESISTENTE = 'Esiste già un utente registrato con questo indirizzo email';
export const MSG_CREDENZIALI_REGISTRAZIONE = 'Email o password non validi';
/** Contract §5: a federated login whose email belongs to an account of another kind. */
export const MSG_ACCOUNT_NON_COLLEGATO =
  'Esiste già un utente registrato con questo indirizzo email: accedi con il metodo usato la prima volta';
export const msgCodiceScaduto = (email: string): string =>
  `Il codice è scaduto. Premi il pulsante per fartene inviare uno nuovo a ${email}`;
export const msgDimostraCasella = (email: string): string =>
  `Devi ancora dimostrarci che la casella ${email} sia tua!`;

/** What a screen does with a failed auth call: the text to show and, where the flow moves on, where. */
export interface AuthOutcome {
  message: string;
  /** NotAuthorized on sign-in: warn that the credentials are separate from the old website */
  oldSiteWarning?: boolean;
  /** the email is not confirmed yet: go to the retry-confirm step */
  unconfirmed?: boolean;
  /** sign-up found an existing user: offer the link to complete the sign-in */
  alreadyExists?: boolean;
  /** the confirmation or reset code expired (or was used up): go to the resend step */
  expired?: boolean;
  /** a leader reset the password: set-new-password with the typed password pre-filled (contract §2) */
  newPasswordRequired?: boolean;
  /** the message belongs under the code field rather than above the form */
  field?: 'codice';
  /** the password was right and the login has a second factor: ask for its code (decision 0418) */
  secondoFattore?: boolean;
}

const code = (e: AuthFailure) => (e.code ?? '').toUpperCase();

export const isRateLimited = (e: AuthFailure): boolean =>
  e.status === 429 || code(e) === 'TOO_MANY_REQUESTS' || code(e) === 'RATE_LIMITED';
const isUnconfirmed = (e: AuthFailure) => code(e) === 'EMAIL_NOT_VERIFIED';
const isBadCredentials = (e: AuthFailure) =>
  code(e) === 'INVALID_EMAIL_OR_PASSWORD' || code(e) === 'INVALID_PASSWORD' || code(e) === 'INVALID_EMAIL';
const isMfa = (e: AuthFailure) =>
  code(e) === 'MFA_REQUIRED' || code(e) === 'TWO_FACTOR_REQUIRED' || code(e) === 'TWO_FACTOR_REDIRECT';
export const isNewPasswordRequired = (e: AuthFailure): boolean =>
  code(e) === 'NEW_PASSWORD_REQUIRED' || code(e) === 'PASSWORD_CHANGE_REQUIRED';

/** The provider's own message (spec: "other errors show the provider's message"). */
function providerMessage(e: AuthFailure): string {
  if (e.message) return e.message;
  return e.status ? `Errore ${e.status}` : 'Errore sconosciuto';
}

/** Spec 1 §8 "Sign-in" (the /login screen). */
export function signInOutcome(e: AuthFailure): AuthOutcome {
  if (code(e) === 'SECONDO_FATTORE') return { message: '', secondoFattore: true };
  if (isNewPasswordRequired(e)) return { message: '', newPasswordRequired: true };
  if (isUnconfirmed(e)) return { message: MSG_NON_VERIFICATA, unconfirmed: true };
  if (isBadCredentials(e) || (e.status === 401 && !e.code)) {
    return { message: MSG_CREDENZIALI, oldSiteWarning: true };
  }
  if (isMfa(e)) return { message: MSG_MFA };
  if (isRateLimited(e)) return { message: MSG_TROPPI_TENTATIVI };
  return { message: providerMessage(e) };
}

/** Spec 1 §8 "Sign-up": the sign-in step of the registration screen. */
export function registrationSignInOutcome(e: AuthFailure, email: string): AuthOutcome {
  if (code(e) === 'SECONDO_FATTORE') return { message: '', secondoFattore: true };
  if (isNewPasswordRequired(e)) return { message: '', newPasswordRequired: true };
  if (isUnconfirmed(e)) return { message: msgDimostraCasella(email), unconfirmed: true };
  if (isBadCredentials(e) || (e.status === 401 && !e.code)) return { message: MSG_CREDENZIALI_REGISTRAZIONE };
  if (isMfa(e)) return { message: MSG_MFA };
  if (isRateLimited(e)) return { message: MSG_TROPPI_TENTATIVI };
  return { message: providerMessage(e) };
}

/** Spec 1 §8 "Sign-up": the sign-up step. */
export function signUpOutcome(e: AuthFailure): AuthOutcome {
  const c = code(e);
  if (c.startsWith('USER_ALREADY_EXISTS') || c === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return { message: MSG_UTENTE_ESISTENTE, alreadyExists: true };
  }
  if (isRateLimited(e)) return { message: MSG_TROPPI_TENTATIVI };
  return { message: providerMessage(e) };
}

/**
 * A 6-digit code (sign-up confirmation or password reset) that was refused: expired (or attempts
 * used up, so the code is gone) → resend step; wrong → ask again; rate limited → §8 reset text.
 */
export function codeOutcome(
  e: AuthFailure,
  email: string,
  kind: 'sign-up' | 'reset' = 'sign-up',
): AuthOutcome {
  const c = code(e);
  // Reset: a used-up code is Cognito's LimitExceeded, whose §8 text is 'Troppi tentativi falliti…'.
  if (kind === 'reset' && c === 'TOO_MANY_ATTEMPTS') return { message: MSG_TROPPI_TENTATIVI, expired: true };
  if (c === 'OTP_EXPIRED' || c === 'TOO_MANY_ATTEMPTS')
    return { message: msgCodiceScaduto(email), expired: true };
  if (isRateLimited(e)) return { message: MSG_TROPPI_TENTATIVI };
  // Contract §1: a wrong code shows the field message 'Inserisci il codice di conferma ricevuto su {email}'.
  if (c === 'INVALID_OTP') return { message: msgCodiceConferma(email), field: 'codice' };
  return { message: providerMessage(e) };
}

/** Spec 1 §8 "Reset": requesting a reset code, or any other call answered with a rate limit. */
export function resetOutcome(e: AuthFailure): AuthOutcome {
  if (isRateLimited(e) || code(e) === 'TOO_MANY_ATTEMPTS') return { message: MSG_TROPPI_TENTATIVI };
  return { message: providerMessage(e) };
}

/** Contract §5: the `?error=` a federated sign-in comes back with. */
export function socialErrorMessage(error: string): string {
  return error === 'account_not_linked' ? MSG_ACCOUNT_NON_COLLEGATO : `Errore: ${error}`;
}

// Issue 27, decision 0418: the second-factor step (a code of the authenticator app, or a recovery code).
export const MSG_CODICE_APP_ERRATO =
  'Codice non valido o scaduto: controlla l’ora del telefono e inserisci il codice che l’app mostra ora';
export const MSG_CODICE_RECUPERO_ERRATO = 'Codice di recupero non valido o già usato';
export const MSG_VERIFICA_SCADUTA =
  'La verifica è scaduta o sono stati fatti troppi tentativi: accedi di nuovo con email e password';
export const MSG_PASSWORD_ERRATA = 'La password non è corretta';

/**
 * A refused second-factor code. `expired`: the pending sign-in is gone (its cookie expired, or the
 * plugin's attempts for it are used up): the person starts again from email and password.
 */
export function secondFactorOutcome(e: AuthFailure, recupero: boolean): AuthOutcome {
  const c = code(e);
  if (c === 'INVALID_TWO_FACTOR_COOKIE' || c === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return { message: MSG_VERIFICA_SCADUTA, expired: true };
  if (isRateLimited(e) || c === 'ACCOUNT_TEMPORARILY_LOCKED') return { message: MSG_TROPPI_TENTATIVI };
  if (c === 'CODICE_GIA_USATO') return { message: MSG_CODICE_GIA_USATO, field: 'codice' };
  if (c === 'INVALID_CODE' || c === 'INVALID_BACKUP_CODE' || e.status === 401)
    return { message: recupero ? MSG_CODICE_RECUPERO_ERRATO : MSG_CODICE_APP_ERRATO, field: 'codice' };
  return { message: providerMessage(e) };
}
