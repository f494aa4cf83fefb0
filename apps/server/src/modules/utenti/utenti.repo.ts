import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authAccount, authSession, authUser, utenti } from '../../db/schema/index.ts';
import type { UtenteRow } from '../persone/persone.repo.ts';

export async function findUtente(db: Db, idUtente: number): Promise<UtenteRow | null> {
  const [row] = await db.select().from(utenti).where(eq(utenti.id_utente, idUtente));
  return row ?? null;
}

export async function deleteUtente(tx: Tx, idUtente: number): Promise<void> {
  await tx.delete(utenti).where(eq(utenti.id_utente, idUtente));
}

/** Detaches a login from a person (id_persona back to 0, as before registration). */
export async function scollegaLogin(tx: Tx, userId: string, idPersona: number): Promise<void> {
  await tx
    .update(authUser)
    .set({ idPersona: 0, updatedAt: new Date() })
    .where(and(eq(authUser.id, userId), eq(authUser.idPersona, idPersona)));
}

export async function revocaSessioni(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authSession).where(eq(authSession.userId, userId));
}

export async function findLoginEmail(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, userId));
  return row?.email ?? null;
}

/** Whether the login has an email + password account (federated logins have none). */
export async function haPassword(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: authAccount.id })
    .from(authAccount)
    .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential')));
  return rows.length > 0;
}

/** Replaces the password of the login's email + password account; false when it has none. */
export async function sostituisciPassword(tx: Tx, userId: string, hash: string): Promise<boolean> {
  const rows = await tx
    .update(authAccount)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential')))
    .returning({ id: authAccount.id });
  return rows.length > 0;
}

export async function segnaCambioPassword(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(authUser)
    .set({ mustChangePassword: true, updatedAt: new Date() })
    .where(eq(authUser.id, userId));
}
