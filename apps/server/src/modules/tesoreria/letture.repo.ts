// The treasury's reads (spec 3 §7, issue 11): a party's dues and payments, transfers, searches. Every
// list is one statement with its scope in the WHERE clause; nested fields come through loaders.
import { preparataPerSessione, traChiavi } from '../../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import type { Portata } from '@zaino/domain/accesso';
import { euroInCentesimi } from '@zaino/domain/importi';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  iscrizioni,
  parti,
  persone,
  transazioni,
  transazioniEconomiche as te,
  transazioniFinanziarie as tf,
} from '../../db/schema/index.ts';
import type { IscrizioneRow } from '../iscrizioni/iscrizioni.repo.ts';
import type { ParteRow } from '../organizzazione/organizzazione.repo.ts';
import { condizionePortata } from '../persone/portata-persone.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

/** At most this many rows answer a search (spec 3 §5: a picker, not a list). */
export const MAX_RISULTATI_RICERCA = 20;

const nellAnno = (colonna: AnyColumn, anno: number | null) =>
  anno == null ? undefined : sql`${colonna} = ${anno}`;

/** Dues where the party pays or is paid, in a year (all when null), newest first. */
export async function findTeParte(
  db: Db,
  idParte: number,
  anno: number | null,
): Promise<TransazioneEconomicaRow[]> {
  return db
    .select()
    .from(te)
    .where(and(or(eq(te.id_parte_da, idParte), eq(te.id_parte_a, idParte)), nellAnno(te.anno_scout, anno)))
    .orderBy(desc(te.data_creata), desc(te.id_transazione_economica));
}

/** Payments where the party pays or is paid; `escludiInutili` leaves out initiated and rejected. */
export async function findTfParte(
  db: Db,
  idParte: number,
  anno: number | null,
  escludiInutili: boolean,
  tipo: TipoPagamento | null = null,
): Promise<TransazioneFinanziariaRow[]> {
  const lato =
    tipo == null
      ? or(eq(tf.id_parte_da, idParte), eq(tf.id_parte_a, idParte))
      : or(
          and(eq(tf.id_parte_da, idParte), eq(tf.tipo_da, tipo)),
          and(eq(tf.id_parte_a, idParte), eq(tf.tipo_a, tipo)),
        );
  return db
    .select()
    .from(tf)
    .where(
      and(
        lato,
        nellAnno(tf.anno_scout, anno),
        escludiInutili ? inArray(tf.stato, ['completed', 'started']) : undefined,
      ),
    )
    .orderBy(desc(tf.data_creata), desc(tf.id_transazione_finanziaria));
}

/**
 * Spec 3 §2 payment history of a person's party: payments where it pays or is paid, or that are
 * linked to a due where it pays or is paid (a parent paying the child's fee), newest first. The party
 * is looked up in the same statement (a person without one has none).
 */
export async function findTfPersona(db: Db, idPersona: number): Promise<TransazioneFinanziariaRow[]> {
  return pagamentiDellaPersona(db).execute({ persona: idPersona });
}

/** Decision 0432: one person's payments, the families' payments page, built once per session. */
const pagamentiDellaPersona = preparataPerSessione((db) => {
  const parte = sql`(select p.id_parte from ${persone} p where p.id_persona = ${sql.placeholder('persona')})`;
  const coperti = db
    .select({ id: transazioni.id_transazione_finanziaria })
    .from(transazioni)
    .innerJoin(te, eq(te.id_transazione_economica, transazioni.id_transazione_economica))
    .where(or(sql`${te.id_parte_da} = ${parte}`, sql`${te.id_parte_a} = ${parte}`));
  return db
    .select()
    .from(tf)
    .where(
      or(
        sql`${tf.id_parte_da} = ${parte}`,
        sql`${tf.id_parte_a} = ${parte}`,
        inArray(tf.id_transazione_finanziaria, coperti),
      ),
    )
    .orderBy(desc(tf.data_creata), desc(tf.id_transazione_finanziaria))
    .prepare(SENZA_NOME);
});

/** Spec 3 §2: the party's transfers between its own methods, newest payment date first. */
export async function findTrasferimenti(
  db: Db,
  idParte: number,
  anno: number | null,
): Promise<TransazioneFinanziariaRow[]> {
  return db
    .select()
    .from(tf)
    .where(
      and(
        eq(tf.id_parte_da, idParte),
        eq(tf.id_parte_a, idParte),
        ne(tf.tipo_da, tf.tipo_a),
        nellAnno(tf.anno_scout, anno),
      ),
    )
    .orderBy(sql`${tf.data_pagata} desc nulls last`, desc(tf.id_transazione_finanziaria));
}

export async function findTransazioniByTf(db: Db, ids: readonly number[]): Promise<TransazioneRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transazioni)
    .where(inArray(transazioni.id_transazione_finanziaria, [...ids]))
    .orderBy(asc(transazioni.id_transazione));
}

const dovutiPerId = preparataPerSessione((db) =>
  db.select().from(te).where(traChiavi(te.id_transazione_economica)).prepare(SENZA_NOME),
);

export async function findTeByIds(db: Db, ids: readonly number[]): Promise<TransazioneEconomicaRow[]> {
  if (ids.length === 0) return [];
  return dovutiPerId(db).execute({ ids: [...ids] });
}

/** `%key%` for ILIKE, with the key's own wildcards taken literally. */
const contiene = (chiave: string) => `%${chiave.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A party column matches the key by the party's name or its person's "nome cognome" either way. */
function parteCorrisponde(tabella: string, colonna: string, chiave: string): SQL {
  const k = contiene(chiave);
  // The outer row's column, qualified on purpose (a single-table select renders columns bare).
  const idParte = sql.raw(`"${tabella}"."${colonna}"`);
  return sql`exists (select 1 from ${parti} pa left join ${persone} pe on pe.id_persona = pa.id_persona
    where pa.id_parte = ${idParte} and (pa."desc" ilike ${k}
      or coalesce(pe.nome, '') || ' ' || coalesce(pe.cognome, '') ilike ${k}
      or coalesce(pe.cognome, '') || ' ' || coalesce(pe.nome, '') ilike ${k}))`;
}

/** The key read as an id (digits only) and as an amount in euros, when it is one. */
function numeriDellaChiave(chiave: string): { id: number | null; cents: number | null } {
  const id = /^\d{1,9}$/.test(chiave) ? Number(chiave) : null;
  const cents = euroInCentesimi(chiave);
  return { id, cents: cents != null && Number.isSafeInteger(cents) ? Math.abs(cents) : null };
}

/** Spec 3 §5 'Link to existing payment': by id, amount, provider id, party or person name. */
export async function cercaTf(db: Db, chiave: string): Promise<TransazioneFinanziariaRow[]> {
  const { id, cents } = numeriDellaChiave(chiave);
  const k = contiene(chiave);
  return db
    .select()
    .from(tf)
    .where(
      or(
        id == null ? undefined : eq(tf.id_transazione_finanziaria, id),
        cents == null ? undefined : eq(tf.importo, cents),
        sql`${tf.stripe_payment_id} ilike ${k}`,
        sql`${tf.satispay_payment_id} ilike ${k}`,
        parteCorrisponde('transazioni_finanziarie', 'id_parte_da', chiave),
        parteCorrisponde('transazioni_finanziarie', 'id_parte_a', chiave),
      ),
    )
    .orderBy(desc(tf.data_creata), desc(tf.id_transazione_finanziaria))
    .limit(MAX_RISULTATI_RICERCA);
}

/** Spec 3 §4 'Link to existing cause': by id, reason, amount, party or person name. */
export async function cercaTe(db: Db, chiave: string): Promise<TransazioneEconomicaRow[]> {
  const { id, cents } = numeriDellaChiave(chiave);
  const k = contiene(chiave);
  return db
    .select()
    .from(te)
    .where(
      or(
        id == null ? undefined : eq(te.id_transazione_economica, id),
        cents == null ? undefined : eq(te.importo, cents),
        sql`${te.causale_desc} ilike ${k}`,
        parteCorrisponde('transazioni_economiche', 'id_parte_da', chiave),
        parteCorrisponde('transazioni_economiche', 'id_parte_a', chiave),
      ),
    )
    .orderBy(desc(te.data_creata), desc(te.id_transazione_economica))
    .limit(MAX_RISULTATI_RICERCA);
}

/** Spec 3 §2 'Altro': other subjects (no person, unit or group; not the section) by name. */
export async function cercaAltreParti(db: Db, chiave: string): Promise<ParteRow[]> {
  return db
    .select()
    .from(parti)
    .where(
      and(
        isNull(parti.id_persona),
        isNull(parti.id_unita),
        isNull(parti.id_gruppo),
        ne(parti.id_parte, ID_PARTE_SEZIONE),
        sql`${parti.desc} ilike ${contiene(chiave)}`,
      ),
    )
    .orderBy(sql`lower(${parti.desc})`, asc(parti.id_parte))
    .limit(MAX_RISULTATI_RICERCA);
}

/**
 * Spec 3 §5 enrolment search: enrolments of `anno` whose person's "nome cognome" (either way)
 * matches, among the persons in the viewer's reach (judged on `annoPortata`, the active year).
 */
export async function cercaIscrizioni(
  db: Db,
  chiave: string,
  anno: number,
  portata: Portata,
  annoPortata: number | null,
): Promise<IscrizioneRow[]> {
  const k = contiene(chiave);
  const rows = await db
    .select({ i: iscrizioni })
    .from(iscrizioni)
    .innerJoin(persone, eq(persone.id_persona, iscrizioni.id_persona))
    .where(
      and(
        eq(iscrizioni.anno_scout, anno),
        sql`(coalesce(${persone.nome}, '') || ' ' || coalesce(${persone.cognome}, '') ilike ${k}
          or coalesce(${persone.cognome}, '') || ' ' || coalesce(${persone.nome}, '') ilike ${k})`,
        condizionePortata(portata, annoPortata),
      ),
    )
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(iscrizioni.id_iscrizione))
    .limit(MAX_RISULTATI_RICERCA);
  return rows.map((r) => r.i);
}

export async function findIscrizioniByIds(db: Db, ids: readonly number[]): Promise<IscrizioneRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(iscrizioni)
    .where(inArray(iscrizioni.id_iscrizione, [...ids]));
}
