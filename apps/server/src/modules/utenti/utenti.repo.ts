import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { parentele, parti, persone, utenti } from '../../db/schema/index.ts';
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
      username: login.username,
      email: login.email,
      auth_user_id: login.id,
    })
    .where(eq(utenti.id_utente, idUtente));
}

// Account creation (spec 2 §3, §5; decision 0904). Every function runs in the item's transaction.

/** How long an item waits for another run's lock before giving up (SQLSTATE 55P03, then retried). */
export async function limitaAttesaLock(tx: Tx, millisecondi: number): Promise<void> {
  await tx.execute(sql`select set_config('lock_timeout', ${`${millisecondi}ms`}, true)`);
}

/**
 * Locks the person an account is made for: two runs over the same person take turns, so the second
 * sees what the first made (the idempotence of decision 0904). Null when the person does not exist.
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

/** The users of one person (oldest first). */
export async function utentiDellaPersona(tx: Tx, idPersona: number): Promise<UtenteRow[]> {
  return tx.select().from(utenti).where(eq(utenti.id_persona, idPersona)).orderBy(utenti.id_utente);
}

/** The user with this username, if any. */
export async function findUtenteByUsername(tx: Tx, username: string): Promise<UtenteRow | null> {
  const [row] = await tx.select().from(utenti).where(eq(utenti.username, username));
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

/** Whether `idGenitore` is already recorded as a parent of `idFiglio` (any relation). */
export async function isGenitore(tx: Tx, idGenitore: number, idFiglio: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: parentele.id_parentela })
    .from(parentele)
    .where(and(eq(parentele.id_persona_genitore, idGenitore), eq(parentele.id_persona_figlio, idFiglio)));
  return row != null;
}

/** Records an existing person as parent of `idFiglio`. */
export async function insertParentela(
  tx: Tx,
  idGenitore: number,
  idFiglio: number,
  desc: string,
): Promise<void> {
  await tx.insert(parentele).values({ id_persona_genitore: idGenitore, id_persona_figlio: idFiglio, desc });
}

/** A new person (with their party, as every person has) made parent of `idFiglio` as `relazione`. */
export async function insertGenitore(
  tx: Tx,
  idFiglio: number,
  genitore: { nome: string | null; cognome: string | null; relazione: string },
): Promise<number> {
  const desc = [genitore.nome, genitore.cognome].filter(Boolean).join(' ') || genitore.relazione;
  const [parte] = await tx.insert(parti).values({ desc }).returning({ id: parti.id_parte });
  const [persona] = await tx
    .insert(persone)
    .values({ nome: genitore.nome, cognome: genitore.cognome, id_parte: parte!.id })
    .returning({ id: persone.id_persona });
  await tx.update(parti).set({ id_persona: persona!.id }).where(eq(parti.id_parte, parte!.id));
  await tx
    .insert(parentele)
    .values({ id_persona_genitore: persona!.id, id_persona_figlio: idFiglio, desc: genitore.relazione });
  return persona!.id;
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
