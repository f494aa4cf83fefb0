import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0912: the national comparison (Iscrizione.errori_nazionale, the register's 'Nazionale'
// filter and order, the events that record it) is the super's, in the active year only
// ('nazionale.vedi'). A group or unit leader who reads the enrolment gets null.

const ERRORI = 'codice_fiscale';
const ERRORI_PASSATI = 'data_nascita';

describe.each(dbKinds)('who sees the national comparison on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  let cub: number;
  const token = (chi: 'capobranco' | 'capogruppo' | 'cens') => tokenFor(t.app, chi);

  beforeAll(async () => {
    t = await startTestApp(kind);
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    // The demo cub of 'genitore', in the pack of 'capobranco' and the group of 'capogruppo'.
    const [figlio] = await rows<{ id: number }>(
      t.database,
      `select pr.id_persona_figlio as id from parentele pr
       join auth_user u on u.id_persona = pr.id_persona_genitore and u.email = '${demoEmail('genitore')}'
       join iscrizioni i on i.id_persona = pr.id_persona_figlio and i.anno_scout = ${anno}
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       order by pr.id_persona_figlio limit 1`,
    );
    cub = figlio!.id;
    // The comparison found a mismatch this year; last year's enrolment keeps an older one.
    await rows(
      t.database,
      `update iscrizioni set errori_nazionale = '${ERRORI}' where id_persona = ${cub} and anno_scout = ${anno}`,
    );
    await rows(
      t.database,
      `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione, errori_nazionale)
       values (${cub}, ${anno - 1}, 'completata', '${ERRORI_PASSATI}')
       on conflict (id_persona, anno_scout) do update set errori_nazionale = excluded.errori_nazionale`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function enrolment(chi: 'capobranco' | 'capogruppo' | 'cens') {
    const r = await gql(
      t.app,
      `{ persona(id_persona: ${cub}) {
          iscrizione { errori_nazionale }
          iscrizioni { anno_scout errori_nazionale } } }`,
      {},
      await token(chi),
    );
    expect(r.errors).toBeUndefined();
    return r.data!.persona as {
      iscrizione: { errori_nazionale: string | null };
      iscrizioni: { anno_scout: number; errori_nazionale: string | null }[];
    };
  }

  it('the enrolment tab: the super reads the active year’s mismatches, the leaders read null', async () => {
    const sup = await enrolment('cens');
    expect(sup.iscrizione.errori_nazionale).toBe(ERRORI);
    for (const chi of ['capobranco', 'capogruppo'] as const) {
      const capo = await enrolment(chi);
      expect(capo.iscrizione.errori_nazionale, chi).toBeNull();
      expect(capo.iscrizioni.length, chi).toBeGreaterThan(1);
      expect(
        capo.iscrizioni.every((i) => i.errori_nazionale === null),
        chi,
      ).toBe(true);
    }
  });

  it('a past year’s comparison is shown to nobody, as the register hides its column', async () => {
    const sup = await enrolment('cens');
    expect(sup.iscrizioni.find((i) => i.anno_scout === anno)?.errori_nazionale).toBe(ERRORI);
    expect(sup.iscrizioni.find((i) => i.anno_scout === anno - 1)?.errori_nazionale).toBeNull();
    const r = await gql(
      t.app,
      `{ persona(id_persona: ${cub}, anno_scout: ${anno - 1}) { iscrizione { errori_nazionale } } }`,
      {},
      await token('cens'),
    );
    expect(r.data!.persona.iscrizione).toEqual({ errori_nazionale: null });
  });

  it('the register rows carry the comparison for the super only', async () => {
    const righe = `id_persona iscrizione { errori_nazionale }`;
    const registri = {
      personeSezione: `personeSezione(anno_scout: ${anno}) { ${righe} }`,
      registroPagina: `registroPagina(anno_scout: ${anno}, per_pagina: 500) { righe { ${righe} } }`,
    };
    const delCub = async (chi: 'capobranco' | 'capogruppo' | 'cens', lista: keyof typeof registri) => {
      const r = await gql(t.app, `{ r: ${registri[lista]} }`, {}, await token(chi));
      expect(r.errors, `${chi} ${lista}`).toBeUndefined();
      const lette = (lista === 'registroPagina' ? r.data!.r.righe : r.data!.r) as {
        id_persona: number;
        iscrizione: { errori_nazionale: string | null };
      }[];
      const riga = lette.find((p) => p.id_persona === cub);
      expect(riga, `${chi} ${lista}`).toBeDefined();
      return riga!.iscrizione.errori_nazionale;
    };
    for (const lista of ['personeSezione', 'registroPagina'] as const) {
      expect(await delCub('cens', lista), lista).toBe(ERRORI);
      expect(await delCub('capobranco', lista), lista).toBeNull();
      expect(await delCub('capogruppo', lista), lista).toBeNull();
    }
  });

  it('filtering or sorting the register by the comparison is refused to a leader', async () => {
    const chiedi = async (chi: 'capobranco' | 'capogruppo' | 'cens', argomenti: string) =>
      gql(
        t.app,
        `{ registroPagina(anno_scout: ${anno}, ${argomenti}) { totale righe { id_persona } } }`,
        {},
        await token(chi),
      );
    const filtro = 'filtri: { nazionale: "errori" }';
    const sup = await chiedi('cens', filtro);
    expect(sup.errors).toBeUndefined();
    expect(sup.data!.registroPagina.righe.map((p: { id_persona: number }) => p.id_persona)).toContain(cub);
    expect((await chiedi('cens', 'ordina: "-nazionale"')).errors).toBeUndefined();
    for (const chi of ['capobranco', 'capogruppo'] as const) {
      for (const argomenti of [filtro, 'ordina: "nazionale"', 'ordina: "-nazionale"']) {
        const r = await chiedi(chi, argomenti);
        expect(errorType(r), `${chi} ${argomenti}`).toBe('FORBIDDEN');
        expect(r.data?.registroPagina ?? null).toBeNull();
      }
      // The other filters and orders still answer.
      expect((await chiedi(chi, 'ordina: "cognome"')).errors, chi).toBeUndefined();
    }
  });

  it('the events list shows a change of the comparison to the super only', async () => {
    // A new national comparison, as the download would record it (the audit trigger writes the event).
    await rows(
      t.database,
      `update iscrizioni set errori_nazionale = '' where id_persona = ${cub} and anno_scout = ${anno}`,
    );
    const eventi = async (chi: 'capogruppo' | 'cens') => {
      const r = await gql(
        t.app,
        '{ elencaEventi { table rev_type id_persona details } }',
        {},
        await token(chi),
      );
      expect(r.errors, chi).toBeUndefined();
      return (
        r.data!.elencaEventi as { table: string; rev_type: string; id_persona: number; details: string }[]
      )
        .filter((e) => e.id_persona === cub && e.table === 'iscrizioni')
        .map((e) => ({ ...e, details: JSON.parse(e.details) as Record<string, unknown> }));
    };
    const sup = await eventi('cens');
    expect(sup.some((e) => e.rev_type === 'update' && 'errori_nazionale' in e.details)).toBe(true);
    const capo = await eventi('capogruppo');
    expect(capo.some((e) => 'errori_nazionale' in e.details)).toBe(false);
    // Events of the enrolment without that field are still there, and none is left empty.
    expect(capo.length).toBeGreaterThan(0);
    expect(capo.every((e) => Object.keys(e.details).length > 0)).toBe(true);
    // The two changes of the comparison alone are not in the leader's list at all.
    expect(capo.some((e) => e.rev_type === 'update')).toBe(false);
  });

  it('an event of last year’s enrolment shows its comparison to nobody, the super included', async () => {
    await rows(
      t.database,
      `update iscrizioni set errori_nazionale = 'cognome' where id_persona = ${cub} and anno_scout = ${anno - 1}`,
    );
    // The newest event of the cub's enrolments: that change, of last year's.
    const [ultimo] = await rows<{ id: number }>(
      t.database,
      `select id_evento as id from eventi where "table" = 'iscrizioni' and id_persona = ${cub}
       order by id_evento desc limit 1`,
    );
    const r = await gql(t.app, '{ elencaEventi { id_evento anno_scout details } }', {}, await token('cens'));
    expect(r.errors).toBeUndefined();
    const eventi = r.data!.elencaEventi as {
      id_evento: number;
      anno_scout: number | null;
      details: string;
    }[];
    expect(eventi.length).toBeGreaterThan(0);
    // A change of that field alone has nothing left to show: the event is not in the list.
    expect(eventi.map((e) => e.id_evento)).not.toContain(ultimo!.id);
    const passati = eventi.filter((e) => e.anno_scout === anno - 1);
    expect(passati.some((e) => 'errori_nazionale' in JSON.parse(e.details))).toBe(false);
  });
});
