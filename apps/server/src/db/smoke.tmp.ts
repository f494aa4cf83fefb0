import { sql } from 'drizzle-orm';
import { createTestDatabase, dbKinds } from '../../test/test-db.ts';
import { withTransaction } from './client.ts';
for (const k of dbKinds) {
  const t0 = Date.now();
  const d = await createTestDatabase(k);
  const r = await withTransaction(d.db, 'me', (tx) => tx.execute(sql`select current_setting('zaino.user', true) as u, (select count(*) from pg_tables where schemaname='public') as n`));
  console.log(k, Date.now() - t0, (r as any).rows ?? r);
  await d.drop();
}
