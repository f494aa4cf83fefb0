// Decision 1152: the payment reminders' table (promemoria_inviati) and what the planner reads.
import type { FasePromemoria, PromemoriaInviato } from '@zaino/domain/promemoria';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Per fee due of the year: the person, the due's text, what payments cover, the notification addresses. */
export interface DatiDovutoPromemoria {
  id_transazione_economica: number;
  nome: string;
  cognome: string;
  causale: string;
  coperto: number;
  indirizzi: string[];
}

export async function datiDovutiPromemoria(db: Db, anno: number): Promise<Map<number, DatiDovutoPromemoria>> {
  // Only completed and started payments count toward a due (DESIGN.md §7); the addresses are the
  // person's email contacts with notifications on (spec 1 §6: a child's list holds the parents').
  const r = await db.execute<{
    id_transazione_economica: number;
    nome: string | null;
    cognome: string | null;
    causale: string;
    coperto: number;
    indirizzi: string[] | string | null;
  }>(sql`
    select te.id_transazione_economica, p.nome, p.cognome, te.causale_desc as causale,
      coalesce((select sum(t.importo) from transazioni t
        join transazioni_finanziarie tf on tf.id_transazione_finanziaria = t.id_transazione_finanziaria
        where t.id_transazione_economica = te.id_transazione_economica
          and tf.stato in ('completed', 'started')), 0)::int as coperto,
      (select json_agg(c.valore order by c.valore) from contatti c
        where c.id_persona = i.id_persona and c.tipo = 'e' and c.notifica) as indirizzi
    from transazioni_economiche te
    join iscrizioni i on i.id_iscrizione = te.id_iscrizione
    join persone p on p.id_persona = i.id_persona
    where i.anno_scout = ${anno}`);
  return new Map(
    r.rows.map((x) => {
      const indirizzi = typeof x.indirizzi === 'string' ? (JSON.parse(x.indirizzi) as string[]) : x.indirizzi;
      return [
        x.id_transazione_economica,
        {
          id_transazione_economica: x.id_transazione_economica,
          nome: x.nome ?? '',
          cognome: x.cognome ?? '',
          causale: x.causale,
          coperto: Number(x.coperto),
          indirizzi: indirizzi ?? [],
        },
      ];
    }),
  );
}

/**
 * The reminders that count as given for the planner: sent, or claimed (being sent, or whose sender
 * died mid-send: never sent again, so a family never gets the same reminder twice). Failed ones are not.
 */
export async function promemoriaDati(db: Db, anno: number): Promise<PromemoriaInviato[]> {
  const r = await db.execute<{ id_transazione_economica: number; fase: FasePromemoria }>(sql`
    select pi.id_transazione_economica, pi.fase from promemoria_inviati pi
    join transazioni_economiche te using (id_transazione_economica)
    where te.anno_scout = ${anno} and pi.stato <> 'fallito'`);
  return r.rows;
}

/**
 * The claim: one row per due and phase, inserted, or taken over when its last try failed. Answers
 * the dues claimed now; a due another server or run holds is left out (the unique key decides).
 */
export async function prenotaPromemoria(
  db: Db,
  c: { dovuti: number[]; fase: FasePromemoria; destinatari: string; id_mail: string; autore: string },
): Promise<number[]> {
  if (c.dovuti.length === 0) return [];
  const valori = sql.join(
    c.dovuti.map((id) => sql`(${id}, ${c.fase}, ${c.destinatari}, ${c.id_mail}, ${c.autore})`),
    sql`, `,
  );
  const r = await db.execute<{ id_transazione_economica: number }>(sql`
    insert into promemoria_inviati (id_transazione_economica, fase, destinatari, id_mail, autore)
    values ${valori}
    on conflict (id_transazione_economica, fase) do update set
      destinatari = excluded.destinatari, id_mail = excluded.id_mail, autore = excluded.autore,
      stato = 'in_invio', creato = now(), errore = null
    where promemoria_inviati.stato = 'fallito'
    returning id_transazione_economica`);
  return r.rows.map((x) => x.id_transazione_economica);
}

export async function segnaPromemoriaInviato(db: Db, idMail: string): Promise<void> {
  await db.execute(sql`
    update promemoria_inviati set stato = 'inviato', inviato = now()
    where id_mail = ${idMail} and stato = 'in_invio'`);
}

export async function segnaPromemoriaFallito(db: Db, idMail: string, errore: string): Promise<void> {
  await db.execute(sql`
    update promemoria_inviati set stato = 'fallito', errore = ${errore}
    where id_mail = ${idMail} and stato = 'in_invio'`);
}

export interface RigaStoricoPromemoria {
  id_promemoria: number;
  id_transazione_economica: number;
  id_persona: number | null;
  nome: string | null;
  cognome: string | null;
  causale: string;
  fase: FasePromemoria;
  destinatari: string;
  id_mail: string;
  stato: string;
  creato: Date;
  inviato: Date | null;
  errore: string | null;
  autore: string;
}

/** The history of a scout year's reminders, newest first, at most `limite` rows. */
export async function storicoPromemoria(
  db: Db,
  anno: number,
  limite: number,
): Promise<RigaStoricoPromemoria[]> {
  const r = await db.execute<RigaStoricoPromemoria & Record<string, unknown>>(sql`
    select pi.id_promemoria, pi.id_transazione_economica, i.id_persona, p.nome, p.cognome,
      te.causale_desc as causale, pi.fase, pi.destinatari, pi.id_mail, pi.stato, pi.creato, pi.inviato,
      pi.errore, pi.autore
    from promemoria_inviati pi
    join transazioni_economiche te using (id_transazione_economica)
    left join iscrizioni i on i.id_iscrizione = te.id_iscrizione
    left join persone p on p.id_persona = i.id_persona
    where te.anno_scout = ${anno}
    order by pi.creato desc, pi.id_promemoria desc
    limit ${limite}`);
  return r.rows.map((x) => ({
    ...x,
    creato: new Date(x.creato),
    inviato: x.inviato == null ? null : new Date(x.inviato),
  }));
}
