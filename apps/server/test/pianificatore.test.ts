import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

// Decision 0433: every Zaino session plans with JIT off and random reads priced as memory reads, so
// a section's small tables are read through their indexes. Before it, PostgreSQL's default
// (random_page_cost 4) scanned the demo section's people and enrolments whole for a family's home.

describe.each(dbKinds)('the planner of a Zaino session on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = (await createSeededTestDatabase(kind, {})).database;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const piano = async (statement: string) =>
    (await database.db.execute<{ 'QUERY PLAN': string }>(`explain ${statement}`)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('runs with the settings of decision 0433', async () => {
    const { rows } = await database.db.execute<{ jit: string; costo: string }>(
      `select current_setting('jit') as jit, current_setting('random_page_cost') as costo`,
    );
    expect(rows).toEqual([{ jit: 'off', costo: '1.1' }]);
  });

  it("reads a family's people and their enrolment of the year through the indexes", async () => {
    const [famiglia] = (
      await database.db.execute<{ genitore: number; figlio: number; anno: number }>(
        `select pa.id_persona_genitore as genitore, pa.id_persona_figlio as figlio, i.anno_scout as anno
         from parentele pa join iscrizioni i on i.id_persona = pa.id_persona_figlio limit 1`,
      )
    ).rows;
    expect(famiglia).toBeDefined();
    const { genitore, figlio, anno } = famiglia!;
    expect(
      await piano(`select * from persone where id_persona = any(array[${genitore}, ${figlio}])`),
    ).toMatch(/Index Scan using persone_pkey/);
    const iscrizione = await piano(
      `select * from iscrizioni where id_persona = ${figlio} and anno_scout = ${anno}`,
    );
    expect(iscrizione).toMatch(/Index Scan using iscrizioni_persona_anno_uq/);
    expect(iscrizione).not.toMatch(/Seq Scan/);
  });
});
