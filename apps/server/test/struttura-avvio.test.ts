import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparaStruttura } from '../src/db/seed/struttura.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

// Every production start prepares the section's structure (its party 1, the roles). It used to set
// the parties' sequence to the highest party id: after a merge deleted the newest party, the next
// start handed that id out again, and a history row that still names the old party (a yearly
// step's `id_parte`, which has no foreign key) would then name someone else.

describe.each(dbKinds)('the structure prepared at a start on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  const nuovaParte = async () =>
    Number(
      (
        await db.db.execute<{ id: number }>(
          sql`insert into parti ("desc") values ('prova') returning id_parte as id`,
        )
      ).rows[0]!.id,
    );

  it('never moves the parties sequence back: an id once given is not given again', async () => {
    await preparaStruttura(db);
    const a = await nuovaParte();
    const b = await nuovaParte();
    expect(b).toBeGreaterThan(a);
    await db.db.execute(sql`delete from parti where id_parte = ${b}`);
    await preparaStruttura(db);
    const c = await nuovaParte();
    expect(c).toBeGreaterThan(b);
    // Idempotent: a second start changes nothing, the section's party is still 1.
    await preparaStruttura(db);
    const { rows } = await db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from parti where id_parte = 1`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
