import type { IdentitaSezione } from '@zaino/domain/identita-sezione';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identitaSezione } from '../../db/schema/index.ts';

export type IdentitaSezioneRow = typeof identitaSezione.$inferSelect;

/** Decision 1301: the section's identity, null until an administrator saves it. */
export async function findIdentitaSezione(db: Db): Promise<IdentitaSezioneRow | null> {
  const [row] = await db.select().from(identitaSezione).where(eq(identitaSezione.id, 1)).limit(1);
  return row ?? null;
}

/** Writes the one row (created on the first save); every field is replaced, the time set now. */
export async function salvaIdentitaSezione(db: Db, dati: IdentitaSezione): Promise<IdentitaSezioneRow> {
  const valori = { ...dati, aggiornata_il: new Date() };
  const [row] = await db
    .insert(identitaSezione)
    .values({ id: 1, ...valori })
    .onConflictDoUpdate({ target: identitaSezione.id, set: valori })
    .returning();
  return row!;
}
