import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { parentele, persone } from '../../db/schema/index.ts';
import type { ParentelaRow } from './persone.repo.ts';

/** Kinship rows where any of the persons is parent or child. */
export async function findParenteleByPersone(db: Db, ids: readonly number[]): Promise<ParentelaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(parentele)
    .where(
      or(inArray(parentele.id_persona_genitore, [...ids]), inArray(parentele.id_persona_figlio, [...ids])),
    )
    .orderBy(asc(parentele.id_parentela));
}

/** Spec 2 §7: the label of a kinship (Mamma, Papà or free text). */
export async function aggiornaDescParentela(tx: Tx, idParentela: number, desc: string): Promise<void> {
  await tx.update(parentele).set({ desc }).where(eq(parentele.id_parentela, idParentela));
}

export async function findParentela(db: Db, idParentela: number): Promise<ParentelaRow | null> {
  const [row] = await db.select().from(parentele).where(eq(parentele.id_parentela, idParentela));
  return row ?? null;
}

/** The parents of a person related as `relazione` (case-insensitive), oldest first. */
export async function genitoriConRelazione(
  tx: Tx,
  idFiglio: number,
  relazione: string,
): Promise<{ id_persona: number; nome: string | null; cognome: string | null }[]> {
  return tx
    .select({ id_persona: persone.id_persona, nome: persone.nome, cognome: persone.cognome })
    .from(parentele)
    .innerJoin(persone, eq(persone.id_persona, parentele.id_persona_genitore))
    .where(
      and(eq(parentele.id_persona_figlio, idFiglio), sql`lower(${parentele.desc}) = lower(${relazione})`),
    )
    .orderBy(parentele.id_parentela);
}

/** Whether the two persons are already related, in either direction. */
export async function esisteParentela(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: parentele.id_parentela })
    .from(parentele)
    .where(
      or(
        and(eq(parentele.id_persona_genitore, a), eq(parentele.id_persona_figlio, b)),
        and(eq(parentele.id_persona_genitore, b), eq(parentele.id_persona_figlio, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function inserisciParentela(
  tx: Tx,
  valori: { id_persona_genitore: number; id_persona_figlio: number; desc: string },
): Promise<number> {
  const [row] = await tx.insert(parentele).values(valori).returning({ id: parentele.id_parentela });
  return row!.id;
}

export async function eliminaParentela(tx: Tx, idParentela: number): Promise<void> {
  await tx.delete(parentele).where(eq(parentele.id_parentela, idParentela));
}
