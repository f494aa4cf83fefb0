import type { AuthFailure } from './auth-errors.ts';
import { raiseDbAsleep } from './db-status.ts';
import { loadIdentity } from './identity-token.ts';

// The calls to the authentication provider of spec 1 §7 (better-auth at /api/auth, docs/auth-contract.md).
// Every call answers `null` on success or an AuthFailure; the screens map failures with auth-errors.ts.

type AuthClient = typeof import('./auth-client.ts')['authClient'];

// The better-auth client is not part of a screen's first load (decision 0204): it starts loading when
// a screen that calls it loads, and a failed download is tried again by the next call.
let loading: Promise<AuthClient> | undefined;
function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client.ts').then(
    (m) => m.authClient,
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
loadAuthClient().catch(() => {});

/** The failure code of a password sign-in that needs the second factor next. */
export const SECONDO_FATTORE = 'SECONDO_FATTORE';

type BetterAuthError = { code?: string; status?: number; message?: string; statusText?: string } | null;

function failure(error: BetterAuthError): AuthFailure | null {
  if (!error) return null;
  // The auth routes answer 503 DB_UNAVAILABLE while the database sleeps (spec 1 §2.3).
  if (error.status === 503) raiseDbAsleep();
  return { code: error.code, status: error.status, message: error.message || error.statusText };
}

async function call(
  run: (client: AuthClient) => Promise<{ error: BetterAuthError; data?: unknown }>,
): Promise<AuthFailure | null> {
  try {
    const { error, data } = await run(await loadAuthClient());
    // better-auth answers a password sign-in of an enrolled login with twoFactorRedirect: the
    // screen asks for the code next (issue 27, decision 0418).
    if (!error && (data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      return { code: SECONDO_FATTORE };
    }
    return failure(error);
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
}

/** Signs in with email and password and reads the identity token of the new session. */
export async function signInEmail(email: string, password: string): Promise<AuthFailure | null> {
  const error = await call((client) => client.signIn.email({ email: email.trim(), password }));
  if (!error) await loadIdentity();
  return error;
}

/**
 * Creates an email login; a 6-digit confirmation code is mailed (no session yet). The registration
 * code rides along (contract §1: it puts the registration link in the mail); `name` is the greeting.
 */
export function signUpEmail(email: string, password: string, registrationCode?: string, name?: string) {
  const e = email.trim();
  return call((client) =>
    client.signUp.email({
      email: e,
      password,
      name: name?.trim() || e,
      ...(registrationCode ? { registrationCode } : {}),
    } as Parameters<AuthClient['signUp']['email']>[0]),
  );
}

/**
 * Confirms the email address with the 6-digit code. The server signs in on success (contract §1):
 * the identity is read again, and `signedIn` tells whether a session now exists.
 */
export async function confirmSignUp(
  email: string,
  otp: string,
): Promise<{ error: AuthFailure | null; signedIn: boolean }> {
  const error = await call((client) => client.emailOtp.verifyEmail({ email: email.trim(), otp: otp.trim() }));
  if (error) return { error, signedIn: false };
  const identity = await loadIdentity();
  return { error: null, signedIn: identity.kind === 'user' };
}

/** Sends a new sign-up confirmation code (with the registration code, for the link in the mail). */
export function resendSignUpCode(email: string, registrationCode?: string) {
  return call((client) =>
    client.emailOtp.sendVerificationOtp({
      email: email.trim(),
      type: 'email-verification',
      ...(registrationCode ? { registrationCode } : {}),
    } as Parameters<AuthClient['emailOtp']['sendVerificationOtp']>[0]),
  );
}

/** Forgot password: mails a 6-digit reset code. */
export function requestPasswordReset(email: string) {
  return call((client) =>
    client.emailOtp.sendVerificationOtp({ email: email.trim(), type: 'forget-password' }),
  );
}

/** Forgot password submit: the code and the new password. */
export function resetPassword(email: string, otp: string, password: string) {
  return call((client) => client.emailOtp.resetPassword({ email: email.trim(), otp: otp.trim(), password }));
}

/** Password change of the signed-in email login (/f/password). */
export function changePassword(currentPassword: string, newPassword: string) {
  return call((client) => client.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

/**
 * Google or Facebook sign-in. The browser leaves for the provider and comes back to `callbackURL`;
 * only a failure to start returns here.
 */
export function signInSocial(provider: 'google' | 'facebook', callbackURL: string, errorCallbackURL: string) {
  return call((client) => client.signIn.social({ provider, callbackURL, errorCallbackURL }));
}

// Issue 27, decisions 0415 and 0418: the second factor (TOTP with recovery codes).

/**
 * Checks a code of the authenticator app (`recupero`: a recovery code): completes a password
 * sign-in waiting for it, or the current session (enrolment, a session made another way). The
 * identity is read again, as the session changed.
 */
export async function verifySecondFactor(code: string, recupero: boolean): Promise<AuthFailure | null> {
  const codice = code.trim();
  const error = await call((client) =>
    recupero
      ? client.twoFactor.verifyBackupCode({ code: codice })
      : client.twoFactor.verifyTotp({ code: codice }),
  );
  if (!error) await loadIdentity();
  return error;
}

/** What the authenticator app needs (the otpauth:// address) and the recovery codes, shown once. */
export interface Attivazione {
  totpURI: string;
  backupCodes: string[];
}

/** Starts the enrolment: the password of an email login (federated logins send none). */
export async function enableSecondFactor(
  password: string | undefined,
): Promise<{ error: AuthFailure | null; attivazione?: Attivazione }> {
  let attivazione: Attivazione | undefined;
  const error = await call(async (client) => {
    const r = await client.twoFactor.enable(password ? { password } : ({} as { password: string }));
    attivazione = (r.data as Attivazione | null) ?? undefined;
    return r;
  });
  return { error, attivazione };
}

/**
 * New recovery codes for an enrolled login (the password of an email login): the old ones stop
 * working. Shown once, like the enrolment's.
 */
export async function regenerateRecoveryCodes(
  password: string | undefined,
): Promise<{ error: AuthFailure | null; codici?: string[] }> {
  let codici: string[] | undefined;
  const error = await call(async (client) => {
    const r = await client.twoFactor.generateBackupCodes(
      password ? { password } : ({} as { password: string }),
    );
    codici = (r.data as { backupCodes?: string[] } | null)?.backupCodes;
    return r;
  });
  return { error, codici };
}

/** Switches the second factor off (the password of an email login). */
export async function disableSecondFactor(password: string | undefined): Promise<AuthFailure | null> {
  const error = await call((client) =>
    client.twoFactor.disable(password ? { password } : ({} as { password: string })),
  );
  if (!error) await loadIdentity();
  return error;
}

/** Whether the signed-in login has an authenticator, read from the cookie session (null: unknown). */
export async function readSecondFactorEnabled(): Promise<boolean | null> {
  try {
    const client = await loadAuthClient();
    const { data } = await client.getSession({ query: { disableCookieCache: true } });
    const user = data?.user as { twoFactorEnabled?: boolean | null } | undefined;
    return user ? user.twoFactorEnabled === true : null;
  } catch {
    return null;
  }
}
