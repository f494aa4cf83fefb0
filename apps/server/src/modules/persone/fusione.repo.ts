// The only code that merges two person records (issue 25, decision 0930): what a merge would move,
// read in one statement, and the moves themselves, run by the service inside one transaction.
import { type Anagrafica, CAMPI_ANAGRAFICI } from '@zaino/domain/fusione-persone';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** Per kind of row, how many belong to the person merged away (and follow them to the kept one). */
export interface ConteggiFusione {
  contatti: number;
  /** of which equal to one the kept person already has: dropped */
  contatti_doppi: number;
  parentele: number;
  /** of which the kept person already has, or linking the two persons to each other: dropped */
  parentele_doppie: number;
  iscrizioni: number;
  nomine: number;
  liste_attesa: number;
  /** of which in a unit whose list holds the kept person too: one place stays, the better placed */
  liste_attesa_doppie: number;
  utenti: number;
  consensi_privacy: number;
  /** dues (economic transactions) from or to the person's party */
  dovuti: number;
  /** payments (financial transactions) from or to the person's party */
  pagamenti: number;
  /** links between those dues and payments, and the attachments of those payments: unchanged */
  collegamenti: number;
  allegati: number;
  /** the person's own budget, balances and receipt counters (only when the kept person has no party) */
  conti: number;
  /** findings of the checks involving the person: removed (the next recompute finds what is still true) */
  rilievi: number;
}

export interface PersonaDaUnire extends Anagrafica {
  id_persona: number;
  id_parte: number | null;
  anni: number[];
}

/**
 * Both persons; for the merge locked until the end of the transaction (lowest id first, so two merges
 * never deadlock). The preview reads them unlocked: it changes nothing, the merge plans again under
 * the locks, and the duplicates page asks one preview per row it shows, which must not queue behind
 * (and hold pooled connections for) another transaction's writes to those persons.
 */
export async function personeDaUnire(
  tx: Tx,
  ids: readonly number[],
  blocca: boolean,
): Promise<Map<number, PersonaDaUnire>> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select p.*, p.data_nascita::text as data_nascita,
      (select pa.id_parte from parti pa where pa.id_persona = p.id_persona) as parte_propria,
      coalesce((select json_agg(i.anno_scout) from iscrizioni i where i.id_persona = p.id_persona), '[]'::json) as anni
    from persone p where p.id_persona in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
    order by p.id_persona ${blocca ? sql`for update of p` : sql``}`);
  const fuori = new Map<number, PersonaDaUnire>();
  for (const r of rows) {
    const anni = typeof r.anni === 'string' ? JSON.parse(r.anni) : r.anni;
    const p = { id_persona: Number(r.id_persona) } as PersonaDaUnire;
    for (const c of CAMPI_ANAGRAFICI) (p as unknown as Record<string, unknown>)[c] = r[c] ?? null;
    p.id_parte = r.parte_propria == null ? null : Number(r.parte_propria);
    p.anni = (anni as unknown[]).map(Number);
    fuori.set(p.id_persona, p);
  }
  return fuori;
}

/** Whether a party has rows of its own (budget, yearly balances, receipt counters). */
export async function parteHaConti(db: Db, idParte: number): Promise<boolean> {
  const { rows } = await db.execute<{ n: number | string }>(sql`select
    (select count(*) from bilanci where id_parte = ${idParte}) + (select count(*) from saldi_annuali where id_parte = ${idParte})
    + (select count(*) from contatori_ricevute where id_parte = ${idParte}) as n`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** What merging `e` into `k` would move or drop, in one statement. */
export async function contaFusione(db: Db, k: number, e: number): Promise<ConteggiFusione> {
  const parteE = sql`(select id_parte from parti where id_persona = ${e})`;
  const parteK = sql`(select id_parte from parti where id_persona = ${k})`;
  const tfE = sql`(select id_transazione_finanziaria from transazioni_finanziarie where id_parte_da = ${parteE} or id_parte_a = ${parteE})`;
  const teE = sql`(select id_transazione_economica from transazioni_economiche where id_parte_da = ${parteE} or id_parte_a = ${parteE})`;
  const { rows } = await db.execute<Record<string, number | string>>(sql`select
    (select count(*) from contatti where id_persona = ${e}) as contatti,
    (select count(*) from contatti c where c.id_persona = ${e} and ${contattoDoppio(k)}) as contatti_doppi,
    (select count(*) from parentele where ${e} in (id_persona_genitore, id_persona_figlio)) as parentele,
    (select count(*) from parentele pa where ${e} in (pa.id_persona_genitore, pa.id_persona_figlio)
      and ${parentelaDoppia(k, e)}) as parentele_doppie,
    (select count(*) from iscrizioni where id_persona = ${e}) as iscrizioni,
    (select count(*) from nomine n join iscrizioni i on i.id_iscrizione = n.id_iscrizione where i.id_persona = ${e}) as nomine,
    (select count(*) from liste_attesa where id_persona = ${e}) as liste_attesa,
    (select count(*) from liste_attesa le where le.id_persona = ${e}
      and exists (select 1 from liste_attesa lk where lk.id_persona = ${k} and lk.id_unita = le.id_unita)) as liste_attesa_doppie,
    (select count(*) from utenti where id_persona = ${e}) as utenti,
    (select count(*) from consensi_privacy where ${e} in (id_persona, titolare_id_persona, inserito_da_id_persona)) as consensi_privacy,
    (select count(*) from ${teE} x) as dovuti,
    (select count(*) from ${tfE} x) as pagamenti,
    (select count(*) from transazioni where id_transazione_finanziaria in ${tfE} or id_transazione_economica in ${teE}) as collegamenti,
    (select count(*) from allegati where id_transazione_finanziaria in ${tfE}) as allegati,
    (case when ${parteK} is null then
      (select count(*) from bilanci where id_parte = ${parteE}) + (select count(*) from saldi_annuali where id_parte = ${parteE})
      + (select count(*) from contatori_ricevute where id_parte = ${parteE}) else 0 end) as conti,
    (select count(*) from controlli where ${e} = any(persone)) as rilievi`);
  const r = rows[0] ?? {};
  return Object.fromEntries(Object.entries(r).map(([c, v]) => [c, Number(v)])) as unknown as ConteggiFusione;
}

/** A contact `c` of the merged person equal (kind and value, case aside) to one of `k`. */
const contattoDoppio = (k: number): SQL => sql`exists (select 1 from contatti d where d.id_persona = ${k}
  and d.tipo = c.tipo and lower(trim(d.valore)) = lower(trim(c.valore)))`;

/**
 * A kinship `pa` of `e` that, moved to `k`, would link `k` to itself or repeat one `k` already has.
 * Written in terms of the row after the move: each end that is `e` becomes `k`.
 */
const parentelaDoppia = (k: number, e: number): SQL => {
  const g = sql`(case when pa.id_persona_genitore = ${e} then ${k} else pa.id_persona_genitore end)`;
  const f = sql`(case when pa.id_persona_figlio = ${e} then ${k} else pa.id_persona_figlio end)`;
  return sql`(${g} = ${f} or exists (select 1 from parentele q where q.id_persona_genitore = ${g}
    and q.id_persona_figlio = ${f}))`;
};

/**
 * Moves every row of `e` to `k` (decision 0930) and removes `e`. The caller holds both persons'
 * locks and has checked the refusals (two enrolments in one year, party rows that cannot move).
 */
export async function spostaTutto(
  tx: Tx,
  k: PersonaDaUnire,
  e: PersonaDaUnire,
  completa: Partial<Anagrafica>,
): Promise<void> {
  const K = k.id_persona;
  const E = e.id_persona;
  await tx.execute(sql`delete from contatti c where c.id_persona = ${E} and ${contattoDoppio(K)}`);
  await tx.execute(sql`update contatti set id_persona = ${K} where id_persona = ${E}`);
  await tx.execute(sql`delete from parentele pa where ${E} in (pa.id_persona_genitore, pa.id_persona_figlio)
    and ${parentelaDoppia(K, E)}`);
  await tx.execute(sql`update parentele set
      id_persona_genitore = case when id_persona_genitore = ${E} then ${K} else id_persona_genitore end,
      id_persona_figlio = case when id_persona_figlio = ${E} then ${K} else id_persona_figlio end
    where ${E} in (id_persona_genitore, id_persona_figlio)`);
  await tx.execute(sql`update iscrizioni set id_persona = ${K} where id_persona = ${E}`);
  // One place a unit: of the two persons' places in one unit's list the better placed stays.
  await tx.execute(sql`delete from liste_attesa d using liste_attesa o
    where d.id_unita = o.id_unita and d.id_persona in (${K}, ${E}) and o.id_persona in (${K}, ${E})
      and d.id_persona <> o.id_persona and (d.posizione, d.id_lista_attesa) > (o.posizione, o.id_lista_attesa)`);
  await tx.execute(sql`update liste_attesa set id_persona = ${K} where id_persona = ${E}`);
  await tx.execute(sql`update utenti set id_persona = ${K} where id_persona = ${E}`);
  // A login of the merged person signs in again: its tokens name the deleted id (15 minutes), and a
  // write recording the viewer would name nobody. Its sessions end with the merge.
  await tx.execute(
    sql`delete from auth_session where user_id in (select id from auth_user where id_persona = ${E})`,
  );
  await tx.execute(sql`update auth_user set id_persona = ${K} where id_persona = ${E}`);
  // Who ran a yearly step or the last recompute of the checks (no foreign key: history, not a link).
  await tx.execute(sql`update passi_ciclo set id_persona_autore = ${K} where id_persona_autore = ${E}`);
  await tx.execute(
    sql`update info_generali set ultimo_ricalcolo_controlli_persona = ${K} where ultimo_ricalcolo_controlli_persona = ${E}`,
  );
  await tx.execute(sql`update consensi_privacy set id_persona = ${K} where id_persona = ${E}`);
  await tx.execute(
    sql`update consensi_privacy set titolare_id_persona = ${K} where titolare_id_persona = ${E}`,
  );
  await tx.execute(
    sql`update consensi_privacy set inserito_da_id_persona = ${K} where inserito_da_id_persona = ${E}`,
  );
  await tx.execute(sql`delete from controlli where ${E} = any(persone)`);
  if (e.id_parte != null) {
    // The merged person's party: handed over whole when the kept one has none, else its money moves.
    await tx.execute(sql`update persone set id_parte = null where id_persona = ${E}`);
    if (k.id_parte == null) {
      await tx.execute(sql`update parti set id_persona = ${K} where id_parte = ${e.id_parte}`);
      await tx.execute(sql`update persone set id_parte = ${e.id_parte} where id_persona = ${K}`);
    } else {
      for (const t of [sql`transazioni_economiche`, sql`transazioni_finanziarie`]) {
        await tx.execute(sql`update ${t} set id_parte_da = ${k.id_parte} where id_parte_da = ${e.id_parte}`);
        await tx.execute(sql`update ${t} set id_parte_a = ${k.id_parte} where id_parte_a = ${e.id_parte}`);
      }
      // A yearly step's history row run on that party names the kept one (history, no foreign key).
      await tx.execute(sql`update passi_ciclo set id_parte = ${k.id_parte} where id_parte = ${e.id_parte}`);
      await tx.execute(sql`delete from parti where id_parte = ${e.id_parte}`);
    }
  }
  const campi = Object.entries(completa);
  if (campi.length > 0)
    await tx.execute(
      sql`update persone set ${sql.join(
        campi.map(([c, v]) => sql`${sql.identifier(c)} = ${v}`),
        sql`, `,
      )} where id_persona = ${K}`,
    );
  await tx.execute(sql`delete from persone where id_persona = ${E}`);
}

/** The merge's own line in the history of the kept person (beside the audit rows of each move). */
export async function registraFusione(
  tx: Tx,
  k: number,
  e: { id_persona: number; nome: string | null; cognome: string | null },
  conteggi: ConteggiFusione,
): Promise<void> {
  const dettagli = {
    fusione: {
      before: { id_persona: e.id_persona, nome: e.nome, cognome: e.cognome },
      after: { id_persona: k, spostati: conteggi },
    },
  };
  await tx.execute(sql`insert into eventi (rev_author, rev_type, row_id, "table", id_persona, details)
    values (nullif(current_setting('zaino.user', true), ''), 'update', ${k}, 'persone', ${k},
      ${JSON.stringify(dettagli)}::jsonb)`);
}
