import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from './test-db.ts';
import {
  type DemoUser,
  demoEmail,
  errorType,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';

// Spec 1 §7 shared queries, with each kind of viewer (DESIGN.md §9: every operation has a permission
// test for each kind of viewer). Expected values are read from the seeded database, not hard-coded.

type Viewer = 'anonimo' | DemoUser;
const VIEWERS: Viewer[] = ['anonimo', 'genitore', 'socio', 'capobranco', 'capogruppo', 'cens', 'tesoriere'];

describe.each(dbKinds)('shared queries on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Viewer, string | null>();
  const idPersona = new Map<Viewer, number>();
  let gruppiTutti: { id_gruppo: number; numero: number; id_parte: number }[];
  let unitaTutte: { id_unita: number; branca: string; id_gruppo: number; id_parte: number }[];
  let annoAttivo: number;
  let figliGenitore: number[];
  /** The demo leaders' group (CG and CB are both in it). */
  let gruppoCapi: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens.set('anonimo', null);
    for (const v of VIEWERS) {
      if (v === 'anonimo') continue;
      tokens.set(v, await tokenFor(t.app, v));
      const [u] = await rows<{ id_persona: number }>(
        t.database,
        `select id_persona from auth_user where email = '${demoEmail(v)}'`,
      );
      idPersona.set(v, u!.id_persona);
    }
    gruppiTutti = await rows(t.database, 'select id_gruppo, numero, id_parte from gruppi order by numero');
    unitaTutte = await rows(
      t.database,
      `select u.id_unita, u.branca, u.id_gruppo, u.id_parte from unita u join gruppi g using (id_gruppo)
       order by g.numero, position(u.branca in 'LER')`,
    );
    const [a] = await rows<{ anno_scout: number }>(
      t.database,
      'select anno_scout from anni_scout where attivo',
    );
    annoAttivo = a!.anno_scout;
    figliGenitore = (
      await rows<{ id: number }>(
        t.database,
        `select id_persona_figlio as id from parentele where id_persona_genitore = ${idPersona.get('genitore')}`,
      )
    ).map((r) => r.id);
    const [g] = await rows<{ id_gruppo: number }>(
      t.database,
      `select n.id_gruppo from nomine n join iscrizioni i using (id_iscrizione)
       where i.id_persona = ${idPersona.get('capogruppo')} and i.anno_scout = ${annoAttivo}`,
    );
    gruppoCapi = g!.id_gruppo;
  });

  afterAll(async () => {
    await t?.close();
  });

  const run = (v: Viewer, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, tokens.get(v));

  it('pingDb is public: everyone, signed in or not, gets true', async () => {
    for (const v of VIEWERS) {
      const r = await run(v, '{ pingDb }');
      expect(r.errors, v).toBeUndefined();
      expect(r.data).toEqual({ pingDb: true });
    }
  });

  it('every other shared query refuses an anonymous caller with UNAUTHENTICATED', async () => {
    for (const q of [
      '{ getAsAttivo { anno_scout } }',
      '{ getAnniScout { anno_scout } }',
      '{ getPersonaSe { id_persona } }',
      '{ getPersoneSe { id_persona } }',
      '{ parte(id_parte: 1) { id_parte } }',
      '{ elencaUnita { id_unita } }',
      '{ elencaGruppi { id_gruppo } }',
      '{ gruppo(id_gruppo: 1) { id_gruppo } }',
      '{ cercaUnita(branca: "L", id_gruppo: 1) { id_unita } }',
      `{ contaPersone(anno_scout: 2026, id_parte: 1) }`,
    ]) {
      const r = await run('anonimo', q);
      expect(errorType(r), q).toBe('UNAUTHENTICATED');
      expect(
        Object.values(r.data ?? {}).every((value) => value === null),
        q,
      ).toBe(true);
    }
  });

  it('a forged or expired identity token is UNAUTHENTICATED, not anonymous', async () => {
    const good = tokens.get('genitore')!;
    const [h, p] = good.split('.');
    const forged = `${h}.${p}.${'A'.repeat(86)}`;
    expect(errorType(await gql(t.app, '{ getPersonaSe { id_persona } }', {}, forged))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorType(await gql(t.app, '{ getPersonaSe { id_persona } }', {}, 'non-un-token'))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('getAsAttivo and getAnniScout: every signed-in viewer reads the scout years', async () => {
    for (const v of VIEWERS.filter((x) => x !== 'anonimo')) {
      const r = await run(
        v,
        '{ getAsAttivo { anno_scout attivo presenteOFuturo } getAnniScout { anno_scout attivo } }',
      );
      expect(r.errors, v).toBeUndefined();
      expect(r.data!.getAsAttivo).toEqual({ anno_scout: annoAttivo, attivo: true, presenteOFuturo: true });
      expect(r.data!.getAnniScout).toEqual([
        { anno_scout: annoAttivo, attivo: true },
        { anno_scout: annoAttivo - 1, attivo: false },
      ]);
    }
  });

  it('getPersonaSe: each viewer gets exactly their own person, with enrolment, appointments and party', async () => {
    const query = `{ getPersonaSe {
      id_persona nome cognome id_parte parte { id_parte id_persona }
      contatti { tipo valore } utenti { username email } consenso_privacy { id_persona }
      iscrizione { anno_scout stato_iscrizione nomine { id_ruolo id_gruppo ruolo { id_ruolo adulto } } }
      parentele { id_persona_genitore id_persona_figlio }
    } }`;
    for (const v of VIEWERS.filter((x) => x !== 'anonimo')) {
      const r = await run(v, query);
      expect(r.errors, v).toBeUndefined();
      const p = r.data!.getPersonaSe;
      const id = idPersona.get(v)!;
      const [row] = await rows<{ nome: string; cognome: string; id_parte: number }>(
        t.database,
        `select nome, cognome, id_parte from persone where id_persona = ${id}`,
      );
      expect(p).toMatchObject({
        id_persona: id,
        nome: row!.nome,
        cognome: row!.cognome,
        id_parte: row!.id_parte,
      });
      expect(p.parte).toEqual({ id_parte: row!.id_parte, id_persona: id });
      expect(p.utenti.map((u: { email: string }) => u.email)).toContain(demoEmail(v));
      if (p.consenso_privacy) expect(p.consenso_privacy.id_persona).toBe(id);
      const nomine = await rows<{ id_ruolo: string; id_gruppo: number | null }>(
        t.database,
        `select n.id_ruolo, n.id_gruppo from nomine n join iscrizioni i using (id_iscrizione)
         where i.id_persona = ${id} and i.anno_scout = ${annoAttivo} order by n.id_nomina`,
      );
      expect(
        (p.iscrizione?.nomine ?? []).map(
          ({ id_ruolo, id_gruppo }: { id_ruolo: string; id_gruppo: number | null }) => ({
            id_ruolo,
            id_gruppo,
          }),
        ),
      ).toEqual(nomine);
      for (const pr of p.parentele) expect([pr.id_persona_genitore, pr.id_persona_figlio]).toContain(id);
    }
    const cb = (await run('capobranco', query)).data!.getPersonaSe;
    expect(cb.iscrizione.nomine[0]).toMatchObject({
      id_ruolo: 'CB',
      ruolo: { id_ruolo: 'CB', adulto: true },
    });
  });

  it('getPersoneSe: the parent gets self then the two children with dues; others get only themselves', async () => {
    const query = `{ getPersoneSe { id_persona transazioni_economiche_todo {
      id_transazione_economica id_parte_da importo stato parte_a { id_parte }
      transazioni { importo transazione_finanziaria { id_transazione_finanziaria importo stato } } } } }`;
    const genitore = await run('genitore', query);
    expect(genitore.errors).toBeUndefined();
    const ids = genitore.data!.getPersoneSe.map((p: { id_persona: number }) => p.id_persona);
    expect(ids[0]).toBe(idPersona.get('genitore'));
    expect(ids.slice(1).sort()).toEqual([...figliGenitore].sort());
    expect(figliGenitore).toHaveLength(2);

    // The dues shown are exactly the unpaid ones of each person's own party.
    for (const p of genitore.data!.getPersoneSe) {
      const attese = await rows<{ id: number }>(
        t.database,
        `select te.id_transazione_economica as id from transazioni_economiche te
         join persone pe on pe.id_parte = te.id_parte_da
         where pe.id_persona = ${p.id_persona} and te.stato <> 'totale_completata' order by te.data_creata, 1`,
      );
      expect(
        p.transazioni_economiche_todo.map(
          (te: { id_transazione_economica: number }) => te.id_transazione_economica,
        ),
      ).toEqual(attese.map((r) => r.id));
    }

    for (const v of ['socio', 'capobranco', 'capogruppo', 'cens', 'tesoriere'] as const) {
      const r = await run(v, '{ getPersoneSe { id_persona } }');
      expect(r.errors, v).toBeUndefined();
      const figli = await rows<{ id: number }>(
        t.database,
        `select id_persona_figlio as id from parentele where id_persona_genitore = ${idPersona.get(v)}`,
      );
      expect(r.data!.getPersoneSe.map((p: { id_persona: number }) => p.id_persona).sort()).toEqual(
        [idPersona.get(v), ...figli.map((f) => f.id)].sort(),
      );
    }
  });

  it('elencaGruppi: only admins get every group; leaders get their own; others none', async () => {
    const expected: Partial<Record<Exclude<Viewer, 'anonimo'>, number[]>> = {
      cens: gruppiTutti.map((g) => g.id_gruppo),
      tesoriere: gruppiTutti.map((g) => g.id_gruppo),
      capogruppo: [gruppoCapi],
      capobranco: [gruppoCapi],
      genitore: [],
      socio: [],
    };
    for (const [v, ids] of Object.entries(expected)) {
      const r = await run(v as Viewer, '{ elencaGruppi { id_gruppo numero id_parte } }');
      expect(r.errors, v).toBeUndefined();
      expect(r.data!.elencaGruppi, v).toEqual(gruppiTutti.filter((g) => ids.includes(g.id_gruppo)));
    }
    expect(gruppiTutti.length).toBe(3);
  });

  it('elencaUnita follows the unit choices: admins all, CG the units of the group, CB the pack', async () => {
    const branco = unitaTutte.find((u) => u.id_gruppo === gruppoCapi && u.branca === 'L')!;
    const expected: Partial<Record<Exclude<Viewer, 'anonimo'>, typeof unitaTutte>> = {
      cens: unitaTutte,
      tesoriere: unitaTutte,
      capogruppo: unitaTutte.filter((u) => u.id_gruppo === gruppoCapi),
      capobranco: [branco],
      genitore: [],
      socio: [],
    };
    for (const [v, list] of Object.entries(expected)) {
      const r = await run(v as Viewer, '{ elencaUnita { id_unita branca id_gruppo id_parte } }');
      expect(r.errors, v).toBeUndefined();
      expect(r.data!.elencaUnita, v).toEqual(list);
    }
    expect(unitaTutte.length).toBe(9);
  });

  it('gruppo: the section structure, readable by every signed-in user; NOT_FOUND only for unknown ids', async () => {
    const altro = gruppiTutti.find((g) => g.id_gruppo !== gruppoCapi)!;
    const q = 'query($id: Int!) { gruppo(id_gruppo: $id) { id_gruppo numero id_parte } }';
    for (const v of VIEWERS) {
      for (const g of [gruppoCapi, altro.id_gruppo]) {
        const r = await run(v, q, { id: g });
        if (v === 'anonimo') expect(errorType(r)).toBe('UNAUTHENTICATED');
        else expect(r.data!.gruppo, `${v} ${g}`).toEqual(gruppiTutti.find((x) => x.id_gruppo === g));
      }
    }
    expect(errorType(await run('capobranco', q, { id: 9999 }))).toBe('NOT_FOUND');
    expect((await run('capobranco', q, { id: 9999 })).errors![0]!.message).toBe('Gruppo non trovato');
  });

  it('cercaUnita: the unit of a branch in a group, readable by every signed-in user', async () => {
    const altro = gruppiTutti.find((g) => g.id_gruppo !== gruppoCapi)!.id_gruppo;
    const unit = (g: number, b: string) => unitaTutte.find((u) => u.id_gruppo === g && u.branca === b)!;
    const q = 'query($b: String!, $g: Int!) { cercaUnita(branca: $b, id_gruppo: $g) { id_unita id_parte } }';
    for (const [v, b, g] of [
      ['cens', 'R', altro],
      ['capobranco', 'E', gruppoCapi],
      ['genitore', 'L', altro],
    ] as const) {
      const r = await run(v, q, { b, g });
      expect(r.data!.cercaUnita, `${v} ${b}${g}`).toEqual({
        id_unita: unit(g, b).id_unita,
        id_parte: unit(g, b).id_parte,
      });
    }
    expect(errorType(await run('anonimo', q, { b: 'L', g: gruppoCapi }))).toBe('UNAUTHENTICATED');
    expect(errorType(await run('cens', q, { b: 'L', g: 9999 }))).toBe('NOT_FOUND');
    expect(errorType(await run('cens', q, { b: 'X', g: gruppoCapi }))).toBe('VALIDATION');
  });

  it('parte: the structure is readable by all; a person’s party only by who may see the person', async () => {
    const q =
      'query($id: Int!) { parte(id_parte: $id) { id_parte id_persona id_unita id_gruppo persona { id_persona } unita { branca } gruppo { numero } } }';
    const parteDi = async (id: number) =>
      (
        await rows<{ id_parte: number }>(t.database, `select id_parte from persone where id_persona = ${id}`)
      )[0]!.id_parte;
    const figlio = figliGenitore[0]!;
    const parteFiglio = await parteDi(figlio);
    const parteSocio = await parteDi(idPersona.get('socio')!);
    const branco = unitaTutte.find((u) => u.id_gruppo === gruppoCapi && u.branca === 'L')!;
    // A cub of the CB's pack in the active year.
    const [cucciolo] = await rows<{ id_parte: number; id_persona: number }>(
      t.database,
      `select p.id_parte, p.id_persona from persone p join iscrizioni i using (id_persona) join nomine n using (id_iscrizione)
       where i.anno_scout = ${annoAttivo} and n.id_ruolo = 'L' and n.id_gruppo = ${gruppoCapi} and p.id_parte is not null limit 1`,
    );

    for (const v of VIEWERS.filter((x) => x !== 'anonimo')) {
      const sezione = await run(v, q, { id: 1 });
      expect(sezione.data!.parte, v).toMatchObject({ id_parte: 1, id_persona: null });
      const unita = await run(v, q, { id: branco.id_parte });
      expect(unita.data!.parte, v).toMatchObject({ id_unita: branco.id_unita, unita: { branca: 'L' } });
    }
    const cases: [Viewer, number, boolean][] = [
      ['genitore', parteFiglio, true],
      ['genitore', parteSocio, false],
      ['socio', parteSocio, true],
      ['socio', parteFiglio, false],
      ['capobranco', cucciolo!.id_parte, true],
      ['capobranco', parteSocio, false],
      ['capogruppo', cucciolo!.id_parte, true],
      ['cens', parteSocio, true],
      ['tesoriere', parteFiglio, true],
      ['cens', 99999, false],
    ];
    for (const [v, id, visible] of cases) {
      const r = await run(v, q, { id });
      if (visible) {
        expect(r.errors, `${v} ${id}`).toBeUndefined();
        expect(r.data!.parte.id_parte).toBe(id);
        expect(r.data!.parte.persona?.id_persona).toBe(r.data!.parte.id_persona);
      } else expect(errorType(r), `${v} ${id}`).toBe('NOT_FOUND');
    }
  });

  it('contaPersone: adults only; section, group and unit scopes count enrolled persons', async () => {
    const q = 'query($a: Int!, $p: Int!) { contaPersone(anno_scout: $a, id_parte: $p) }';
    for (const v of ['genitore', 'socio'] as const) {
      expect(errorType(await run(v, q, { a: annoAttivo, p: 1 })), v).toBe('FORBIDDEN');
    }
    const conta = async (where: string) =>
      Number(
        (
          await rows<{ n: number }>(
            t.database,
            `select count(distinct i.id_persona) as n from iscrizioni i
             left join nomine n using (id_iscrizione) left join ruoli r using (id_ruolo)
             where i.anno_scout = ${annoAttivo} and i.stato_iscrizione <> 'nessuna' ${where}`,
          )
        )[0]!.n,
      );
    const gruppo = gruppiTutti.find((g) => g.id_gruppo === gruppoCapi)!;
    const reparto = unitaTutte.find((u) => u.id_gruppo === gruppoCapi && u.branca === 'E')!;
    const attesi = {
      sezione: await conta(''),
      gruppo: await conta(`and n.id_gruppo = ${gruppoCapi}`),
      reparto: await conta(`and n.id_gruppo = ${gruppoCapi} and r.branca = 'E'`),
    };
    expect(attesi.sezione).toBeGreaterThan(attesi.gruppo);
    expect(attesi.gruppo).toBeGreaterThan(attesi.reparto);
    expect(attesi.reparto).toBeGreaterThan(0);
    for (const v of ['capogruppo', 'cens', 'tesoriere'] as const) {
      expect((await run(v, q, { a: annoAttivo, p: 1 })).data, v).toEqual({ contaPersone: attesi.sezione });
      expect((await run(v, q, { a: annoAttivo, p: gruppo.id_parte })).data).toEqual({
        contaPersone: attesi.gruppo,
      });
      expect((await run(v, q, { a: annoAttivo, p: reparto.id_parte })).data).toEqual({
        contaPersone: attesi.reparto,
      });
    }
    // Only the viewer's unit choices (spec 1 §6): the CB counts the section and their pack, not their
    // group or another unit; the CG not another group's units. Those look like missing parties.
    const branco = unitaTutte.find((u) => u.id_gruppo === gruppoCapi && u.branca === 'L')!;
    const altraUnita = unitaTutte.find((u) => u.id_gruppo !== gruppoCapi)!;
    expect((await run('capobranco', q, { a: annoAttivo, p: 1 })).data).toEqual({
      contaPersone: attesi.sezione,
    });
    expect((await run('capobranco', q, { a: annoAttivo, p: branco.id_parte })).errors).toBeUndefined();
    for (const p of [gruppo.id_parte, reparto.id_parte, altraUnita.id_parte]) {
      expect(errorType(await run('capobranco', q, { a: annoAttivo, p })), `capobranco ${p}`).toBe(
        'NOT_FOUND',
      );
    }
    expect(errorType(await run('capogruppo', q, { a: annoAttivo, p: altraUnita.id_parte }))).toBe(
      'NOT_FOUND',
    );
    expect((await run('cens', q, { a: annoAttivo, p: altraUnita.id_parte })).errors).toBeUndefined();
    expect((await run('cens', q, { a: 1990, p: 1 })).data).toEqual({ contaPersone: 0 });
    expect(errorType(await run('cens', q, { a: annoAttivo, p: 99999 }))).toBe('NOT_FOUND');
    const parteSocio = (await run('socio', '{ getPersonaSe { id_parte } }')).data!.getPersonaSe.id_parte;
    // A person's party answers exactly like a missing one (issue 8 item 13).
    const diPersona = await run('cens', q, { a: annoAttivo, p: parteSocio });
    const mancante = await run('cens', q, { a: annoAttivo, p: 99999 });
    expect(errorType(diPersona)).toBe('NOT_FOUND');
    expect(diPersona.errors![0]!.message).toBe(mancante.errors![0]!.message);
  });

  it('kinship hops show only related persons: the parent sees the children, not the other parent', async () => {
    const r = await run(
      'genitore',
      '{ getPersoneSe { id_persona parentele { id_persona_genitore id_persona_figlio genitore { id_persona } figlio { id_persona } } } }',
    );
    expect(r.errors).toBeUndefined();
    const me = idPersona.get('genitore')!;
    const visibili = new Set([me, ...figliGenitore]);
    for (const p of r.data!.getPersoneSe) {
      for (const pr of p.parentele) {
        expect(pr.genitore?.id_persona ?? null).toBe(
          visibili.has(pr.id_persona_genitore) ? pr.id_persona_genitore : null,
        );
        expect(pr.figlio?.id_persona ?? null).toBe(
          visibili.has(pr.id_persona_figlio) ? pr.id_persona_figlio : null,
        );
      }
    }
  });
});
