import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { STATI_ACCOUNT } from '@zaino/domain/utenti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 10: the dashboard counts are the register's own rows counted in SQL; privacy consents are
// appended (never updated) with who gave them; every change shows in the events list of a viewer
// who reaches the person, with the acting person's name.

type Conteggio = { chiave: string; n: number };

describe.each(dbKinds)('dashboard, privacy and events on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, await tokenFor(t.app, 'cens'))).data!
      .getAsAttivo.anno_scout as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  const conta = (valori: (string | null | undefined)[]) => {
    const m = new Map<string, number>();
    for (const v of valori) if (v) m.set(v, (m.get(v) ?? 0) + 1);
    return m;
  };

  it.each(['cens', 'capogruppo', 'capobranco'] as const)(
    'for %s the counts equal the register of the same scope, state by state',
    async (chi) => {
      const token = await tokenFor(t.app, chi);
      const unita = (await gql(t.app, '{ elencaUnita { id_unita } }', {}, token)).data!.elencaUnita as {
        id_unita: number;
      }[];
      for (const [scope, registro] of [
        ['', `personeSezione(anno_scout: ${anno})`],
        [
          `, id_unita: ${unita[0]!.id_unita}`,
          `personeUnita(id_unita: ${unita[0]!.id_unita}, anno_scout: ${anno})`,
        ],
      ] as const) {
        const r = await gql(
          t.app,
          `{ s: statoIscrizioni(anno_scout: ${anno}${scope}) { iscrizioni { chiave n } utenti { chiave n } }
             r: ${registro} { stato_account iscrizione { stato_iscrizione } } }`,
          {},
          token,
        );
        expect(r.errors).toBeUndefined();
        const righe = r.data!.r as {
          stato_account: string | null;
          iscrizione: { stato_iscrizione: string };
        }[];
        expect(righe.length).toBeGreaterThan(0);
        const { iscrizioni, utenti } = r.data!.s as { iscrizioni: Conteggio[]; utenti: Conteggio[] };
        expect(iscrizioni.map((c) => c.chiave)).toEqual([...STATI_ISCRIZIONE]);
        const perStato = conta(righe.map((p) => p.iscrizione.stato_iscrizione));
        for (const c of iscrizioni) expect(c.n, `${chi} ${c.chiave}`).toBe(perStato.get(c.chiave) ?? 0);
        const perAccount = conta(righe.map((p) => p.stato_account));
        expect(utenti.map((c) => c.chiave)).toEqual([...STATI_ACCOUNT]);
        for (const c of utenti) expect(c.n, `${chi} ${c.chiave}`).toBe(perAccount.get(c.chiave) ?? 0);
      }
    },
  );

  it("says whether the counts are the scope's own or only the viewer's reach (decision 1006)", async () => {
    const completo = async (chi: 'cens' | 'revisore' | 'capobranco', scope = '') =>
      (
        await gql(
          t.app,
          `{ statoIscrizioni(anno_scout: ${anno}${scope}) { completo } }`,
          {},
          await tokenFor(t.app, chi),
        )
      ).data!.statoIscrizioni.completo;
    expect(await completo('cens')).toBe(true);
    // The auditor reaches only self and relatives: 'Sezione · Persone iscritte 1' was read as the section's.
    expect(await completo('revisore')).toBe(false);
    expect(await completo('capobranco')).toBe(false);
    const unita = (await gql(t.app, '{ elencaUnita { id_unita } }', {}, await tokenFor(t.app, 'capobranco')))
      .data!.elencaUnita as { id_unita: number }[];
    const proprie = await Promise.all(unita.map((u) => completo('capobranco', `, id_unita: ${u.id_unita}`)));
    expect(proprie).toContain(true);
  });

  it('a parent gives consent for their child: a new row each time, the history and the events show who', async () => {
    const genitore = await tokenFor(t.app, 'genitore');
    // The cub of the family: in the pack of 'capobranco'.
    const figli = (
      await gql(t.app, '{ getPersoneSe { id_persona iscrizione { nomine { id_ruolo } } } }', {}, genitore)
    ).data!.getPersoneSe as { id_persona: number; iscrizione: { nomine: { id_ruolo: string }[] } | null }[];
    const figlio = figli.find((p) => p.iscrizione?.nomine.some((n) => n.id_ruolo === 'L'))!.id_persona;
    const storico = async () =>
      (
        await gql(
          t.app,
          `{ persona(id_persona: ${figlio}) { consenso_privacy { id_consenso_privacy consenso_t }
            storico_privacy { id_consenso_privacy consenso_t titolare_nome titolare_email titolare_id_persona } } }`,
          {},
          genitore,
        )
      ).data!.persona;
    const prima = await storico();
    const compila = (consensi: string) =>
      gql(
        t.app,
        `mutation { compilaPrivacy(id_persona: ${figlio}, ${consensi}) { id_consenso_privacy } }`,
        {},
        genitore,
      );

    // A missing answer is refused and nothing is written.
    const incompleto = await compila('consenso_i: true, consenso_l: false, consenso_s: true');
    expect(incompleto.errors?.[0]?.extensions?.errorType).toBe('VALIDATION');
    expect((await storico()).storico_privacy).toHaveLength(prima.storico_privacy.length);

    const uno = await compila('consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false');
    const due = await compila('consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: true');
    expect(uno.errors).toBeUndefined();
    expect(due.errors).toBeUndefined();
    const dopo = await storico();
    expect(dopo.storico_privacy).toHaveLength(prima.storico_privacy.length + 2);
    // Newest first; the current consent is the newest row; the older rows are untouched.
    expect(dopo.storico_privacy[0].id_consenso_privacy).toBe(due.data!.compilaPrivacy.id_consenso_privacy);
    expect(dopo.storico_privacy[1]).toMatchObject({ consenso_t: false });
    expect(dopo.consenso_privacy).toMatchObject({ consenso_t: true });
    expect(dopo.storico_privacy.slice(2)).toEqual(prima.storico_privacy);
    const [io] = await rows<{ id_persona: number; nome: string; cognome: string }>(
      t.database,
      `select p.id_persona, p.nome, p.cognome from persone p join auth_user u on u.id_persona = p.id_persona
       where u.email = 'genitore@demo.zaino.it'`,
    );
    expect(dopo.storico_privacy[0]).toMatchObject({
      titolare_id_persona: io!.id_persona,
      titolare_nome: `${io!.nome} ${io!.cognome}`,
      titolare_email: 'genitore@demo.zaino.it',
    });

    // The change is the newest event about the child for a leader who reaches them, by the parent.
    const eventi = (
      await gql(
        t.app,
        '{ elencaEventi { table id_persona rev_author rev_type details persona { id_persona } } }',
        {},
        await tokenFor(t.app, 'capobranco'),
      )
    ).data!.elencaEventi as {
      table: string;
      id_persona: number;
      rev_author: string;
      rev_type: string;
      details: string;
    }[];
    const ultimo = eventi.find((e) => e.id_persona === figlio)!;
    expect(ultimo).toMatchObject({
      table: 'consensi_privacy',
      rev_type: 'insert',
      rev_author: `${io!.nome} ${io!.cognome}`,
    });
    expect(JSON.parse(ultimo.details)).toBeTypeOf('object');
    // A leader of another group's pack does not see it.
    const altri = (
      await gql(t.app, '{ elencaEventi { id_persona } }', {}, await tokenFor(t.app, 'capobranco2'))
    ).data!.elencaEventi as { id_persona: number }[];
    expect(altri.some((e) => e.id_persona === figlio)).toBe(false);
  });

  it('someone who may not act for the person meets "not found", and nothing is written', async () => {
    const altro = await tokenFor(t.app, 'genitore2');
    const [{ figlio, n }] = (await rows<{ figlio: number; n: number }>(
      t.database,
      `select pa.id_persona_figlio as figlio, (select count(*) from consensi_privacy c where c.id_persona = pa.id_persona_figlio) as n
       from parentele pa join auth_user u on u.id_persona = pa.id_persona_genitore
       where u.email = 'genitore@demo.zaino.it' limit 1`,
    )) as [{ figlio: number; n: number }];
    const r = await gql(
      t.app,
      `mutation { compilaPrivacy(id_persona: ${figlio}, consenso_i: true, consenso_l: true, consenso_s: true, consenso_t: true) { id_consenso_privacy } }`,
      {},
      altro,
    );
    expect(r.errors?.[0]?.extensions?.errorType).toBe('NOT_FOUND');
    const [dopo] = await rows<{ n: number }>(
      t.database,
      `select count(*) as n from consensi_privacy where id_persona = ${figlio}`,
    );
    expect(Number(dopo!.n)).toBe(Number(n));
  });

  it('an appointment event carries the scout year of its enrolment, even once that is deleted (decision 0912)', async () => {
    const [socio] = await rows<{ id: number; iscrizione: number }>(
      t.database,
      `select i.id_persona as id, i.id_iscrizione as iscrizione from iscrizioni i
       join nomine n using (id_iscrizione) where i.anno_scout = ${anno} order by i.id_persona limit 1`,
    );
    // Last year's enrolment with an appointment, changed, then deleted with its appointments.
    await rows(
      t.database,
      `delete from iscrizioni where id_persona = ${socio!.id} and anno_scout = ${anno - 1}`,
    );
    const [vecchia] = await rows<{ id: number }>(
      t.database,
      `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${socio!.id}, ${anno - 1}, 'completata')
       returning id_iscrizione as id`,
    );
    const [nomina] = await rows<{ id: number }>(
      t.database,
      `insert into nomine (id_iscrizione, id_ruolo) values (${vecchia!.id}, 'ST') returning id_nomina as id`,
    );
    await rows(t.database, `update nomine set id_ruolo = 'COS' where id_nomina = ${nomina!.id}`);
    await rows(t.database, `delete from iscrizioni where id_iscrizione = ${vecchia!.id}`);
    const [attuale] = await rows<{ id: number }>(
      t.database,
      `insert into nomine (id_iscrizione, id_ruolo) values (${socio!.iscrizione}, 'ST') returning id_nomina as id`,
    );
    const r = await gql(
      t.app,
      '{ elencaEventi { table rev_type row_id anno_scout } }',
      {},
      await tokenFor(t.app, 'cens'),
    );
    expect(r.errors).toBeUndefined();
    const eventi = r.data!.elencaEventi as {
      table: string;
      rev_type: string;
      row_id: number;
      anno_scout: number | null;
    }[];
    const anniDi = (table: string, row: number) =>
      eventi.filter((e) => e.table === table && e.row_id === row).map((e) => `${e.rev_type} ${e.anno_scout}`);
    expect(anniDi('nomine', nomina!.id).sort()).toEqual([
      `delete ${anno - 1}`,
      `insert ${anno - 1}`,
      `update ${anno - 1}`,
    ]);
    expect(anniDi('iscrizioni', vecchia!.id).sort()).toEqual([`delete ${anno - 1}`, `insert ${anno - 1}`]);
    expect(anniDi('nomine', attuale!.id)).toEqual([`insert ${anno}`]);
    // A person's own changes and consents belong to no year.
    expect(eventi.filter((e) => e.table === 'persone').every((e) => e.anno_scout === null)).toBe(true);
  });

  it('general answers the section facts to the back office only', async () => {
    const r = await gql(
      t.app,
      '{ general { ultimo_download_nazionale ultimo_confronto_nazionale } }',
      {},
      await tokenFor(t.app, 'cens'),
    );
    expect(r.errors).toBeUndefined();
    expect(Object.keys(r.data!.general)).toEqual(['ultimo_download_nazionale', 'ultimo_confronto_nazionale']);
    const socio = await gql(
      t.app,
      '{ general { ultimo_download_nazionale } }',
      {},
      await tokenFor(t.app, 'genitore'),
    );
    expect(socio.errors?.[0]?.extensions?.errorType).toBe('FORBIDDEN');
  });
});
