import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { eventi, infoGenerali, persone, utenti } from '../../db/schema/index.ts';

export type GeneralRow = typeof infoGenerali.$inferSelect;

/** An audit event as the events list shows it: the person concerned and the acting person's name. */
export interface EventoRiga {
  id_evento: number;
  rev_date: Date;
  rev_author: string | null;
  rev_type: 'insert' | 'update' | 'delete';
  row_id: number;
  table: string;
  id_persona: number | null;
  details: unknown;
  /** the scout year of the enrolment the change is about (its own, or an appointment's); else null */
  anno_scout: number | null;
  persona: { id_persona: number; nome: string | null; cognome: string | null };
  autore: { nome: string | null; cognome: string | null } | null;
}

/**
 * The newest `limite` events about the persons of `registro` (a subquery of ids, righe-registro.repo
 * idRegistroSql), newest first, with the person's name and the acting user's person, if the audit
 * label is a user of the section. One statement.
 */
/** A column of a row as an audit event recorded it: after the change, else before (`e` = the event). */
const registrato = (e: string, campo: string) =>
  sql.raw(
    `coalesce((${e}.details -> '${campo}' ->> 'after'), (${e}.details -> '${campo}' ->> 'before'))::int`,
  );

/**
 * The same column from the newest event of that row that recorded it: an insert or delete records
 * every column, so a row deleted since is still known.
 */
const registratoPrima = (tabella: string, riga: SQL, campo: string) =>
  sql`(select ${registrato('p', campo)} from eventi p where p."table" = ${tabella} and p.row_id = ${riga}
    and p.details ? ${campo} order by p.id_evento desc limit 1)`;

/**
 * The scout year of an event of 'iscrizioni' or 'nomine': an appointment's row does not carry it,
 * its enrolment does. Each is read from its row, else, once deleted, from its own audit.
 */
const idIscrizione = sql`case ${eventi.table} when 'iscrizioni' then ${eventi.row_id}
  when 'nomine' then coalesce(${registrato('eventi', 'id_iscrizione')},
    (select n.id_iscrizione from nomine n where n.id_nomina = ${eventi.row_id}),
    ${registratoPrima('nomine', sql`${eventi.row_id}`, 'id_iscrizione')}) end`;
const annoScout = sql<number | null>`(select coalesce(
    (select i.anno_scout from iscrizioni i where i.id_iscrizione = x.id),
    ${registratoPrima('iscrizioni', sql`x.id`, 'anno_scout')})
  from (select ${idIscrizione} as id) x)`;

export async function findEventi(db: Db, registro: SQL, limite: number): Promise<EventoRiga[]> {
  const autore = alias(persone, 'autore');
  const rows = await db
    .select({
      evento: eventi,
      anno_scout: annoScout,
      persona: { id_persona: persone.id_persona, nome: persone.nome, cognome: persone.cognome },
      autore: { nome: autore.nome, cognome: autore.cognome, id: autore.id_persona },
    })
    .from(eventi)
    .innerJoin(persone, eq(persone.id_persona, eventi.id_persona))
    .leftJoin(utenti, eq(utenti.username, eventi.rev_author))
    .leftJoin(autore, eq(autore.id_persona, utenti.id_persona))
    .where(sql`${eventi.id_persona} in (${registro})`)
    .orderBy(desc(eventi.rev_date), desc(eventi.id_evento))
    .limit(limite);
  return rows.map((r) => ({
    ...r.evento,
    rev_type: r.evento.rev_type as EventoRiga['rev_type'],
    anno_scout: r.anno_scout == null ? null : Number(r.anno_scout),
    persona: r.persona,
    autore: r.autore?.id == null ? null : { nome: r.autore.nome, cognome: r.autore.cognome },
  }));
}

/** Spec 2 §3 general: the single row of section-wide facts (absent until the first national download). */
export async function findGeneral(db: Db): Promise<GeneralRow | null> {
  const [row] = await db.select().from(infoGenerali).where(eq(infoGenerali.id, 1));
  return row ?? null;
}
