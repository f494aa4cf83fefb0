import type { NominaRef } from '@zaino/domain/accesso';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparataPerSessione } from '../db/preparata-per-sessione.ts';
import { SENZA_NOME } from '../db/senza-nome.ts';
import {
  anniScout,
  authJwks,
  authSession,
  authUser,
  iscrizioni,
  nomine,
  parentele,
} from '../db/schema/index.ts';
import type { AnnoScoutRow } from '../modules/anni-scout/anni-scout.repo.ts';
import { nomineFigliJson } from '../modules/persone/persone.repo.ts';

/** What one request knows of its signed-in viewer, read fresh from the database every time. */
export interface LetturaViewer {
  /** The active scout year (null when none is active). */
  anno: AnnoScoutRow | null;
  /** The person's appointments in the active year. */
  nomine: NominaRef[];
  /** Their children's appointments in the active year (what reaches a parent, decision 0905). */
  nomine_figli: NominaRef[];
  /** Ids of the persons related by kinship, both ways. */
  correlate: number[];
  /** Among them the person's children (decision 1003: a parent acts for a child, not the reverse). */
  figli: number[];
  /** Decision 0415: the session carries its second factor; the login has an authenticator. */
  sessioneVerificata: boolean;
  totpAttivo: boolean;
}

// Qualified: inside a select list drizzle would write the joined table's column bare.
const annoAttivo = sql.raw('"anni_scout"."anno_scout"');

/** A person's appointments in the active year (the statement joins `anni_scout` on the active one). */
const nomineDi = (persona: SQLWrapper) =>
  sql<NominaRef[]>`(select coalesce(json_agg(json_build_object('id_ruolo', n.id_ruolo,
      'id_gruppo', n.id_gruppo) order by n.id_nomina), '[]')
    from ${nomine} n join ${iscrizioni} i on i.id_iscrizione = n.id_iscrizione
    where i.id_persona = ${persona} and i.anno_scout = ${annoAttivo})`;

/** A person's kinships, both ways, as (parent, child) pairs. */
const parenteleDi = (persona: SQLWrapper) =>
  sql<[number, number][]>`(select coalesce(json_agg(json_build_array(
      pa.id_persona_genitore, pa.id_persona_figlio)), '[]')
    from ${parentele} pa where pa.id_persona_genitore = ${persona} or pa.id_persona_figlio = ${persona})`;

/** The statement of findSessioneViewer, built once per session: it runs on every signed-in request. */
function preparaSessioneViewer(db: Db) {
  const persona = sql.placeholder('idPersona');
  return db
    .select({
      anno: anniScout,
      sessioneVerificata: authSession.secondoFattore,
      totpAttivo: sql<boolean>`(select u.two_factor_enabled from ${authUser} u where u.id = ${authSession.userId})`,
      nomine: nomineDi(persona),
      // Decision 0434: with `nomine`, all a permission rule reads of the viewer.
      nomine_figli: nomineFigliJson(persona, annoAttivo),
      parentele: parenteleDi(persona),
    })
    .from(authSession)
    .leftJoin(anniScout, eq(anniScout.attivo, true))
    .where(
      and(
        eq(authSession.id, sql.placeholder('sid')),
        eq(authSession.userId, sql.placeholder('userId')),
        sql`${authSession.expiresAt} > now()`,
        // Decision 0909: a key removed from the key set (rotated out, compromised) stops its tokens
        // at the next request, though the verifier remembers their signatures.
        sql`exists (select 1 from ${authJwks} k where k.id = ${sql.placeholder('kid')})`,
      ),
    )
    .limit(1)
    .prepare(SENZA_NOME);
}

const sessioneViewer = preparataPerSessione(preparaSessioneViewer);

/**
 * Decision 0908: the session check and the viewer in one statement (one round trip a request). The
 * row exists only while the token's session (`sid`) exists for its user and has not expired (issue 8
 * item 3: logout, deletion and resets end it) and the token's signing key is still in the key set
 * (decision 0909); it carries the active year, the person's and their children's appointments
 * in that year and their kinships. Null: the session is over. Nothing is cached across requests, so a
 * changed appointment or a revoked session counts from the next request on.
 */
export async function findSessioneViewer(
  db: Db,
  sessione: { sid: string; userId: string; kid: string },
  idPersona: number,
): Promise<LetturaViewer | null> {
  const [row] = await sessioneViewer(db).execute({ ...sessione, idPersona });
  if (!row) return null;
  return {
    anno: row.anno,
    nomine: row.nomine,
    nomine_figli: row.nomine_figli,
    ...correlateDi(row.parentele, idPersona),
    sessioneVerificata: row.sessioneVerificata,
    totpAttivo: row.totpAttivo === true,
  };
}

/**
 * Decision 1017: who asked for a job, read again when the job runs (it may run minutes or a restart
 * later): the person's appointments in the active year and kinships, while the login still exists
 * and still belongs to that person. Null: the login is gone or now someone else's.
 */
export async function findViewerAttuale(
  db: Db,
  userId: string,
  idPersona: number,
): Promise<Pick<LetturaViewer, 'nomine' | 'correlate' | 'figli'> | null> {
  const persona = sql`${idPersona}`;
  const [row] = await db
    .select({ nomine: nomineDi(persona), parentele: parenteleDi(persona) })
    .from(authUser)
    .leftJoin(anniScout, eq(anniScout.attivo, true))
    .where(and(eq(authUser.id, userId), eq(authUser.idPersona, idPersona)))
    .limit(1);
  if (!row) return null;
  return { nomine: row.nomine, ...correlateDi(row.parentele, idPersona) };
}

/** The other side of each kinship of a person (both ways) and which of them are the person's children. */
function correlateDi(
  coppie: readonly [genitore: number, figlio: number][],
  idPersona: number,
): { correlate: number[]; figli: number[] } {
  const ids = new Set<number>();
  const figli = new Set<number>();
  for (const [genitore, figlio] of coppie) {
    ids.add(genitore === idPersona ? figlio : genitore);
    if (genitore === idPersona) figli.add(figlio);
  }
  ids.delete(idPersona);
  figli.delete(idPersona);
  const ordinati = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { correlate: ordinati(ids), figli: ordinati(figli) };
}
