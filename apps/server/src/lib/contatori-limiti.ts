import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// Issue 22 item 1: every rate limit of ours counts in `contatori_limiti`, fixed windows, one atomic
// upsert per attempt (concurrent attempts are all counted). Nothing but `eliminaContatoriScaduti`
// deletes a row, and only once its window is over: better-auth's own table (`auth_rate_limit`),
// where these counters used to live, is pruned by better-auth of every row older than a minute,
// which reset the 10-minute limits every minute.

/** Bound of a key (an email of at most 254 characters, an address, a path and a prefix fit). */
const CHIAVE_MAX = 600;

/**
 * Adds `passi` (one attempt by default) to the counter `key` and returns the count in its current
 * window (`windowSeconds` long, started by the first attempt after the previous window ended).
 */
export async function conta(
  db: Db,
  key: string,
  windowSeconds: number,
  adesso = Date.now(),
  passi = 1,
): Promise<number> {
  const chiave = key.slice(0, CHIAVE_MAX);
  const scadenza = adesso + windowSeconds * 1000;
  const result = await db.execute<{ conteggio: number }>(sql`
    insert into contatori_limiti (chiave, conteggio, scadenza)
    values (${chiave}, ${passi}, ${scadenza})
    on conflict (chiave) do update set
      conteggio = case when contatori_limiti.scadenza <= ${adesso} then ${passi}
                       else contatori_limiti.conteggio + ${passi} end,
      scadenza = case when contatori_limiti.scadenza <= ${adesso} then excluded.scadenza
                      else contatori_limiti.scadenza end
    returning conteggio`);
  return Number(result.rows[0]?.conteggio ?? 0);
}

/** Takes back one attempt of the counter's current window (an attempt that turned out legitimate). */
export async function restituisci(db: Db, key: string, adesso = Date.now()): Promise<void> {
  await db.execute(sql`
    update contatori_limiti set conteggio = conteggio - 1
    where chiave = ${key.slice(0, CHIAVE_MAX)} and scadenza > ${adesso} and conteggio > 0`);
}

/** Forgets a counter: its next attempt starts a fresh window. */
export async function azzera(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from contatori_limiti where chiave = ${key.slice(0, CHIAVE_MAX)}`);
}

/** better-auth's own counters (per address) idle this long are over every window it has. */
export const CONTATORI_SCADUTI_MS = 24 * 60 * 60 * 1000;

/**
 * The hourly clean-up: deletes our counters whose window is over (a new attempt would start a
 * fresh window anyway) and better-auth's counters idle for a day (it prunes them only when one of
 * its windows restarts). Without it both tables only grow: each address and account an attempt
 * ever named leaves a row. Returns how many rows were deleted.
 */
export async function eliminaContatoriScaduti(db: Db, adesso = Date.now()): Promise<number> {
  const nostri = await db.execute<{ chiave: string }>(
    sql`delete from contatori_limiti where scadenza <= ${adesso} returning chiave`,
  );
  const loro = await db.execute<{ key: string }>(
    sql`delete from auth_rate_limit where last_request < ${adesso - CONTATORI_SCADUTI_MS} returning key`,
  );
  return nostri.rows.length + loro.rows.length;
}
