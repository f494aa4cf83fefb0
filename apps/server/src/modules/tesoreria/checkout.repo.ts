// The checkout's reads and writes of the treasury's tables (decision 1202), inside the caller's
// transaction (`tx.db`), with the locks of scritture.repo.ts: payments before dues, ascending ids.
import { PREFISSO_CHECKOUT } from '@zaino/domain/checkout';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparataPerSessione, traChiavi } from '../../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import {
  parti,
  persone,
  transazioni,
  transazioniEconomiche,
  transazioniFinanziarie,
} from '../../db/schema/index.ts';
import type { ParteRow } from '../organizzazione/organizzazione.repo.ts';
import type { LinkCopertura } from './scritture.repo.ts';
import type { TransazioneEconomicaRow, TransazioneFinanziariaRow } from './tesoreria.repo.ts';

/** Advisory lock of checkout preparations (beside the seed's 7_240_520 and the migrations' 7_240_519). */
const PREPARAZIONI_LOCK = 7_240_521;

/**
 * Decision 1207: preparations run one at a time (until their commit). Each must lock the open
 * checkouts it replaces before the dues, and can learn of one committed meanwhile only after; side
 * by side, two parents' starts would restart each other without end. Held only for the database
 * work (the provider is called after the commit) and taken before any row lock: no deadlock.
 */
export async function bloccaPreparazioniCheckout(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PREPARAZIONI_LOCK})`);
}

/** A cart's due with its two parties, and the payer's party (null: the payer has none). */
export interface DovutoDelCarrello {
  dovuto: TransazioneEconomicaRow;
  parte_da: ParteRow | null;
  parte_a: ParteRow | null;
  parte_pagante: number | null;
}

/**
 * Decision 0434: what a checkout's checks read first, in one statement: the cart's dues, the two
 * parties of each (their permission targets) and the party the payer `idPersona` pays from.
 */
export async function dovutiDelCarrello(
  db: Db,
  idDovuti: readonly number[],
  idPersona: number,
): Promise<DovutoDelCarrello[]> {
  if (idDovuti.length === 0) return [];
  return dovutiDelCarrelloPreparata(db).execute({ dovuti: [...idDovuti], persona: idPersona });
}

const parteDa = alias(parti, 'parte_da');
const parteA = alias(parti, 'parte_a');

const dovutiDelCarrelloPreparata = preparataPerSessione((db) =>
  db
    .select({
      dovuto: transazioniEconomiche,
      parte_da: parteDa,
      parte_a: parteA,
      parte_pagante: sql<number | null>`(select p.id_parte from ${persone} p
        where p.id_persona = ${sql.placeholder('persona')})`,
    })
    .from(transazioniEconomiche)
    .leftJoin(parteDa, eq(parteDa.id_parte, transazioniEconomiche.id_parte_da))
    .leftJoin(parteA, eq(parteA.id_parte, transazioniEconomiche.id_parte_a))
    .where(traChiavi(transazioniEconomiche.id_transazione_economica, 'dovuti'))
    .prepare(SENZA_NOME),
);

/**
 * The checkout payments still initiated that a new checkout of this payer for these dues replaces or
 * reuses: those linked to any of the dues, and the payer's own (one with only a donation has no due
 * chosen). Not locked; by id. One statement: it runs twice under the preparations' lock.
 */
export async function checkoutAperti(
  db: Db,
  idDovuti: readonly number[],
  idParte: number,
): Promise<TransazioneFinanziariaRow[]> {
  return checkoutApertiPreparata(db).execute({ parte: idParte, dovuti: [...idDovuti] });
}

/** Decision 0432: built once per session; the dues as one array (none: only the payer's own). */
const checkoutApertiPreparata = preparataPerSessione((db) =>
  db
    .select()
    .from(transazioniFinanziarie)
    .where(
      and(
        eq(transazioniFinanziarie.stato, 'initiated'),
        like(transazioniFinanziarie.idempotency_key, `${PREFISSO_CHECKOUT}%`),
        or(
          eq(transazioniFinanziarie.id_parte_da, sql.placeholder('parte')),
          inArray(
            transazioniFinanziarie.id_transazione_finanziaria,
            db
              .select({ id: transazioni.id_transazione_finanziaria })
              .from(transazioni)
              .where(traChiavi(transazioni.id_transazione_economica, 'dovuti')),
          ),
        ),
      ),
    )
    .orderBy(asc(transazioniFinanziarie.id_transazione_finanziaria))
    .prepare(SENZA_NOME),
);

/**
 * Decision 1210: the payer's donation due that a new checkout takes over instead of adding another:
 * a donation to `idParteA` in `anno`, still owed ('no'), linked only to checkouts of this payer that
 * moved no money (initiated or set aside). A due the office made, or one any payment counts toward,
 * is never taken. The lowest such id, or undefined (not locked: check again under the lock).
 */
export async function donazioneRiutilizzabile(
  db: Db,
  idPagante: number,
  idParteA: number,
  anno: number,
): Promise<number | undefined> {
  const risultato = await db.execute<{ id: number }>(sql`
    select te.id_transazione_economica as id from transazioni_economiche te
    where te.causale_tipo = 'donazione' and te.stato = 'no' and te.id_parte_da = ${idPagante}
      and te.id_parte_a = ${idParteA} and te.anno_scout = ${anno}
      and exists (select 1 from transazioni l where l.id_transazione_economica = te.id_transazione_economica)
      and not exists (
        select 1 from transazioni l join transazioni_finanziarie tf using (id_transazione_finanziaria)
        where l.id_transazione_economica = te.id_transazione_economica
          and not (tf.stato in ('initiated', 'rejected') and tf.id_parte_da = ${idPagante}
                   and tf.idempotency_key like ${`${PREFISSO_CHECKOUT}%`}))
    order by te.id_transazione_economica limit 1`);
  const id = risultato.rows[0]?.id;
  return id == null ? undefined : Number(id);
}

/**
 * Decision 1211: the checkouts this payer started in the last `minuti` minutes, whatever became of
 * them. Counted on the payments themselves, which nothing prunes (the treasury keeps even set-aside
 * ones, decision 1209).
 */
export async function checkoutRecentiDi(db: Db, idPagante: number, minuti: number): Promise<number> {
  const risultato = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from transazioni_finanziarie
    where id_parte_da = ${idPagante} and idempotency_key like ${`${PREFISSO_CHECKOUT}%`}
      and data_creata > now() - make_interval(mins => ${minuti})`);
  return Number(risultato.rows[0]?.n ?? 0);
}

export interface LinkConTipo {
  id_transazione_economica: number;
  importo: number;
  causale_tipo: string;
}

/** The links of a payment with the kind of each due (how a reused cart is compared). */
export async function linksConTipo(db: Db, idTf: number): Promise<LinkConTipo[]> {
  return db
    .select({
      id_transazione_economica: transazioni.id_transazione_economica,
      importo: transazioni.importo,
      causale_tipo: transazioniEconomiche.causale_tipo,
    })
    .from(transazioni)
    .innerJoin(
      transazioniEconomiche,
      eq(transazioniEconomiche.id_transazione_economica, transazioni.id_transazione_economica),
    )
    .where(eq(transazioni.id_transazione_finanziaria, idTf));
}

/** A link of a cart's due or of its open checkout, with its payment's state and its due's kind. */
export interface LinkDelCarrello extends LinkCopertura, LinkConTipo {
  id_transazione_finanziaria: number;
}

/**
 * Decision 0432: in one statement, what `coperturaDovuti` says of the dues and `linksConTipo` of the
 * checkout (the same cart again reads both from one snapshot).
 */
export async function linkDelCarrello(
  db: Db,
  idDovuti: readonly number[],
  idTf: number,
): Promise<LinkDelCarrello[]> {
  return linkDelCarrelloPreparata(db).execute({ dovuti: [...idDovuti], tf: idTf });
}

const linkDelCarrelloPreparata = preparataPerSessione((db) =>
  db
    .select({
      id_transazione_economica: transazioni.id_transazione_economica,
      id_transazione_finanziaria: transazioni.id_transazione_finanziaria,
      importo: transazioni.importo,
      stato_pagamento: transazioniFinanziarie.stato,
      data_pagata: transazioniFinanziarie.data_pagata,
      causale_tipo: transazioniEconomiche.causale_tipo,
    })
    .from(transazioni)
    .innerJoin(
      transazioniFinanziarie,
      eq(transazioniFinanziarie.id_transazione_finanziaria, transazioni.id_transazione_finanziaria),
    )
    .innerJoin(
      transazioniEconomiche,
      eq(transazioniEconomiche.id_transazione_economica, transazioni.id_transazione_economica),
    )
    .where(
      or(
        traChiavi(transazioni.id_transazione_economica, 'dovuti'),
        eq(transazioni.id_transazione_finanziaria, sql.placeholder('tf')),
      ),
    )
    .prepare(SENZA_NOME),
);

export async function insertLinkCheckout(
  db: Db,
  v: {
    id_transazione_economica: number;
    id_transazione_finanziaria: number;
    importo: number;
    da_uniti: boolean;
  },
): Promise<void> {
  await db.insert(transazioni).values(v);
}

/** Sets aside superseded checkouts: only those still initiated (a paid one is never touched). */
export async function rifiutaCheckoutAperti(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(transazioniFinanziarie)
    .set({ stato: 'rejected' })
    .where(
      and(
        inArray(transazioniFinanziarie.id_transazione_finanziaria, [...ids]),
        eq(transazioniFinanziarie.stato, 'initiated'),
      ),
    );
}

/**
 * Our checkout paid with `metodo` that has this provider id (Stripe session, Satispay payment);
 * undefined when none. A notification moves only a checkout of its own provider, never a payment
 * the office recorded (decision 1207, as verificaCheckout).
 */
export async function findCheckoutDelFornitore(
  db: Db,
  metodo: 'stripe' | 'satispay',
  providerId: string,
): Promise<TransazioneFinanziariaRow | undefined> {
  const colonna =
    metodo === 'stripe'
      ? transazioniFinanziarie.stripe_payment_id
      : transazioniFinanziarie.satispay_payment_id;
  const [row] = await db
    .select()
    .from(transazioniFinanziarie)
    .where(
      and(
        eq(colonna, providerId),
        eq(transazioniFinanziarie.tipo_da, metodo),
        like(transazioniFinanziarie.idempotency_key, `${PREFISSO_CHECKOUT}%`),
      ),
    );
  return row;
}

export async function findPagamento(db: Db, id: number): Promise<TransazioneFinanziariaRow | undefined> {
  const [row] = await db
    .select()
    .from(transazioniFinanziarie)
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, id));
  return row;
}

/**
 * Spec 2 §7 GET /satispayWebhook (decision 1023): the Satispay checkouts still pending (initiated or
 * started, with Satispay's id), oldest first, at most `limite` of them.
 */
export function checkoutSatispayInSospeso(db: Db, limite: number): Promise<TransazioneFinanziariaRow[]> {
  return db
    .select()
    .from(transazioniFinanziarie)
    .where(
      and(
        eq(transazioniFinanziarie.tipo_da, 'satispay'),
        sql`${transazioniFinanziarie.satispay_payment_id} is not null`,
        inArray(transazioniFinanziarie.stato, ['initiated', 'started']),
        like(transazioniFinanziarie.idempotency_key, `${PREFISSO_CHECKOUT}%`),
      ),
    )
    .orderBy(transazioniFinanziarie.id_transazione_finanziaria)
    .limit(limite);
}

/**
 * Decision 1213: donation dues still owed whose every link goes to a set-aside checkout of their own
 * donor (replaced, refused or expired: nobody will pay them), oldest first, at most `limite`;
 * `donatore` keeps one donor's, `soloTra` those ids (the check again under the locks).
 */
export async function donazioniAbbandonate(
  db: Db,
  limite: number,
  filtro: { donatore?: number; soloTra?: readonly number[] } = {},
): Promise<number[]> {
  const { donatore, soloTra } = filtro;
  if (soloTra?.length === 0) return [];
  const tra = soloTra ? sql`and te.id_transazione_economica in (${sql.join([...soloTra], sql`, `)})` : sql``;
  const di = donatore !== undefined ? sql`and te.id_parte_da = ${donatore}` : sql``;
  const risultato = await db.execute<{ id: number }>(sql`
    select te.id_transazione_economica as id from transazioni_economiche te
    where te.causale_tipo = 'donazione' and te.stato = 'no' ${tra} ${di}
      and exists (select 1 from transazioni l where l.id_transazione_economica = te.id_transazione_economica)
      and not exists (
        select 1 from transazioni l join transazioni_finanziarie tf using (id_transazione_finanziaria)
        where l.id_transazione_economica = te.id_transazione_economica
          and not (tf.stato = 'rejected' and tf.id_parte_da = te.id_parte_da
                   and tf.idempotency_key like ${`${PREFISSO_CHECKOUT}%`}))
    order by te.id_transazione_economica limit ${limite}`);
  return risultato.rows.map((r) => Number(r.id));
}

/** The links of these dues (which payment, how much). */
export async function linksDeiDovuti(
  db: Db,
  ids: readonly number[],
): Promise<{ id_transazione_finanziaria: number; importo: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id_transazione_finanziaria: transazioni.id_transazione_finanziaria,
      importo: transazioni.importo,
    })
    .from(transazioni)
    .where(inArray(transazioni.id_transazione_economica, [...ids]));
}

/** Adds to a set-aside checkout the amount of its donation whose due was closed (decision 1213). */
export async function aggiungiDonazioneChiusa(db: Db, idTf: number, importo: number): Promise<void> {
  await db
    .update(transazioniFinanziarie)
    .set({ donazione_chiusa: sql`${transazioniFinanziarie.donazione_chiusa} + ${importo}` })
    .where(eq(transazioniFinanziarie.id_transazione_finanziaria, idTf));
}

/** 'Nome Cognome' of the person a party belongs to ('' for a party without a person). */
export async function nomeDelDonatore(db: Db, idParte: number): Promise<string> {
  const risultato = await db.execute<{ nome: string | null; cognome: string | null }>(
    sql`select nome, cognome from persone where id_parte = ${idParte} limit 1`,
  );
  const p = risultato.rows[0];
  return `${p?.nome ?? ''} ${p?.cognome ?? ''}`.trim();
}
