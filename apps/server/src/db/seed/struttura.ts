import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { RUOLI } from '@zaino/domain/ruoli';
import { sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../client.ts';
import * as s from '../schema/index.ts';

/**
 * The section's own structure, with no people and no logins (issue 8 item 1): the roles catalogue
 * (spec 2 §3), the section's party and the one row of general information. What a production start
 * creates on an empty database; idempotent, never touches existing rows.
 */
export async function preparaStruttura(database: Pick<Database, 'db'>): Promise<void> {
  await withTransaction(database.db, 'avvio', async (tx) => {
    await tx
      .insert(s.ruoli)
      .values(RUOLI.map((r) => ({ ...r, keywords: [...r.keywords] })))
      .onConflictDoNothing();
    await tx.insert(s.parti).values({ id_parte: ID_PARTE_SEZIONE, desc: 'Sezione' }).onConflictDoNothing();
    // Past the section's explicit id 1, and never back: after the newest party was deleted (a merge),
    // setting the sequence to the highest id left would hand a used id out again.
    await tx.execute(sql`select setval(pg_get_serial_sequence('parti', 'id_parte'), greatest(
        coalesce(max(id_parte), 0), 1,
        coalesce(pg_sequence_last_value(pg_get_serial_sequence('parti', 'id_parte')::regclass), 0)
      ), true) from parti`);
    await tx.insert(s.infoGenerali).values({ id: 1 }).onConflictDoNothing();
  });
}

/** Whether any login exists (production start-up tells how to create the first administrator). */
export async function haUtenti(database: Pick<Database, 'db'>): Promise<boolean> {
  const result = await database.db.execute<{ c: boolean }>(
    sql`select exists(select 1 from auth_user) or exists(select 1 from utenti) as c`,
  );
  return Boolean(result.rows[0]?.c);
}
