import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { anniScout } from '../../db/schema/index.ts';

export type AnnoScoutRow = typeof anniScout.$inferSelect;

export async function findAnnoAttivo(db: Db): Promise<AnnoScoutRow | null> {
  const [row] = await db.select().from(anniScout).where(eq(anniScout.attivo, true)).limit(1);
  return row ?? null;
}

export async function listAnniScout(db: Db): Promise<AnnoScoutRow[]> {
  return db.select().from(anniScout).orderBy(desc(anniScout.anno_scout));
}

/**
 * Every scout year, locked for the rest of the transaction (decision 1302): two settings changes at
 * once queue instead of planning on the same old rows.
 */
export async function listAnniScoutPerModifica(tx: Tx): Promise<AnnoScoutRow[]> {
  return tx.select().from(anniScout).orderBy(desc(anniScout.anno_scout)).for('update');
}

/** Writes the changed fields of one year (the plan's, never `attivo`). */
export async function aggiornaAnnoScout(
  tx: Tx,
  anno_scout: number,
  campi: Partial<Omit<AnnoScoutRow, 'anno_scout' | 'attivo'>>,
): Promise<void> {
  await tx.update(anniScout).set(campi).where(eq(anniScout.anno_scout, anno_scout));
}

/**
 * Moves the active flag (spec 2 §4: only one year is active). Two statements: the partial unique
 * index on `attivo` is checked row by row, so the old year is cleared first.
 */
export async function attivaAnnoScout(tx: Tx, anno_scout: number): Promise<void> {
  await tx.update(anniScout).set({ attivo: false }).where(eq(anniScout.attivo, true));
  await tx.update(anniScout).set({ attivo: true }).where(eq(anniScout.anno_scout, anno_scout));
}

/** Inserts a new year; an existing one is left as it is (a concurrent click made it). */
export async function inserisciAnnoScout(tx: Tx, anno: AnnoScoutRow): Promise<boolean> {
  const righe = await tx
    .insert(anniScout)
    .values(anno)
    .onConflictDoNothing()
    .returning({ anno_scout: anniScout.anno_scout });
  return righe.length > 0;
}
