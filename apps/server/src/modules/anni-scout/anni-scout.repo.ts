import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anniScout } from '../../db/schema/index.ts';

export type AnnoScoutRow = typeof anniScout.$inferSelect;

export async function findAnnoAttivo(db: Db): Promise<AnnoScoutRow | null> {
  const [row] = await db.select().from(anniScout).where(eq(anniScout.attivo, true)).limit(1);
  return row ?? null;
}

export async function listAnniScout(db: Db): Promise<AnnoScoutRow[]> {
  return db.select().from(anniScout).orderBy(desc(anniScout.anno_scout));
}
