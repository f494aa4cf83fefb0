// User accounts: usernames, access method, account state and age thresholds (spec 1 §3, §5.1; spec 2 §2–§4, §9).
import { etaInAnni, type Giorno } from './date.ts';

/** Spec 1 §3: username prefixes of federated logins. */
export const PREFISSO_GOOGLE = 'google_';
/** Spec 1 §3: username prefixes of federated logins. */
export const PREFISSO_FACEBOOK = 'facebook_';

/** Spec 1 §5.1 / §3: the username of an email login: trimmed, '@' replaced by '-at-'. */
export function usernameDaEmail(email: string): string {
  return email.trim().replaceAll('@', '-at-');
}

/** Spec 1 §2.5: a username read back from a link ('-at-' written for '@'). */
export function emailDaUsername(username: string): string {
  return username.trim().replaceAll('-at-', '@');
}

/** Spec 2 §2: access method of a user: Google, Facebook, Email, or 'Non effettuato'. */
export type MetodoAccesso = 'Google' | 'Facebook' | 'Email' | 'Non effettuato';

/** Spec 2 §2 Accesso column: from the username prefix and whether a registration date exists. */
export function metodoAccesso(
  username: string | null | undefined,
  dataRegistrazione: Giorno | null | undefined,
): MetodoAccesso {
  if (dataRegistrazione == null || dataRegistrazione === '') return 'Non effettuato';
  const u = (username ?? '').trim().toLowerCase();
  if (u.startsWith(PREFISSO_GOOGLE)) return 'Google';
  if (u.startsWith(PREFISSO_FACEBOOK)) return 'Facebook';
  return 'Email';
}

/** Spec 1 §2.4 / spec 3 §2: password change is offered only to email-based logins. */
export function isLoginEmail(username: string | null | undefined): boolean {
  const u = (username ?? '').trim().toLowerCase();
  return u !== '' && !u.startsWith(PREFISSO_GOOGLE) && !u.startsWith(PREFISSO_FACEBOOK);
}

/** Spec 2 §4: the derived user-account states of a member, in the dashboard's order. */
export const STATI_ACCOUNT = ['attivo', 'creato', 'nessuno'] as const;
export type StatoAccount = (typeof STATI_ACCOUNT)[number];

/** Spec 2 §4: active if any linked user (own or a parent's) registered; created if users exist; 'to create'
 * (nessuno) if there are no users and the enrolment is prevista; otherwise null (nothing to show). */
export function statoAccount(
  utenti: readonly { data_registrazione: Giorno | null | undefined }[],
  statoIscrizione: string | null | undefined,
): StatoAccount | null {
  if (utenti.some((u) => u.data_registrazione != null && u.data_registrazione !== '')) return 'attivo';
  if (utenti.length > 0) return 'creato';
  return statoIscrizione === 'prevista' ? 'nessuno' : null;
}

/** Spec 2 §9: age thresholds. */
export const SOGLIE_ETA = Object.freeze({ quasiAdulto: 16, chiaramenteAdulto: 19, maggiorenne: 18 });

/** Spec 2 §9: 'almost an adult' at 16 or more. */
export function isQuasiAdulto(nascita: Giorno, oggi: Giorno): boolean {
  return etaInAnni(nascita, oggi) >= SOGLIE_ETA.quasiAdulto;
}

/** Spec 2 §9: 'clearly an adult' at 19 or more (decides the account-creation hint). */
export function isChiaramenteAdulto(nascita: Giorno, oggi: Giorno): boolean {
  return etaInAnni(nascita, oggi) >= SOGLIE_ETA.chiaramenteAdulto;
}

/** Spec 2 §9: adult cutoff of 18 years in mass registration. */
export function isMaggiorenne(nascita: Giorno, oggi: Giorno): boolean {
  return etaInAnni(nascita, oggi) >= SOGLIE_ETA.maggiorenne;
}

/** Spec 2 §9: the account-creation hint: 'self' for a clear adult, 'both' in between, 'parent' for a child. */
export function suggerimentoAccount(
  nascita: Giorno | null | undefined,
  oggi: Giorno,
): 'se' | 'entrambi' | 'genitore' {
  if (nascita == null || nascita === '') return 'genitore';
  if (isChiaramenteAdulto(nascita, oggi)) return 'se';
  if (isQuasiAdulto(nascita, oggi)) return 'entrambi';
  return 'genitore';
}
