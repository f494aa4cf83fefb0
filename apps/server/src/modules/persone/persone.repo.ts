import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consensiPrivacy, contatti, parentele, persone, utenti } from '../../db/schema/index.ts';

export type PersonaRow = typeof persone.$inferSelect;
export type ContattoRow = typeof contatti.$inferSelect;
export type ParentelaRow = typeof parentele.$inferSelect;
export type UtenteRow = typeof utenti.$inferSelect;
export type ConsensoPrivacyRow = typeof consensiPrivacy.$inferSelect;

export async function findPersoneByIds(db: Db, ids: readonly number[]): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(persone)
    .where(inArray(persone.id_persona, [...ids]));
}

export async function findContattiByPersone(db: Db, ids: readonly number[]): Promise<ContattoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contatti)
    .where(inArray(contatti.id_persona, [...ids]))
    .orderBy(asc(contatti.tipo), asc(contatti.id_contatto));
}

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

export async function findUtentiByPersone(db: Db, ids: readonly number[]): Promise<UtenteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(utenti)
    .where(inArray(utenti.id_persona, [...ids]))
    .orderBy(asc(utenti.id_utente));
}

/** The newest consent of each person (consents are append-only). */
export async function findConsensiCorrentiByPersone(
  db: Db,
  ids: readonly number[],
): Promise<ConsensoPrivacyRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([consensiPrivacy.id_persona])
    .from(consensiPrivacy)
    .where(inArray(consensiPrivacy.id_persona, [...ids]))
    .orderBy(
      consensiPrivacy.id_persona,
      desc(consensiPrivacy.data_espressione),
      desc(consensiPrivacy.id_consenso_privacy),
    );
}

/** The children of a parent, ordered by first name. */
export async function findFigli(db: Db, idGenitore: number): Promise<PersonaRow[]> {
  const rows = await db
    .select({ persona: persone })
    .from(parentele)
    .innerJoin(persone, eq(persone.id_persona, parentele.id_persona_figlio))
    .where(and(eq(parentele.id_persona_genitore, idGenitore), ne(parentele.id_persona_figlio, idGenitore)))
    .orderBy(sql`lower(${persone.nome})`, asc(persone.id_persona));
  return rows.map((r) => r.persona);
}
