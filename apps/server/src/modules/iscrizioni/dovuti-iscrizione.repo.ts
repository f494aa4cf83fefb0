// The enrolment's writes to the treasury tables (spec 2 §9, spec 3 §7): its fee due and the solidarity
// fund / free training settlement (decision 1001). Here, below the treasury, because an enrolment
// creates its due (decision 0309); every other treasury write is the tesoreria module's.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { transazioni, transazioniEconomiche, transazioniFinanziarie, voci } from '../../db/schema/index.ts';
import type { TransazioneEconomicaRow } from '../../db/righe.ts';

/** The budget item if the section defined it, else null (the demo and the spec use fixed ids). */
const voceSeEsiste = (idVoce: number) =>
  sql<number | null>`(select ${voci.id_voce} from ${voci} where ${voci.id_voce} = ${idVoce})`;

/** The fee due of an enrolment; null when one exists already (the unique index, nothing written). */
export async function insertDovutoIscrizione(
  db: Db,
  v: {
    id_iscrizione: number;
    anno_scout: number;
    id_parte_da: number;
    id_parte_a: number;
    importo: number;
    causale_desc: string;
    id_voce_a: number;
  },
): Promise<TransazioneEconomicaRow | null> {
  const [row] = await db
    .insert(transazioniEconomiche)
    .values({
      id_iscrizione: v.id_iscrizione,
      anno_scout: v.anno_scout,
      id_parte_da: v.id_parte_da,
      id_parte_a: v.id_parte_a,
      importo: v.importo,
      causale_desc: v.causale_desc,
      causale_tipo: 'iscrizione',
      id_voce_a: voceSeEsiste(v.id_voce_a),
      stato: 'no',
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Locks the enrolment's fee due, if any. A write that will change both the due and its enrolment
 * takes the due first, as every payment save does (dues, then the enrolment: decision 1005), so the
 * two never wait on each other in a cycle.
 */
export async function bloccaDovutoDiIscrizione(db: Db, idIscrizione: number): Promise<void> {
  await db
    .select({ id: transazioniEconomiche.id_transazione_economica })
    .from(transazioniEconomiche)
    .where(eq(transazioniEconomiche.id_iscrizione, idIscrizione))
    .for('update');
}

/** Decision 1001: the due's amount, item and note after a relief; its state as derived. */
export async function aggiornaDovutoAgevolato(
  db: Db,
  idTe: number,
  v: { importo: number; id_voce_a: number; causale_dettagli: string; stato: string; pagato: boolean },
): Promise<void> {
  await db
    .update(transazioniEconomiche)
    .set({
      importo: v.importo,
      id_voce_a: voceSeEsiste(v.id_voce_a),
      causale_dettagli: v.causale_dettagli,
      stato: v.stato,
      data_pagata: v.pagato ? sql`now()` : null,
    })
    .where(eq(transazioniEconomiche.id_transazione_economica, idTe));
}

/** Spec 2 §9: a zero-value completed cash payment linked to the due (it settles a zero due). */
export async function insertPagamentoNullo(
  db: Db,
  v: { id_transazione_economica: number; id_parte_da: number; id_parte_a: number; anno_scout: number },
): Promise<number> {
  const [tf] = await db
    .insert(transazioniFinanziarie)
    .values({
      id_parte_da: v.id_parte_da,
      id_parte_a: v.id_parte_a,
      importo: 0,
      stato: 'completed',
      tipo_da: 'cash',
      tipo_a: 'cash',
      data_pagata: sql`now()`,
      anno_scout: v.anno_scout,
    })
    .returning({ id: transazioniFinanziarie.id_transazione_finanziaria });
  await db.insert(transazioni).values({
    id_transazione_economica: v.id_transazione_economica,
    id_transazione_finanziaria: tf!.id,
    importo: 0,
  });
  return tf!.id;
}

/** Applica-more (decision 1015): a fee due's amount from → to, its late fee added; false when it was no longer `da`. */
export async function cambiaImportoDovuto(tx: Tx, id: number, da: number, a: number): Promise<boolean> {
  const r = await tx
    .update(transazioniEconomiche)
    .set({ importo: a })
    .where(and(eq(transazioniEconomiche.id_transazione_economica, id), eq(transazioniEconomiche.importo, da)))
    .returning({ id: transazioniEconomiche.id_transazione_economica });
  return r.length > 0;
}
