import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authAccount, authSession, authUser } from '../db/schema/index.ts';

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

/** Issue 8 item 3: the identity token's session (`sid`) still exists, for its user, unexpired. */
export async function isSessioneAttiva(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        sql`${authSession.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
