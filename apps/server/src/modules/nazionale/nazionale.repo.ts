// The national register's rows (nazionale_persone) and the comparison's reads and writes.
import type { PersonaDaConfrontare, RecordNazionale } from '@zaino/domain/nazionale';
import type { StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** Replaces the stored national data with a new download, in three statements whatever its size. */
export async function sostituisciRecordNazionali(tx: Tx, record: readonly RecordNazionale[]): Promise<void> {
  await tx.execute(
    sql`update persone set id_persona_nazionale = null where id_persona_nazionale is not null`,
  );
  await tx.execute(sql`delete from nazionale_persone`);
  if (record.length === 0) return;
  const dati = JSON.stringify(
    record.map((r) => ({
      tessera: r.tessera,
      nome: r.nome,
      cognome: r.cognome,
      alias: r.alias,
      indirizzo: r.indirizzo,
      comune: r.comune,
      provincia: r.provincia,
      cap: r.cap,
      luogo_nascita: r.luogoNascita,
      telefono: r.telefono,
      email: r.email,
      telefono2: r.telefono2,
      email2: r.email2,
      sesso: r.sesso,
      codice_fiscale: r.codiceFiscale,
      data_nascita: r.dataNascita,
      incarichi: r.incarichi,
      stato_rinnovo: r.stato_rinnovo,
    })),
  );
  await tx.execute(sql`
    insert into nazionale_persone (tessera, nome, cognome, alias, indirizzo, comune, provincia, cap,
      luogo_nascita, telefono, email, telefono2, email2, sesso, codice_fiscale, data_nascita, incarichi,
      stato_rinnovo)
    select tessera, nome, cognome, alias, indirizzo, comune, provincia, cap, luogo_nascita, telefono,
      email, telefono2, email2, sesso, codice_fiscale, data_nascita, coalesce(incarichi, '[]'::jsonb),
      stato_rinnovo
    from jsonb_to_recordset(${dati}::jsonb) as x(tessera varchar, nome text, cognome text, alias text,
      indirizzo text, comune text, provincia text, cap text, luogo_nascita text, telefono text, email text,
      telefono2 text, email2 text, sesso text, codice_fiscale varchar, data_nascita date, incarichi jsonb,
      stato_rinnovo text)`);
}

export type IscrizioneDaConfrontare = PersonaDaConfrontare & { id_iscrizione: number; id_persona: number };

/** The enrolments of a year with what the comparison reads of their person and appointments. */
export async function leggiIscrizioniDaConfrontare(db: Db, anno: number): Promise<IscrizioneDaConfrontare[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select i.id_iscrizione, p.id_persona, p.nome, p.cognome, p.codice_fiscale, p.data_nascita::text as data_nascita,
      p.sesso, i.n_tessera, i.stato_iscrizione,
      coalesce((select json_agg(json_build_object('id_ruolo', n.id_ruolo, 'numero_gruppo', g.numero))
        from nomine n left join gruppi g on g.id_gruppo = n.id_gruppo
        where n.id_iscrizione = i.id_iscrizione), '[]'::json) as nomine
    from iscrizioni i join persone p on p.id_persona = i.id_persona
    where i.anno_scout = ${anno} order by i.id_iscrizione`);
  return rows.map((r) => ({
    id_iscrizione: Number(r.id_iscrizione),
    id_persona: Number(r.id_persona),
    nome: (r.nome as string | null) ?? null,
    cognome: (r.cognome as string | null) ?? null,
    codice_fiscale: (r.codice_fiscale as string | null) ?? null,
    data_nascita: (r.data_nascita as string | null) ?? null,
    sesso: (r.sesso as string | null) ?? null,
    n_tessera: (r.n_tessera as string | null) ?? null,
    stato_iscrizione: r.stato_iscrizione as StatoIscrizione,
    nomine: (typeof r.nomine === 'string'
      ? JSON.parse(r.nomine)
      : (r.nomine ?? [])) as PersonaDaConfrontare['nomine'],
  }));
}

/**
 * Writes the comparison: errori_nazionale of each enrolment (only where it changed, so the events
 * record real changes), the person's link to the national row, and the two dates.
 */
export async function salvaConfronto(
  tx: Tx,
  esiti: readonly {
    id_iscrizione: number;
    id_persona: number;
    errori: string | null;
    tessera: string | null;
  }[],
  scaricato: boolean,
): Promise<void> {
  if (esiti.length > 0) {
    const dati = JSON.stringify(esiti);
    await tx.execute(sql`
      update iscrizioni i set errori_nazionale = x.errori
      from jsonb_to_recordset(${dati}::jsonb) as x(id_iscrizione int, errori text)
      where i.id_iscrizione = x.id_iscrizione and i.errori_nazionale is distinct from x.errori`);
    await tx.execute(sql`
      update persone p set id_persona_nazionale = n.id_persona_nazionale
      from jsonb_to_recordset(${dati}::jsonb) as x(id_persona int, tessera text)
      join nazionale_persone n on upper(trim(n.tessera)) = x.tessera
      where p.id_persona = x.id_persona and x.tessera is not null`);
  }
  await tx.execute(sql`
    insert into info_generali (id, ultimo_download_nazionale, ultimo_confronto_nazionale)
    values (1, ${scaricato ? sql`now()` : sql`null`}, now())
    on conflict (id) do update set ultimo_confronto_nazionale = now()
      ${scaricato ? sql`, ultimo_download_nazionale = now()` : sql``}`);
}

/** The stored national records (the comparison's other side). */
export async function leggiRecordNazionali(db: Db): Promise<RecordNazionale[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select tessera, nome, cognome, alias, indirizzo, comune, provincia, cap, luogo_nascita, telefono, email,
      telefono2, email2, sesso, codice_fiscale, data_nascita::text as data_nascita, incarichi, stato_rinnovo
    from nazionale_persone where tessera is not null`);
  const t = (v: unknown) => (v as string | null) ?? null;
  return rows.map((r) => ({
    tessera: String(r.tessera),
    nome: String(r.nome ?? ''),
    cognome: String(r.cognome ?? ''),
    alias: t(r.alias),
    indirizzo: t(r.indirizzo),
    comune: t(r.comune),
    provincia: t(r.provincia),
    cap: t(r.cap),
    luogoNascita: t(r.luogo_nascita),
    telefono: t(r.telefono),
    email: t(r.email),
    telefono2: t(r.telefono2),
    email2: t(r.email2),
    sesso: r.sesso === 'M' || r.sesso === 'F' ? r.sesso : null,
    codiceFiscale: t(r.codice_fiscale),
    dataNascita: t(r.data_nascita),
    incarichi: (typeof r.incarichi === 'string'
      ? JSON.parse(r.incarichi)
      : (r.incarichi ?? [])) as RecordNazionale['incarichi'],
    stato_rinnovo: r.stato_rinnovo === 'R' || r.stato_rinnovo === 'r' ? r.stato_rinnovo : null,
  }));
}
