import { APIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { RATE_LIMITED_MESSAGE } from '../errors.ts';
import { azzera, conta, restituisci } from '../lib/contatori-limiti.ts';

// Decision 0405: limits that protect credentials count per account as well as per address, so a
// scout hall on one Wi-Fi does not spend one shared budget, and a guesser spreading attempts over
// many addresses still meets the per-account limit. Counters live in our own table
// (lib/contatori-limiti.ts: fixed windows, one atomic upsert each, never pruned before they end).

export interface Limite {
  /** What the counter is keyed by: the account (email) alone, or the account from one address. */
  per: 'account' | 'account+address';
  max: number;
  windowSeconds: number;
}

/** Paths whose body names an account (email) and checks a secret for it. */
export const LIMITI_CREDENZIALI: Record<string, Limite[]> = {
  '/sign-in/email': [
    { per: 'account+address', max: 10, windowSeconds: 60 },
    { per: 'account', max: 30, windowSeconds: 600 },
  ],
  '/email-otp/verify-email': [
    { per: 'account+address', max: 5, windowSeconds: 60 },
    { per: 'account', max: 15, windowSeconds: 600 },
  ],
  '/email-otp/reset-password': [
    { per: 'account+address', max: 5, windowSeconds: 60 },
    { per: 'account', max: 15, windowSeconds: 600 },
  ],
};

/**
 * Decision 0415: wrong second-factor codes (TOTP or recovery) per login, whatever the address and
 * whether asked at sign-in or to complete a session; the plugin's own lockout uses the same figures.
 */
export const LIMITE_SECONDO_FATTORE = { max: 10, windowSeconds: 900 } as const;

/** Mails (confirmation and reset codes, any endpoint, leader resets too) per recipient address. */
export const LIMITE_MAIL = { max: 3, windowSeconds: 600 } as const;

export function troppiTentativi(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE },
    { 'X-Retry-After': String(retryAfterSeconds) },
  );
}

const chiavi = (path: string, email: string, address: string) =>
  (LIMITI_CREDENZIALI[path] ?? []).map((l) => ({
    limite: l,
    key: l.per === 'account' ? `${path}|account|${email}` : `${path}|account|${email}|${address}`,
  }));

/** Spends one attempt of each limit of `path` for this account and address; 429 over any. */
export async function spendiTentativo(db: Db, path: string, email: string, address: string): Promise<void> {
  if (!email) return;
  for (const { limite, key } of chiavi(path, email, address)) {
    if ((await conta(db, key, limite.windowSeconds)) > limite.max)
      throw troppiTentativi(limite.windowSeconds);
  }
}

/**
 * Gives back the attempt of a check that succeeded: the limits are against guessing, and a family
 * signing in many times a day from one hall (or an end-to-end run on the demo logins) guesses
 * nothing. Spent before the check and given back after, so concurrent guesses are all counted.
 */
export async function restituisciTentativo(
  db: Db,
  path: string,
  email: string,
  address: string,
): Promise<void> {
  if (!email) return;
  for (const { key } of chiavi(path, email, address)) await restituisci(db, key);
}

const chiaveMail = (email: string) => `mail|${email.trim().toLowerCase()}`;

/**
 * Gives a recipient a fresh mail budget: after a confirmation from another browser discarded the
 * sign-up password, the owner must be able to ask for a reset code at once.
 */
export async function azzeraMail(db: Db, email: string): Promise<void> {
  await azzera(db, chiaveMail(email));
}

/**
 * An invite's budget per recipient: the same size as the sign-in mails', kept apart so that invites
 * (sent by leaders, with a cc list) can never hold back a person's own sign-in or reset codes.
 */
export async function spendiMailInvito(db: Db, email: string): Promise<boolean> {
  const count = await conta(db, `invito:${chiaveMail(email)}`, LIMITE_MAIL.windowSeconds);
  return count <= LIMITE_MAIL.max;
}

/** Spends one mail of a recipient's budget; false when the budget is spent (send nothing). */
export async function spendiMail(db: Db, email: string): Promise<boolean> {
  const count = await conta(db, chiaveMail(email), LIMITE_MAIL.windowSeconds);
  return count <= LIMITE_MAIL.max;
}
