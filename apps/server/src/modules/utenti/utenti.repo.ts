import { asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { parentele, persone, utenti } from '../../db/schema/index.ts';
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

/**
 * The users of a register (spec 2 §7 utentiSezione/Gruppo/Unita): those of the persons in
 * `registro` (a subquery of ids, persone.repo idRegistroSql) and those of their parents, ordered by
 * the user's person (surname, name) and id. One statement.
 */
export async function findUtentiDelRegistro(db: Db, registro: SQL): Promise<UtenteRow[]> {
  const titolare = alias(persone, 'titolare');
  const rows = await db
    .select({ utente: utenti })
    .from(utenti)
    .leftJoin(titolare, eq(titolare.id_persona, utenti.id_persona))
    .where(
      or(
        sql`${utenti.id_persona} in (${registro})`,
        sql`${utenti.id_persona} in (select ${parentele.id_persona_genitore} from ${parentele}
          where ${parentele.id_persona_figlio} in (${registro}))`,
      ),
    )
    .orderBy(sql`lower(${titolare.cognome})`, sql`lower(${titolare.nome})`, asc(utenti.id_utente));
  return rows.map((r) => r.utente);
}
