import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

/** Window of the registration-code budget (CODE_LOOKUP_LIMIT codes per window per address). */
export const CODE_LOOKUP_WINDOW_MS = 60_000;

/**
 * Spends one registration-code lookup of a client address (issue 4: guessing codes must not be
 * practical, also through aliased GraphQL fields: every field calls this once). A fixed window
 * per address, kept in better-auth's rate-limit table under its own key, counted by one atomic
 * upsert so concurrent fields of one request are all counted. Over budget: RATE_LIMITED.
 */
export async function spendiRicercaCodice(db: Db, clientAddress: string, limit: number): Promise<void> {
  const key = `graphql:codice-registrazione|${clientAddress}`;
  const now = Date.now();
  const start = now - CODE_LOOKUP_WINDOW_MS;
  const result = await db.execute<{ count: number }>(sql`
    insert into auth_rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limit.last_request < ${start} then 1 else auth_rate_limit.count + 1 end,
      last_request = case when auth_rate_limit.last_request < ${start} then ${now} else auth_rate_limit.last_request end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > limit) throw new AppError('RATE_LIMITED');
}
