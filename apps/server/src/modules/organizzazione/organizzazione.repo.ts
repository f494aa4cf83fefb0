import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gruppi, parti, unita } from '../../db/schema/index.ts';

export type ParteRow = typeof parti.$inferSelect;
export type UnitaRow = typeof unita.$inferSelect;
export type GruppoRow = typeof gruppi.$inferSelect;

export async function findPartiByIds(db: Db, ids: readonly number[]): Promise<ParteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(parti)
    .where(inArray(parti.id_parte, [...ids]));
}

export async function findUnitaByIds(db: Db, ids: readonly number[]): Promise<UnitaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(unita)
    .where(inArray(unita.id_unita, [...ids]));
}

export async function findGruppiByIds(db: Db, ids: readonly number[]): Promise<GruppoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(gruppi)
    .where(inArray(gruppi.id_gruppo, [...ids]))
    .orderBy(asc(gruppi.numero));
}

export async function listGruppi(db: Db): Promise<GruppoRow[]> {
  return db.select().from(gruppi).orderBy(asc(gruppi.numero));
}

/** Units with the number of their group, ordered by group number and branch. */
export async function listUnita(db: Db, idGruppi?: readonly number[]): Promise<UnitaRow[]> {
  if (idGruppi && idGruppi.length === 0) return [];
  const rows = await db
    .select({ unita, numero: gruppi.numero })
    .from(unita)
    .innerJoin(gruppi, eq(gruppi.id_gruppo, unita.id_gruppo))
    .where(idGruppi ? inArray(unita.id_gruppo, [...idGruppi]) : undefined)
    .orderBy(asc(gruppi.numero), sql`position(${unita.branca} in 'LER')`);
  return rows.map((r) => r.unita);
}

export async function findUnitaByBrancaGruppo(
  db: Db,
  branca: string,
  idGruppo: number,
): Promise<UnitaRow | null> {
  const [row] = await db
    .select()
    .from(unita)
    .where(and(eq(unita.branca, branca), eq(unita.id_gruppo, idGruppo)))
    .limit(1);
  return row ?? null;
}
