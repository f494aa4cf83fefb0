import type { Portata } from '@zaino/domain/accesso';
import { and, asc, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AmbitoConteggio, iscrittiNellAmbito } from '../iscrizioni/iscrizioni.repo.ts';
import {
  consensiPrivacy,
  contatti,
  iscrizioni,
  nomine,
  parentele,
  persone,
  ruoli,
  utenti,
} from '../../db/schema/index.ts';

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

/**
 * The viewer's reach (domain `portata`) as a WHERE clause on persone (decision 0307): everyone for
 * super; otherwise self and relatives, and the persons holding, in `anno`, an appointment in one of
 * the reached groups (whole group) or group + branch pairs.
 */
export function condizionePortata(portata: Portata, anno: number | null): SQL {
  if (portata.tutto) return sql`true`;
  const condizioni: SQL[] = [];
  if (portata.persone.length > 0) condizioni.push(inArray(persone.id_persona, [...portata.persone]));
  if (portata.unita.length > 0 && anno != null) {
    const unita = portata.unita.map((u) =>
      u.branca == null
        ? sql`${nomine.id_gruppo} = ${u.id_gruppo}`
        : sql`(${nomine.id_gruppo} = ${u.id_gruppo} and ${ruoli.branca} = ${u.branca})`,
    );
    condizioni.push(sql`exists (select 1 from ${iscrizioni}
      join ${nomine} on ${nomine.id_iscrizione} = ${iscrizioni.id_iscrizione}
      join ${ruoli} on ${ruoli.id_ruolo} = ${nomine.id_ruolo}
      where ${iscrizioni.id_persona} = ${persone.id_persona} and ${iscrizioni.anno_scout} = ${anno}
      and (${sql.join(unita, sql` or `)}))`);
  }
  return condizioni.length === 0 ? sql`false` : sql`(${sql.join(condizioni, sql` or `)})`;
}

/** The persons among `ids` within the reach, ordered by surname and name. One statement. */
export async function findPersoneVisibili(
  db: Db,
  portata: Portata,
  anno: number | null,
  ids: readonly number[],
): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(persone)
    .where(and(inArray(persone.id_persona, [...ids]), condizionePortata(portata, anno)))
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona));
}

/** A person as the API shows it: the row, and the scout year whose enrolment it shows (none: the active one). */
export type PersonaVista = PersonaRow & { anno_vista?: number };

// Writes of the persone module's tables (docs/architecture.md, table ownership).

export async function aggiornaAnagrafica(
  tx: Tx,
  idPersona: number,
  dati: { nome: string; cognome: string; sesso: 'M' | 'F' },
): Promise<void> {
  await tx.update(persone).set(dati).where(eq(persone.id_persona, idPersona));
}

export interface ContattoDaSalvare {
  id_contatto?: number | undefined;
  tipo: 'e' | 't';
  valore: string;
  notifica: boolean;
  chi?: string | null | undefined;
}

/**
 * The submitted list becomes the person's contacts: entries with an id of the person are updated,
 * the others inserted, the person's contacts left out are deleted.
 */
export async function sostituisciContatti(
  tx: Tx,
  idPersona: number,
  lista: readonly ContattoDaSalvare[],
): Promise<void> {
  const esistenti = await tx
    .select({ id: contatti.id_contatto })
    .from(contatti)
    .where(eq(contatti.id_persona, idPersona));
  const ids = new Set(esistenti.map((c) => c.id));
  const tenuti: number[] = [];
  for (const c of lista) {
    const valori = { tipo: c.tipo, valore: c.valore, notifica: c.notifica, chi: c.chi ?? null };
    if (c.id_contatto !== undefined && ids.has(c.id_contatto) && !tenuti.includes(c.id_contatto)) {
      await tx.update(contatti).set(valori).where(eq(contatti.id_contatto, c.id_contatto));
      tenuti.push(c.id_contatto);
    } else {
      const [nuovo] = await tx
        .insert(contatti)
        .values({ id_persona: idPersona, ...valori })
        .returning({ id: contatti.id_contatto });
      tenuti.push(nuovo!.id);
    }
  }
  await tx
    .delete(contatti)
    .where(
      and(
        eq(contatti.id_persona, idPersona),
        tenuti.length > 0 ? notInArray(contatti.id_contatto, tenuti) : undefined,
      ),
    );
}

/**
 * The register of a scope (spec 2 §7): the persons enrolled in `anno` within the scope and within
 * the viewer's reach (judged on the active year), by surname and name. One statement.
 */
export async function findPersoneIscritte(
  db: Db,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
): Promise<PersonaRow[]> {
  return db
    .select()
    .from(persone)
    .where(
      and(
        iscrittiNellAmbito(sql`${persone.id_persona}`, anno, ambito),
        condizionePortata(portata, annoAttivo),
      ),
    )
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona));
}

/**
 * The ids of a register (spec 2 §7) as a subquery: the persons enrolled in `anno` within the scope
 * and within the viewer's reach (judged on the active year), exactly the rows of findPersoneIscritte.
 * Used by the users lists (utenti module) so both lists share one definition of the register.
 */
export function idRegistroSql(
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
): SQL {
  return sql`select ${persone.id_persona} from ${persone} where ${iscrittiNellAmbito(
    sql`${persone.id_persona}`,
    anno,
    ambito,
  )} and ${condizionePortata(portata, annoAttivo)}`;
}
