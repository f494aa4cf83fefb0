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
  persona: { id_persona: number; nome: string | null; cognome: string | null };
  autore: { nome: string | null; cognome: string | null } | null;
}

/**
 * The newest `limite` events about the persons of `registro` (a subquery of ids, persone.repo
 * idRegistroSql), newest first, with the person's name and the acting user's person, if the audit
 * label is a user of the section. One statement.
 */
export async function findEventi(db: Db, registro: SQL, limite: number): Promise<EventoRiga[]> {
  const autore = alias(persone, 'autore');
  const rows = await db
    .select({
      evento: eventi,
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
    persona: r.persona,
    autore: r.autore?.id == null ? null : { nome: r.autore.nome, cognome: r.autore.cognome },
  }));
}

/** Spec 2 §3 general: the single row of section-wide facts (absent until the first national download). */
export async function findGeneral(db: Db): Promise<GeneralRow | null> {
  const [row] = await db.select().from(infoGenerali).where(eq(infoGenerali.id, 1));
  return row ?? null;
}
