import type { Portata } from '@zaino/domain/accesso';
import { and, asc, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type AmbitoConteggio,
  type IscrizioneRow,
  type IscrizioneVista,
  iscrittiNellAmbito,
  type NominaRow,
  type NominaVista,
} from '../iscrizioni/iscrizioni.repo.ts';
import type { GruppoRow } from '../organizzazione/organizzazione.repo.ts';
import {
  consensiPrivacy,
  contatti,
  gruppi,
  iscrizioni,
  nomine,
  parentele,
  persone,
  ruoli,
  utenti,
} from '../../db/schema/index.ts';

export type PersonaRow = typeof persone.$inferSelect;
export type ContattoRow = typeof contatti.$inferSelect;
export type ParentelaRow = typeof parentele.$inferSelect;
export type UtenteRow = typeof utenti.$inferSelect;
export type ConsensoPrivacyRow = typeof consensiPrivacy.$inferSelect;

export async function findPersoneByIds(db: Db, ids: readonly number[]): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(persone)
    .where(inArray(persone.id_persona, [...ids]));
}

export async function findContattiByPersone(db: Db, ids: readonly number[]): Promise<ContattoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contatti)
    .where(inArray(contatti.id_persona, [...ids]))
    .orderBy(asc(contatti.tipo), asc(contatti.id_contatto));
}

/** Kinship rows where any of the persons is parent or child. */
export async function findParenteleByPersone(db: Db, ids: readonly number[]): Promise<ParentelaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(parentele)
    .where(
      or(inArray(parentele.id_persona_genitore, [...ids]), inArray(parentele.id_persona_figlio, [...ids])),
    )
    .orderBy(asc(parentele.id_parentela));
}

/** The appointments in `anno` of the children of `genitori` (what reaches a parent, decision 0905). */
export async function findNomineDeiFigli(
  db: Db,
  genitori: readonly number[],
  anno: number,
): Promise<{ id_persona_genitore: number; id_ruolo: string; id_gruppo: number | null }[]> {
  if (genitori.length === 0) return [];
  return db
    .select({
      id_persona_genitore: parentele.id_persona_genitore,
      id_ruolo: nomine.id_ruolo,
      id_gruppo: nomine.id_gruppo,
    })
    .from(parentele)
    .innerJoin(iscrizioni, eq(iscrizioni.id_persona, parentele.id_persona_figlio))
    .innerJoin(nomine, eq(nomine.id_iscrizione, iscrizioni.id_iscrizione))
    .where(and(eq(iscrizioni.anno_scout, anno), inArray(parentele.id_persona_genitore, [...genitori])));
}

export async function findUtentiByPersone(db: Db, ids: readonly number[]): Promise<UtenteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(utenti)
    .where(inArray(utenti.id_persona, [...ids]))
    .orderBy(asc(utenti.id_utente));
}

/** The newest consent of each person (consents are append-only). */
export async function findConsensiCorrentiByPersone(
  db: Db,
  ids: readonly number[],
): Promise<ConsensoPrivacyRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([consensiPrivacy.id_persona])
    .from(consensiPrivacy)
    .where(inArray(consensiPrivacy.id_persona, [...ids]))
    .orderBy(
      consensiPrivacy.id_persona,
      desc(consensiPrivacy.data_espressione),
      desc(consensiPrivacy.id_consenso_privacy),
    );
}

/** Every consent row of the persons, newest first (the privacy history, spec 2 §2). */
export async function findStoricoConsensiByPersone(
  db: Db,
  ids: readonly number[],
): Promise<ConsensoPrivacyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(consensiPrivacy)
    .where(inArray(consensiPrivacy.id_persona, [...ids]))
    .orderBy(desc(consensiPrivacy.data_espressione), desc(consensiPrivacy.id_consenso_privacy));
}

/**
 * Spec 3 §7 compilaPrivacy: a new consent row (consents are append-only, never updated), given now
 * unless a paper form says the day it was signed (decision 0914).
 */
export async function inserisciConsenso(
  tx: Tx,
  valori: Omit<typeof consensiPrivacy.$inferInsert, 'id_consenso_privacy'>,
): Promise<ConsensoPrivacyRow> {
  const [row] = await tx.insert(consensiPrivacy).values(valori).returning();
  return row!;
}

/** The children of a parent, ordered by first name. */
export async function findFigli(db: Db, idGenitore: number): Promise<PersonaRow[]> {
  const rows = await db
    .select({ persona: persone })
    .from(parentele)
    .innerJoin(persone, eq(persone.id_persona, parentele.id_persona_figlio))
    .where(and(eq(parentele.id_persona_genitore, idGenitore), ne(parentele.id_persona_figlio, idGenitore)))
    .orderBy(sql`lower(${persone.nome})`, asc(persone.id_persona));
  return rows.map((r) => r.persona);
}

/**
 * The viewer's reach (domain `portata`) as a WHERE clause on persone (decision 0307): everyone for
 * super; otherwise self and relatives, and the persons holding, in `anno`, an appointment in one of
 * the reached groups (whole group) or group + branch pairs. `idPersona` is the person column judged
 * (default persone.id_persona; the register judges its rows' relatives through an alias).
 */
export function condizionePortata(
  portata: Portata,
  anno: number | null,
  idPersona: SQL = sql`${persone.id_persona}`,
): SQL {
  if (portata.tutto) return sql`true`;
  const condizioni: SQL[] = [];
  if (portata.persone.length > 0) condizioni.push(inArray(idPersona, [...portata.persone]));
  if (portata.unita.length > 0 && anno != null) {
    const unita = sql.join(
      portata.unita.map((u) =>
        u.branca == null
          ? sql`n.id_gruppo = ${u.id_gruppo}`
          : sql`(n.id_gruppo = ${u.id_gruppo} and r.branca = ${u.branca})`,
      ),
      sql` or `,
    );
    const nominaInPortata = (idPersona: SQL) => sql`exists (select 1 from ${iscrizioni} i
      join ${nomine} n on n.id_iscrizione = i.id_iscrizione
      join ${ruoli} r on r.id_ruolo = n.id_ruolo
      where i.id_persona = ${idPersona} and i.anno_scout = ${anno} and (${unita}))`;
    condizioni.push(nominaInPortata(idPersona));
    // Decision 0905: the parents of the persons reached, unless adult members themselves.
    condizioni.push(sql`(exists (select 1 from ${parentele} pa
        where pa.id_persona_genitore = ${idPersona} and ${nominaInPortata(sql`pa.id_persona_figlio`)})
      and not exists (select 1 from ${iscrizioni} ia
        join ${nomine} na on na.id_iscrizione = ia.id_iscrizione
        join ${ruoli} ra on ra.id_ruolo = na.id_ruolo
        where ia.id_persona = ${idPersona} and ia.anno_scout = ${anno} and ra.adulto))`);
  }
  return condizioni.length === 0 ? sql`false` : sql`(${sql.join(condizioni, sql` or `)})`;
}

/** The persons among `ids` within the reach, ordered by surname and name. One statement. */
export async function findPersoneVisibili(
  db: Db,
  portata: Portata,
  anno: number | null,
  ids: readonly number[],
): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(persone)
    .where(and(inArray(persone.id_persona, [...ids]), condizionePortata(portata, anno)))
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona));
}

/**
 * A person as the API shows it: the row, the scout year whose enrolment it shows (none: the active
 * one), and the relations when a list read them with the rows (the resolvers then answer at once).
 */
export type PersonaVista = PersonaRow & { anno_vista?: number; relazioni?: RelazioniLette };

/**
 * Relations read together with a list's rows (the register): kinships with the related persons the
 * viewer may read, the person's and the parents' users, that year's enrolment with its appointments.
 */
export interface RelazioniLette {
  parentele: ParentelaVista[];
  utenti: UtenteRow[];
  /** The users of the person's parents (spec 2 §4 account state and 'Accesso' read them). */
  utenti_genitori: UtenteRow[];
  iscrizione: IscrizioneVista | null;
}

/**
 * A kinship; when read with a register row, also both persons as the viewer may see them (null:
 * outside the viewer's reach, judged in SQL by condizionePortata like every list).
 */
export type ParentelaVista = ParentelaRow & {
  genitore_letto?: PersonaRow | null;
  figlio_letto?: PersonaRow | null;
};

// Writes of the persone module's tables (docs/architecture.md, table ownership).

export async function aggiornaAnagrafica(
  tx: Tx,
  idPersona: number,
  dati: { nome: string; cognome: string; sesso: 'M' | 'F' },
): Promise<void> {
  await tx.update(persone).set(dati).where(eq(persone.id_persona, idPersona));
}

export interface ContattoDaSalvare {
  id_contatto?: number | undefined;
  tipo: 'e' | 't';
  valore: string;
  notifica: boolean;
  chi?: string | null | undefined;
}

/**
 * The submitted list becomes the person's contacts: entries with an id of the person are updated,
 * the others inserted, the person's contacts left out are deleted.
 */
export async function sostituisciContatti(
  tx: Tx,
  idPersona: number,
  lista: readonly ContattoDaSalvare[],
): Promise<void> {
  const esistenti = await tx
    .select({ id: contatti.id_contatto })
    .from(contatti)
    .where(eq(contatti.id_persona, idPersona));
  const ids = new Set(esistenti.map((c) => c.id));
  const tenuti: number[] = [];
  for (const c of lista) {
    const valori = { tipo: c.tipo, valore: c.valore, notifica: c.notifica, chi: c.chi ?? null };
    if (c.id_contatto !== undefined && ids.has(c.id_contatto) && !tenuti.includes(c.id_contatto)) {
      await tx.update(contatti).set(valori).where(eq(contatti.id_contatto, c.id_contatto));
      tenuti.push(c.id_contatto);
    } else {
      const [nuovo] = await tx
        .insert(contatti)
        .values({ id_persona: idPersona, ...valori })
        .returning({ id: contatti.id_contatto });
      tenuti.push(nuovo!.id);
    }
  }
  await tx
    .delete(contatti)
    .where(
      and(
        eq(contatti.id_persona, idPersona),
        tenuti.length > 0 ? notInArray(contatti.id_contatto, tenuti) : undefined,
      ),
    );
}

/** A register row: the person with the relations the register shows, for priming the loaders. */
export interface RigaRegistro {
  persona: PersonaRow;
  parentele: ParentelaVista[];
  utenti: UtenteRow[];
  utenti_genitori: UtenteRow[];
  iscrizione: IscrizioneRow | null;
  nomine: NominaVista[];
}

type Json<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };
const dataOpzionale = (s: string | null) => (s == null ? null : new Date(s));
const utenteDaJson = (u: Json<UtenteRow>): UtenteRow => ({
  ...u,
  data_registrazione: dataOpzionale(u.data_registrazione),
  data_ultimo_accesso: dataOpzionale(u.data_ultimo_accesso),
});
const personaDaJson = (p: Json<PersonaRow> | null): PersonaRow | null =>
  p && { ...p, data_conferma: dataOpzionale(p.data_conferma) };
// Qualified: drizzle writes a column of the selected table unqualified inside a select list, where
// it would bind to the subquery's own table.
export const pid = sql.raw('"persone"."id_persona"');

/**
 * What a register row shows, as select columns over the outer `persone` row: kinships with the
 * related persons the viewer may read, own and parents' users, that year's enrolment and appointments
 * with their groups. Read with the rows, so the resolvers answer without a promise a row.
 */
export function colonneRegistro(portata: Portata, annoAttivo: number | null, anno: number) {
  // A relative is shown when the viewer's reach holds them, the same condition as the rows'; the
  // row's own side of a kinship is the row itself (filled in by rigaDaLettura, not looked up again).
  const parente = (colonna: SQL) => sql`case when ${colonna} = ${pid} then null else
    (select to_json(q) from ${persone} q
    where q.id_persona = ${colonna} and ${condizionePortata(portata, annoAttivo, sql`q.id_persona`)}) end`;
  return {
    persona: persone,
    parentele: sql<
      (ParentelaRow & { genitore: Json<PersonaRow> | null; figlio: Json<PersonaRow> | null })[]
    >`(
        select coalesce(json_agg(json_build_object('id_parentela', pa.id_parentela,
          'id_persona_genitore', pa.id_persona_genitore, 'id_persona_figlio', pa.id_persona_figlio,
          'desc', pa."desc", 'genitore', ${parente(sql`pa.id_persona_genitore`)},
          'figlio', ${parente(sql`pa.id_persona_figlio`)}) order by pa.id_parentela), '[]')
        from ${parentele} pa
        where pa.id_persona_genitore = ${pid} or pa.id_persona_figlio = ${pid})`,
    utenti: sql<Json<UtenteRow>[]>`(select coalesce(json_agg(u order by u.id_utente), '[]')
        from ${utenti} u where u.id_persona = ${pid})`,
    // Per parent through utenti_persona_idx ('offset 0' keeps the planner from hashing the
    // whole users table for every row).
    utenti_genitori: sql<
      Json<UtenteRow>[]
    >`(select coalesce(json_agg(u order by pg.id_parentela, u.id_utente), '[]')
        from ${parentele} pg cross join lateral (select * from ${utenti} uu
          where uu.id_persona = pg.id_persona_genitore offset 0) u
        where pg.id_persona_figlio = ${pid} and pg.id_persona_genitore <> ${pid})`,
    iscrizione: sql<IscrizioneRow | null>`(select to_json(i) from ${iscrizioni} i
        where i.id_persona = ${pid} and i.anno_scout = ${anno})`,
    nomine: sql<(NominaRow & { gruppo: GruppoRow | null })[]>`(select coalesce(json_agg(
          to_jsonb(n) || jsonb_build_object('gruppo', to_jsonb(g)) order by n.id_nomina), '[]')
        from ${nomine} n join ${iscrizioni} i on i.id_iscrizione = n.id_iscrizione
        left join ${gruppi} g on g.id_gruppo = n.id_gruppo
        where i.id_persona = ${pid} and i.anno_scout = ${anno})`,
  };
}

type LetturaRegistro = {
  persona: PersonaRow;
  parentele: (ParentelaRow & { genitore: Json<PersonaRow> | null; figlio: Json<PersonaRow> | null })[];
  utenti: Json<UtenteRow>[];
  utenti_genitori: Json<UtenteRow>[];
  iscrizione: IscrizioneRow | null;
  nomine: (NominaRow & { gruppo: GruppoRow | null })[];
};

/** A row read with colonneRegistro, as the service primes the loaders with it. */
export function rigaDaLettura(r: LetturaRegistro): RigaRegistro {
  return {
    persona: r.persona,
    parentele: r.parentele.map(({ genitore, figlio, ...pa }) => ({
      ...pa,
      genitore_letto: pa.id_persona_genitore === r.persona.id_persona ? r.persona : personaDaJson(genitore),
      figlio_letto: pa.id_persona_figlio === r.persona.id_persona ? r.persona : personaDaJson(figlio),
    })),
    utenti: r.utenti.map(utenteDaJson),
    utenti_genitori: r.utenti_genitori.map(utenteDaJson),
    iscrizione: r.iscrizione,
    nomine: r.nomine.map(({ gruppo, ...n }) => ({ ...n, gruppo_letto: gruppo })),
  };
}

/** The register's default order: surname, name, id. */
export const ordineCognomeNome = () =>
  [sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona)] as const;

/**
 * The register of a scope (spec 2 §7): the persons enrolled in `anno` within the scope and within
 * the viewer's reach (judged on the active year), by surname and name, with everything the register
 * shows (colonneRegistro), in one statement whatever the number of people (issue 9 benchmark).
 */
export async function findPersoneIscritte(
  db: Db,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
): Promise<RigaRegistro[]> {
  const righe = await db
    .select(colonneRegistro(portata, annoAttivo, anno))
    .from(persone)
    .where(
      and(
        iscrittiNellAmbito(sql`${persone.id_persona}`, anno, ambito),
        condizionePortata(portata, annoAttivo),
      ),
    )
    .orderBy(...ordineCognomeNome());
  return righe.map(rigaDaLettura);
}

/**
 * The ids of a register (spec 2 §7) as a subquery: the persons enrolled in `anno` within the scope
 * and within the viewer's reach (judged on the active year), exactly the rows of findPersoneIscritte.
 * Used by the users lists (utenti module) so both lists share one definition of the register.
 */
export function idRegistroSql(
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
): SQL {
  return sql`select ${persone.id_persona} from ${persone} where ${iscrittiNellAmbito(
    sql`${persone.id_persona}`,
    anno,
    ambito,
  )} and ${condizionePortata(portata, annoAttivo)}`;
}

/** The ids of every person within the reach (for lists of what belongs to persons: users). */
export function idVisibiliSql(portata: Portata, annoAttivo: number | null): SQL {
  return sql`select ${persone.id_persona} from ${persone} where ${condizionePortata(portata, annoAttivo)}`;
}

/** The person form's fields (spec 2 §5) as saved: null = not given. */
export type DatiAnagrafici = Record<
  | 'nome'
  | 'cognome'
  | 'sesso'
  | 'codice_fiscale'
  | 'data_nascita'
  | 'luogo_nascita'
  | 'residenza_comune'
  | 'residenza_indirizzo'
  | 'residenza_provincia'
  | 'residenza_cap',
  string | null
>;

/** A person known by name only (a parent created with an account): every other field unknown. */
export const ANAGRAFICA_VUOTA: DatiAnagrafici = Object.freeze({
  nome: null,
  cognome: null,
  sesso: null,
  codice_fiscale: null,
  data_nascita: null,
  luogo_nascita: null,
  residenza_comune: null,
  residenza_indirizzo: null,
  residenza_provincia: null,
  residenza_cap: null,
});

/** Spec 2 §7 modificaPersona: the person's fields, and data_conferma set to now when asked. */
export async function aggiornaPersona(
  tx: Tx,
  idPersona: number,
  dati: DatiAnagrafici,
  confermaOra: boolean,
): Promise<void> {
  await tx
    .update(persone)
    .set({ ...dati, ...(confermaOra ? { data_conferma: sql`now()` } : {}) })
    .where(eq(persone.id_persona, idPersona));
}

/** Decision 0902: a new person with their party; returns the new id. */
export async function inserisciPersona(tx: Tx, dati: DatiAnagrafici, idParte: number): Promise<number> {
  const [p] = await tx
    .insert(persone)
    .values({ ...dati, id_parte: idParte })
    .returning({ id: persone.id_persona });
  return p!.id;
}

/** Spec 2 §7: the label of a kinship (Mamma, Papà or free text). */
export async function aggiornaDescParentela(tx: Tx, idParentela: number, desc: string): Promise<void> {
  await tx.update(parentele).set({ desc }).where(eq(parentele.id_parentela, idParentela));
}

// Search of spec 2 §7 cercaPersona (decision 0903): across the section on purpose, limited to
// persons who have a user, and shown with a few fields only (PersonaTrovata).

/** The person whose user has this registration code (codes are stored upper-case). */
export async function findPersonaPerCodice(db: Db, codice: string): Promise<PersonaRow[]> {
  return db
    .select({ persona: persone })
    .from(utenti)
    .innerJoin(persone, eq(persone.id_persona, utenti.id_persona))
    .where(eq(utenti.registration_token, codice.toUpperCase()))
    .limit(1)
    .then((r) => r.map((x) => x.persona));
}

/** `%` and `_` typed by a user are literal characters of a like pattern. */
const letterale = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Persons with at least one user whose name, surname, 'name surname' or a user's email contains the
 * key (case-insensitive), by surname and name, at most `limite`. One statement.
 */
export async function cercaPersoneConUtente(db: Db, chiave: string, limite: number): Promise<PersonaRow[]> {
  const like = `%${letterale(chiave.toLowerCase())}%`;
  return db
    .select()
    .from(persone)
    .where(
      sql`exists (select 1 from ${utenti} where ${utenti.id_persona} = ${persone.id_persona}) and (
        lower(coalesce(${persone.nome}, '')) like ${like}
        or lower(coalesce(${persone.cognome}, '')) like ${like}
        or lower(coalesce(${persone.nome}, '') || ' ' || coalesce(${persone.cognome}, '')) like ${like}
        or lower(coalesce(${persone.cognome}, '') || ' ' || coalesce(${persone.nome}, '')) like ${like}
        or exists (select 1 from ${utenti} where ${utenti.id_persona} = ${persone.id_persona}
          and lower(coalesce(${utenti.email}, '')) like ${like}))`,
    )
    .orderBy(sql`lower(${persone.cognome})`, sql`lower(${persone.nome})`, asc(persone.id_persona))
    .limit(limite);
}

export async function findParentela(db: Db, idParentela: number): Promise<ParentelaRow | null> {
  const [row] = await db.select().from(parentele).where(eq(parentele.id_parentela, idParentela));
  return row ?? null;
}

/** The parents of a person related as `relazione` (case-insensitive), oldest first. */
export async function genitoriConRelazione(
  tx: Tx,
  idFiglio: number,
  relazione: string,
): Promise<{ id_persona: number; nome: string | null; cognome: string | null }[]> {
  return tx
    .select({ id_persona: persone.id_persona, nome: persone.nome, cognome: persone.cognome })
    .from(parentele)
    .innerJoin(persone, eq(persone.id_persona, parentele.id_persona_genitore))
    .where(
      and(eq(parentele.id_persona_figlio, idFiglio), sql`lower(${parentele.desc}) = lower(${relazione})`),
    )
    .orderBy(parentele.id_parentela);
}

/**
 * Locks the person an account is made for (utenti module): two runs over the same person take
 * turns, so the second sees what the first made (the idempotence of decision 0904). Null when the person does not exist.
 */
export async function lockPersona(
  tx: Tx,
  idPersona: number,
): Promise<{ id_persona: number; nome: string | null; cognome: string | null } | null> {
  const [row] = await tx
    .select({ id_persona: persone.id_persona, nome: persone.nome, cognome: persone.cognome })
    .from(persone)
    .where(eq(persone.id_persona, idPersona))
    // Not FOR UPDATE: that would also hold back other writers' foreign-key checks on the person.
    .for('no key update');
  return row ?? null;
}

/** Whether the two persons are already related, in either direction. */
export async function esisteParentela(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: parentele.id_parentela })
    .from(parentele)
    .where(
      or(
        and(eq(parentele.id_persona_genitore, a), eq(parentele.id_persona_figlio, b)),
        and(eq(parentele.id_persona_genitore, b), eq(parentele.id_persona_figlio, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function inserisciParentela(
  tx: Tx,
  valori: { id_persona_genitore: number; id_persona_figlio: number; desc: string },
): Promise<number> {
  const [row] = await tx.insert(parentele).values(valori).returning({ id: parentele.id_parentela });
  return row!.id;
}

export async function eliminaParentela(tx: Tx, idParentela: number): Promise<void> {
  await tx.delete(parentele).where(eq(parentele.id_parentela, idParentela));
}

/** Locks the persons' rows (by id, so two transactions never wait on each other crosswise). */
export async function bloccaPersone(tx: Tx, ids: readonly number[]): Promise<void> {
  const ordinati = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of ordinati) {
    await tx.execute(sql`select 1 from ${persone} where ${persone.id_persona} = ${id} for update`);
  }
}
