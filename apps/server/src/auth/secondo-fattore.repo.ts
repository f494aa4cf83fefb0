import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSession, authTwoFactor, authVerification } from '../db/schema/index.ts';

// Decision 0415: the rows the second-factor rules read and write.

/** The user of a pending password sign-in awaiting its code (the plugin's verification row). */
export async function utenteDellaSfida(db: Db, sfida: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: authVerification.value })
    .from(authVerification)
    .where(eq(authVerification.identifier, sfida))
    .limit(1);
  return row?.userId ?? null;
}

/** Marks the session as completed with the second factor. */
export async function segnaSessioneConSecondoFattore(db: Db, sessionId: string): Promise<void> {
  await db.update(authSession).set({ secondoFattore: true }).where(eq(authSession.id, sessionId));
}

/** The login's stored (encrypted) TOTP secret, or null without an authenticator. */
export async function segretoTotpCifrato(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: authTwoFactor.secret })
    .from(authTwoFactor)
    .where(eq(authTwoFactor.userId, userId))
    .limit(1);
  return row?.secret ?? null;
}

/**
 * Decision 0416: takes the TOTP step for the login, if it is newer than the last one taken. One
 * conditional update: of two requests carrying the same code at once, only one gets true.
 */
export async function prendiPassoTotp(db: Db, userId: string, passo: number): Promise<boolean> {
  const presi = await db
    .update(authTwoFactor)
    .set({ ultimoPassoTotp: passo })
    .where(
      and(
        eq(authTwoFactor.userId, userId),
        or(isNull(authTwoFactor.ultimoPassoTotp), lt(authTwoFactor.ultimoPassoTotp, passo)),
      ),
    )
    .returning({ id: authTwoFactor.id });
  return presi.length > 0;
}
