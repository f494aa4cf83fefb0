import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoUser,
  errorType,
  type GqlResult,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Security review of the issue-10 operations (decision 1003): enrolment state and card number,
// appointments, fee relief and the enrolment fee due, privacy consents and their history, the events
// list, the dashboard counts and `statiConsentiti`, attacked by every kind of viewer, with odd input
// and concurrent calls. Each attack checks the answer and that nothing was written.

const ISCRIZIONE = /* GraphQL */ `
  mutation ($m: ModificaIscrizioneInput!) {
    modificaIscrizione(modifica_iscrizione: $m) { id_iscrizione stato_iscrizione n_tessera }
  }`;
const NOMINA = /* GraphQL */ `
  mutation ($m: ModificaNominaInput!) {
    modificaNomina(modifica_nomina: $m) { id_iscrizione nomine { id_nomina id_ruolo id_gruppo } }
  }`;
const AGEVOLAZIONE = /* GraphQL */ `
  mutation ($a: AgevolazioneInput!) { concediAgevolazione(agevolazione: $a) { id_iscrizione } }`;
const DOVUTO = /* GraphQL */ `
  mutation ($id: Int) { modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id }) }`;
const PRIVACY = /* GraphQL */ `
  mutation ($id: Int!) {
    compilaPrivacy(id_persona: $id, consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false) {
      id_consenso_privacy
    }
  }`;

type Chi = DemoUser | 'anonimo';
const VIEWERS: readonly DemoUser[] = [
  'cens',
  'revisore',
  'capogruppo',
  'capobranco',
  'capobranco2',
  'genitore',
  'genitore2',
  'socio',
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbKinds)('review of the enrolment operations on %s', (kind) => {
  let t: TestApp;
  const token = new Map<Chi, string | null>([['anonimo', null]]);
  const idDi = new Map<DemoUser, number>();
  let anno: number;
  /** The demo parent's cub, in capobranco's pack of capogruppo's group. */
  let cub: { id: number; gruppo: number; iscrizione: number; nomina: number };
  /** A cub of capobranco2's pack, in another group. */
  let altro: { id: number; gruppo: number; iscrizione: number; nomina: number };
  /** cens's own CENS appointment. */
  let nominaCens: number;

  const sql = <T = Record<string, unknown>>(q: string) => rows<T>(t.database, q);
  const uno = async <T = Record<string, unknown>>(q: string) => (await sql<T>(q))[0]!;
  const chiama = (chi: Chi, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, token.get(chi));
  /** Everything the operations under attack may write. */
  const fotografia = async () =>
    JSON.stringify(
      await sql(
        `select (select json_agg(i order by id_iscrizione) from iscrizioni i) i,
         (select json_agg(n order by id_nomina) from nomine n) n,
         (select json_agg(te order by id_transazione_economica) from (select id_transazione_economica, id_iscrizione, importo, stato, id_voce_a, causale_dettagli from transazioni_economiche) te) te,
         (select count(*)::int from transazioni_finanziarie) tf, (select count(*)::int from transazioni) l,
         (select count(*)::int from consensi_privacy) cp`,
      ),
    );
  const messaggio = (r: GqlResult<unknown>) => r.errors?.[0]?.message ?? '';
  const stato = async (id: number) =>
    (await uno<{ s: string }>(`select stato_iscrizione as s from iscrizioni where id_iscrizione = ${id}`)).s;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of VIEWERS) {
      token.set(v, await tokenFor(t.app, v));
      idDi.set(
        v,
        (await uno<{ id: number }>(`select id_persona as id from auth_user where id = 'demo-${v}'`)).id,
      );
    }
    anno = (await uno<{ anno: number }>('select anno_scout as anno from anni_scout where attivo')).anno;
    const cubDi = (condizione: string) =>
      uno<{ id: number; gruppo: number; iscrizione: number; nomina: number }>(
        `select i.id_persona as id, n.id_gruppo as gruppo, i.id_iscrizione as iscrizione, n.id_nomina as nomina
         from iscrizioni i join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
         where i.anno_scout = ${anno} and ${condizione} order by i.id_persona limit 1`,
      );
    cub = await cubDi(
      `i.id_persona in (select id_persona_figlio from parentele where id_persona_genitore = ${idDi.get('genitore')})`,
    );
    const gruppoCb2 = (
      await uno<{ g: number }>(
        `select n.id_gruppo as g from nomine n join iscrizioni i using (id_iscrizione)
         where i.id_persona = ${idDi.get('capobranco2')} and i.anno_scout = ${anno} and n.id_ruolo = 'CB'`,
      )
    ).g;
    altro = await cubDi(`n.id_gruppo = ${gruppoCb2}`);
    nominaCens = (
      await uno<{ id: number }>(
        `select n.id_nomina as id from nomine n join iscrizioni i using (id_iscrizione)
         where i.id_persona = ${idDi.get('cens')} and i.anno_scout = ${anno} and n.id_ruolo = 'CENS'`,
      )
    ).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the fixture stands where the attacks assume', async () => {
    expect(cub.gruppo).not.toBe(altro.gruppo);
    const cg = await uno<{ n: number }>(
      `select count(*)::int as n from nomine n join iscrizioni i using (id_iscrizione)
       where i.id_persona = ${idDi.get('capogruppo')} and i.anno_scout = ${anno} and n.id_ruolo = 'CG'
       and n.id_gruppo = ${cub.gruppo}`,
    );
    expect(cg.n).toBe(1);
  });

  describe('anonymous callers are turned away before anything is read', () => {
    it.each([
      [
        'modificaIscrizione (edit)',
        ISCRIZIONE,
        () => ({ m: { id_iscrizione: 1, stato_iscrizione: 'nessuna' } }),
      ],
      ['modificaIscrizione (create)', ISCRIZIONE, () => ({ m: { id_persona: 1, anno_scout: 2024 } })],
      ['modificaNomina', NOMINA, () => ({ m: { id_nomina: 1, elimina: true } })],
      ['concediAgevolazione', AGEVOLAZIONE, () => ({ a: { id_iscrizione: 1, tipo: 'fondo_solidarieta' } })],
      ['modificaTransazioneEconomica', DOVUTO, () => ({ id: 1 })],
      ['compilaPrivacy', PRIVACY, () => ({ id: 1 })],
    ] as const)('%s → UNAUTHENTICATED, nothing written', async (_op, query, vars) => {
      const prima = await fotografia();
      // An existing id and a missing one answer the same: no enumeration without a login.
      const esistente = await chiama('anonimo', query, vars());
      expect(errorType(esistente)).toBe('UNAUTHENTICATED');
      expect(await fotografia()).toBe(prima);
    });

    it('reads: elencaEventi, general, statoIscrizioni', async () => {
      for (const q of [
        '{ elencaEventi { id_evento } }',
        '{ general { ultimo_download_nazionale } }',
        `{ statoIscrizioni(anno_scout: ${anno}) { iscrizioni { n } } }`,
      ])
        expect(errorType(await chiama('anonimo', q)), q).toBe('UNAUTHENTICATED');
    });
  });

  describe('enrolment state and card number', () => {
    it('a leader of another group: hidden enrolment answers exactly like a missing one', async () => {
      const prima = await fotografia();
      const nascosta = await chiama('capobranco2', ISCRIZIONE, {
        m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'nessuna' },
      });
      const mancante = await chiama('capobranco2', ISCRIZIONE, {
        m: { id_iscrizione: 2_000_000_000, stato_iscrizione: 'nessuna' },
      });
      expect(nascosta.errors).toEqual(mancante.errors);
      expect(errorType(nascosta)).toBe('NOT_FOUND');
      expect(await fotografia()).toBe(prima);
    });

    it('the auditor (RCSEZ) and an adult without duties write nothing', async () => {
      const prima = await fotografia();
      for (const chi of ['revisore', 'socio'] as const) {
        const r = await chiama(chi, ISCRIZIONE, {
          m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'nessuna' },
        });
        expect(errorType(r), chi).toBe('NOT_FOUND');
        const n = await chiama(chi, ISCRIZIONE, { m: { id_iscrizione: cub.iscrizione, n_tessera: '999' } });
        expect(errorType(n), chi).toBe('NOT_FOUND');
      }
      expect(await fotografia()).toBe(prima);
    });

    it('a lead sending an allowed state with a card number changes neither (all or nothing)', async () => {
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista', n_tessera = null where id_iscrizione = ${cub.iscrizione}`,
      );
      const prima = await fotografia();
      const r = await chiama('capobranco', ISCRIZIONE, {
        m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'inprova', n_tessera: '424242' },
      });
      expect(errorType(r)).toBe('FORBIDDEN');
      expect(await fotografia()).toBe(prima);
      // The same card number as stored (none) is no change: the state alone goes through.
      const ok = await chiama('capobranco', ISCRIZIONE, {
        m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'inprova', n_tessera: '' },
      });
      expect(ok.errors).toBeUndefined();
      expect(await stato(cub.iscrizione)).toBe('inprova');
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${cub.iscrizione}`,
      );
    });

    it('a parent may not move their child’s enrolment, even to a lead state', async () => {
      const prima = await fotografia();
      const r = await chiama('genitore', ISCRIZIONE, {
        m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'nessuna' },
      });
      expect(errorType(r)).toBe('FORBIDDEN');
      expect(await fotografia()).toBe(prima);
    });

    it('a lead never reaches the enrolment of a cub’s parent through the child (decision 1003)', async () => {
      // The demo parent enrolled this year as a rover (a youth appointment in another branch):
      // capobranco reads them as the cub's parent (decision 0905) but does not lead them.
      const gruppo = cub.gruppo;
      const idGenitore = idDi.get('genitore')!;
      await sql(
        `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${idGenitore}, ${anno}, 'prevista')
         on conflict (id_persona, anno_scout) do update set stato_iscrizione = 'prevista'`,
      );
      const ig = (
        await uno<{ id: number }>(
          `select id_iscrizione as id from iscrizioni where id_persona = ${idGenitore} and anno_scout = ${anno}`,
        )
      ).id;
      await sql(`delete from nomine where id_iscrizione = ${ig}`);
      await sql(`insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${ig}, 'R', ${gruppo})`);
      try {
        const prima = await fotografia();
        const r = await chiama('capobranco', ISCRIZIONE, {
          m: { id_iscrizione: ig, stato_iscrizione: 'nessuna' },
        });
        expect(errorType(r)).toBe('FORBIDDEN');
        expect(await fotografia()).toBe(prima);
        const s = await chiama(
          'capobranco',
          `{ persona(id_persona: ${idGenitore}) { iscrizione { statiConsentiti viewerCan } } }`,
        );
        expect(s.errors).toBeUndefined();
        expect(s.data!.persona.iscrizione).toEqual({ statiConsentiti: [], viewerCan: [] });
        // The group head leads the rover (whole group): allowed.
        const cg = await chiama('capogruppo', ISCRIZIONE, {
          m: { id_iscrizione: ig, stato_iscrizione: 'inprova' },
        });
        expect(cg.errors).toBeUndefined();
      } finally {
        await sql(`delete from iscrizioni where id_iscrizione = ${ig}`);
      }
    });

    it('last year’s enrolment of a former member answers like a missing one (reach of the active year)', async () => {
      // altro was in capobranco's pack last year, and is in another group's pack this year.
      const vecchia = await uno<{ id: number }>(
        `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${altro.id}, ${anno - 1}, 'completata')
         on conflict (id_persona, anno_scout) do update set stato_iscrizione = 'completata' returning id_iscrizione as id`,
      );
      await sql(`delete from nomine where id_iscrizione = ${vecchia.id}`);
      await sql(
        `insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${vecchia.id}, 'L', ${cub.gruppo})`,
      );
      // And the cub, in the pack now, was in the other group last year: their old enrolment is readable.
      const delCub = await uno<{ id: number }>(
        `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${cub.id}, ${anno - 1}, 'completata')
         on conflict (id_persona, anno_scout) do update set stato_iscrizione = 'completata' returning id_iscrizione as id`,
      );
      await sql(`delete from nomine where id_iscrizione = ${delCub.id}`);
      await sql(
        `insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${delCub.id}, 'L', ${altro.gruppo})`,
      );
      try {
        const prima = await fotografia();
        const mancante = await chiama('capobranco', ISCRIZIONE, {
          m: { id_iscrizione: 2_000_000_000, stato_iscrizione: 'nessuna' },
        });
        for (const [q, v, attesoMancante] of [
          [ISCRIZIONE, { m: { id_iscrizione: vecchia.id, stato_iscrizione: 'nessuna' } }, mancante],
          [NOMINA, { m: { id_iscrizione: vecchia.id, id_ruolo: 'L', id_gruppo: cub.gruppo } }, null],
        ] as const) {
          const r = await chiama('capobranco', q, v);
          expect(errorType(r)).toBe('NOT_FOUND');
          if (attesoMancante) expect(r.errors).toEqual(attesoMancante.errors);
        }
        const cg = await chiama('capogruppo', NOMINA, {
          m: {
            id_nomina: (
              await uno<{ id: number }>(
                `select id_nomina as id from nomine where id_iscrizione = ${vecchia.id}`,
              )
            ).id,
            elimina: true,
          },
        });
        expect(cg.errors).toEqual(
          (await chiama('capogruppo', NOMINA, { m: { id_nomina: 2_000_000_000, elimina: true } })).errors,
        );
        // Reading it by id (the due dialog's iscrizione(id), issue 22 item 6) is judged the same way.
        const leggi = (id: number) =>
          chiama('capobranco', `{ iscrizione(id_iscrizione: ${id}) { id_iscrizione } }`);
        expect((await leggi(vecchia.id)).errors).toEqual((await leggi(2_000_000_000)).errors);
        expect((await leggi(vecchia.id)).data?.iscrizione ?? null).toBeNull();
        expect((await leggi(delCub.id)).data?.iscrizione).toEqual({ id_iscrizione: delCub.id });
        // The cub's own old enrolment: visible (the person is), refused for the year.
        const r = await chiama('capobranco', ISCRIZIONE, {
          m: { id_iscrizione: delCub.id, stato_iscrizione: 'nessuna' },
        });
        expect(errorType(r)).toBe('FORBIDDEN');
        expect(messaggio(r)).toContain('anno scout attivo');
        expect(await fotografia()).toBe(prima);
      } finally {
        await sql(`delete from iscrizioni where id_iscrizione = ${vecchia.id}`);
        await sql(`delete from nomine where id_iscrizione = ${delCub.id}`);
      }
    });

    it('statiConsentiti: what each viewer may choose, none on another year or a paid state', async () => {
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${cub.iscrizione}`,
      );
      const q = `{ persona(id_persona: ${cub.id}) { iscrizione { statiConsentiti } } }`;
      const stati = async (chi: Chi) => (await chiama(chi, q)).data?.persona?.iscrizione?.statiConsentiti;
      expect(await stati('cens')).toHaveLength(6);
      expect([...(await stati('capobranco'))].sort()).toEqual(['inprova', 'nessuna', 'prevista']);
      expect(await stati('genitore')).toEqual([]);
      expect(await stati('capobranco2')).toBeUndefined();
      await sql(`update iscrizioni set stato_iscrizione = 'incorso' where id_iscrizione = ${cub.iscrizione}`);
      expect(await stati('capobranco')).toEqual([]);
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${cub.iscrizione}`,
      );
    });
  });

  describe('appointments: no way to widen one’s own reach', () => {
    const casiVietati = (): [Chi, Record<string, unknown>, string][] => [
      // The group head makes themself head of another group.
      ['capogruppo', { id_iscrizione: cub.iscrizione, id_ruolo: 'CG', id_gruppo: altro.gruppo }, 'FORBIDDEN'],
      // ... or a section administrator, or the auditor (no group: stored without one).
      ['capogruppo', { id_iscrizione: cub.iscrizione, id_ruolo: 'CENS' }, 'FORBIDDEN'],
      [
        'capogruppo',
        { id_iscrizione: cub.iscrizione, id_ruolo: 'RCSEZ', id_gruppo: cub.gruppo },
        'FORBIDDEN',
      ],
      ['capogruppo', { id_iscrizione: cub.iscrizione, id_ruolo: 'COS', id_gruppo: cub.gruppo }, 'FORBIDDEN'],
      // Moving the cub's appointment to another group.
      ['capogruppo', { id_nomina: cub.nomina, id_ruolo: 'L', id_gruppo: altro.gruppo }, 'FORBIDDEN'],
      // Appointments of persons outside the reach, by id: like missing ones.
      ['capogruppo', { id_nomina: altro.nomina, id_ruolo: 'L', id_gruppo: cub.gruppo }, 'NOT_FOUND'],
      ['capogruppo', { id_nomina: altro.nomina, elimina: true }, 'NOT_FOUND'],
      ['capogruppo', { id_nomina: nominaCens, elimina: true }, 'NOT_FOUND'],
      ['capogruppo', { id_iscrizione: altro.iscrizione, id_ruolo: 'E', id_gruppo: cub.gruppo }, 'NOT_FOUND'],
      // A unit leader is no group head: not even in their own group.
      ['capobranco', { id_iscrizione: cub.iscrizione, id_ruolo: 'CB', id_gruppo: cub.gruppo }, 'FORBIDDEN'],
      ['capobranco', { id_nomina: cub.nomina, elimina: true }, 'FORBIDDEN'],
      ['capobranco2', { id_nomina: cub.nomina, elimina: true }, 'NOT_FOUND'],
      ['revisore', { id_iscrizione: cub.iscrizione, id_ruolo: 'PSEZ' }, 'NOT_FOUND'],
      ['socio', { id_iscrizione: cub.iscrizione, id_ruolo: 'CG', id_gruppo: cub.gruppo }, 'NOT_FOUND'],
      ['genitore', { id_iscrizione: cub.iscrizione, id_ruolo: 'CG', id_gruppo: cub.gruppo }, 'FORBIDDEN'],
      ['genitore2', { id_nomina: cub.nomina, elimina: true }, 'NOT_FOUND'],
    ];

    it('every escalation is refused and nothing changes', async () => {
      const prima = await fotografia();
      for (const [chi, m, atteso] of casiVietati()) {
        const r = await chiama(chi, NOMINA, { m });
        expect(errorType(r), `${chi} ${JSON.stringify(m)} ${messaggio(r)}`).toBe(atteso);
      }
      expect(await fotografia()).toBe(prima);
    });

    it('a hidden appointment answers exactly like a missing one', async () => {
      const nascosta = await chiama('capobranco2', NOMINA, { m: { id_nomina: cub.nomina, elimina: true } });
      const mancante = await chiama('capobranco2', NOMINA, {
        m: { id_nomina: 2_000_000_000, elimina: true },
      });
      expect(nascosta.errors).toEqual(mancante.errors);
    });

    it('an appointment cannot be carried to another person’s enrolment', async () => {
      // capogruppo edits the cub's appointment naming another enrolment: the appointment stays put.
      const prima = await uno<{ i: number }>(
        `select id_iscrizione as i from nomine where id_nomina = ${cub.nomina}`,
      );
      const r = await chiama('capogruppo', NOMINA, {
        m: { id_nomina: cub.nomina, id_iscrizione: altro.iscrizione, id_ruolo: 'L', id_gruppo: cub.gruppo },
      });
      expect(r.errors).toBeUndefined();
      const dopo = await uno<{ i: number }>(
        `select id_iscrizione as i from nomine where id_nomina = ${cub.nomina}`,
      );
      expect(dopo.i).toBe(prima.i);
      expect(r.data!.modificaNomina.id_iscrizione).toBe(cub.iscrizione);
    });

    it('no appointment on an enrolment of another year, even for super', async () => {
      const vecchia = await uno<{ id: number }>(
        `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${cub.id}, ${anno - 1}, 'completata')
         on conflict (id_persona, anno_scout) do update set stato_iscrizione = 'completata' returning id_iscrizione as id`,
      );
      const prima = await fotografia();
      for (const chi of ['cens', 'capogruppo'] as const) {
        const r = await chiama(chi, NOMINA, {
          m: { id_iscrizione: vecchia.id, id_ruolo: 'E', id_gruppo: cub.gruppo },
        });
        expect(errorType(r), chi).toBe('FORBIDDEN');
        expect(messaggio(r)).toContain('anno scout attivo');
      }
      expect(await fotografia()).toBe(prima);
    });
  });

  describe('fee due and relief: money is never counted twice', () => {
    let libere: number[];
    beforeAll(async () => {
      libere = (
        await sql<{ id: number }>(
          `select i.id_iscrizione as id from iscrizioni i join persone p using (id_persona)
           where i.anno_scout = ${anno} and p.id_parte is not null
           and i.id_iscrizione not in (${cub.iscrizione}, ${altro.iscrizione})
           and i.id_persona not in (${[...idDi.values()].join(',')})
           order by i.id_iscrizione desc limit 6`,
        )
      ).map((r) => r.id);
      expect(libere).toHaveLength(6);
      await sql(`delete from transazioni_economiche where id_iscrizione in (${libere.join(',')})`);
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione in (${libere.join(',')})`,
      );
    });

    it('odd amounts are refused with an Italian message, nothing written', async () => {
      const id = libere[0]!;
      const prima = await fotografia();
      for (const importo of [0, -1, 1.5, -2_000_000_000, Number.MAX_SAFE_INTEGER]) {
        const r = await chiama('cens', AGEVOLAZIONE, {
          a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo },
        });
        expect(errorType(r), String(importo)).toBe('VALIDATION');
        expect(messaggio(r), String(importo)).toMatch(/importo|quota|centesimi|intero/i);
      }
      expect(await fotografia()).toBe(prima);
    });

    it('relief on a wrong state or twice is refused; a partial grant reduces what is left', async () => {
      const id = libere[1]!;
      for (const s of ['nessuna', 'inprova', 'incorso', 'sezione', 'completata']) {
        await sql(`update iscrizioni set stato_iscrizione = '${s}' where id_iscrizione = ${id}`);
        const prima = await fotografia();
        const r = await chiama('cens', AGEVOLAZIONE, {
          a: { id_iscrizione: id, tipo: 'formazione_gratuita' },
        });
        expect(errorType(r), s).toBe('FORBIDDEN');
        expect(await fotografia()).toBe(prima);
      }
      await sql(`update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${id}`);
      expect(
        (
          await chiama('cens', AGEVOLAZIONE, {
            a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo: 1000 },
          })
        ).errors,
      ).toBeUndefined();
      const dopoUno = await uno<{ importo: number }>(
        `select importo::int from transazioni_economiche where id_iscrizione = ${id}`,
      );
      expect(
        (await chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'fondo_solidarieta' } })).errors,
      ).toBeUndefined();
      const te = await sql<{ importo: number; stato: string }>(
        `select importo::int, stato from transazioni_economiche where id_iscrizione = ${id}`,
      );
      expect(te).toEqual([{ importo: 0, stato: 'totale_completata' }]);
      expect(dopoUno.importo).toBeGreaterThan(0);
      const prima = await fotografia();
      for (const tipo of ['fondo_solidarieta', 'formazione_gratuita'])
        expect(errorType(await chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: id, tipo } }))).toBe(
          'FORBIDDEN',
        );
      expect(await fotografia()).toBe(prima);
    });

    it('a second grant keeps the record of the first and any note on the due', async () => {
      const id = libere[0]!;
      await chiama('cens', DOVUTO, { id });
      await sql(
        `update transazioni_economiche set causale_dettagli = 'Nota: rate concordate' where id_iscrizione = ${id}`,
      );
      const quota = (
        await uno<{ q: number }>(
          `select importo::int as q from transazioni_economiche where id_iscrizione = ${id}`,
        )
      ).q;
      expect(
        (
          await chiama('cens', AGEVOLAZIONE, {
            a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo: 3000 },
          })
        ).errors,
      ).toBeUndefined();
      expect(
        (await chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'formazione_gratuita' } }))
          .errors,
      ).toBeUndefined();
      const d = await uno<{ importo: number; dettagli: string; stato: string }>(
        `select importo::int, causale_dettagli as dettagli, stato from transazioni_economiche where id_iscrizione = ${id}`,
      );
      expect(d).toMatchObject({ importo: 0, stato: 'totale_completata' });
      expect(d.dettagli).toContain('Nota: rate concordate');
      expect(d.dettagli).toContain('Fondo di solidarietà: 30,00 €');
      expect(d.dettagli).toContain('Formazione gratuita');
      expect(quota).toBeGreaterThan(3000);
    });

    it("leaders, parents, the auditor: no relief, no due but their own child's; hidden looks missing", async () => {
      const id = libere[2]!;
      const prima = await fotografia();
      for (const chi of [
        'revisore',
        'capogruppo',
        'capobranco',
        'capobranco2',
        'genitore',
        'genitore2',
        'socio',
      ] as const) {
        for (const [q, v] of [
          [AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'formazione_gratuita' } }],
          [AGEVOLAZIONE, { a: { id_iscrizione: cub.iscrizione, tipo: 'formazione_gratuita' } }],
          [DOVUTO, { id }],
          [DOVUTO, { id: cub.iscrizione }],
        ] as const) {
          const r = await chiama(chi, q, v);
          // Decision 1203: a parent prepares their own child's fee (front office, step 3); here it
          // exists already, so nothing is written either.
          if (chi === 'genitore' && q === DOVUTO && v.id === cub.iscrizione) {
            expect(messaggio(r)).toBe('Transazione economica già esistente');
            continue;
          }
          expect(['FORBIDDEN', 'NOT_FOUND'], `${chi} ${messaggio(r)}`).toContain(errorType(r));
          if (errorType(r) === 'NOT_FOUND') expect(messaggio(r)).toBe('Iscrizione non trovata');
        }
      }
      expect(await fotografia()).toBe(prima);
    });

    it('concurrent fee dues and concurrent relief: one due, one payment', async () => {
      const [a, b] = [libere[3]!, libere[4]!];
      const dovuti = await Promise.all(Array.from({ length: 5 }, () => chiama('cens', DOVUTO, { id: a })));
      expect(dovuti.filter((r) => !r.errors)).toHaveLength(1);
      for (const r of dovuti.filter((r) => r.errors))
        expect(messaggio(r)).toBe('Transazione economica già esistente');
      const relief = await Promise.all(
        Array.from({ length: 5 }, () =>
          chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: b, tipo: 'fondo_solidarieta' } }),
        ),
      );
      expect(
        relief.filter((r) => !r.errors),
        JSON.stringify(relief.map((r) => r.errors)),
      ).toHaveLength(1);
      const conti = await uno<{ te: number; pagamenti: number }>(
        `select (select count(*)::int from transazioni_economiche where id_iscrizione = ${b}) te,
         (select count(*)::int from transazioni l join transazioni_economiche te using (id_transazione_economica)
          where te.id_iscrizione = ${b}) pagamenti`,
      );
      expect(conti).toEqual({ te: 1, pagamenti: 1 });
    });

    if (kind === 'postgres')
      it('relief racing on PostgreSQL: two grants waiting on the same due record one payment', async () => {
        const id = libere[5]!;
        await chiama('cens', DOVUTO, { id });
        const c = new pg.Client({ connectionString: t.database.url });
        await c.connect();
        try {
          // Another transaction holds the due: both grants read it as unpaid and wait for it.
          await c.query('begin');
          await c.query(
            `update transazioni_economiche set causale_dettagli = causale_dettagli where id_iscrizione = ${id}`,
          );
          const corse = [1, 2].map(() =>
            chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'fondo_solidarieta' } }),
          );
          await sleep(600);
          await c.query('commit');
          const esiti = await Promise.all(corse);
          expect(esiti.filter((r) => !r.errors)).toHaveLength(1);
          expect(esiti.map(errorType).filter(Boolean)).toEqual(['FORBIDDEN']);
        } finally {
          await c.end();
        }
        const n = await uno<{ n: number }>(
          `select count(*)::int as n from transazioni l join transazioni_economiche te using (id_transazione_economica)
           where te.id_iscrizione = ${id}`,
        );
        expect(n.n).toBe(1);
      });
  });

  if (kind === 'postgres')
    it('a viewer who may not grant a relief is refused at once, without waiting on the rows another transaction holds', async () => {
      const c = new pg.Client({ connectionString: t.database.url });
      await c.connect();
      try {
        await c.query('begin');
        await c.query(`select 1 from iscrizioni where id_iscrizione = ${cub.iscrizione} for update`);
        await c.query(
          `select 1 from transazioni_economiche where id_iscrizione = ${cub.iscrizione} for update`,
        );
        const esito = await Promise.race([
          chiama('capobranco', AGEVOLAZIONE, {
            a: { id_iscrizione: cub.iscrizione, tipo: 'fondo_solidarieta' },
          }),
          sleep(3000).then(() => 'in attesa del lock' as const),
        ]);
        expect(esito === 'in attesa del lock' ? esito : errorType(esito)).toBe('FORBIDDEN');
      } finally {
        await c.query('rollback');
        await c.end();
      }
    });

  describe("'Rendi socio/a'", () => {
    it('five concurrent calls: one enrolment, one due', async () => {
      const p = await uno<{ id: number }>(
        `select p.id_persona as id from persone p
         join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
         where p.codice_fiscale is not null and p.residenza_cap is not null and p.residenza_indirizzo is not null
         and p.residenza_provincia is not null and p.residenza_comune is not null and p.luogo_nascita is not null
         and p.data_nascita is not null and p.sesso is not null and p.id_parte is not null
         and p.id_persona not in (${[cub.id, altro.id, ...idDi.values()].join(',')})
         order by p.id_persona desc limit 1`,
      );
      await sql(`delete from iscrizioni where id_persona = ${p.id} and anno_scout = ${anno}`);
      const esiti = await Promise.all(
        Array.from({ length: 5 }, () =>
          chiama('cens', ISCRIZIONE, { m: { id_persona: p.id, anno_scout: anno } }),
        ),
      );
      expect(esiti.filter((r) => !r.errors)).toHaveLength(1);
      for (const r of esiti.filter((r) => r.errors)) expect(errorType(r)).toBe('CONFLICT');
      const n = await uno<{ i: number; te: number }>(
        `select count(distinct i.id_iscrizione)::int i, count(te.id_transazione_economica)::int te
         from iscrizioni i left join transazioni_economiche te using (id_iscrizione)
         where i.id_persona = ${p.id} and i.anno_scout = ${anno}`,
      );
      expect(n).toEqual({ i: 1, te: 1 });
    });

    it('leaders and others cannot create; a hidden person looks missing', async () => {
      const prima = await fotografia();
      for (const chi of [
        'revisore',
        'capogruppo',
        'capobranco',
        'capobranco2',
        'genitore',
        'genitore2',
        'socio',
      ] as const) {
        const r = await chiama(chi, ISCRIZIONE, { m: { id_persona: cub.id, anno_scout: anno + 1 } });
        expect(['FORBIDDEN', 'NOT_FOUND'], chi).toContain(errorType(r));
        if (errorType(r) === 'NOT_FOUND') {
          const mancante = await chiama(chi, ISCRIZIONE, {
            m: { id_persona: 2_000_000_000, anno_scout: anno + 1 },
          });
          expect(r.errors, chi).toEqual(mancante.errors);
        }
      }
      expect(await fotografia()).toBe(prima);
    });
  });

  describe('odd input: a clear Italian error and no change', () => {
    const casi = (): [string, string, Record<string, unknown>][] => [
      ['id beyond 32 bits', ISCRIZIONE, { m: { id_iscrizione: 2 ** 40, stato_iscrizione: 'nessuna' } }],
      ['negative id', ISCRIZIONE, { m: { id_iscrizione: -1, stato_iscrizione: 'nessuna' } }],
      ['id as a string', ISCRIZIONE, { m: { id_iscrizione: 'uno', stato_iscrizione: 'nessuna' } }],
      [
        'state not in the list',
        ISCRIZIONE,
        { m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'pagata' } },
      ],
      [
        'card number too long',
        ISCRIZIONE,
        { m: { id_iscrizione: cub.iscrizione, n_tessera: 'x'.repeat(100_000) } },
      ],
      [
        'card number with odd characters',
        ISCRIZIONE,
        { m: { id_iscrizione: cub.iscrizione, n_tessera: "1'; drop table iscrizioni; --" } },
      ],
      [
        // Each below the 256 KB body limit (decision 0310), which answers 413 before GraphQL reads it.
        'card number as a list',
        ISCRIZIONE,
        { m: { id_iscrizione: cub.iscrizione, n_tessera: Array(10_000).fill('1') } },
      ],
      [
        'ids as a huge list',
        NOMINA,
        { m: { id_iscrizione: Array.from({ length: 10_000 }, (_, i) => i), id_ruolo: 'L' } },
      ],
      [
        'role too long',
        NOMINA,
        { m: { id_iscrizione: cub.iscrizione, id_ruolo: 'L'.repeat(50_000), id_gruppo: cub.gruppo } },
      ],
      ['delete without an appointment', NOMINA, { m: { id_iscrizione: cub.iscrizione, elimina: true } }],
      ['group 0', NOMINA, { m: { id_iscrizione: cub.iscrizione, id_ruolo: 'E', id_gruppo: 0 } }],
      ['year out of range', ISCRIZIONE, { m: { id_persona: cub.id, anno_scout: 99_999 } }],
      [
        'amount as a string',
        AGEVOLAZIONE,
        { a: { id_iscrizione: cub.iscrizione, tipo: 'fondo_solidarieta', importo: '100' } },
      ],
      ['unknown relief', AGEVOLAZIONE, { a: { id_iscrizione: cub.iscrizione, tipo: 'regalo' } }],
      ['privacy for id 0', PRIVACY, { id: 0 }],
    ];
    it('every odd input', async () => {
      const prima = await fotografia();
      for (const [nome, q, v] of casi()) {
        const r = await chiama('cens', q, v);
        expect(r.errors, nome).toBeDefined();
        expect(r.data?.modificaIscrizione ?? r.data?.modificaNomina ?? null, nome).toBeNull();
        const m = messaggio(r);
        // Italian, not graphql-js's English coercion messages.
        expect(m, `${nome}: ${m}`).not.toMatch(/Variable|cannot represent|Expected|got invalid|value/);
        expect(['VALIDATION', 'NOT_FOUND'], `${nome}: ${m}`).toContain(errorType(r));
      }
      expect(await fotografia()).toBe(prima);
    });
  });

  it('odd literals in the query text get the same Italian VALIDATION', async () => {
    const prima = await fotografia();
    for (const campi of [
      'id_iscrizione: 99999999999, stato_iscrizione: nessuna',
      'id_iscrizione: "uno", stato_iscrizione: nessuna',
      `id_iscrizione: ${cub.iscrizione}, stato_iscrizione: pagata`,
      `id_iscrizione: ${cub.iscrizione}, n_tessera: [1, 2, 3]`,
      `id_iscrizione: ${cub.iscrizione}, segreto: 1`,
    ]) {
      const r = await chiama(
        'cens',
        `mutation { modificaIscrizione(modifica_iscrizione: { ${campi} }) { id_iscrizione } }`,
      );
      expect(errorType(r), campi).toBe('VALIDATION');
      expect(messaggio(r), campi).toMatch(/^Dato non valido: /);
    }
    const soldi = await chiama(
      'cens',
      `mutation { concediAgevolazione(agevolazione: { id_iscrizione: ${cub.iscrizione}, tipo: fondo_solidarieta, importo: 12.5 }) { id_iscrizione } }`,
    );
    expect(errorType(soldi)).toBe('VALIDATION');
    expect(messaggio(soldi)).toContain('Importo non valido');
    expect(await fotografia()).toBe(prima);
  });

  describe('privacy consents and their history', () => {
    it('only self, a parent for a child, leaders and super; a child not for a parent', async () => {
      const prima = await fotografia();
      // genitore2 and capobranco2 do not reach the cub: like a missing person.
      for (const chi of ['genitore2', 'capobranco2', 'revisore', 'socio'] as const) {
        const r = await chiama(chi, PRIVACY, { id: cub.id });
        const mancante = await chiama(chi, PRIVACY, { id: 2_000_000_000 });
        expect(errorType(r), chi).toBe('NOT_FOUND');
        expect(r.errors, chi).toEqual(mancante.errors);
      }
      expect(await fotografia()).toBe(prima);
      // 'socio' made the child of genitore2: they read their parent but may not consent for them.
      await sql(
        `insert into parentele (id_persona_genitore, id_persona_figlio, "desc") values (${idDi.get('genitore2')}, ${idDi.get('socio')}, 'Mamma')`,
      );
      try {
        const legge = await chiama(
          'socio',
          `{ persona(id_persona: ${idDi.get('genitore2')}) { id_persona } }`,
        );
        expect(legge.errors).toBeUndefined();
        const r = await chiama('socio', PRIVACY, { id: idDi.get('genitore2') });
        expect(errorType(r)).toBe('FORBIDDEN');
        expect(await fotografia()).toBe(prima);
        // The parent consents for the child, the person for themself.
        expect((await chiama('genitore2', PRIVACY, { id: idDi.get('socio') })).errors).toBeUndefined();
        expect((await chiama('socio', PRIVACY, { id: idDi.get('socio') })).errors).toBeUndefined();
        expect((await chiama('genitore', PRIVACY, { id: cub.id })).errors).toBeUndefined();
        expect((await chiama('capobranco', PRIVACY, { id: cub.id })).errors).toBeUndefined();
      } finally {
        await sql(
          `delete from parentele where id_persona_figlio = ${idDi.get('socio')} and id_persona_genitore = ${idDi.get('genitore2')}`,
        );
      }
    });

    it('the history is read only with the person', async () => {
      const q = `{ persona(id_persona: ${cub.id}) { storico_privacy { titolare_email } } }`;
      for (const chi of ['genitore2', 'capobranco2', 'revisore', 'socio'] as const) {
        const r = await chiama(chi, q);
        expect(errorType(r), chi).toBe('NOT_FOUND');
        expect(JSON.stringify(r.data ?? null)).not.toContain('@');
      }
      const r = await chiama('genitore', q);
      expect(r.errors).toBeUndefined();
      expect(r.data!.persona.storico_privacy.length).toBeGreaterThan(0);
    });
  });

  describe('events, general and dashboard counts', () => {
    const EVENTI = '{ elencaEventi { id_persona table details } }';

    it('each viewer’s events concern only persons they read, details included', async () => {
      const persone = (await sql<{ id: number }>('select id_persona as id from persone')).map((r) => r.id);
      for (const chi of ['capobranco', 'capobranco2', 'capogruppo', 'revisore'] as const) {
        const r = await chiama(chi, EVENTI);
        expect(r.errors, chi).toBeUndefined();
        const eventi = r.data!.elencaEventi as { id_persona: number; table: string; details: string }[];
        const ids = [...new Set(eventi.map((e) => e.id_persona))];
        for (let i = 0; i < ids.length; i += 25) {
          const parte = ids.slice(i, i + 25);
          const q = `{ ${parte.map((id) => `p${id}: persona(id_persona: ${id}) { id_persona }`).join(' ')} }`;
          const letti = await chiama(chi, q);
          for (const id of parte) expect(letti.data?.[`p${id}`]?.id_persona, `${chi} ${id}`).toBe(id);
        }
        // The before/after JSON names no person the viewer does not read (e.g. id_persona of a row).
        const visibili = new Set(ids);
        for (const e of eventi) {
          const d = JSON.parse(e.details) as Record<string, { before: unknown; after: unknown }>;
          for (const campo of ['id_persona', 'titolare_id_persona'])
            for (const v of [d[campo]?.before, d[campo]?.after])
              if (typeof v === 'number' && !visibili.has(v)) {
                const letta = await chiama(chi, `{ persona(id_persona: ${v}) { id_persona } }`);
                expect(letta.data?.persona?.id_persona, `${chi} ${e.table} ${campo} ${v}`).toBe(v);
              }
        }
        expect(persone.length).toBeGreaterThan(ids.length);
      }
    });

    it('another group’s or unit’s scope: like a missing one; parents have no back office', async () => {
      const unitaCb = await uno<{ id: number }>(
        `select id_unita as id from unita where id_gruppo = ${cub.gruppo} and branca = 'L'`,
      );
      for (const q of [
        `{ elencaEventi(id_unita: ${unitaCb.id}) { id_evento } }`,
        `{ elencaEventi(id_gruppo: ${cub.gruppo}) { id_evento } }`,
        `{ statoIscrizioni(anno_scout: ${anno}, id_unita: ${unitaCb.id}) { iscrizioni { n } } }`,
        `{ statoIscrizioni(anno_scout: ${anno}, id_gruppo: ${cub.gruppo}) { iscrizioni { n } } }`,
      ]) {
        const r = await chiama('capobranco2', q);
        const mancante = await chiama(
          'capobranco2',
          q.replace(/(id_unita|id_gruppo): \d+/, '$1: 2000000000'),
        );
        expect(errorType(r), q).toBe('NOT_FOUND');
        expect(r.errors, q).toEqual(mancante.errors);
      }
      for (const chi of ['genitore', 'genitore2', 'socio'] as const)
        for (const q of [
          EVENTI,
          '{ general { ultimo_download_nazionale } }',
          `{ statoIscrizioni(anno_scout: ${anno}) { iscrizioni { n } } }`,
        ])
          expect(errorType(await chiama(chi, q)), `${chi} ${q}`).toBe('FORBIDDEN');
    });

    it('the auditor (no group of their own) counts only themself', async () => {
      for (const chi of ['revisore'] as const) {
        const r = await chiama(chi, `{ statoIscrizioni(anno_scout: ${anno}) { iscrizioni { n } } }`);
        expect(r.errors).toBeUndefined();
        const n = (r.data!.statoIscrizioni.iscrizioni as { n: number }[]).reduce((a, c) => a + c.n, 0);
        expect(n, chi).toBeLessThanOrEqual(1);
      }
    });

    it('odd years answer zeros, never an error or another year’s data', async () => {
      for (const a of [-1, 0, 2_000_000_000]) {
        const r = await chiama(
          'cens',
          `{ statoIscrizioni(anno_scout: ${a}) { iscrizioni { n } utenti { n } } }`,
        );
        expect(r.errors, String(a)).toBeUndefined();
        const s = r.data!.statoIscrizioni as { iscrizioni: { n: number }[]; utenti: { n: number }[] };
        expect([...s.iscrizioni, ...s.utenti].every((c) => c.n === 0)).toBe(true);
      }
    });
  });

  if (kind === 'postgres')
    describe('races on PostgreSQL', () => {
      if (kind === 'postgres')
        it('a lead’s edit waiting behind super’s change is judged on the new state', async () => {
          await sql(
            `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${cub.iscrizione}`,
          );
          const c = new pg.Client({ connectionString: t.database.url });
          await c.connect();
          try {
            await c.query('begin');
            await c.query(
              `update iscrizioni set stato_iscrizione = 'completata' where id_iscrizione = ${cub.iscrizione}`,
            );
            const lead = chiama('capobranco', ISCRIZIONE, {
              m: { id_iscrizione: cub.iscrizione, stato_iscrizione: 'nessuna' },
            });
            await sleep(600);
            await c.query('commit');
            const r = await lead;
            expect(errorType(r)).toBe('FORBIDDEN');
          } finally {
            await c.end();
          }
          expect(await stato(cub.iscrizione)).toBe('completata');
          await sql(
            `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${cub.iscrizione}`,
          );
        });
    });
});
