import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// DESIGN.md §5/§9 for issue 10: Persona.iscrizioni (every year, with appointments, fee and the
// viewer's actions) costs a constant number of SQL statements whatever the number of persons.

describe('Persona.iscrizioni statements (no N+1)', () => {
  let t: TestApp;
  let count = 0;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    if (t.database.driver.kind !== 'pglite') throw new Error('pglite atteso');
    const client = t.database.driver.client as PGlite & Record<string, unknown>;
    for (const method of ['query', 'exec'] as const) {
      const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
      client[method] = ((...args: unknown[]) => {
        count++;
        return original(...args);
      }) as never;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('costs the same for 2 persons as for 20, each with enrolments of two years', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const ids = (
      await rows<{ id: number }>(
        t.database,
        `select id_persona as id from iscrizioni group by id_persona having count(*) >= 2 order by id_persona limit 20`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(20);
    const misura = async (lista: number[]) => {
      const q = `{ persone(id_persone: [${lista.join(',')}]) { id_persona
        iscrizioni { anno_scout stato_iscrizione viewerCan nomine { id_ruolo gruppo { numero } }
          transazione_economica { importo } } } }`;
      count = 0;
      const r = await gql(t.app, q, {}, cens);
      expect(r.errors).toBeUndefined();
      const persone = r.data!.persone as { iscrizioni: unknown[] }[];
      expect(persone).toHaveLength(lista.length);
      for (const p of persone) expect(p.iscrizioni.length).toBeGreaterThanOrEqual(2);
      return count;
    };
    const pochi = await misura(ids.slice(0, 2));
    const molti = await misura(ids);
    expect(molti).toBe(pochi);
    expect(molti).toBeLessThanOrEqual(20);
  });
});
