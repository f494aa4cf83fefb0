import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { migrationsFolder } from './migrate.ts';

// Which of this build's migrations a database holds, from Drizzle's own journal table (its
// `created_at` is the `when` of each applied file). Read by the production start on PostgreSQL,
// which never migrates by itself (decision 0411), and by /health/ready.

/** The `when` of every migration this build ships, in order (Drizzle's journal). */
export function migrazioniDellaVersione(folder = migrationsFolder): number[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((e) => e.when);
}

/**
 * How many of this build's migrations the database lacks (all of them on an empty database). Each
 * is looked for by its own `when`, so one skipped between applied ones is counted too.
 */
export async function migrazioniMancanti(db: Db, versione = migrazioniDellaVersione()): Promise<number> {
  let applicate = new Set<number>();
  try {
    const { rows } = await db.execute<{ quando: string | number }>(
      sql`select created_at as quando from drizzle.__drizzle_migrations`,
    );
    applicate = new Set(rows.map((r) => Number(r.quando)));
  } catch (error) {
    // No journal yet: nothing was ever migrated (undefined schema or table).
    const e = error as { code?: string; cause?: { code?: string } };
    const code = e.cause?.code ?? e.code;
    if (code !== '3F000' && code !== '42P01') throw error;
  }
  return versione.filter((when) => !applicate.has(when)).length;
}
