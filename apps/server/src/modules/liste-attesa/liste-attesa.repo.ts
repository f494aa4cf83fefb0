// The only code that writes the waiting lists (decisions 1010, 1024) and the units' places: the
// office's edits, and what the yearly step refresh-liste-attesa (modules/ciclo-annuale) reads and
// closes. A merge of two persons moves their entries with the rest (persone/fusione.repo.ts).
import type { UnitaConPosti, VoceListaAttesa } from '@zaino/domain/liste-attesa';
import type { Branca } from '@zaino/domain/ruoli';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { iscrizioni, listeAttesa, persone, unita } from '../../db/schema/index.ts';

export interface UnitaListaRow {
  id_unita: number;
  branca: Branca;
  id_gruppo: number;
  numero: number;
  posti: number | null;
  occupati: number;
}

export interface VoceRow {
  id_lista_attesa: number;
  id_unita: number;
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  posizione: number;
  note: string | null;
  data_richiesta: string;
  id_iscrizione: number | null;
}

/**
 * The units (all, or one) with their places and the youth enrolled in `anno` in any state but
 * nessuna that hold the unit's appointment (decision 1010's places taken), in one statement.
 */
export async function leggiUnita(db: Db, anno: number | null, id_unita?: number): Promise<UnitaListaRow[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select u.id_unita, u.branca, u.id_gruppo, g.numero, u.posti,
      (select count(distinct i.id_iscrizione) from iscrizioni i
        join nomine n on n.id_iscrizione = i.id_iscrizione
        where i.anno_scout = ${anno} and i.stato_iscrizione <> 'nessuna'
          and n.id_ruolo = u.branca and n.id_gruppo = u.id_gruppo) as occupati
    from unita u join gruppi g on g.id_gruppo = u.id_gruppo
    where ${id_unita ?? null}::int is null or u.id_unita = ${id_unita ?? null}
    order by g.numero, array_position(array['L','E','R'], u.branca)`);
  return r.rows.map((u) => ({
    id_unita: Number(u.id_unita),
    branca: u.branca as Branca,
    id_gruppo: Number(u.id_gruppo),
    numero: Number(u.numero),
    posti: u.posti == null ? null : Number(u.posti),
    occupati: Number(u.occupati),
  }));
}

/** The entries (of every unit, or one) with the person's name: open ones first, each in list order. */
export async function leggiVoci(db: Db, id_unita?: number): Promise<VoceRow[]> {
  return db
    .select({
      id_lista_attesa: listeAttesa.id_lista_attesa,
      id_unita: listeAttesa.id_unita,
      id_persona: listeAttesa.id_persona,
      nome: persone.nome,
      cognome: persone.cognome,
      posizione: listeAttesa.posizione,
      note: listeAttesa.note,
      data_richiesta: listeAttesa.data_richiesta,
      id_iscrizione: listeAttesa.id_iscrizione,
    })
    .from(listeAttesa)
    .innerJoin(persone, eq(persone.id_persona, listeAttesa.id_persona))
    .where(id_unita === undefined ? undefined : eq(listeAttesa.id_unita, id_unita))
    .orderBy(
      listeAttesa.id_unita,
      sql`${listeAttesa.id_iscrizione} is not null`,
      listeAttesa.posizione,
      listeAttesa.id_lista_attesa,
    );
}

/**
 * Decision 1024: every write on a unit's list first locks the unit's row, so two offices adding the
 * same person, or moving entries of one list, run one after the other. False: no such unit.
 */
export async function bloccaUnita(tx: Tx, id_unita: number): Promise<boolean> {
  const r = await tx.execute(sql`select id_unita from unita where id_unita = ${id_unita} for update`);
  return r.rows.length > 0;
}

export async function esistePersona(tx: Tx, id_persona: number): Promise<boolean> {
  const r = await tx
    .select({ id: persone.id_persona })
    .from(persone)
    .where(eq(persone.id_persona, id_persona));
  return r.length > 0;
}

/** Whether the person holds an enrolment of `anno` in any state but nessuna. */
export async function iscrittaNellAnno(tx: Tx, id_persona: number, anno: number): Promise<boolean> {
  const r = await tx
    .select({ id: iscrizioni.id_iscrizione })
    .from(iscrizioni)
    .where(
      and(
        eq(iscrizioni.id_persona, id_persona),
        eq(iscrizioni.anno_scout, anno),
        sql`${iscrizioni.stato_iscrizione} <> 'nessuna'`,
      ),
    );
  return r.length > 0;
}

/** The entries of one unit (open and closed): what the tail position and the swap read. */
export async function vociDellUnita(
  tx: Tx,
  id_unita: number,
): Promise<{ id_lista_attesa: number; id_persona: number; posizione: number; aperta: boolean }[]> {
  const r = await tx
    .select({
      id_lista_attesa: listeAttesa.id_lista_attesa,
      id_persona: listeAttesa.id_persona,
      posizione: listeAttesa.posizione,
      aperta: sql<boolean>`${listeAttesa.id_iscrizione} is null`,
    })
    .from(listeAttesa)
    .where(eq(listeAttesa.id_unita, id_unita));
  return r.map((v) => ({ ...v, aperta: v.aperta === true || String(v.aperta) === 'true' }));
}

/** The unit and state of one entry, or null. */
export async function trovaVoce(
  db: Db,
  id_lista_attesa: number,
): Promise<{ id_unita: number; aperta: boolean } | null> {
  const [v] = await db
    .select({ id_unita: listeAttesa.id_unita, id_iscrizione: listeAttesa.id_iscrizione })
    .from(listeAttesa)
    .where(eq(listeAttesa.id_lista_attesa, id_lista_attesa));
  return v ? { id_unita: v.id_unita, aperta: v.id_iscrizione === null } : null;
}

export async function inserisciVoce(
  tx: Tx,
  v: { id_unita: number; id_persona: number; posizione: number; note: string | null },
): Promise<void> {
  await tx.insert(listeAttesa).values(v);
}

/** Deletes an entry only while open; false when it is closed (or gone). */
export async function eliminaVoceAperta(tx: Tx, id_lista_attesa: number): Promise<boolean> {
  const r = await tx
    .delete(listeAttesa)
    .where(and(eq(listeAttesa.id_lista_attesa, id_lista_attesa), isNull(listeAttesa.id_iscrizione)))
    .returning({ id: listeAttesa.id_lista_attesa });
  return r.length > 0;
}

export async function impostaPosizione(tx: Tx, id_lista_attesa: number, posizione: number): Promise<void> {
  await tx.update(listeAttesa).set({ posizione }).where(eq(listeAttesa.id_lista_attesa, id_lista_attesa));
}

export async function impostaPosti(tx: Tx, id_unita: number, posti: number | null): Promise<void> {
  await tx.update(unita).set({ posti }).where(eq(unita.id_unita, id_unita));
}

/** Decision 1010: the units with their places, and the open and closed entries of their lists. */
export async function unitaConPosti(db: Db): Promise<UnitaConPosti[]> {
  const r = await db.execute<{ id_unita: number; branca: Branca; id_gruppo: number; posti: number | null }>(
    sql`select id_unita, branca, id_gruppo, posti from unita order by id_unita`,
  );
  return r.rows;
}

export async function vociListeAttesa(db: Db): Promise<VoceListaAttesa[]> {
  return db
    .select({
      id_lista_attesa: listeAttesa.id_lista_attesa,
      id_persona: listeAttesa.id_persona,
      id_unita: listeAttesa.id_unita,
      posizione: listeAttesa.posizione,
      id_iscrizione: listeAttesa.id_iscrizione,
    })
    .from(listeAttesa)
    .orderBy(listeAttesa.id_unita, listeAttesa.posizione, listeAttesa.id_lista_attesa);
}

/** Closes an open entry on an enrolment; false when it was closed already. */
export async function chiudiVoceListaAttesa(tx: Tx, id: number, id_iscrizione: number): Promise<boolean> {
  const r = await tx
    .update(listeAttesa)
    .set({ id_iscrizione })
    .where(and(eq(listeAttesa.id_lista_attesa, id), sql`${listeAttesa.id_iscrizione} is null`))
    .returning({ id: listeAttesa.id_lista_attesa });
  return r.length > 0;
}
