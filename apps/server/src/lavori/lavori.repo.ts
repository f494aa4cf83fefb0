import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lavori } from '../db/schema/index.ts';

// Decision 1017: our table of jobs (state, done/total, final answer), as the queue reads and writes it.

export type RigaLavoro = typeof lavori.$inferSelect;
export type CampiLavoro = Partial<typeof lavori.$inferInsert>;

const APERTI = ['in_coda', 'in_corso'] as const;

export async function aggiornaLavoro(db: Db, id: string, campi: CampiLavoro): Promise<void> {
  await db
    .update(lavori)
    .set({ ...campi, aggiornato: sql`now()` })
    .where(eq(lavori.id, id));
}

export async function leggiLavoro(db: Db, id: string): Promise<RigaLavoro | null> {
  const [r] = await db.select().from(lavori).where(eq(lavori.id, id)).limit(1);
  return r ?? null;
}

/**
 * Closes a job row still open (queued or running) with this error, unless it is younger than
 * `etaMinimaSecondi`; a finished one is left. True when the row is no longer open afterwards.
 */
export async function chiudiLavoroAperto(
  db: Db,
  id: string,
  errore: string,
  etaMinimaSecondi = 0,
): Promise<boolean> {
  const aperta = and(eq(lavori.id, id), inArray(lavori.stato, [...APERTI]));
  const chiuse = await db
    .update(lavori)
    .set({ stato: 'errore', errore, aggiornato: sql`now()` })
    .where(and(aperta, sql`${lavori.creato} <= now() - make_interval(secs => ${etaMinimaSecondi})`))
    .returning({ id: lavori.id });
  if (chiuse.length > 0) return true;
  const [ancora] = await db.select({ id: lavori.id }).from(lavori).where(aperta).limit(1);
  return !ancora;
}

/**
 * The worker takes its job's row: open → 'in_corso', in one statement. False when the row is no
 * longer open (closed as abandoned, or answered by an earlier run): the job is then not run.
 */
export async function prendiLavoro(db: Db, id: string): Promise<boolean> {
  const prese = await db
    .update(lavori)
    .set({ stato: 'in_corso', aggiornato: sql`now()` })
    .where(and(eq(lavori.id, id), inArray(lavori.stato, [...APERTI])))
    .returning({ id: lavori.id });
  return prese.length > 0;
}

/** A new queued row, unless one under the same key is still open (then null). */
export async function inserisciLavoro(
  db: Db,
  riga: { id: string; coda: string; chiave: string; autore: string },
): Promise<string | null> {
  const [inserita] = await db.insert(lavori).values(riga).onConflictDoNothing().returning({ id: lavori.id });
  return inserita?.id ?? null;
}

export async function lavoroApertoPerChiave(db: Db, chiave: string): Promise<RigaLavoro | null> {
  const [attivo] = await db
    .select()
    .from(lavori)
    .where(and(eq(lavori.chiave, chiave), inArray(lavori.stato, [...APERTI])))
    .limit(1);
  return attivo ?? null;
}

/** The queued or running jobs under these keys (the settings page resumes their progress bars). */
export function lavoriAperti(db: Db, chiavi: readonly string[]): Promise<RigaLavoro[]> {
  return db
    .select()
    .from(lavori)
    .where(and(inArray(lavori.chiave, [...chiavi]), inArray(lavori.stato, [...APERTI])));
}
