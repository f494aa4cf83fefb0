import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSession, authVerification } from '../db/schema/index.ts';

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
