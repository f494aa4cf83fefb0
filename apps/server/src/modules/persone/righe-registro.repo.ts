import type { Portata } from '@zaino/domain/accesso';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gruppi, iscrizioni, nomine, parentele, persone, utenti } from '../../db/schema/index.ts';
import {
  type AmbitoConteggio,
  type IscrizioneRow,
  iscrittiNellAmbito,
  type NominaRow,
  type NominaVista,
} from '../iscrizioni/iscrizioni.repo.ts';
import type { GruppoRow } from '../organizzazione/organizzazione.repo.ts';
import type { ParentelaRow, ParentelaVista, PersonaRow, UtenteRow } from './persone.repo.ts';
import { condizionePortata } from './portata-persone.repo.ts';

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

/** The outer `persone` row's enrolment in `anno`, as a JSON column (null without one). */
export const iscrizioneNellAnnoSql = (anno: number) =>
  sql<IscrizioneRow | null>`(select to_json(i) from ${iscrizioni} i
    where i.id_persona = ${pid} and i.anno_scout = ${anno})`;

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
    iscrizione: iscrizioneNellAnnoSql(anno),
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
