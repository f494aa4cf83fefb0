import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { RATE_LIMITED_MESSAGE } from '../errors.ts';

// Decision 0405: limits that protect credentials count per account as well as per address, so a
// scout hall on one Wi-Fi does not spend one shared budget, and a guesser spreading attempts over
// many addresses still meets the per-account limit. Counters live in better-auth's rate-limit
// table under their own keys (fixed windows, one atomic upsert each).

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

/** Mails (confirmation and reset codes, any endpoint, leader resets too) per recipient address. */
export const LIMITE_MAIL = { max: 3, windowSeconds: 600 } as const;

/** Adds one to a fixed-window counter and returns the count in the current window. */
export async function conta(db: Db, key: string, windowSeconds: number): Promise<number> {
  const now = Date.now();
  const start = now - windowSeconds * 1000;
  const result = await db.execute<{ count: number }>(sql`
    insert into auth_rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limit.last_request < ${start} then 1 else auth_rate_limit.count + 1 end,
      last_request = case when auth_rate_limit.last_request < ${start} then ${now} else auth_rate_limit.last_request end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

export function troppiTentativi(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE },
    { 'X-Retry-After': String(retryAfterSeconds) },
  );
}

/** Spends one attempt of each limit of `path` for this account and address; 429 over any. */
export async function spendiTentativo(db: Db, path: string, email: string, address: string): Promise<void> {
  const limiti = LIMITI_CREDENZIALI[path];
  if (!limiti || !email) return;
  for (const l of limiti) {
    const key = l.per === 'account' ? `${path}|account|${email}` : `${path}|account|${email}|${address}`;
    if ((await conta(db, key, l.windowSeconds)) > l.max) throw troppiTentativi(l.windowSeconds);
  }
}

const chiaveMail = (email: string) => `mail|${email.trim().toLowerCase()}`;

/**
 * Gives a recipient a fresh mail budget: after a confirmation from another browser discarded the
 * sign-up password, the owner must be able to ask for a reset code at once.
 */
export async function azzeraMail(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from auth_rate_limit where key = ${chiaveMail(email)}`);
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

/** Counters idle this long are over every window above (the longest is 10 minutes) and better-auth's. */
export const CONTATORI_SCADUTI_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the counters nobody has touched for a day: each address and account a sign-in attempt
 * ever named leaves a row, and without this the table only grows. Returns how many were deleted.
 */
export async function eliminaContatoriScaduti(db: Db, adesso = Date.now()): Promise<number> {
  const result = await db.execute<{ key: string }>(
    sql`delete from auth_rate_limit where last_request < ${adesso - CONTATORI_SCADUTI_MS} returning key`,
  );
  return result.rows.length;
}
