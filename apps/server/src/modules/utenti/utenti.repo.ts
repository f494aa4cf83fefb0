import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { utenti } from '../../db/schema/index.ts';
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
