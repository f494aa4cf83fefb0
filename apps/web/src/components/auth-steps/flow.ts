import { emailDaUsername } from '@zaino/domain/utenti';

// The email sub-steps of spec 1 §2.5 and §2.8 / §4.2, as a small state machine shared by /login and
// /register/code/{code}.

export type Step =
  | { name: 'signUp'; email?: string }
  | { name: 'confirm'; email: string; code?: string; password?: string }
  /** retry confirm: an unconfirmed user tried to sign in */
  | { name: 'retryConfirm'; email: string; password?: string; message: string }
  | { name: 'signIn'; email?: string; notice?: string }
  | { name: 'forgotInput'; email?: string }
  | { name: 'forgotConfirm'; email: string; code?: string; justSent?: boolean }
  | { name: 'resend'; email: string; message: string; kind: 'sign-up' | 'reset' }
  | { name: 'newPassword'; email: string; password: string }
  /** the password was right; the login has a second factor (issue 27, decision 0418) */
  | { name: 'secondoFattore'; email: string };

export type StepName = Step['name'];

export const STEP_TITLES: Record<StepName, string> = {
  signUp: 'Crea il tuo account',
  confirm: 'Conferma la tua email',
  retryConfirm: 'Conferma la tua email',
  signIn: 'Accedi',
  forgotInput: 'Recupera la password',
  forgotConfirm: 'Imposta una nuova password',
  resend: 'Codice scaduto',
  newPassword: 'Imposta una nuova password',
  secondoFattore: 'Verifica in due passaggi',
};

/**
 * Spec 1 §2.5 / §2.8: query parameters username (-at- for @), confirmationCode and forgotPassword
 * open the confirmation step of the email sign-up, or the password-reset code step; a reset link on
 * /login (username + confirmationCode) opens set-new-password.
 */
export function stepFromQuery(
  params: URLSearchParams,
  screen: 'login' | 'registration',
  fallback: Step,
): Step {
  const username = params.get('username')?.trim() ?? '';
  const code = params.get('confirmationCode')?.trim() ?? '';
  const forgot = params.has('forgotPassword') && params.get('forgotPassword') !== 'false';
  const email = username ? emailDaUsername(username) : '';
  if (screen === 'login') {
    return username && code ? { name: 'forgotConfirm', email, code } : fallback;
  }
  if (!username && !code) return fallback;
  if (forgot) return { name: 'forgotConfirm', email, code: code || undefined };
  if (code || username) return { name: 'confirm', email, code: code || undefined };
  return fallback;
}
