import { preparataPerSessione, traChiavi } from '../../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import type { PortataGruppi, PortataUnita } from '@zaino/domain/accesso';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gruppi, parti, unita } from '../../db/schema/index.ts';

export type ParteRow = typeof parti.$inferSelect;
export type UnitaRow = typeof unita.$inferSelect;
export type GruppoRow = typeof gruppi.$inferSelect;

const partiPerId = preparataPerSessione((db) =>
  db.select().from(parti).where(traChiavi(parti.id_parte)).prepare(SENZA_NOME),
);

export async function findPartiByIds(db: Db, ids: readonly number[]): Promise<ParteRow[]> {
  if (ids.length === 0) return [];
  return partiPerId(db).execute({ ids: [...ids] });
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

/** The groups within the viewer's reach of groups (domain portataGruppi), by number. */
export async function listGruppiVisibili(db: Db, portata: PortataGruppi): Promise<GruppoRow[]> {
  if (!portata.tutti && portata.id_gruppi.length === 0) return [];
  return db
    .select()
    .from(gruppi)
    .where(portata.tutti ? undefined : inArray(gruppi.id_gruppo, [...portata.id_gruppi]))
    .orderBy(asc(gruppi.numero));
}

/** The units among the viewer's unit choices (domain portataUnita), by group number and branch. */
export async function listUnitaVisibili(db: Db, portata: PortataUnita): Promise<UnitaRow[]> {
  const scelte = portata.scelte.filter((s) => s.branca !== 'G');
  if (!portata.tutte && scelte.length === 0) return [];
  const ammesse = scelte.map(
    (s) => sql`(${unita.id_gruppo} = ${s.id_gruppo} and ${unita.branca} = ${s.branca})`,
  );
  const rows = await db
    .select({ unita, numero: gruppi.numero })
    .from(unita)
    .innerJoin(gruppi, eq(gruppi.id_gruppo, unita.id_gruppo))
    .where(portata.tutte ? undefined : sql`(${sql.join(ammesse, sql` or `)})`)
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

/** A person's own party (decision 0902): created before the person, then linked to them. */
export async function creaPartePersona(tx: Tx, desc: string): Promise<number> {
  const [parte] = await tx.insert(parti).values({ desc }).returning({ id: parti.id_parte });
  return parte!.id;
}

export async function collegaPartePersona(tx: Tx, idParte: number, idPersona: number): Promise<void> {
  await tx.update(parti).set({ id_persona: idPersona }).where(eq(parti.id_parte, idParte));
}
