import { statoDovuto } from '@zaino/domain/transazioni';
import { rows, type TestApp } from './helpers.ts';

// DESIGN.md §7: the money invariants, checked over the whole database by the treasury's tests.

/** Every invariant of DESIGN.md §7 over the whole database: [] when they all hold. */
export async function violazioni(t: TestApp): Promise<string[]> {
  const errori: string[] = [];
  const tf = await rows<{ id: number; importo: number; allocato: number }>(
    t.database,
    `select f.id_transazione_finanziaria as id, f.importo::bigint as importo, coalesce(sum(l.importo), 0)::bigint as allocato
     from transazioni_finanziarie f left join transazioni l using (id_transazione_finanziaria) group by f.id_transazione_finanziaria`,
  );
  for (const p of tf)
    if (p.allocato > p.importo) errori.push(`pagamento ${p.id}: ${p.allocato} > ${p.importo}`);
  const te = await rows<{ id: number; importo: number; stato: string }>(
    t.database,
    'select id_transazione_economica as id, importo::bigint as importo, stato from transazioni_economiche',
  );
  const links = await rows<{ te: number; importo: number; stato_pagamento: string }>(
    t.database,
    `select l.id_transazione_economica as te, l.importo::bigint as importo, f.stato as stato_pagamento
     from transazioni l join transazioni_finanziarie f using (id_transazione_finanziaria)`,
  );
  for (const d of te) {
    const atteso = statoDovuto(
      d.importo,
      links.filter((l) => l.te === d.id),
    );
    if (d.stato !== atteso) errori.push(`dovuto ${d.id}: ${d.stato} invece di ${atteso}`);
  }
  const negativi = await rows<{ n: number }>(
    t.database,
    `select (select count(*) from transazioni where importo < 0) + (select count(*) from transazioni_finanziarie where importo < 0)
      + (select count(*) from transazioni_economiche where importo < 0) as n`,
  );
  if (Number(negativi[0]!.n) > 0) errori.push('importi negativi');
  return errori;
}
