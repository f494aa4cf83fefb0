// Payment and due writes (spec 3 §7, decision 1110): row locks, the rows of one save, the coverage
// of dues and the receipt counter. Call inside the caller's transaction (`tx.db`).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  allegati,
  contatoriRicevute,
  transazioni,
  transazioniEconomiche,
  transazioniFinanziarie,
} from '../../db/schema/index.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow, TransazioneRow } from './tesoreria.repo.ts';

export type AllegatoRow = typeof allegati.$inferSelect;
type NuovoPagamento = typeof transazioniFinanziarie.$inferInsert;
type NuovoDovuto = typeof transazioniEconomiche.$inferInsert;

const unici = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * DESIGN.md §7: locks payments for the rest of the transaction. Every save locks payments before
 * dues, each in ascending id order, so two saves never wait on each other in a cycle.
 */
export async function lockPagamenti(db: Db, ids: readonly number[]): Promise<TransazioneFinanziariaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transazioniFinanziarie)
    .where(inArray(transazioniFinanziarie.id_transazione_finanziaria, unici(ids)))
    .orderBy(asc(transazioniFinanziarie.id_transazione_finanziaria))
    .for('update');
}

/** Locks dues (after any payment lock of the same save, ascending ids). */
export async function lockDovuti(db: Db, ids: readonly number[]): Promise<TransazioneEconomicaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transazioniEconomiche)
    .where(inArray(transazioniEconomiche.id_transazione_economica, unici(ids)))
    .orderBy(asc(transazioniEconomiche.id_transazione_economica))
    .for('update');
}

export async function linksDiPagamento(db: Db, idTf: number): Promise<TransazioneRow[]> {
  return db.select().from(transazioni).where(eq(transazioni.id_transazione_finanziaria, idTf));
}

export async function linksDiDovuto(db: Db, idTe: number): Promise<TransazioneRow[]> {
  return db.select().from(transazioni).where(eq(transazioni.id_transazione_economica, idTe));
}

/** Σ of the links of each payment (every link, whatever the payment's state: it is its allocation). */
export async function allocatoPerPagamento(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const righe = await db
    .select({
      id: transazioni.id_transazione_finanziaria,
      totale: sql<number>`coalesce(sum(${transazioni.importo}), 0)::bigint`.mapWith(Number),
    })
    .from(transazioni)
    .where(inArray(transazioni.id_transazione_finanziaria, unici(ids)))
    .groupBy(transazioni.id_transazione_finanziaria);
  return new Map(righe.map((r) => [r.id, r.totale]));
}

export interface LinkCopertura {
  id_transazione_economica: number;
  importo: number;
  stato_pagamento: string;
  data_pagata: Date | null;
}

/** The links of the dues with the state and date of their payments (what the due's state is derived from). */
export async function coperturaDovuti(db: Db, ids: readonly number[]): Promise<LinkCopertura[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id_transazione_economica: transazioni.id_transazione_economica,
      importo: transazioni.importo,
      stato_pagamento: transazioniFinanziarie.stato,
      data_pagata: transazioniFinanziarie.data_pagata,
    })
    .from(transazioni)
    .innerJoin(
      transazioniFinanziarie,
      eq(transazioniFinanziarie.id_transazione_finanziaria, transazioni.id_transazione_finanziaria),
    )
    .where(inArray(transazioni.id_transazione_economica, unici(ids)));
}

/** Stores a due's derived state; returns its enrolment (null for a due of another kind). */
export async function aggiornaStatoDovuto(
  db: Db,
  id: number,
  stato: string,
  dataPagata: Date | null,
): Promise<{ id_iscrizione: number | null; anno_scout: number } | undefined> {
  const [row] = await db
    .update(transazioniEconomiche)
    .set({ stato, data_pagata: dataPagata })
    .where(eq(transazioniEconomiche.id_transazione_economica, id))
    .returning({
      id_iscrizione: transazioniEconomiche.id_iscrizione,
      anno_scout: transazioniEconomiche.anno_scout,
    });
  return row;
}

export async function insertPagamento(db: Db, v: NuovoPagamento): Promise<TransazioneFinanziariaRow> {
  const [row] = await db.insert(transazioniFinanziarie).values(v).returning();
  return row!;
}

export async function updatePagamento(db: Db, id: number, v: Partial<NuovoPagamento>): Promise<void> {
  await db
    .update(transazioniFinanziarie)
    .set(v)
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, id));
}

/** Deletes a payment: its links and attachment rows go with it (foreign keys on cascade). */
export async function deletePagamento(db: Db, id: number): Promise<void> {
  await db.delete(transazioniFinanziarie).where(eq(transazioniFinanziarie.id_transazione_finanziaria, id));
}

export async function insertDovuto(db: Db, v: NuovoDovuto): Promise<TransazioneEconomicaRow> {
  const [row] = await db.insert(transazioniEconomiche).values(v).returning();
  return row!;
}

export async function updateDovuto(db: Db, id: number, v: Partial<NuovoDovuto>): Promise<void> {
  await db.update(transazioniEconomiche).set(v).where(eq(transazioniEconomiche.id_transazione_economica, id));
}

/** Deletes a due: its links go with it (foreign key on cascade). */
export async function deleteDovuto(db: Db, id: number): Promise<void> {
  await db.delete(transazioniEconomiche).where(eq(transazioniEconomiche.id_transazione_economica, id));
}

export async function insertLink(
  db: Db,
  v: { id_transazione_economica: number; id_transazione_finanziaria: number; importo: number },
): Promise<void> {
  await db.insert(transazioni).values(v);
}

export async function updateLink(db: Db, id: number, importo: number): Promise<void> {
  await db.update(transazioni).set({ importo }).where(eq(transazioni.id_transazione, id));
}

export async function deleteLink(db: Db, id: number): Promise<void> {
  await db.delete(transazioni).where(eq(transazioni.id_transazione, id));
}

export async function allegatiDiPagamento(db: Db, idTf: number): Promise<AllegatoRow[]> {
  return db.select().from(allegati).where(eq(allegati.id_transazione_finanziaria, idTf));
}

/** Whether a file key is attached already (a key belongs to one attachment). */
/**
 * A new attachment for an uploaded file, or null when the file's key is attached already: the
 * unique key decides, so of two saves attaching one file at once the second waits for the first's
 * commit and gets null (never a constraint error).
 */
export async function insertAllegatoNuovo(
  db: Db,
  v: { id_transazione_finanziaria: number; nome: string; dimensione: number; s3_key: string },
): Promise<number | null> {
  const [row] = await db
    .insert(allegati)
    .values(v)
    .onConflictDoNothing({ target: allegati.s3_key })
    .returning({ id: allegati.id_allegato });
  return row?.id ?? null;
}

/** An attachment removed from its payment keeps its row (and file key) flagged, for the storage's clean-up. */
export async function segnaAllegatoEliminato(db: Db, idTf: number, id: number): Promise<void> {
  await db
    .update(allegati)
    .set({ elimina: true })
    .where(and(eq(allegati.id_allegato, id), eq(allegati.id_transazione_finanziaria, idTf)));
}

/**
 * DESIGN.md §7: the next receipt number of an issuing party in a scout year. The upsert locks the
 * counter's row until the transaction ends, so concurrent saves take consecutive numbers and a
 * rolled-back save gives its number back (no gaps).
 */
export async function prossimoNumeroRicevuta(db: Db, idParte: number, anno: number): Promise<number> {
  const [row] = await db
    .insert(contatoriRicevute)
    .values({ id_parte: idParte, anno_scout: anno, ultimo_numero: 1 })
    .onConflictDoUpdate({
      target: [contatoriRicevute.id_parte, contatoriRicevute.anno_scout],
      set: { ultimo_numero: sql`${contatoriRicevute.ultimo_numero} + 1` },
    })
    .returning({ numero: contatoriRicevute.ultimo_numero });
  return row!.numero;
}
