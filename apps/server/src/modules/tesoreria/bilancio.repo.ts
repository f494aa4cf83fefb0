// Budget items, budget lines, other subjects and annual balances (spec 3 §7, spec 2 §7, issue 11).
// The actual of a budget line and the year's figures of a balance are computed here, in SQL, from
// the links and payments: nothing stored is trusted for them.
import { METODI_PAGAMENTO, type TipoPagamento } from '@zaino/domain/transazioni';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bilanci,
  parti,
  saldiAnnuali,
  transazioni,
  transazioniEconomiche as te,
  transazioniFinanziarie as tf,
  voci,
} from '../../db/schema/index.ts';

export type VoceRow = typeof voci.$inferSelect;
export type VoceVista = VoceRow & { in_uso: boolean };
export type BilancioVista = {
  id_parte: number;
  anno_scout: number;
  id_voce: number;
  preventivo: number;
  consuntivo: number;
  voce: VoceVista;
};
export type SaldoRow = typeof saldiAnnuali.$inferSelect;
export interface MovimentiMetodo {
  tipo: TipoPagamento;
  entrate: number;
  uscite: number;
}

/** Whether a due or a budget line uses the item (the outer row's column, qualified on purpose). */
const voceInUso = () =>
  sql<boolean>`(exists (select 1 from ${te} x where x.id_voce_da = "voci"."id_voce" or x.id_voce_a = "voci"."id_voce")
    or exists (select 1 from ${bilanci} y where y.id_voce = "voci"."id_voce"))`;

/** Spec 3 §2: the catalogue by code, each item with whether something uses it. One statement. */
export async function listVoci(db: Db): Promise<VoceVista[]> {
  return db
    .select({
      id_voce: voci.id_voce,
      codice: voci.codice,
      descrizione: voci.descrizione,
      riga_ets: voci.riga_ets,
      in_uso: voceInUso(),
    })
    .from(voci)
    .orderBy(asc(voci.codice), asc(voci.id_voce));
}

export async function findVoce(db: Db, idVoce: number): Promise<VoceVista | null> {
  const [row] = await db
    .select({
      id_voce: voci.id_voce,
      codice: voci.codice,
      descrizione: voci.descrizione,
      riga_ets: voci.riga_ets,
      in_uso: voceInUso(),
    })
    .from(voci)
    .where(eq(voci.id_voce, idVoce));
  return row ?? null;
}

/** Another item with this code (the code is unique). */
export async function esisteCodice(db: Db, codice: string, tranneId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: voci.id_voce })
    .from(voci)
    .where(and(eq(voci.codice, codice), tranneId == null ? undefined : ne(voci.id_voce, tranneId)));
  return row != null;
}

/** A new item; null when its code was taken meanwhile. */
export interface DatiVoce {
  codice: string;
  descrizione: string;
  riga_ets?: string | null;
}

export async function insertVoce(db: Db, v: DatiVoce): Promise<number | null> {
  const [row] = await db.insert(voci).values(v).onConflictDoNothing().returning({ id: voci.id_voce });
  return row?.id ?? null;
}

export async function updateVoce(db: Db, idVoce: number, v: DatiVoce) {
  await db.update(voci).set(v).where(eq(voci.id_voce, idVoce));
}

export async function deleteVoce(db: Db, idVoce: number) {
  await db.delete(voci).where(eq(voci.id_voce, idVoce));
}

/**
 * The actual of a budget line: the links of completed payments to the year's dues that carry the
 * item on the party's side (id_voce_a when the party is paid, id_voce_da when it pays).
 */
const consuntivo = sql<number>`coalesce((select sum(l.importo) from ${transazioni} l
    join ${te} e on e.id_transazione_economica = l.id_transazione_economica
    join ${tf} f on f.id_transazione_finanziaria = l.id_transazione_finanziaria
    where f.stato = 'completed' and e.anno_scout = "bilanci"."anno_scout"
      and ((e.id_parte_a = "bilanci"."id_parte" and e.id_voce_a = "bilanci"."id_voce")
        or (e.id_parte_da = "bilanci"."id_parte" and e.id_voce_da = "bilanci"."id_voce"))), 0)::bigint`.mapWith(
  Number,
);

/**
 * Decision 1140: every item's actual for a party in the given scout years, grouped — the same sum
 * as `consuntivo` above (completed payments' links to the year's dues carrying the item on the
 * party's side), for items with or without a budget line. One statement.
 */
export async function consuntiviPerVoce(
  db: Db,
  idParte: number,
  anni: readonly number[],
): Promise<{ anno_scout: number; id_voce: number; importo: number }[]> {
  const rows = await db.execute<{ anno_scout: number; id_voce: number; importo: string | number }>(sql`
    select e.anno_scout, v.id_voce, sum(l.importo)::bigint as importo
    from ${transazioni} l
    join ${te} e on e.id_transazione_economica = l.id_transazione_economica
    join ${tf} f on f.id_transazione_finanziaria = l.id_transazione_finanziaria
    join ${voci} v on (e.id_parte_a = ${idParte} and e.id_voce_a = v.id_voce)
      or (e.id_parte_da = ${idParte} and e.id_voce_da = v.id_voce)
    where f.stato = 'completed' and e.anno_scout in (${sql.join(
      anni.map((a) => sql`${a}`),
      sql`, `,
    )})
    group by e.anno_scout, v.id_voce`);
  return rows.rows.map((r) => ({
    anno_scout: Number(r.anno_scout),
    id_voce: Number(r.id_voce),
    importo: Number(r.importo),
  }));
}

function lineeBilancio(db: Db, condizione: SQL | undefined) {
  return db
    .select({
      id_parte: bilanci.id_parte,
      anno_scout: bilanci.anno_scout,
      id_voce: bilanci.id_voce,
      preventivo: bilanci.preventivo,
      consuntivo,
      codice: voci.codice,
      descrizione: voci.descrizione,
      riga_ets: voci.riga_ets,
    })
    .from(bilanci)
    .innerJoin(voci, eq(voci.id_voce, bilanci.id_voce))
    .where(condizione)
    .orderBy(asc(voci.codice), asc(voci.id_voce));
}

const vista = (r: Awaited<ReturnType<typeof lineeBilancio>>[number]): BilancioVista => ({
  id_parte: r.id_parte,
  anno_scout: r.anno_scout,
  id_voce: r.id_voce,
  preventivo: r.preventivo,
  consuntivo: r.consuntivo,
  // An item in a budget is in use by definition.
  voce: {
    id_voce: r.id_voce,
    codice: r.codice,
    descrizione: r.descrizione,
    riga_ets: r.riga_ets,
    in_uso: true,
  },
});

/** Spec 3 §2: the budget lines of a party in a year by code, with the actual. One statement. */
export async function listBilanci(db: Db, idParte: number, anno: number): Promise<BilancioVista[]> {
  const rows = await lineeBilancio(db, and(eq(bilanci.id_parte, idParte), eq(bilanci.anno_scout, anno)));
  return rows.map(vista);
}

export interface ChiaveBilancio {
  id_parte: number;
  anno_scout: number;
  id_voce: number;
}
const dellaChiave = (k: ChiaveBilancio) =>
  and(eq(bilanci.id_parte, k.id_parte), eq(bilanci.anno_scout, k.anno_scout), eq(bilanci.id_voce, k.id_voce));

export async function findBilancio(db: Db, k: ChiaveBilancio): Promise<BilancioVista | null> {
  const [row] = await lineeBilancio(db, dellaChiave(k));
  return row ? vista(row) : null;
}

/** A new line; false when the item is already in that budget. */
export async function insertBilancio(db: Db, k: ChiaveBilancio, preventivo: number): Promise<boolean> {
  const rows = await db
    .insert(bilanci)
    .values({ ...k, preventivo })
    .onConflictDoNothing()
    .returning({ id: bilanci.id_voce });
  return rows.length > 0;
}

export async function updatePreventivo(db: Db, k: ChiaveBilancio, preventivo: number) {
  await db.update(bilanci).set({ preventivo }).where(dellaChiave(k));
}

export async function deleteBilancio(db: Db, k: ChiaveBilancio) {
  await db.delete(bilanci).where(dellaChiave(k));
}

/** Spec 3 §2 'New subject': a party of no person, unit or group. */
export async function insertParte(db: Db, desc: string): Promise<number> {
  const [row] = await db.insert(parti).values({ desc }).returning({ id: parti.id_parte });
  if (!row) throw new Error('parte non inserita');
  return row.id;
}

export async function findSaldo(db: Db, idParte: number, anno: number): Promise<SaldoRow | null> {
  const [row] = await db
    .select()
    .from(saldiAnnuali)
    .where(and(eq(saldiAnnuali.id_parte, idParte), eq(saldiAnnuali.anno_scout, anno)));
  return row ?? null;
}

export async function upsertSaldo(db: Db, s: SaldoRow) {
  const { anno_scout, id_parte, ...importi } = s;
  await db
    .insert(saldiAnnuali)
    .values(s)
    .onConflictDoUpdate({ target: [saldiAnnuali.anno_scout, saldiAnnuali.id_parte], set: importi });
  return { anno_scout, id_parte };
}

/**
 * The year's completed movements of a party per method, one statement: what it received on the
 * method (net of the payee's commission) and what it paid from it (plus the payer's commission).
 */
export async function movimentiPerMetodo(db: Db, idParte: number, anno: number): Promise<MovimentiMetodo[]> {
  const metodi = sql.join(
    METODI_PAGAMENTO.map((m) => sql`(${m})`),
    sql`, `,
  );
  const rows = await db.execute<{ tipo: string; entrate: string | number; uscite: string | number }>(sql`
    select m.tipo,
      coalesce(sum(case when f.id_parte_a = ${idParte} and f.tipo_a = m.tipo
        then f.importo - f.commissione_a end), 0)::bigint as entrate,
      coalesce(sum(case when f.id_parte_da = ${idParte} and f.tipo_da = m.tipo
        then f.importo + f.commissione_da end), 0)::bigint as uscite
    from (values ${metodi}) as m(tipo)
    left join ${tf} f on f.anno_scout = ${anno} and f.stato = 'completed'
      and ((f.id_parte_a = ${idParte} and f.tipo_a = m.tipo) or (f.id_parte_da = ${idParte} and f.tipo_da = m.tipo))
    group by m.tipo`);
  const trovati = new Map(rows.rows.map((r) => [r.tipo, r]));
  return METODI_PAGAMENTO.map((tipo) => ({
    tipo,
    entrate: Number(trovati.get(tipo)?.entrate ?? 0),
    uscite: Number(trovati.get(tipo)?.uscite ?? 0),
  }));
}
