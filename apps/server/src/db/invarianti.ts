import { statoDovuto } from '@zaino/domain/transazioni';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

// DESIGN.md §7: the money invariants over the whole database. The treasury's tests check them after
// every write they attack; `npm run verifica-backup` checks them on a restored dump (docs/operations.md).

async function righe<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Every invariant that fails, in Italian, one line each (at most 50 of a kind): [] when all hold. */
export async function violazioniInvarianti(db: Db): Promise<string[]> {
  const errori: string[] = [];
  const aggiungi = (tipo: string[]) => errori.push(...tipo.slice(0, 50));

  // A payment covers at most its amount.
  const oltre = await righe<{ id: number; importo: number; allocato: number }>(
    db,
    sql`select f.id_transazione_finanziaria as id, f.importo::bigint as importo, sum(l.importo)::bigint as allocato
        from transazioni_finanziarie f join transazioni l using (id_transazione_finanziaria)
        group by f.id_transazione_finanziaria having sum(l.importo) > f.importo`,
  );
  aggiungi(
    oltre.map(
      (p) => `pagamento ${p.id}: collegato per ${p.allocato} centesimi oltre il suo importo di ${p.importo}`,
    ),
  );

  // A due's state is the one its links give it.
  const dovuti = await righe<{ id: number; importo: number; stato: string }>(
    db,
    sql`select id_transazione_economica as id, importo::bigint as importo, stato from transazioni_economiche`,
  );
  const collegamenti = await righe<{ te: number; importo: number; stato_pagamento: string }>(
    db,
    sql`select l.id_transazione_economica as te, l.importo::bigint as importo, f.stato as stato_pagamento
        from transazioni l join transazioni_finanziarie f using (id_transazione_finanziaria)`,
  );
  const perDovuto = new Map<number, typeof collegamenti>();
  for (const l of collegamenti) perDovuto.set(l.te, [...(perDovuto.get(l.te) ?? []), l]);
  aggiungi(
    dovuti
      .map((d) => ({ d, atteso: statoDovuto(d.importo, perDovuto.get(d.id) ?? []) }))
      .filter(({ d, atteso }) => d.stato !== atteso)
      .map(({ d, atteso }) => `dovuto ${d.id}: stato ${d.stato} invece di ${atteso}`),
  );

  // No amount below zero.
  const [negativi] = await righe<{ n: number }>(
    db,
    sql`select ((select count(*) from transazioni where importo < 0)
        + (select count(*) from transazioni_finanziarie where importo < 0)
        + (select count(*) from transazioni_economiche where importo < 0))::int as n`,
  );
  if (Number(negativi!.n) > 0) errori.push(`importi negativi: ${negativi!.n}`);

  // Receipt numbers run 1, 2, 3… per issuer and scout year, with no gap and no repeat.
  const buchi = await righe<{ parte: number; anno: number; n: number; massimo: number; distinti: number }>(
    db,
    sql`select id_parte_a as parte, anno_scout as anno, count(*)::int as n, max(numero_ricevuta)::int as massimo,
          count(distinct numero_ricevuta)::int as distinti
        from transazioni_finanziarie where numero_ricevuta is not null
        group by id_parte_a, anno_scout
        having count(*) <> max(numero_ricevuta) or count(distinct numero_ricevuta) <> count(*) or min(numero_ricevuta) <> 1`,
  );
  aggiungi(
    buchi.map(
      (b) =>
        `ricevute della parte ${b.parte}, anno ${b.anno}: ${b.n} numeri (${b.distinti} distinti) fino a ${b.massimo}`,
    ),
  );
  return errori;
}
