// The only code that queries the controlli table (decision 0920), and the one-pass read of the rows
// the domain's checks judge.
import type { UnitaDiPortata } from '@zaino/domain/accesso';
import type { PersonaControllo, Rilievo, TipoControllo } from '@zaino/domain/controlli';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { controlli, gruppi } from '../../db/schema/index.ts';

export interface ControlloRow {
  id_controllo: number;
  tipo: TipoControllo;
  dettagli: Record<string, unknown>;
  ok: boolean;
  ignora: boolean;
  id_persona: number | null;
  persone: number[];
  unita: UnitaDiPortata[];
}

const lista = <T>(v: unknown): T[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []) as T[];

/**
 * Every person with what the checks read, in one statement: the states of all their enrolments, their
 * parents and children, and their appointments of `anno` (JSON aggregates, read alike by pg and PGlite).
 */
export async function leggiPersoneDaControllare(db: Db, anno: number | null): Promise<PersonaControllo[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select p.id_persona, p.nome, p.cognome, p.sesso, p.data_nascita::text as data_nascita, p.codice_fiscale,
      coalesce((select json_agg(distinct i.stato_iscrizione) from iscrizioni i
        where i.id_persona = p.id_persona), '[]'::json) as stati_iscrizione,
      coalesce((select json_agg(c.id) from (
          select pa.id_persona_figlio as id from parentele pa where pa.id_persona_genitore = p.id_persona
          union all
          select pf.id_persona_genitore from parentele pf where pf.id_persona_figlio = p.id_persona) c),
        '[]'::json) as correlate,
      coalesce((select json_agg(json_build_object('id_ruolo', n.id_ruolo, 'id_gruppo', n.id_gruppo))
        from iscrizioni i join nomine n on n.id_iscrizione = i.id_iscrizione
        where i.id_persona = p.id_persona and i.anno_scout = ${anno}), '[]'::json) as nomine
    from persone p order by p.id_persona`);
  return rows.map((r) => ({
    id_persona: Number(r.id_persona),
    nome: (r.nome as string | null) ?? null,
    cognome: (r.cognome as string | null) ?? null,
    sesso: (r.sesso as string | null) ?? null,
    data_nascita: (r.data_nascita as string | null) ?? null,
    codice_fiscale: (r.codice_fiscale as string | null) ?? null,
    stati_iscrizione: lista(r.stati_iscrizione),
    correlate: lista<number>(r.correlate).map(Number),
    nomine: lista(r.nomine),
  }));
}

/** One recompute at a time: the second waits for the first, then writes over its result. */
export async function bloccaControlli(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${controlli} in share row exclusive mode`);
}

/**
 * Writes the findings of a recompute: a finding already stored (same tipo and chiave) keeps its id
 * and its ignora flag and takes the new details; a new one is added; one no longer found is removed.
 * Three statements whatever the number of findings.
 */
export async function salvaRilievi(tx: Tx, rilievi: readonly Rilievo[]): Promise<void> {
  const dati = JSON.stringify(
    rilievi.map((r) => ({
      tipo: r.tipo,
      chiave: r.chiave,
      id_persona: r.id_persona,
      persone: r.persone,
      unita: r.unita,
      dettagli: r.dettagli,
    })),
  );
  const nuovi = sql`select x.tipo, x.chiave, x.id_persona, x.persone, x.unita, x.dettagli
    from jsonb_to_recordset(${dati}::jsonb)
      as x(tipo text, chiave text, id_persona int, persone jsonb, unita jsonb, dettagli jsonb)`;
  await tx.execute(sql`delete from ${controlli} c where not exists (
    select 1 from (${nuovi}) n where n.tipo = c.tipo and n.chiave = c.chiave)`);
  await tx.execute(sql`insert into ${controlli} (tipo, chiave, id_persona, persone, unita, dettagli, ok)
    select n.tipo, n.chiave, n.id_persona,
      array(select jsonb_array_elements_text(n.persone)::int), n.unita, n.dettagli, false
    from (${nuovi}) n
    -- a person deleted meanwhile: the finding goes with them (the next recompute finds the rest)
    where exists (select 1 from persone p where p.id_persona = n.id_persona)
    on conflict (tipo, chiave) do update set id_persona = excluded.id_persona, persone = excluded.persone,
      unita = excluded.unita, dettagli = excluded.dettagli`);
}

/**
 * The findings a viewer reads, as a WHERE clause on `controlli c`: all for `tutti`; otherwise those whose units
 * (who can fix them) include one of `unita` (a whole group matches every unit of it).
 */
export function condizioneRilievi(tutti: boolean, unita: readonly UnitaDiPortata[]): SQL {
  if (tutti) return sql`true`;
  if (unita.length === 0) return sql`false`;
  const parti = unita.map((u) =>
    u.branca == null
      ? sql`c.unita @> ${JSON.stringify([{ id_gruppo: u.id_gruppo }])}::jsonb`
      : sql`c.unita @> ${JSON.stringify([{ id_gruppo: u.id_gruppo, branca: u.branca }])}::jsonb`,
  );
  return sql`(${sql.join(parti, sql` or `)})`;
}

const colonne = sql`c.id_controllo, c.tipo, c.dettagli, c.ok, c.ignora, c.id_persona, to_json(c.persone) as persone, c.unita`;

function riga(r: Record<string, unknown>): ControlloRow {
  return {
    id_controllo: Number(r.id_controllo),
    tipo: r.tipo as TipoControllo,
    dettagli: (typeof r.dettagli === 'string' ? JSON.parse(r.dettagli) : (r.dettagli ?? {})) as Record<
      string,
      unknown
    >,
    ok: Boolean(r.ok),
    ignora: Boolean(r.ignora),
    id_persona: r.id_persona == null ? null : Number(r.id_persona),
    persone: lista<number>(r.persone).map(Number),
    unita: lista<UnitaDiPortata>(r.unita),
  };
}

/** The findings of one check within `dove`, by first person. One statement. */
export async function findControlli(db: Db, tipo: TipoControllo, dove: SQL): Promise<ControlloRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${colonne} from ${controlli} c
    where c.tipo = ${tipo} and ${dove} order by c.id_persona, c.id_controllo`);
  return rows.map(riga);
}

/** The open (not ignored) findings within `dove` that involve one person, by id. One statement. */
export async function findControlliAperti(db: Db, idPersona: number, dove: SQL): Promise<ControlloRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${colonne} from ${controlli} c
    where ${idPersona} = any(c.persone) and not c.ignora and ${dove} order by c.id_controllo`);
  return rows.map(riga);
}

/**
 * Decision 0925: one page of a check's findings within `dove`, in findControlli's order, and how
 * many there are: one statement (`count(*) over ()`), a second only for a page past the end.
 */
export async function findPaginaControlli(
  db: Db,
  tipo: TipoControllo,
  dove: SQL,
  p: { ignorati: boolean; limite: number; offset: number },
): Promise<{ righe: ControlloRow[]; totale: number }> {
  const filtro = p.ignorati ? sql`true` : sql`not c.ignora`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${colonne}, count(*) over () as totale
    from ${controlli} c where c.tipo = ${tipo} and ${dove} and ${filtro}
    order by c.id_persona, c.id_controllo limit ${p.limite} offset ${p.offset}`);
  if (rows[0]) return { righe: rows.map(riga), totale: Number(rows[0].totale) };
  if (p.offset === 0) return { righe: [], totale: 0 };
  const { rows: conto } = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from ${controlli} c where c.tipo = ${tipo} and ${dove} and ${filtro}`,
  );
  return { righe: [], totale: Number(conto[0]?.n ?? 0) };
}

/** One finding within `dove`, or undefined. */
export async function findControllo(db: Db, id: number, dove: SQL): Promise<ControlloRow | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`select ${colonne} from ${controlli} c
    where c.id_controllo = ${id} and ${dove}`);
  return rows[0] ? riga(rows[0]) : undefined;
}

/** Per check, the findings within `dove` and how many are ignored. One statement. */
export async function contaControlli(
  db: Db,
  dove: SQL,
): Promise<{ tipo: string; totale: number; ignorati: number }[]> {
  const { rows } = await db.execute<{ tipo: string; totale: number | string; ignorati: number | string }>(
    sql`select c.tipo, count(*) as totale, count(*) filter (where c.ignora) as ignorati
      from ${controlli} c where ${dove} group by c.tipo`,
  );
  return rows.map((r) => ({ tipo: r.tipo, totale: Number(r.totale), ignorati: Number(r.ignorati) }));
}

export async function impostaIgnora(tx: Tx, id: number, ignora: boolean): Promise<void> {
  await tx.execute(sql`update ${controlli} set ignora = ${ignora} where id_controllo = ${id}`);
}

/**
 * Decision 0926: records the end of a successful recompute (the clock's time, not the transaction's
 * start) and who ran it (0: a login without a person), in the recompute's transaction. The single
 * row of info_generali may not exist yet.
 */
export async function registraRicalcolo(tx: Tx, idPersona: number): Promise<void> {
  const chi = idPersona > 0 ? idPersona : null;
  await tx.execute(sql`
    insert into info_generali (id, ultimo_ricalcolo_controlli, ultimo_ricalcolo_controlli_persona)
    values (1, clock_timestamp(), ${chi})
    on conflict (id) do update set ultimo_ricalcolo_controlli = excluded.ultimo_ricalcolo_controlli,
      ultimo_ricalcolo_controlli_persona = excluded.ultimo_ricalcolo_controlli_persona`);
}

/** Decision 0926: the last successful recompute (when, and the person who ran it), or undefined. */
export async function leggiUltimoRicalcolo(
  db: Db,
): Promise<{ eseguito: Date; id_persona: number | null } | undefined> {
  const { rows } = await db.execute<{ eseguito: Date | string; id_persona: number | null }>(
    sql`select ultimo_ricalcolo_controlli as eseguito, ultimo_ricalcolo_controlli_persona as id_persona
      from info_generali where id = 1 and ultimo_ricalcolo_controlli is not null`,
  );
  const r = rows[0];
  if (!r) return undefined;
  return { eseguito: new Date(r.eseguito), id_persona: r.id_persona == null ? null : Number(r.id_persona) };
}

/** The number of every group by id (a section has a handful). */
export async function numeriGruppi(db: Db): Promise<Map<number, number>> {
  const righe = await db.select({ id: gruppi.id_gruppo, numero: gruppi.numero }).from(gruppi);
  return new Map(righe.map((g) => [g.id, g.numero]));
}
