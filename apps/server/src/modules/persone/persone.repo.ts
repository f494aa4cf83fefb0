import { preparataPerSessione, traChiavi } from '../../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import { and, asc, eq, inArray, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { NominaRef, Portata } from '@zaino/domain/accesso';
import type { Db, Tx } from '../../db/client.ts';
import type { IscrizioneVista } from '../iscrizioni/iscrizioni.repo.ts';
import {
  type consensiPrivacy,
  contatti,
  iscrizioni,
  nomine,
  parentele,
  persone,
  utenti,
} from '../../db/schema/index.ts';
import { condizionePortata } from './portata-persone.repo.ts';

// The persons, their contacts and users as the loaders read them, and the writes of persone and
// contatti. Kinships: parentele.repo.ts; consents: consensi-privacy.repo.ts; the register's rows:
// righe-registro.repo.ts; the viewer's reach: portata-persone.repo.ts; the search: cerca-persona.repo.ts.

export type PersonaRow = typeof persone.$inferSelect;
export type ContattoRow = typeof contatti.$inferSelect;
export type ParentelaRow = typeof parentele.$inferSelect;
export type UtenteRow = typeof utenti.$inferSelect;
export type ConsensoPrivacyRow = typeof consensiPrivacy.$inferSelect;

const personePerId = preparataPerSessione((db) =>
  db.select().from(persone).where(traChiavi(persone.id_persona)).prepare(SENZA_NOME),
);

export async function findPersoneByIds(db: Db, ids: readonly number[]): Promise<PersonaRow[]> {
  if (ids.length === 0) return [];
  return personePerId(db).execute({ ids: [...ids] });
}

export async function findContattiByPersone(db: Db, ids: readonly number[]): Promise<ContattoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contatti)
    .where(inArray(contatti.id_persona, [...ids]))
    .orderBy(asc(contatti.tipo), asc(contatti.id_contatto));
}

/**
 * The appointments in `anno` of the children of `genitore` as a JSON array of `NominaRef`, for a
 * select list (what reaches a parent, decision 0905): the family's statement and the viewer's.
 */
export const nomineFigliJson = (genitore: SQLWrapper, anno: SQLWrapper) =>
  sql<NominaRef[]>`(select coalesce(json_agg(json_build_object('id_ruolo', n.id_ruolo,
      'id_gruppo', n.id_gruppo)), '[]')
    from ${parentele} pa join ${iscrizioni} i on i.id_persona = pa.id_persona_figlio
    join ${nomine} n on n.id_iscrizione = i.id_iscrizione
    where pa.id_persona_genitore = ${genitore} and i.anno_scout = ${anno})`;

/** An appointment a permission rule reads of a person: their own, or one of a child's (decision 0905). */
export interface NominaDi {
  id_persona: number;
  del_figlio: boolean;
  id_ruolo: string;
  id_gruppo: number | null;
}

/**
 * What the permission rules read of `persone` in `anno`: their appointments, and those of their
 * children (what reaches a parent, decision 0905). One statement for both (decision 0434).
 */
export async function findNomineRef(db: Db, ids: readonly number[], anno: number): Promise<NominaDi[]> {
  if (ids.length === 0) return [];
  return nomineRef(db).execute({ ids: [...ids], anno });
}

const nomineRef = preparataPerSessione((db) =>
  db
    .select({
      id_persona: iscrizioni.id_persona,
      del_figlio: sql<boolean>`false`.as('del_figlio'),
      id_ruolo: nomine.id_ruolo,
      id_gruppo: nomine.id_gruppo,
    })
    .from(nomine)
    .innerJoin(iscrizioni, eq(iscrizioni.id_iscrizione, nomine.id_iscrizione))
    .where(and(eq(iscrizioni.anno_scout, sql.placeholder('anno')), traChiavi(iscrizioni.id_persona)))
    .unionAll(
      db
        .select({
          id_persona: parentele.id_persona_genitore,
          del_figlio: sql<boolean>`true`.as('del_figlio'),
          id_ruolo: nomine.id_ruolo,
          id_gruppo: nomine.id_gruppo,
        })
        .from(parentele)
        .innerJoin(iscrizioni, eq(iscrizioni.id_persona, parentele.id_persona_figlio))
        .innerJoin(nomine, eq(nomine.id_iscrizione, iscrizioni.id_iscrizione))
        .where(
          and(eq(iscrizioni.anno_scout, sql.placeholder('anno')), traChiavi(parentele.id_persona_genitore)),
        ),
    )
    .prepare(SENZA_NOME),
);

export async function findUtentiByPersone(db: Db, ids: readonly number[]): Promise<UtenteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(utenti)
    .where(inArray(utenti.id_persona, [...ids]))
    .orderBy(asc(utenti.id_utente));
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

/** Locks the persons' rows (by id, so two transactions never wait on each other crosswise). */
export async function bloccaPersone(tx: Tx, ids: readonly number[]): Promise<void> {
  const ordinati = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of ordinati) {
    await tx.execute(sql`select 1 from ${persone} where ${persone.id_persona} = ${id} for update`);
  }
}
