import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { authAccount, authSession, authTwoFactor, authUser } from '../db/schema/index.ts';

/** The leader-reset flag of the account with this email (false when there is none). */
export async function findMustChangePassword(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ flag: authUser.mustChangePassword })
    .from(authUser)
    .where(eq(sql`lower(${authUser.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.flag ?? false;
}

export async function clearMustChangePassword(db: Db, userId: string): Promise<void> {
  await db
    .update(authUser)
    .set({ mustChangePassword: false, updatedAt: new Date() })
    .where(eq(authUser.id, userId));
}

/** True when an account with this email exists and has confirmed it. */
export async function isEmailConfermata(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: authUser.emailVerified })
    .from(authUser)
    .where(eq(sql`lower(${authUser.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row?.verified ?? false;
}

/** Removes the password of a login's email + password account (it can be set again by reset). */
export async function scartaPassword(db: Db, userId: string): Promise<void> {
  await db
    .update(authAccount)
    .set({ password: null, updatedAt: new Date() })
    .where(and(eq(authAccount.userId, userId), eq(authAccount.providerId, 'credential')));
}

// Writes of the auth tables made by account management and registration (table ownership,
// docs/architecture.md): better-auth's own tables are written only here and by better-auth.

export interface LoginRow {
  id: string;
  email: string;
  username: string | null;
  idPersona: number;
}

/** Locks the login (auth_user) for the rest of the transaction. */
export async function lockLogin(tx: Tx, userId: string): Promise<LoginRow | null> {
  const [row] = await tx
    .select({
      id: authUser.id,
      email: authUser.email,
      username: authUser.username,
      idPersona: authUser.idPersona,
    })
    .from(authUser)
    .where(eq(authUser.id, userId))
    .for('update');
  return row ?? null;
}

/** Attaches the login to the person (the identity token carries id_persona from now on). */
export async function collegaLogin(tx: Tx, userId: string, idPersona: number): Promise<void> {
  await tx.update(authUser).set({ idPersona, updatedAt: new Date() }).where(eq(authUser.id, userId));
}

/** Detaches a login from a person (id_persona back to 0, as before registration). */
export async function scollegaLogin(tx: Tx, userId: string, idPersona: number): Promise<void> {
  await tx
    .update(authUser)
    .set({ idPersona: 0, updatedAt: new Date() })
    .where(and(eq(authUser.id, userId), eq(authUser.idPersona, idPersona)));
}

/**
 * Decision 0415: clears a login's second factor (authenticator and recovery codes). True when it
 * had one (enrolled or half way).
 */
export async function azzeraSecondoFattore(tx: Tx, userId: string): Promise<boolean> {
  const tolti = await tx
    .delete(authTwoFactor)
    .where(eq(authTwoFactor.userId, userId))
    .returning({ id: authTwoFactor.id });
  await tx.update(authUser).set({ twoFactorEnabled: false }).where(eq(authUser.id, userId));
  return tolti.length > 0;
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

export async function segnaCambioPassword(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(authUser)
    .set({ mustChangePassword: true, updatedAt: new Date() })
    .where(eq(authUser.id, userId));
}

/** The login with this email (stored lower-case), for the operator's reset command (decision 0419). */
export async function loginPerEmail(tx: Tx, email: string): Promise<{ id: string } | null> {
  const [row] = await tx.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
  return row ?? null;
}
