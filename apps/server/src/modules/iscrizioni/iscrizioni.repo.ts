import { and, asc, countDistinct, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { GruppoRow } from '../organizzazione/organizzazione.repo.ts';
import type { Db } from '../../db/client.ts';
import { iscrizioni, nomine, parentele, ruoli, utenti } from '../../db/schema/index.ts';

export type IscrizioneRow = typeof iscrizioni.$inferSelect;
/**
 * An enrolment as the API shows it; `nomine_lette` when a list read the appointments with it,
 * `nazionale_visibile` when it already judged whether the viewer sees the national comparison.
 */
export type IscrizioneVista = IscrizioneRow & { nomine_lette?: NominaVista[]; nazionale_visibile?: boolean };
export type NominaRow = typeof nomine.$inferSelect;
/** An appointment; read with a register row it carries its group (the section's structure). */
export type NominaVista = NominaRow & { gruppo_letto?: GruppoRow | null };
/** A role as GraphQL resolves it: the domain catalogue's entry (the ruoli table is seeded from it). */
export type { Ruolo as RuoloRow } from '@zaino/domain/ruoli';

export async function findIscrizioniByPersoneAnno(
  db: Db,
  ids: readonly number[],
  anno: number,
): Promise<IscrizioneRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(iscrizioni)
    .where(and(eq(iscrizioni.anno_scout, anno), inArray(iscrizioni.id_persona, [...ids])));
}

export async function findNomineByIscrizioni(db: Db, ids: readonly number[]): Promise<NominaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(nomine)
    .where(inArray(nomine.id_iscrizione, [...ids]))
    .orderBy(asc(nomine.id_nomina));
}

/** Where a count is taken: the whole section, a group, or a unit (group + branch). */
export type AmbitoConteggio =
  | { tipo: 'sezione' }
  | { tipo: 'gruppo'; id_gruppo: number }
  | { tipo: 'unita'; id_gruppo: number; branca: string };

/** Persons enrolled in the year (stato other than nessuna) within the scope. */
export async function contaIscritti(db: Db, anno: number, ambito: AmbitoConteggio): Promise<number> {
  const iscritto = and(eq(iscrizioni.anno_scout, anno), ne(iscrizioni.stato_iscrizione, 'nessuna'));
  if (ambito.tipo === 'sezione') {
    const [row] = await db
      .select({ n: countDistinct(iscrizioni.id_persona) })
      .from(iscrizioni)
      .where(iscritto);
    return Number(row?.n ?? 0);
  }
  const base = db
    .select({ n: countDistinct(iscrizioni.id_persona) })
    .from(iscrizioni)
    .innerJoin(nomine, eq(nomine.id_iscrizione, iscrizioni.id_iscrizione));
  const [row] =
    ambito.tipo === 'gruppo'
      ? await base.where(and(iscritto, eq(nomine.id_gruppo, ambito.id_gruppo)))
      : await base
          .innerJoin(ruoli, eq(ruoli.id_ruolo, nomine.id_ruolo))
          .where(and(iscritto, eq(nomine.id_gruppo, ambito.id_gruppo), eq(ruoli.branca, ambito.branca)));
  return Number(row?.n ?? 0);
}

/**
 * The persons (outer `persone` row) with an enrolment in the year within the scope: any enrolment
 * for the section, an appointment in the group, or in the group and branch for a unit. A condition
 * for a persons query (spec 2 §7 personeSezione, personeGruppo, personeUnita).
 */
export function iscrittiNellAmbito(idPersona: SQL, anno: number, ambito: AmbitoConteggio): SQL {
  if (ambito.tipo === 'sezione') {
    return sql`exists (select 1 from ${iscrizioni} where ${iscrizioni.id_persona} = ${idPersona}
      and ${iscrizioni.anno_scout} = ${anno})`;
  }
  const branca = ambito.tipo === 'unita' ? sql` and ${ruoli.branca} = ${ambito.branca}` : sql``;
  return sql`exists (select 1 from ${iscrizioni}
    join ${nomine} on ${nomine.id_iscrizione} = ${iscrizioni.id_iscrizione}
    join ${ruoli} on ${ruoli.id_ruolo} = ${nomine.id_ruolo}
    where ${iscrizioni.id_persona} = ${idPersona} and ${iscrizioni.anno_scout} = ${anno}
    and ${nomine.id_gruppo} = ${ambito.id_gruppo}${branca})`;
}

/** Every enrolment of the persons, newest scout year first (Persona.iscrizioni). */
export async function findIscrizioniByPersone(db: Db, ids: readonly number[]): Promise<IscrizioneRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(iscrizioni)
    .where(inArray(iscrizioni.id_persona, [...ids]))
    .orderBy(desc(iscrizioni.anno_scout));
}

export async function findIscrizioniByIds(db: Db, ids: readonly number[]): Promise<IscrizioneRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(iscrizioni)
    .where(inArray(iscrizioni.id_iscrizione, [...ids]));
}

/** A new enrolment; null when the person already has one in that year (nothing written). */
export async function insertIscrizione(
  db: Db,
  v: { id_persona: number; anno_scout: number; stato_iscrizione: string },
): Promise<IscrizioneRow | null> {
  const [row] = await db.insert(iscrizioni).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Decision 1003: locks the enrolment's row until the transaction ends (PostgreSQL `for update`; PGlite
 * has one connection and serialises anyway), so concurrent writes of one enrolment run one after the
 * other and each is checked against what the previous one committed.
 */
export async function bloccaIscrizione(db: Db, idIscrizione: number): Promise<void> {
  await db
    .select({ id: iscrizioni.id_iscrizione })
    .from(iscrizioni)
    .where(eq(iscrizioni.id_iscrizione, idIscrizione))
    .for('update');
}

/** Locks the enrolment's row and reads its state (null: no such enrolment). */
/** The state of the enrolment of `anno`, locked; null when it is not that year's (or not there). */
export async function bloccaStatoIscrizione(
  db: Db,
  idIscrizione: number,
  anno: number,
): Promise<string | null> {
  const [row] = await db
    .select({ stato: iscrizioni.stato_iscrizione })
    .from(iscrizioni)
    .where(and(eq(iscrizioni.id_iscrizione, idIscrizione), eq(iscrizioni.anno_scout, anno)))
    .for('update');
  return row?.stato ?? null;
}

export async function updateIscrizione(
  db: Db,
  idIscrizione: number,
  v: { stato_iscrizione?: string; n_tessera?: string | null },
): Promise<void> {
  await db.update(iscrizioni).set(v).where(eq(iscrizioni.id_iscrizione, idIscrizione));
}

export async function findNominaById(db: Db, idNomina: number): Promise<NominaRow | null> {
  const [row] = await db.select().from(nomine).where(eq(nomine.id_nomina, idNomina));
  return row ?? null;
}

/** A new appointment; null when the same (role, group) already exists on the enrolment. */
export async function insertNomina(
  db: Db,
  v: { id_iscrizione: number; id_ruolo: string; id_gruppo: number | null },
): Promise<NominaRow | null> {
  const [row] = await db.insert(nomine).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes an appointment; false when the (role, group) collides with another of the enrolment. */
export async function updateNomina(
  db: Db,
  n: { id_nomina: number; id_iscrizione: number },
  v: { id_ruolo: string; id_gruppo: number | null },
): Promise<boolean> {
  const [row] = await db
    .update(nomine)
    .set(v)
    .where(
      and(
        eq(nomine.id_nomina, n.id_nomina),
        sql`not exists (select 1 from ${nomine} altra where altra.id_iscrizione = ${n.id_iscrizione}
          and altra.id_nomina <> ${n.id_nomina} and altra.id_ruolo = ${v.id_ruolo}
          and altra.id_gruppo is not distinct from ${v.id_gruppo}::integer)`,
      ),
    )
    .returning({ id: nomine.id_nomina });
  return row != null;
}

export async function deleteNomina(db: Db, idNomina: number): Promise<void> {
  await db.delete(nomine).where(eq(nomine.id_nomina, idNomina));
}

/** A slice of the dashboard: enrolments of one state whose family has (registered) users or not. */
export interface GruppoConteggio {
  stato: string;
  /** a user of the person or of a parent has registered */
  registrati: boolean;
  /** the person or a parent has a user */
  con_utenti: boolean;
  n: number;
}

/**
 * Spec 2 §2 dashboard: the year's enrolments of the persons of `registro` (a subquery of ids,
 * righe-registro.repo idRegistroSql) counted by state and by what the account state reads (own or a
 * parent's users, registered or not). One statement; at most 24 groups.
 */
export async function contaPerStatoEUtenti(db: Db, anno: number, registro: SQL): Promise<GruppoConteggio[]> {
  // Two lookups by index, own users then the parents': one `exists` over an `or` read the whole
  // users table for each enrolment (425 ms at 5,000 persons).
  const famiglia = (condizione: SQL) => sql`(exists (select 1 from ${utenti} u
      where u.id_persona = ${iscrizioni.id_persona}${condizione})
    or exists (select 1 from ${parentele} pa join ${utenti} u on u.id_persona = pa.id_persona_genitore
      where pa.id_persona_figlio = ${iscrizioni.id_persona}
        and pa.id_persona_genitore <> ${iscrizioni.id_persona}${condizione}))`;
  const registrati = famiglia(sql` and u.data_registrazione is not null`);
  const conUtenti = famiglia(sql``);
  const rows = await db
    .select({
      stato: iscrizioni.stato_iscrizione,
      registrati: sql<boolean>`${registrati}`,
      con_utenti: sql<boolean>`${conUtenti}`,
      n: sql<number>`count(*)`,
    })
    .from(iscrizioni)
    .where(and(eq(iscrizioni.anno_scout, anno), sql`${iscrizioni.id_persona} in (${registro})`))
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
