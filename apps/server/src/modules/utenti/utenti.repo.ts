import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { eventi, parentele, persone, utenti } from '../../db/schema/index.ts';
import type { UtenteRow } from '../persone/persone.repo.ts';

export async function findUtente(db: Db, idUtente: number): Promise<UtenteRow | null> {
  const [row] = await db.select().from(utenti).where(eq(utenti.id_utente, idUtente));
  return row ?? null;
}

export async function deleteUtente(tx: Tx, idUtente: number): Promise<void> {
  await tx.delete(utenti).where(eq(utenti.id_utente, idUtente));
}

/** The registration code of this user is used by the login (single use: under the row's lock). */
export async function segnaRegistrato(
  tx: Tx,
  idUtente: number,
  login: { id: string; email: string; username: string | null },
): Promise<void> {
  await tx
    .update(utenti)
    .set({
      data_registrazione: sql`now()`,
      // Registering is done signed in: it is the user's latest access too.
      data_ultimo_accesso: sql`now()`,
      username: login.username,
      email: login.email,
      auth_user_id: login.id,
    })
    .where(eq(utenti.id_utente, idUtente));
}

/** Issue 23: every sign-in (a new session of the login) is the latest access of its users. */
export async function segnaAccesso(db: Db, authUserId: string): Promise<void> {
  await db.update(utenti).set({ data_ultimo_accesso: sql`now()` }).where(eq(utenti.auth_user_id, authUserId));
}

// Account creation (spec 2 §3, §5; decision 0904). Every function runs in the item's transaction.

/** How long an item waits for another run's lock before giving up (SQLSTATE 55P03, then retried). */
export async function limitaAttesaLock(tx: Tx, millisecondi: number): Promise<void> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${millisecondi}ms`}, true)`);
}

/** The users of one person (oldest first). */
export async function utentiDellaPersona(tx: Tx, idPersona: number): Promise<UtenteRow[]> {
  return tx.select().from(utenti).where(eq(utenti.id_persona, idPersona)).orderBy(utenti.id_utente);
}

/** The user with this username, if any. */
export async function findUtenteByUsername(tx: Tx, username: string): Promise<UtenteRow | null> {
  const [row] = await tx.select().from(utenti).where(eq(utenti.username, username));
  return row ?? null;
}

/** A new user (not registered yet) of a person. */
export async function insertUtente(
  tx: Tx,
  utente: { id_persona: number; username: string; email: string; registration_token: string },
): Promise<UtenteRow> {
  const [row] = await tx.insert(utenti).values(utente).returning();
  return row!;
}

/** The address an invitation went to becomes the user's email (a user without one, spec 2 §5). */
export async function impostaEmailUtente(tx: Tx, idUtente: number, email: string): Promise<void> {
  await tx.update(utenti).set({ email }).where(eq(utenti.id_utente, idUtente));
}

/**
 * The users of a register (spec 2 §7 utentiSezione/Gruppo/Unita): those of the persons in
 * `registro` (a subquery of ids, persone.repo idRegistroSql) and those of their parents, ordered by
 * the user's person (surname, name) and id. One statement.
 */
export async function findUtentiDelRegistro(db: Db, registro: SQL, visibili: SQL): Promise<UtenteRow[]> {
  const titolare = alias(persone, 'titolare');
  const rows = await db
    .select({ utente: utenti })
    .from(utenti)
    .leftJoin(titolare, eq(titolare.id_persona, utenti.id_persona))
    .where(
      and(
        or(
          sql`${utenti.id_persona} in (${registro})`,
          sql`${utenti.id_persona} in (select ${parentele.id_persona_genitore} from ${parentele}
            where ${parentele.id_persona_figlio} in (${registro}))`,
        ),
        // A parent the viewer may not read (an adult member elsewhere, decision 0905) is left out.
        sql`${utenti.id_persona} in (${visibili})`,
      ),
    )
    .orderBy(sql`lower(${titolare.cognome})`, sql`lower(${titolare.nome})`, asc(utenti.id_utente));
  return rows.map((r) => r.utente);
}

/** Decision 0415: the office's reset of a user's second factor, in eventi with the transaction's author. */
/** The section user a login belongs to (null: a login not yet registered to anybody). */
export async function utenteDelLogin(
  tx: Tx,
  authUserId: string,
): Promise<{ id_utente: number; id_persona: number } | null> {
  const [row] = await tx
    .select({ id_utente: utenti.id_utente, id_persona: utenti.id_persona })
    .from(utenti)
    .where(eq(utenti.auth_user_id, authUserId));
  return row?.id_persona != null ? { id_utente: row.id_utente, id_persona: row.id_persona } : null;
}

export async function registraAzzeramentoSecondoFattore(
  tx: Tx,
  riga: { id_utente: number; id_persona: number },
): Promise<void> {
  await tx.insert(eventi).values({
    rev_author: sql`nullif(current_setting('zaino.user', true), '')`,
    rev_type: 'update',
    row_id: riga.id_utente,
    table: 'utenti',
    id_persona: riga.id_persona,
    details: { secondo_fattore: { before: true, after: false } },
  });
}
