import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { conta } from '../lib/contatori-limiti.ts';

/** The request's limits for code lookups: whoever asks, from where, with which budget. */
export interface LimiteRicerche {
  clientAddress: string;
  limit: number;
}

/** Window of the registration-code budget (CODE_LOOKUP_LIMIT codes per window per address). */
export const CODE_LOOKUP_WINDOW_MS = 60_000;

/**
 * Spends one registration-code lookup of a client address (issue 4: guessing codes must not be
 * practical, also through aliased GraphQL fields: every field calls this once). A fixed window
 * per address, kept in our counters table (lib/contatori-limiti.ts) under its own key, counted by
 * one atomic upsert so concurrent fields of one request are all counted. Over budget: RATE_LIMITED.
 */
export async function spendiRicercaCodice(db: Db, clientAddress: string, limit: number): Promise<void> {
  await spendi(db, `graphql:codice-registrazione|${clientAddress}`, limit);
}

/**
 * The same budget for a signed-in leader's code search (cercaPersona, decision 0909), spent twice:
 * per client address (shared with the public lookups) and per login, so neither another address
 * nor another login multiplies the guesses one person can make.
 */
export async function spendiRicercaCodiceDi(
  db: Db,
  clientAddress: string,
  userId: string,
  limit: number,
): Promise<void> {
  await spendiRicercaCodice(db, clientAddress, limit);
  await spendi(db, `graphql:codice-registrazione-login|${userId}`, limit);
}

async function spendi(db: Db, key: string, limit: number): Promise<void> {
  if ((await conta(db, key, CODE_LOOKUP_WINDOW_MS / 1000)) > limit) throw new AppError('RATE_LIMITED');
}
