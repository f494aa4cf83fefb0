import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutbox(db: Db, row: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
