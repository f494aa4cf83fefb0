import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allegati, transazioniFinanziarie } from '../../db/schema/index.ts';

export type AllegatoRow = typeof allegati.$inferSelect;

export async function findAllegato(db: Db, id: number): Promise<AllegatoRow | undefined> {
  const [row] = await db.select().from(allegati).where(eq(allegati.id_allegato, id));
  return row;
}

/** The attachments of these payments not removed (elimina), oldest first. */
export async function findAllegatiDiPagamenti(db: Db, idsTf: readonly number[]): Promise<AllegatoRow[]> {
  return db
    .select()
    .from(allegati)
    .where(and(inArray(allegati.id_transazione_finanziaria, [...idsTf]), eq(allegati.elimina, false)))
    .orderBy(asc(allegati.id_allegato));
}

/** The payment an attachment belongs to: its own column, else the payment naming it as receipt. */
export async function findIdTfDiAllegato(db: Db, a: AllegatoRow): Promise<number | null> {
  if (a.id_transazione_finanziaria != null) return a.id_transazione_finanziaria;
  const [row] = await db
    .select({ id: transazioniFinanziarie.id_transazione_finanziaria })
    .from(transazioniFinanziarie)
    .where(
      or(
        eq(transazioniFinanziarie.ricevuta_id_allegato, a.id_allegato),
        eq(transazioniFinanziarie.bonifico_id_allegato, a.id_allegato),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertAllegato(db: Db, row: typeof allegati.$inferInsert): Promise<AllegatoRow> {
  const [inserito] = await db.insert(allegati).values(row).returning();
  return inserito!;
}

/** Of these generated bases (`cartella/uuid`), those some attachment row names (with any extension). */
export async function basiConAllegato(db: Db, basi: readonly string[]): Promise<Set<string>> {
  if (basi.length === 0) return new Set();
  const base = sql<string>`split_part(${allegati.s3_key}, '.', 1)`;
  const righe = await db
    .select({ base })
    .from(allegati)
    .where(inArray(base, [...basi]));
  return new Set(righe.map((r) => r.base));
}
