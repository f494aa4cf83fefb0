import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTATORI_SCADUTI_MS, conta, eliminaContatoriScaduti } from '../src/auth/limiti-credenziali.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

// The sign-in counters (decision 0405) leave one row per account and address ever named; the
// hourly clean-up deletes those idle for a day and keeps every counter still inside its window.

describe.each(dbKinds)('rate-limit counters clean-up on %s', (kind) => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase(kind);
    await migrate(d);
  });
  afterAll(async () => {
    await d?.drop();
  });

  it('deletes counters idle for a day, keeps the others and their counts', async () => {
    await conta(d.db, 'vecchio', 60);
    await conta(d.db, 'recente', 600);
    await conta(d.db, 'recente', 600);
    const adesso = Date.now();
    await d.db.execute(
      sql`update auth_rate_limit set last_request = ${adesso - CONTATORI_SCADUTI_MS - 1000} where key = 'vecchio'`,
    );
    expect(await eliminaContatoriScaduti(d.db, adesso)).toBe(1);
    const rimasti = await d.db.execute<{ key: string; count: number }>(
      sql`select key, count from auth_rate_limit order by key`,
    );
    expect(rimasti.rows.map((r) => [r.key, Number(r.count)])).toEqual([['recente', 2]]);
    // Nothing else is idle: a second round deletes nothing.
    expect(await eliminaContatoriScaduti(d.db, adesso)).toBe(0);
  });
});
