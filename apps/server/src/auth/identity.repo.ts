import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authUser } from '../db/schema/index.ts';

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
