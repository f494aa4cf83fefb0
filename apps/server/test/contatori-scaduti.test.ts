import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { CONTATORI_SCADUTI_MS, conta, eliminaContatoriScaduti } from '../src/lib/contatori-limiti.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

// Our rate-limit counters (issue 22 item 1) leave one row per key ever counted: the hourly clean-up
// deletes those whose window is over and keeps every counter still inside its window; better-auth's
// own counters (per address) go once idle for a day.

describe.each(dbKinds)('rate-limit counters clean-up on %s', (kind) => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase(kind);
    await migrate(d);
  });
  afterAll(async () => {
    await d?.drop();
  });

  it('deletes counters whose window is over, keeps the others and their counts', async () => {
    const t0 = Date.now();
    await conta(d.db, 'minuto', 60, t0);
    await conta(d.db, 'dieci-minuti', 600, t0);
    await conta(d.db, 'dieci-minuti', 600, t0 + 1000);
    // Nine minutes later only the one-minute window is over.
    const adesso = t0 + 9 * 60 * 1000;
    expect(await eliminaContatoriScaduti(d.db, adesso)).toBe(1);
    const rimasti = await d.db.execute<{ chiave: string; conteggio: number }>(
      sql`select chiave, conteggio from contatori_limiti order by chiave`,
    );
    expect(rimasti.rows.map((r) => [r.chiave, Number(r.conteggio)])).toEqual([['dieci-minuti', 2]]);
    expect(await eliminaContatoriScaduti(d.db, adesso)).toBe(0);
    // The counter kept counts on in its window; a new window starts from 1 once it is over.
    expect(await conta(d.db, 'dieci-minuti', 600, adesso)).toBe(3);
    expect(await conta(d.db, 'dieci-minuti', 600, t0 + 600 * 1000)).toBe(1);
  });

  it("deletes better-auth's counters idle for a day", async () => {
    const adesso = Date.now();
    await d.db.execute(sql`insert into auth_rate_limit (id, key, count, last_request) values
      ('a', 'vecchio', 3, ${adesso - CONTATORI_SCADUTI_MS - 1000}), ('b', 'recente', 2, ${adesso - 1000})`);
    expect(await eliminaContatoriScaduti(d.db, adesso)).toBe(1);
    const rimasti = await d.db.execute<{ key: string }>(sql`select key from auth_rate_limit order by key`);
    expect(rimasti.rows.map((r) => r.key)).toEqual(['recente']);
  });
});
