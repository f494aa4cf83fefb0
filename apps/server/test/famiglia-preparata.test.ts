import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFamiglia } from '../src/modules/persone/famiglia.repo.ts';
import { rows, startTestApp, type TestApp } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0432: a reach that is a list of persons (a parent's, a member's) reads the family's home
// through a statement built once per session; any other reach builds it each time. Both must give
// the same rows: a unit that matches nobody leaves the reach as it was but takes the other path.

describe.each(dbKinds)('the family home read once-built or built each time (%s)', (kind) => {
  let t: TestApp;
  let genitore: number;
  let figli: number[];
  let anno: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const [g] = await rows<{ id: number; anno: number }>(
      t.database,
      `select u.id_persona as id, (select anno_scout from anni_scout where attivo) as anno
       from auth_user u where u.email = 'genitore@demo.zaino.it'`,
    );
    genitore = g!.id;
    anno = g!.anno;
    figli = (
      await rows<{ id: number }>(
        t.database,
        `select id_persona_figlio as id from parentele where id_persona_genitore = ${genitore} order by 1`,
      )
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const entrambe = async (persone: number[], annoLetto: number | null) => {
    const lista = { tutto: false, persone, unita: [] };
    const nessunaUnita = { ...lista, unita: [{ id_gruppo: -1, branca: null }] };
    const [preparata, costruita] = await Promise.all([
      findFamiglia(t.database.db, lista, annoLetto, genitore),
      findFamiglia(t.database.db, nessunaUnita, annoLetto, genitore),
    ]);
    expect(preparata).toEqual(costruita);
    return preparata;
  };

  it('the parent and the children, with enrolments and appointments of the year', async () => {
    expect(figli.length).toBeGreaterThan(0);
    const famiglia = await entrambe([genitore, ...figli], anno);
    expect(famiglia.map((m) => m.persona.id_persona)).toEqual([
      genitore,
      ...famiglia.slice(1).map((m) => m.persona.id_persona),
    ]);
    expect(new Set(famiglia.map((m) => m.persona.id_persona))).toEqual(new Set([genitore, ...figli]));
    expect(famiglia.some((m) => m.iscrizione !== null)).toBe(true);
  });

  it('only those within the reach, and nobody with an empty one', async () => {
    expect((await entrambe([genitore], anno)).map((m) => m.persona.id_persona)).toEqual([genitore]);
    expect(await entrambe([], anno)).toEqual([]);
  });

  it('without an active year, no enrolment', async () => {
    const famiglia = await entrambe([genitore, ...figli], null);
    expect(famiglia.length).toBe(figli.length + 1);
    expect(famiglia.every((m) => m.iscrizione === null && m.nomine.length === 0)).toBe(true);
  });
});
