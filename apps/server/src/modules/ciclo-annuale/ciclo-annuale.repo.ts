// What the yearly steps read (spec 2 §4 and §7, decision 1016), one statement each, and the writes of
// the table this module owns: the step history. The waiting lists are modules/liste-attesa's. Enrolments,
// appointments and fee dues are written through modules/iscrizioni, budgets and balances through
// modules/tesoreria.
import type { RigaBilancioCiclo } from '@zaino/domain/ciclo-bilancio';
import type { IscrizioneConNomine } from '@zaino/domain/promozioni';
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passiCiclo, persone } from '../../db/schema/index.ts';

/**
 * The enrolments of the years `da`..`a` with their appointments (ids included) and the person's
 * birth day: what carry-over, promotions, opening and the waiting lists read.
 */
export async function iscrizioniCiclo(db: Db, da: number, a: number): Promise<IscrizioneConNomine[]> {
  const r = await db.execute<{
    id_iscrizione: number;
    id_persona: number;
    anno_scout: number;
    stato_iscrizione: StatoIscrizione;
    data_nascita: string | null;
    nomine: { id_nomina: number; id_ruolo: string; id_gruppo: number | null }[] | string;
  }>(sql`
    select i.id_iscrizione, i.id_persona, i.anno_scout, i.stato_iscrizione, p.data_nascita::text as data_nascita,
      coalesce((select json_agg(json_build_object('id_nomina', n.id_nomina, 'id_ruolo', n.id_ruolo,
        'id_gruppo', n.id_gruppo) order by n.id_nomina) from nomine n where n.id_iscrizione = i.id_iscrizione),
        '[]'::json) as nomine
    from iscrizioni i join persone p on p.id_persona = i.id_persona
    where i.anno_scout between ${da} and ${a}
    order by i.id_iscrizione`);
  return r.rows.map((x) => ({
    ...x,
    nomine: typeof x.nomine === 'string' ? JSON.parse(x.nomine) : x.nomine,
  }));
}

/** The budget lines of a party in the years before and of `anno`, with their items' codes. */
export async function righeBilancioCiclo(
  db: Db,
  id_parte: number,
  anno: number,
): Promise<RigaBilancioCiclo[]> {
  const r = await db.execute<RigaBilancioCiclo & Record<string, unknown>>(sql`
    select b.id_parte, b.anno_scout, b.id_voce, v.codice, b.preventivo::int as preventivo
    from bilanci b join voci v on v.id_voce = b.id_voce
    where b.id_parte = ${id_parte} and b.anno_scout in (${anno - 1}, ${anno})
    order by b.anno_scout, b.id_voce`);
  return r.rows.map((x) => ({ ...x, preventivo: Number(x.preventivo) }));
}

export async function esisteParte(db: Db, id_parte: number): Promise<boolean> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from parti where id_parte = ${id_parte}`,
  );
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** The fee dues of a year's enrolments with what the late-fee rule reads (decision 1015). */
export async function dovutiIscrizioneCiclo(
  db: Db,
  anno: number,
): Promise<
  {
    id_transazione_economica: number;
    id_iscrizione: number;
    id_persona: number;
    anno_scout: number;
    importo: number;
    stato: string;
    stato_iscrizione: StatoIscrizione;
  }[]
> {
  const r = await db.execute<{
    id_transazione_economica: number;
    id_iscrizione: number;
    id_persona: number;
    anno_scout: number;
    importo: number;
    stato: string;
    stato_iscrizione: StatoIscrizione;
  }>(sql`
    select te.id_transazione_economica, i.id_iscrizione, i.id_persona, i.anno_scout,
      te.importo::int as importo, te.stato, i.stato_iscrizione
    from transazioni_economiche te join iscrizioni i on i.id_iscrizione = te.id_iscrizione
    where i.anno_scout = ${anno}
    order by te.id_transazione_economica`);
  return r.rows.map((x) => ({ ...x, importo: Number(x.importo) }));
}

/**
 * Decision 1016: two runs of one step wait for each other, whatever the connection: a transaction
 * lock on the step's name, held until the run commits or rolls back. The second run then plans on
 * what the first wrote, and finds nothing left to do.
 */
export async function bloccaPasso(tx: Tx, passo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`zaino.passo.${passo}`}))`);
}

export type PassoRow = typeof passiCiclo.$inferSelect;
export type NuovoPasso = typeof passiCiclo.$inferInsert;

export async function insertPasso(db: Db, p: NuovoPasso): Promise<PassoRow> {
  const [riga] = await db.insert(passiCiclo).values(p).returning();
  if (!riga) throw new Error('passo non registrato');
  return riga;
}

/** The names of the people a preview lists (by id). */
export async function nomiPersone(
  db: Db,
  ids: readonly number[],
): Promise<{ id_persona: number; nome: string | null; cognome: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id_persona: persone.id_persona, nome: persone.nome, cognome: persone.cognome })
    .from(persone)
    .where(inArray(persone.id_persona, [...ids]))
    .orderBy(persone.id_persona);
}

/** The step history, newest first, each run with the name of the person who ran it. */
export async function listPassi(
  db: Db,
  limite: number,
): Promise<(PassoRow & { nome_autore: string | null; cognome_autore: string | null })[]> {
  const righe = await db
    .select({ passo: passiCiclo, nome: persone.nome, cognome: persone.cognome })
    .from(passiCiclo)
    .leftJoin(persone, eq(persone.id_persona, passiCiclo.id_persona_autore))
    .orderBy(desc(passiCiclo.eseguito), desc(passiCiclo.id_passo))
    .limit(limite);
  return righe.map((r) => ({ ...r.passo, nome_autore: r.nome, cognome_autore: r.cognome }));
}
