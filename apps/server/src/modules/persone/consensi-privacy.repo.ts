import { desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consensiPrivacy } from '../../db/schema/index.ts';
import type { ConsensoPrivacyRow } from './persone.repo.ts';

/** The newest consent of each person (consents are append-only). */
export async function findConsensiCorrentiByPersone(
  db: Db,
  ids: readonly number[],
): Promise<ConsensoPrivacyRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([consensiPrivacy.id_persona])
    .from(consensiPrivacy)
    .where(inArray(consensiPrivacy.id_persona, [...ids]))
    .orderBy(
      consensiPrivacy.id_persona,
      desc(consensiPrivacy.data_espressione),
      desc(consensiPrivacy.id_consenso_privacy),
    );
}

/** Every consent row of the persons, newest first (the privacy history, spec 2 §2). */
export async function findStoricoConsensiByPersone(
  db: Db,
  ids: readonly number[],
): Promise<ConsensoPrivacyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(consensiPrivacy)
    .where(inArray(consensiPrivacy.id_persona, [...ids]))
    .orderBy(desc(consensiPrivacy.data_espressione), desc(consensiPrivacy.id_consenso_privacy));
}

/**
 * Spec 3 §7 compilaPrivacy: a new consent row (consents are append-only, never updated), given now
 * unless a paper form says the day it was signed (decision 0914).
 */
export async function inserisciConsenso(
  tx: Tx,
  valori: Omit<typeof consensiPrivacy.$inferInsert, 'id_consenso_privacy'>,
): Promise<ConsensoPrivacyRow> {
  const [row] = await tx.insert(consensiPrivacy).values(valori).returning();
  return row!;
}
