import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// DESIGN.md §5/§9: a list request issues a constant number of SQL statements whatever its length.

describe('statements per request (no N+1)', () => {
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

  async function statements(token: string, query: string): Promise<number> {
    count = 0;
    const r = await gql(t.app, query, {}, token);
    expect(r.errors).toBeUndefined();
    return count;
  }

  it('getPersoneSe with every relation costs the same for six persons as for three', async () => {
    const query = `{ getPersoneSe { id_persona contatti { valore } utenti { username } consenso_privacy { consenso_i }
      parte { id_parte } parentele { desc genitore { nome } figlio { nome } }
      iscrizione { stato_iscrizione nomine { id_ruolo ruolo { adulto } } transazione_economica { importo } }
      transazioni_economiche_todo { importo parte_a { id_parte } transazioni { importo transazione_finanziaria { importo } } } } }`;
    const genitore = await tokenFor(t.app, 'genitore');
    const before = await statements(genitore, query);
    // Give the parent three more children like theirs (enrolled, with dues and kin), then ask again.
    const [me] = await rows<{ id: number }>(
      t.database,
      `select id_persona as id from auth_user where email = 'genitore@demo.zaino.it'`,
    );
    await rows(
      t.database,
      `insert into parentele (id_persona_genitore, id_persona_figlio, "desc")
       select ${me!.id}, p.id_persona, 'Mamma' from persone p
       where exists (select 1 from transazioni_economiche te where te.id_parte_da = p.id_parte and te.stato <> 'totale_completata')
         and exists (select 1 from parentele x where x.id_persona_figlio = p.id_persona)
         and p.id_persona not in (select id_persona_figlio from parentele where id_persona_genitore = ${me!.id})
       order by p.id_persona limit 3`,
    );
    const persons = await gql(t.app, '{ getPersoneSe { id_persona } }', {}, genitore);
    expect(persons.data!.getPersoneSe).toHaveLength(6);
    const after = await statements(genitore, query);
    expect(after).toBe(before);
    // 20 for the data, plus the identity token's session check (issue 8 item 3).
    expect(after).toBeLessThanOrEqual(21);
  });

  it('elencaUnita with its groups is a constant handful of statements for 9 units', async () => {
    const cens = await tokenFor(t.app, 'cens');
    const n = await statements(
      cens,
      '{ elencaUnita { id_unita gruppo { numero } } elencaGruppi { numero } }',
    );
    // 6 for the data, plus the identity token's session check (issue 8 item 3).
    expect(n).toBeLessThanOrEqual(7);
  });
});
