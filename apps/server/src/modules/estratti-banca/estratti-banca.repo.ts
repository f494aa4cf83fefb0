// The bank statement tables (decisions 1132, 1141): files, lines, CSV mappings; and the reads of
// the treasury the matching planner needs (dues paid by persons, their parents, bank transfers).
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { RigaEstratto } from '@zaino/domain/movimenti-banca';
import type { StatoMovimento } from '@zaino/domain/form-estratti-banca';
import type { Db } from '../../db/client.ts';
import {
  estrattiBanca,
  mappatureCsvBanca,
  movimentiBanca,
  parentele,
  parti,
  persone,
  transazioni,
  transazioniEconomiche,
  transazioniFinanziarie,
} from '../../db/schema/index.ts';

export type MovimentoRow = typeof movimentiBanca.$inferSelect;

/** The file already imported with these bytes, if any. */
export async function findEstrattoPerHash(db: Db, hash: string): Promise<number | null> {
  const [r] = await db
    .select({ id: estrattiBanca.id_estratto })
    .from(estrattiBanca)
    .where(eq(estrattiBanca.hash, hash));
  return r?.id ?? null;
}

/** Which of these line identities are stored already. */
export async function identitaPresenti(db: Db, identita: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < identita.length; i += 1000) {
    const righe = await db
      .select({ identita: movimentiBanca.identita })
      .from(movimentiBanca)
      .where(inArray(movimentiBanca.identita, identita.slice(i, i + 1000)));
    for (const r of righe) out.add(r.identita);
  }
  return out;
}

/** A new file row; null when a concurrent upload of the same bytes got there first. */
export async function insertEstratto(db: Db, v: typeof estrattiBanca.$inferInsert): Promise<number | null> {
  const [r] = await db
    .insert(estrattiBanca)
    .values(v)
    .onConflictDoNothing({ target: estrattiBanca.hash })
    .returning({ id: estrattiBanca.id_estratto });
  return r?.id ?? null;
}

/** Inserts the lines not stored yet (the identity decides, decision 1130); returns how many were new. */
export async function insertMovimenti(
  db: Db,
  idEstratto: number,
  righe: readonly RigaEstratto[],
): Promise<number> {
  let nuove = 0;
  for (let i = 0; i < righe.length; i += 500) {
    const inseriti = await db
      .insert(movimentiBanca)
      .values(
        righe.slice(i, i + 500).map((r) => ({
          identita: r.identita,
          id_estratto: idEstratto,
          conto: r.conto,
          data: r.data,
          data_valuta: r.dataValuta,
          importo: r.importo,
          verso: r.verso,
          causale: r.causale,
          controparte: r.controparte,
          riferimento: r.riferimento,
        })),
      )
      .onConflictDoNothing({ target: movimentiBanca.identita })
      .returning({ id: movimentiBanca.id_movimento });
    nuove += inseriti.length;
  }
  return nuove;
}

/** The lines in one state, newest first, up to a bound. */
export async function listMovimenti(db: Db, stato: StatoMovimento, limite: number): Promise<MovimentoRow[]> {
  return db
    .select()
    .from(movimentiBanca)
    .where(eq(movimentiBanca.stato, stato))
    .orderBy(desc(movimentiBanca.data), desc(movimentiBanca.id_movimento))
    .limit(limite);
}

export async function contaPerStato(db: Db): Promise<{ stato: string; n: number }[]> {
  return db
    .select({ stato: movimentiBanca.stato, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(movimentiBanca)
    .groupBy(movimentiBanca.stato);
}

/** Locks a line until the transaction ends: a line is settled once, whatever runs at the same time. */
export async function lockMovimento(db: Db, id: number): Promise<MovimentoRow | undefined> {
  const [r] = await db.select().from(movimentiBanca).where(eq(movimentiBanca.id_movimento, id)).for('update');
  return r;
}

export async function aggiornaMovimento(
  db: Db,
  id: number,
  v: Pick<MovimentoRow, 'stato' | 'id_transazione_finanziaria' | 'id_voce' | 'autore'>,
): Promise<void> {
  await db
    .update(movimentiBanca)
    .set({ ...v, data_stato: new Date() })
    .where(eq(movimentiBanca.id_movimento, id));
}

/** Whether a line already settled this payment. */
export async function movimentoDelPagamento(db: Db, idTf: number): Promise<number | null> {
  const [r] = await db
    .select({ id: movimentiBanca.id_movimento })
    .from(movimentiBanca)
    .where(eq(movimentiBanca.id_transazione_finanziaria, idTf));
  return r?.id ?? null;
}

export async function upsertMappatura(db: Db, banca: string, mappatura: unknown): Promise<void> {
  await db
    .insert(mappatureCsvBanca)
    .values({ banca, mappatura })
    .onConflictDoUpdate({
      target: mappatureCsvBanca.banca,
      set: { mappatura, data_modifica: new Date() },
      // The same mapping again changes nothing (an identical upload leaves the database as it was).
      setWhere: sql`${mappatureCsvBanca.mappatura} is distinct from excluded.mappatura`,
    });
}

export async function listMappature(db: Db): Promise<{ banca: string; mappatura: unknown }[]> {
  return db
    .select({ banca: mappatureCsvBanca.banca, mappatura: mappatureCsvBanca.mappatura })
    .from(mappatureCsvBanca)
    .orderBy(asc(mappatureCsvBanca.banca))
    .limit(100);
}

export interface DovutoDiPersona {
  id_transazione_economica: number;
  importo: number;
  data_creata: Date;
  causale_desc: string;
  id_parte_da: number;
  id_parte_a: number;
  id_persona: number;
  nome: string | null;
  cognome: string | null;
}

/** Dues owed by persons and created in the window (the planner's date window, decision 1131). */
export async function dovutiDiPersone(db: Db, da: Date, a: Date): Promise<DovutoDiPersona[]> {
  return db
    .select({
      id_transazione_economica: transazioniEconomiche.id_transazione_economica,
      importo: transazioniEconomiche.importo,
      data_creata: transazioniEconomiche.data_creata,
      causale_desc: transazioniEconomiche.causale_desc,
      id_parte_da: transazioniEconomiche.id_parte_da,
      id_parte_a: transazioniEconomiche.id_parte_a,
      id_persona: persone.id_persona,
      nome: persone.nome,
      cognome: persone.cognome,
    })
    .from(transazioniEconomiche)
    .innerJoin(parti, eq(parti.id_parte, transazioniEconomiche.id_parte_da))
    .innerJoin(persone, eq(persone.id_persona, parti.id_persona))
    .where(and(gte(transazioniEconomiche.data_creata, da), lt(transazioniEconomiche.data_creata, a)));
}

export interface GenitoreDi {
  id_figlio: number;
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  id_parte: number | null;
}

/** The parents of these persons, with their party when they have one. */
export async function genitoriDi(db: Db, idPersone: readonly number[]): Promise<GenitoreDi[]> {
  if (idPersone.length === 0) return [];
  return db
    .select({
      id_figlio: parentele.id_persona_figlio,
      id_persona: persone.id_persona,
      nome: persone.nome,
      cognome: persone.cognome,
      id_parte: parti.id_parte,
    })
    .from(parentele)
    .innerJoin(persone, eq(persone.id_persona, parentele.id_persona_genitore))
    .leftJoin(parti, eq(parti.id_persona, persone.id_persona))
    .where(inArray(parentele.id_persona_figlio, [...new Set(idPersone)]));
}

/** Bank-transfer payments started since a day, and any payment a line's reason cites. */
export async function bonificiCandidati(db: Db, da: Date, citati: readonly number[]) {
  const avviati = and(
    eq(transazioniFinanziarie.tipo_da, 'bank'),
    inArray(transazioniFinanziarie.stato, ['initiated', 'started']),
    gte(transazioniFinanziarie.data_creata, da),
  );
  const pagamenti = await db
    .select({
      id_transazione_finanziaria: transazioniFinanziarie.id_transazione_finanziaria,
      importo: transazioniFinanziarie.importo,
      commissione_da: transazioniFinanziarie.commissione_da,
      stato: transazioniFinanziarie.stato,
      tipo_da: transazioniFinanziarie.tipo_da,
      data_creata: transazioniFinanziarie.data_creata,
      id_parte_da: transazioniFinanziarie.id_parte_da,
      tipo_a: transazioniFinanziarie.tipo_a,
      id_parte_a: transazioniFinanziarie.id_parte_a,
    })
    .from(transazioniFinanziarie)
    .where(
      citati.length > 0
        ? or(avviati, inArray(transazioniFinanziarie.id_transazione_finanziaria, [...new Set(citati)]))
        : avviati,
    );
  const ids = pagamenti.map((p) => p.id_transazione_finanziaria);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            id_transazione_finanziaria: transazioni.id_transazione_finanziaria,
            id_transazione_economica: transazioni.id_transazione_economica,
            importo: transazioni.importo,
          })
          .from(transazioni)
          .where(inArray(transazioni.id_transazione_finanziaria, ids));
  return { pagamenti, links };
}

/** The descriptions of dues named by suggestions but outside the window (a transfer's old links). */
export async function descrizioniDovuti(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id_transazione_economica: transazioniEconomiche.id_transazione_economica,
      causale_desc: transazioniEconomiche.causale_desc,
    })
    .from(transazioniEconomiche)
    .where(inArray(transazioniEconomiche.id_transazione_economica, [...new Set(ids)]));
}

/** An 'other' subject (no person, unit or group) with this name, to pay the same payee twice. */
export async function findAltraParte(db: Db, nome: string): Promise<number | null> {
  const [r] = await db
    .select({ id: parti.id_parte })
    .from(parti)
    .where(
      and(
        sql`lower(${parti.desc}) = lower(${nome})`,
        isNull(parti.id_persona),
        isNull(parti.id_unita),
        isNull(parti.id_gruppo),
        ne(parti.id_parte, ID_PARTE_SEZIONE),
      ),
    )
    .orderBy(asc(parti.id_parte))
    .limit(1);
  return r?.id ?? null;
}
