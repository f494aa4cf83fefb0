// The national register's rows (nazionale_persone) and the comparison's reads and writes.
import { normalizzaTessera, type PersonaDaConfrontare, type RecordNazionale } from '@zaino/domain/nazionale';
import type { PersonaNazionale } from '@zaino/domain/nazionale-scheda';
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

const COLONNE_RECORD = sql`tessera, nome, cognome, alias, indirizzo, comune, provincia, cap, luogo_nascita,
  telefono, email, telefono2, email2, sesso, codice_fiscale, data_nascita::text as data_nascita, incarichi,
  stato_rinnovo`;

function recordDaRiga(r: Record<string, unknown>): RecordNazionale {
  const t = (v: unknown) => (v as string | null) ?? null;
  return {
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
  };
}

/** The stored national records (the comparison's other side). */
export async function leggiRecordNazionali(db: Db): Promise<RecordNazionale[]> {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select ${COLONNE_RECORD} from nazionale_persone where tessera is not null`,
  );
  return rows.map(recordDaRiga);
}

/** The national records of some membership numbers (compared trimmed and case-free). */
export async function leggiRecordPerTessere(
  db: Db,
  tessere: readonly string[],
): Promise<Map<string, RecordNazionale>> {
  if (tessere.length === 0) return new Map();
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select ${COLONNE_RECORD} from nazionale_persone
      where upper(trim(tessera)) in (select jsonb_array_elements_text(${JSON.stringify(tessere)}::jsonb))`,
  );
  return new Map(rows.map((r) => [normalizzaTessera(String(r.tessera)), recordDaRiga(r)]));
}

export type PersonaIscritta = PersonaNazionale & { id_persona: number; id_iscrizione: number };

/**
 * What the field-by-field view and a push read of the enrolled persons of a year (one person, or
 * those in the given states), with their appointments, first e-mail and phones, in one statement.
 */
export async function leggiPersoneIscritte(
  db: Db,
  anno: number,
  filtro: { id_persona: number } | { stati: readonly StatoIscrizione[] },
): Promise<PersonaIscritta[]> {
  const dove =
    'id_persona' in filtro
      ? sql`p.id_persona = ${filtro.id_persona}`
      : sql`i.stato_iscrizione in (select jsonb_array_elements_text(${JSON.stringify(filtro.stati)}::jsonb))`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select i.id_iscrizione, p.id_persona, p.nome, p.cognome, p.codice_fiscale, p.data_nascita::text as data_nascita,
      p.sesso, p.luogo_nascita, p.residenza_indirizzo, p.residenza_comune, p.residenza_provincia, p.residenza_cap,
      i.n_tessera, i.stato_iscrizione,
      coalesce((select json_agg(json_build_object('id_ruolo', n.id_ruolo, 'numero_gruppo', g.numero))
        from nomine n left join gruppi g on g.id_gruppo = n.id_gruppo
        where n.id_iscrizione = i.id_iscrizione), '[]'::json) as nomine,
      (select c.valore from contatti c where c.id_persona = p.id_persona and c.tipo = 'e' and c.chi is null
        order by c.id_contatto limit 1) as email,
      coalesce((select json_agg(c.valore order by c.id_contatto) from contatti c
        where c.id_persona = p.id_persona and c.tipo = 't' and c.chi is null), '[]'::json) as telefoni
    from iscrizioni i join persone p on p.id_persona = i.id_persona
    where i.anno_scout = ${anno} and ${dove} order by i.id_iscrizione`);
  const t = (v: unknown) => (v as string | null) ?? null;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return rows.map((r) => ({
    id_iscrizione: Number(r.id_iscrizione),
    id_persona: Number(r.id_persona),
    nome: t(r.nome),
    cognome: t(r.cognome),
    codice_fiscale: t(r.codice_fiscale),
    data_nascita: t(r.data_nascita),
    sesso: t(r.sesso),
    luogo_nascita: t(r.luogo_nascita),
    residenza_indirizzo: t(r.residenza_indirizzo),
    residenza_comune: t(r.residenza_comune),
    residenza_provincia: t(r.residenza_provincia),
    residenza_cap: t(r.residenza_cap),
    n_tessera: t(r.n_tessera),
    stato_iscrizione: r.stato_iscrizione as StatoIscrizione,
    nomine: json<PersonaNazionale['nomine']>(r.nomine ?? []),
    email: t(r.email),
    telefoni: json<string[]>(r.telefoni ?? []),
  }));
}

/**
 * After a push: the national copy holds what was sent (by membership number), the persons are linked
 * to it and their enrolments get the new comparison, and each push is recorded in eventi on the
 * person (details.nazionale: what was sent, or why it failed), in a constant number of statements.
 */
export async function registraInvii(
  tx: Tx,
  invii: readonly {
    id_persona: number;
    id_iscrizione: number;
    record: RecordNazionale;
    esito: 'inviato' | 'fallito';
    nuovo: boolean;
    errore: string | null;
    errori_nazionale: string | null;
  }[],
): Promise<void> {
  if (invii.length === 0) return;
  const riusciti = invii.filter((i) => i.esito === 'inviato');
  if (riusciti.length > 0) {
    const dati = JSON.stringify(
      riusciti.map((i) => ({
        ...i.record,
        luogo_nascita: i.record.luogoNascita,
        codice_fiscale: i.record.codiceFiscale,
        data_nascita: i.record.dataNascita,
        id_persona: i.id_persona,
        id_iscrizione: i.id_iscrizione,
        errori_nazionale: i.errori_nazionale,
      })),
    );
    await tx.execute(sql`
      insert into nazionale_persone (tessera, nome, cognome, alias, indirizzo, comune, provincia, cap,
        luogo_nascita, telefono, email, telefono2, email2, sesso, codice_fiscale, data_nascita, incarichi,
        stato_rinnovo)
      select tessera, nome, cognome, alias, indirizzo, comune, provincia, cap, luogo_nascita, telefono, email,
        telefono2, email2, sesso, codice_fiscale, data_nascita, coalesce(incarichi, '[]'::jsonb), stato_rinnovo
      from jsonb_to_recordset(${dati}::jsonb) as x(tessera varchar, nome text, cognome text, alias text,
        indirizzo text, comune text, provincia text, cap text, luogo_nascita text, telefono text, email text,
        telefono2 text, email2 text, sesso text, codice_fiscale varchar, data_nascita date, incarichi jsonb,
        stato_rinnovo text)
      on conflict (tessera) do update set nome = excluded.nome, cognome = excluded.cognome,
        alias = excluded.alias, indirizzo = excluded.indirizzo, comune = excluded.comune,
        provincia = excluded.provincia, cap = excluded.cap, luogo_nascita = excluded.luogo_nascita,
        telefono = excluded.telefono, email = excluded.email, telefono2 = excluded.telefono2,
        email2 = excluded.email2, sesso = excluded.sesso, codice_fiscale = excluded.codice_fiscale,
        data_nascita = excluded.data_nascita, incarichi = excluded.incarichi,
        stato_rinnovo = excluded.stato_rinnovo`);
    await tx.execute(sql`
      update persone p set id_persona_nazionale = n.id_persona_nazionale
      from jsonb_to_recordset(${dati}::jsonb) as x(id_persona int, tessera text)
      join nazionale_persone n on n.tessera = x.tessera
      where p.id_persona = x.id_persona and p.id_persona_nazionale is distinct from n.id_persona_nazionale`);
    await tx.execute(sql`
      update iscrizioni i set errori_nazionale = x.errori_nazionale
      from jsonb_to_recordset(${dati}::jsonb) as x(id_iscrizione int, errori_nazionale text)
      where i.id_iscrizione = x.id_iscrizione and i.errori_nazionale is distinct from x.errori_nazionale`);
  }
  const eventi = JSON.stringify(
    invii.map((i) => ({
      id_persona: i.id_persona,
      details: {
        nazionale: {
          before: null,
          after:
            i.esito === 'inviato'
              ? { esito: i.esito, nuovo: i.nuovo, tessera: i.record.tessera, record: i.record }
              : { esito: i.esito, nuovo: i.nuovo, tessera: i.record.tessera, errore: i.errore },
        },
      },
    })),
  );
  await tx.execute(sql`insert into eventi (rev_author, rev_type, row_id, "table", id_persona, details)
    select nullif(current_setting('zaino.user', true), ''), 'update', x.id_persona, 'persone', x.id_persona,
      x.details
    from jsonb_to_recordset(${eventi}::jsonb) as x(id_persona int, details jsonb)`);
}

/** One enrolment's comparison (after "prendi il loro"). */
export async function aggiornaErrori(tx: Tx, id_iscrizione: number, errori: string | null): Promise<void> {
  await tx.execute(sql`update iscrizioni set errori_nazionale = ${errori}
    where id_iscrizione = ${id_iscrizione} and errori_nazionale is distinct from ${errori}`);
}
