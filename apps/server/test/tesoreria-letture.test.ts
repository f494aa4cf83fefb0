import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from './test-db.ts';
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

// Issue 11, spec 3 §7 / spec 2 §7: the treasury's reads and simple writes, per viewer; the budget's
// actual and the balances' figures against the rows they come from; statements per request.

type Tf = {
  id: number;
  da: number;
  a: number;
  importo: number;
  stato: string;
  tipo_da: string;
  tipo_a: string;
  comm_da: number;
  comm_a: number;
  anno: number;
};

describe.each(dbKinds)('treasury reads and budget (issue 11) on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  const token = new Map<DemoUser, string>();
  let cub: { id: number; parte: number; iscrizione: number; cognome: string };
  let statements = 0;

  const q = (chi: DemoUser, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, token.get(chi));

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const u of [
      'cens',
      'tesoriere',
      'revisore',
      'genitore',
      'genitore2',
      'capobranco',
      'capogruppo',
    ] as const)
      token.set(u, await tokenFor(t.app, u));
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    const [c] = await rows<typeof cub>(
      t.database,
      `select p.id_persona as id, p.id_parte as parte, i.id_iscrizione as iscrizione, p.cognome
       from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
       join auth_user u on u.id_persona = pr.id_persona_genitore and u.email = 'genitore@demo.zaino.it'
       join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
       join transazioni_economiche te on te.id_iscrizione = i.id_iscrizione
       order by p.id_persona limit 1`,
    );
    cub = c!;
    // The cub's fee paid in part by a completed cash payment (the demo's may have none).
    await rows(
      t.database,
      `with p as (insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout)
         values (${cub.parte}, 1, 1000, 'completed', 'cash', 'cash', now(), ${anno}) returning id_transazione_finanziaria)
       insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
       select te.id_transazione_economica, p.id_transazione_finanziaria, 1000 from p, transazioni_economiche te
       where te.id_iscrizione = ${cub.iscrizione}`,
    );
    // Count the statements sent: PGlite's one client, or the PostgreSQL pool (reads run outside
    // transactions, on pool.query).
    const driver = t.database.driver;
    const conta = (target: Record<string, unknown>, methods: readonly string[]) => {
      for (const method of methods) {
        const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
        target[method] = ((...args: unknown[]) => {
          statements++;
          return original(...args);
        }) as never;
      }
    };
    if (driver.kind === 'pglite') conta(driver.client as PGlite & Record<string, unknown>, ['query', 'exec']);
    else conta(driver.pool as unknown as Record<string, unknown>, ['query']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the budget actual of each line equals the completed links of the year’s dues on that item', async () => {
    const r = await q(
      'revisore',
      `{ elencaBilanci(anno_scout: ${anno}, id_parte: 1) { id_voce preventivo consuntivo voce { codice tipo in_uso } } }`,
    );
    expect(r.errors).toBeUndefined();
    const linee = r.data!.elencaBilanci as {
      id_voce: number;
      preventivo: number;
      consuntivo: number;
      voce: { codice: string; tipo: string; in_uso: boolean };
    }[];
    const collegamenti = await rows<{
      importo: number;
      anno: number;
      da: number;
      a: number;
      vda: number;
      va: number;
      stato: string;
    }>(
      t.database,
      `select l.importo::int as importo, e.anno_scout as anno, e.id_parte_da as da, e.id_parte_a as a,
        e.id_voce_da as vda, e.id_voce_a as va, f.stato
       from transazioni l join transazioni_economiche e using (id_transazione_economica)
       join transazioni_finanziarie f using (id_transazione_finanziaria)`,
    );
    const attesi = (v: number) =>
      collegamenti
        .filter(
          (l) =>
            l.stato === 'completed' &&
            l.anno === anno &&
            ((l.a === 1 && l.va === v) || (l.da === 1 && l.vda === v)),
        )
        .reduce((s, l) => s + l.importo, 0);
    const budget = await rows<{ id_voce: number; preventivo: number }>(
      t.database,
      `select id_voce, preventivo::int as preventivo from bilanci where id_parte = 1 and anno_scout = ${anno}`,
    );
    expect(linee.map((l) => l.id_voce).sort()).toEqual(budget.map((b) => b.id_voce).sort());
    for (const l of linee) {
      expect(l.consuntivo, l.voce.codice).toBe(attesi(l.id_voce));
      expect(l.preventivo).toBe(budget.find((b) => b.id_voce === l.id_voce)!.preventivo);
      expect(l.voce.tipo).toBe(l.voce.codice[0]);
      expect(l.voce.in_uso).toBe(true);
    }
    // The demo's enrolment fees are on item 101: its actual is not zero, so the sum is exercised.
    expect(linee.find((l) => l.voce.codice === 'E01')!.consuntivo).toBeGreaterThan(0);
    // Sorted by code.
    expect(linee.map((l) => l.voce.codice)).toEqual([...linee.map((l) => l.voce.codice)].sort());
    // A link of a started payment does not count; completing it adds exactly its amount.
    const [avviato] = await rows<{ id: number; importo: number }>(
      t.database,
      `select f.id_transazione_finanziaria as id, sum(l.importo)::int as importo from transazioni_finanziarie f
       join transazioni l using (id_transazione_finanziaria) join transazioni_economiche e using (id_transazione_economica)
       where f.stato = 'started' and e.anno_scout = ${anno} and e.id_parte_a = 1 and e.id_voce_a = 101
       group by f.id_transazione_finanziaria order by 1 limit 1`,
    );
    expect(avviato).toBeDefined();
    const prima = linee.find((l) => l.id_voce === 101)!.consuntivo;
    await rows(
      t.database,
      `update transazioni_finanziarie set stato = 'completed', data_pagata = now() where id_transazione_finanziaria = ${avviato!.id}`,
    );
    const dopo = await q(
      'cens',
      `{ elencaBilanci(anno_scout: ${anno}, id_parte: 1) { id_voce consuntivo } }`,
    );
    expect(
      (dopo.data!.elencaBilanci as { id_voce: number; consuntivo: number }[]).find((l) => l.id_voce === 101)!
        .consuntivo,
    ).toBe(prima + avviato!.importo);
  });

  it('saldoAnnuale: opening balances plus completed income net of fees minus outgoings plus fees', async () => {
    const tf = await rows<Tf>(
      t.database,
      `select id_transazione_finanziaria as id, id_parte_da as da, id_parte_a as a, importo::int as importo, stato,
        tipo_da, tipo_a, commissione_da::int as comm_da, commissione_a::int as comm_a, anno_scout as anno
       from transazioni_finanziarie`,
    );
    // A transfer of the section from satispay to bank, with fees on both sides.
    await rows(
      t.database,
      `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, commissione_da, commissione_a, data_pagata, anno_scout)
       values (1, 1, 5000, 'completed', 'satispay', 'bank', 30, 20, now(), ${anno})`,
    );
    tf.push({
      id: 0,
      da: 1,
      a: 1,
      importo: 5000,
      stato: 'completed',
      tipo_da: 'satispay',
      tipo_a: 'bank',
      comm_da: 30,
      comm_a: 20,
      anno,
    });
    const scrivi = await q(
      'cens',
      'mutation($s: ModificaSaldoAnnualeInput!) { modificaSaldoAnnuale(modifica_saldo_annuale: $s) { bank cash } }',
      { s: { anno_scout: anno, id_parte: 1, bank: 100_000, cash: -2_500 } },
    );
    expect(scrivi.errors).toBeUndefined();
    expect(scrivi.data!.modificaSaldoAnnuale).toEqual({ bank: 100_000, cash: -2_500 });
    const r = await q(
      'revisore',
      `{ saldoAnnuale(id_parte: 1, anno_scout: ${anno}) { bank cash satispay stripe metodi { tipo iniziale entrate uscite finale } } }`,
    );
    expect(r.errors).toBeUndefined();
    const s = r.data!.saldoAnnuale as {
      bank: number;
      satispay: number;
      metodi: { tipo: string; iniziale: number; entrate: number; uscite: number; finale: number }[];
    };
    const iniziale: Record<string, number> = { bank: 100_000, cash: -2_500, satispay: 0, stripe: 0 };
    expect(s.metodi.map((m) => m.tipo)).toEqual(['bank', 'cash', 'satispay', 'stripe']);
    const fatti = tf.filter((x) => x.stato === 'completed' && x.anno === anno);
    for (const m of s.metodi) {
      const entrate = fatti
        .filter((x) => x.a === 1 && x.tipo_a === m.tipo)
        .reduce((n, x) => n + x.importo - x.comm_a, 0);
      const uscite = fatti
        .filter((x) => x.da === 1 && x.tipo_da === m.tipo)
        .reduce((n, x) => n + x.importo + x.comm_da, 0);
      expect(m, m.tipo).toEqual({
        tipo: m.tipo,
        iniziale: iniziale[m.tipo],
        entrate,
        uscite,
        finale: iniziale[m.tipo]! + entrate - uscite,
      });
    }
    expect(s.metodi.find((m) => m.tipo === 'satispay')!.uscite).toBeGreaterThanOrEqual(5030);
    // A year without a recorded balance opens at zero.
    const vuoto = await q(
      'cens',
      `{ saldoAnnuale(id_parte: 1, anno_scout: ${anno - 1}) { bank metodi { iniziale } } }`,
    );
    expect(vuoto.data!.saldoAnnuale.bank).toBe(0);
    // RCSEZ reads but never writes; a leader neither.
    const rc = await q(
      'revisore',
      'mutation($s: ModificaSaldoAnnualeInput!) { modificaSaldoAnnuale(modifica_saldo_annuale: $s) { bank } }',
      { s: { anno_scout: anno, id_parte: 1, bank: 1 } },
    );
    expect(errorType(rc)).toBe('FORBIDDEN');
    expect(
      errorType(await q('capogruppo', `{ saldoAnnuale(id_parte: 1, anno_scout: ${anno}) { bank } }`)),
    ).toBe('FORBIDDEN');
    const [dopo] = await rows<{ bank: number }>(
      t.database,
      `select bank::int as bank from saldi_annuali where id_parte = 1 and anno_scout = ${anno}`,
    );
    expect(dopo!.bank).toBe(100_000);
  });

  it('a party’s dues and payments: what the SQL holds, with per-viewer rules', async () => {
    const te = await rows<{ id: number }>(
      t.database,
      `select id_transazione_economica as id from transazioni_economiche
       where (id_parte_da = 1 or id_parte_a = 1) and anno_scout = ${anno} order by data_creata desc, id_transazione_economica desc`,
    );
    const r = await q(
      'revisore',
      `{ getTeParte(id_parte: 1, anno_scout: ${anno}) { id_transazione_economica } }`,
    );
    expect(
      (r.data!.getTeParte as { id_transazione_economica: number }[]).map((x) => x.id_transazione_economica),
    ).toEqual(te.map((x) => x.id));
    expect(te.length).toBeGreaterThan(10);
    const tutti = await q(
      'cens',
      `{ getTfParte(id_parte: 1, anno_scout: ${anno}) { id_transazione_finanziaria stato } }`,
    );
    const utili = await q(
      'cens',
      `{ getTfParte(id_parte: 1, anno_scout: ${anno}, exclude_useless: true) { stato } }`,
    );
    const stati = (x: GqlResult, k: string) => (x.data![k] as { stato: string }[]).map((p) => p.stato);
    expect(stati(tutti, 'getTfParte')).toEqual(expect.arrayContaining(['rejected', 'completed']));
    expect(stati(utili, 'getTfParte').every((s) => s === 'completed' || s === 'started')).toBe(true);
    expect(stati(utili, 'getTfParte').length).toBe(
      stati(tutti, 'getTfParte').filter((s) => s === 'completed' || s === 'started').length,
    );
    const [cash] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from transazioni_finanziarie where anno_scout = ${anno}
       and ((id_parte_da = 1 and tipo_da = 'cash') or (id_parte_a = 1 and tipo_a = 'cash'))`,
    );
    const perTipo = await q(
      'cens',
      `{ getTfParteTipo(id_parte: 1, tipo: cash, anno_scout: ${anno}) { tipo_a } }`,
    );
    expect((perTipo.data!.getTfParteTipo as unknown[]).length).toBe(cash!.n);
    expect(cash!.n).toBeGreaterThan(0);

    // A parent reads the child's dues (front office); the same list of the section is refused.
    const figlio = `{ getTeParte(id_parte: ${cub.parte}) { id_iscrizione transazioni { importo } } }`;
    const g = await q('genitore', figlio);
    expect(g.errors).toBeUndefined();
    expect(
      (g.data!.getTeParte as { id_iscrizione: number }[]).some((x) => x.id_iscrizione === cub.iscrizione),
    ).toBe(true);
    expect(errorType(await q('genitore', `{ getTeParte(id_parte: 1) { importo } }`))).toBe('FORBIDDEN');
    // Another family cannot see the child at all; the leader sees the child but not the payments.
    expect(errorType(await q('genitore2', figlio))).toBe('NOT_FOUND');
    expect(errorType(await q('capobranco', figlio))).toBe('FORBIDDEN');
    expect(errorType(await q('genitore', '{ getTfParte(id_parte: 999999) { importo } }'))).toBe('NOT_FOUND');
  });

  it('the auditor reads the name of every payer and payee, never the person behind it (decision 1118)', async () => {
    const [nome] = await rows<{ nome: string }>(
      t.database,
      `select p.nome || ' ' || p.cognome as nome from persone p where p.id_persona = ${cub.id}`,
    );
    // The section's dues for the treasury, the child's own for the parent.
    const doc = `{ getTeParte(id_parte: ${cub.parte}) {
      parte_da { id_parte nome_persona persona { codice_fiscale } } } }`;
    const sezione = `{ getTeParte(id_parte: 1, anno_scout: ${anno}) {
      parte_da { id_parte nome_persona persona { codice_fiscale } } } }`;
    for (const [chi, lista] of [
      ['revisore', sezione],
      ['tesoriere', sezione],
      ['genitore', doc],
    ] as const) {
      const r = await q(chi, lista);
      expect(r.errors).toBeUndefined();
      const parti = (r.data!.getTeParte as { parte_da: { id_parte: number; nome_persona: string } }[])
        .map((x) => x.parte_da)
        .filter((p) => p.id_parte === cub.parte);
      expect(parti.length).toBeGreaterThan(0);
      expect(parti.every((p) => p.nome_persona === nome!.nome)).toBe(true);
    }
    // The name, not the person: the auditor reaches no member of the register, nor lists the
    // section's names by party id outside the treasury's rows.
    const rc = (
      (await q('revisore', sezione)).data!.getTeParte as {
        parte_da: { id_parte: number; persona: unknown };
      }[]
    ).filter((x) => x.parte_da.id_parte === cub.parte);
    expect(rc.length).toBeGreaterThan(0);
    expect(rc.every((x) => x.parte_da.persona === null)).toBe(true);
    expect(errorType(await q('revisore', `{ persona(id_persona: ${cub.id}) { nome } }`))).toBe('NOT_FOUND');
    expect(errorType(await q('revisore', `{ parte(id_parte: ${cub.parte}) { id_parte } }`))).toBe(
      'NOT_FOUND',
    );
    // A leader reads the child but not the treasury; another family reads neither.
    expect(errorType(await q('capobranco', doc))).toBe('FORBIDDEN');
    expect(errorType(await q('genitore2', doc))).toBe('NOT_FOUND');
  });

  it('transfers are the party’s payments between two of its methods', async () => {
    const r = await q(
      'revisore',
      `{ getTrasferimentiParte(id_parte: 1, anno_scout: ${anno}) { id_parte_da id_parte_a tipo_da tipo_a } }`,
    );
    const lista = r.data!.getTrasferimentiParte as {
      id_parte_da: number;
      id_parte_a: number;
      tipo_da: string;
      tipo_a: string;
    }[];
    expect(lista.length).toBeGreaterThan(0);
    for (const x of lista) {
      expect([x.id_parte_da, x.id_parte_a]).toEqual([1, 1]);
      expect(x.tipo_da).not.toBe(x.tipo_a);
    }
    expect(errorType(await q('genitore', `{ getTrasferimentiParte(id_parte: 1) { importo } }`))).toBe(
      'FORBIDDEN',
    );
  });

  it('a due and a payment with their links, read by id; hidden answers like missing', async () => {
    const [l] = await rows<{ te: number; tf: number }>(
      t.database,
      `select l.id_transazione_economica as te, l.id_transazione_finanziaria as tf from transazioni l
       join transazioni_economiche e using (id_transazione_economica) where e.id_iscrizione = ${cub.iscrizione} limit 1`,
    );
    expect(l).toBeDefined();
    const doc = `{ transazioneFinanziaria(id_transazione_finanziaria: ${l!.tf}) { importo transazioni { importo transazione_economica { id_transazione_economica id_iscrizione } } } }`;
    const g = await q('genitore', doc);
    expect(g.errors).toBeUndefined();
    const links = g.data!.transazioneFinanziaria.transazioni as {
      transazione_economica: { id_transazione_economica: number };
    }[];
    expect(links.map((x) => x.transazione_economica.id_transazione_economica)).toContain(l!.te);
    // The same payment also covering another family's due: the parent sees the link, not that due.
    const [altro] = await rows<{ id: number }>(
      t.database,
      `select te.id_transazione_economica as id from transazioni_economiche te join parti pa on pa.id_parte = te.id_parte_da
       where pa.id_persona is not null and pa.id_persona <> ${cub.id}
         and pa.id_persona not in (select id_persona_figlio from parentele pr join auth_user u on u.id_persona = pr.id_persona_genitore
           where u.email = 'genitore@demo.zaino.it')
         and pa.id_persona not in (select id_persona from auth_user where email = 'genitore@demo.zaino.it')
       order by 1 limit 1`,
    );
    await rows(
      t.database,
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${altro!.id}, ${l!.tf}, 0)`,
    );
    const misto = await q('genitore', doc);
    expect(misto.errors).toBeUndefined();
    const visti = (
      misto.data!.transazioneFinanziaria.transazioni as { transazione_economica: unknown }[]
    ).map((x) => x.transazione_economica);
    expect(visti).toHaveLength(links.length + 1);
    expect(visti.filter((x) => x === null)).toHaveLength(1);
    const admin = await q('revisore', doc);
    expect(
      (admin.data!.transazioneFinanziaria.transazioni as { transazione_economica: unknown }[]).every(
        (x) => x !== null,
      ),
    ).toBe(true);
    const nascosto = await q('genitore2', doc);
    const mancante = await q(
      'genitore2',
      '{ transazioneFinanziaria(id_transazione_finanziaria: 999999) { importo } }',
    );
    expect([errorType(nascosto), nascosto.errors![0]!.message]).toEqual([
      'NOT_FOUND',
      'Transazione non trovata',
    ]);
    expect([errorType(mancante), mancante.errors![0]!.message]).toEqual([
      'NOT_FOUND',
      'Transazione non trovata',
    ]);
    const e = await q(
      'revisore',
      `{ transazioneEconomica(id_transazione_economica: ${l!.te}) { id_iscrizione transazioni { id_transazione_finanziaria } } }`,
    );
    expect(e.data!.transazioneEconomica.id_iscrizione).toBe(cub.iscrizione);
    expect(
      errorType(
        await q('capogruppo', `{ transazioneEconomica(id_transazione_economica: ${l!.te}) { importo } }`),
      ),
    ).toBe('NOT_FOUND');
  });

  it('searches: thresholds, matches, and the enrolment search scoped to the viewer’s reach', async () => {
    const corta = await q('cens', '{ cercaTransazioneEconomica(search_key: "Quo") { importo } }');
    expect([errorType(corta), corta.errors![0]!.message]).toEqual([
      'VALIDATION',
      'Inserire almeno 4 caratteri',
    ]);
    const quote = await q('revisore', '{ cercaTransazioneEconomica(search_key: "quota") { causale_desc } }');
    const descs = (quote.data!.cercaTransazioneEconomica as { causale_desc: string }[]).map(
      (x) => x.causale_desc,
    );
    expect(descs.length).toBe(20);
    expect(descs.every((d) => d.toLowerCase().includes('quota'))).toBe(true);
    const perNome = await q(
      'cens',
      `{ cercaTransazioneFinanziaria(search_key: "${cub.cognome}") { id_parte_da transazioni { importo } } }`,
    );
    expect(perNome.errors).toBeUndefined();
    expect((perNome.data!.cercaTransazioneFinanziaria as unknown[]).length).toBeGreaterThan(0);
    // Wildcards are literal: '%%%%' matches no reason, name or id.
    const jolly = await q('cens', '{ cercaTransazioneEconomica(search_key: "%%%%") { importo } }');
    expect(jolly.data!.cercaTransazioneEconomica).toEqual([]);
    expect(
      errorType(await q('capogruppo', '{ cercaTransazioneFinanziaria(search_key: "quota") { importo } }')),
    ).toBe('FORBIDDEN');

    const cerca = `{ cercaIscrizione(search_key: "${cub.cognome}", anno_scout: ${anno}) { id_iscrizione persona { cognome } } }`;
    const super_ = await q('cens', cerca);
    const trovate = super_.data!.cercaIscrizione as { id_iscrizione: number; persona: { cognome: string } }[];
    expect(trovate.map((x) => x.id_iscrizione)).toContain(cub.iscrizione);
    expect(trovate.every((x) => x.persona.cognome === cub.cognome)).toBe(true);
    // Spec 3 §5: 4 characters (spaces around do not count) and a scout year; admins only.
    const cortaIscr = await q(
      'cens',
      `{ cercaIscrizione(search_key: " Ros ", anno_scout: ${anno}) { id_iscrizione } }`,
    );
    expect([errorType(cortaIscr), cortaIscr.errors![0]!.message]).toEqual([
      'VALIDATION',
      'Inserire almeno 4 caratteri',
    ]);
    const senzaAnno = await q('cens', `{ cercaIscrizione(search_key: "${cub.cognome}") { id_iscrizione } }`);
    expect([senzaAnno.data, senzaAnno.errors![0]!.message]).toEqual([
      undefined,
      expect.stringContaining('anno_scout'),
    ]);
    expect(errorType(await q('capogruppo', cerca))).toBe('FORBIDDEN');
    // What the due dialog shows of each: name, adult or not, card number, state, its due if any.
    const campi = await q(
      'cens',
      `{ cercaIscrizione(search_key: "${cub.cognome}", anno_scout: ${anno}) { id_iscrizione n_tessera stato_iscrizione anno_scout categoria_quota { adulto } persona { nome cognome id_parte } transazione_economica { id_transazione_economica } } }`,
    );
    expect(campi.errors).toBeUndefined();
    expect(
      campi.data!.cercaIscrizione.find((x: { id_iscrizione: number }) => x.id_iscrizione === cub.iscrizione),
    ).toMatchObject({
      anno_scout: anno,
      categoria_quota: { adulto: false },
      persona: { cognome: cub.cognome },
    });
    // RCSEZ reads the treasury but reaches no member of the register: the search finds none of them.
    const rc = await q('revisore', cerca);
    expect(rc.errors).toBeUndefined();
    expect(
      (rc.data!.cercaIscrizione as { id_iscrizione: number }[]).map((x) => x.id_iscrizione),
    ).not.toContain(cub.iscrizione);

    // iscrizione(id): who reads the person, and admins.
    const isc = `{ iscrizione(id_iscrizione: ${cub.iscrizione}) { id_persona persona { id_persona } } }`;
    expect((await q('capobranco', isc)).data!.iscrizione.persona.id_persona).toBe(cub.id);
    expect((await q('revisore', isc)).data!.iscrizione).toEqual({ id_persona: cub.id, persona: null });
    expect(errorType(await q('genitore2', isc))).toBe('NOT_FOUND');
  });

  it('voci: create, edit, refuse duplicates and deleting an item in use, delete; RCSEZ never writes', async () => {
    const m =
      'mutation($v: ModificaVoceInput!) { modificaVoce(modifica_voce: $v) { id_voce codice descrizione tipo in_uso } }';
    const nuova = await q('tesoriere', m, { v: { codice: 'u77', descrizione: 'Cancelleria' } });
    expect(nuova.errors).toBeUndefined();
    const v = nuova.data!.modificaVoce as { id_voce: number; codice: string; tipo: string; in_uso: boolean };
    expect([v.codice, v.tipo, v.in_uso]).toEqual(['U77', 'U', false]);
    const doppia = await q('cens', m, { v: { codice: 'U77', descrizione: 'Altro' } });
    expect([errorType(doppia), doppia.errors![0]!.message]).toEqual([
      'CONFLICT',
      'Esiste già una voce con questo codice',
    ]);
    const modificata = await q('cens', m, {
      v: { id_voce: v.id_voce, codice: 'U78', descrizione: 'Cancelleria e stampe' },
    });
    expect(modificata.data!.modificaVoce.codice).toBe('U78');
    const invalida = await q('cens', m, { v: { id_voce: v.id_voce, codice: 'X1', descrizione: 'x' } });
    expect(errorType(invalida)).toBe('VALIDATION');
    expect(errorType(await q('revisore', m, { v: { codice: 'E99', descrizione: 'Prova' } }))).toBe(
      'FORBIDDEN',
    );
    const inUso = await q('cens', m, { v: { id_voce: 101, elimina: true } });
    expect(errorType(inUso)).toBe('CONFLICT');
    const voci = await q('revisore', '{ elencaVoci { id_voce codice in_uso } }');
    const elenco = voci.data!.elencaVoci as { id_voce: number; codice: string; in_uso: boolean }[];
    expect(elenco.find((x) => x.id_voce === v.id_voce)).toEqual({
      id_voce: v.id_voce,
      codice: 'U78',
      in_uso: false,
    });
    expect(elenco.find((x) => x.id_voce === 101)!.in_uso).toBe(true);
    expect(elenco.map((x) => x.codice)).toEqual([...elenco.map((x) => x.codice)].sort());
    const eliminata = await q('cens', m, { v: { id_voce: v.id_voce, elimina: true } });
    expect(eliminata.errors).toBeUndefined();
    expect(eliminata.data!.modificaVoce).toBeNull();
    expect(await rows(t.database, `select 1 from voci where id_voce = ${v.id_voce}`)).toEqual([]);
    expect(errorType(await q('capogruppo', '{ elencaVoci { id_voce } }'))).toBe('FORBIDDEN');
  });

  it('bilanci: add only an item not yet in the budget and only in a current or future year; edit; delete', async () => {
    const voce = await q(
      'cens',
      'mutation { modificaVoce(modifica_voce: { codice: "E55", descrizione: "Lotteria" }) { id_voce } }',
    );
    const idVoce = voce.data!.modificaVoce.id_voce as number;
    const m =
      'mutation($b: ModificaBilancioInput!) { modificaBilancio(modifica_bilancio: $b) { id_voce preventivo consuntivo voce { codice } } }';
    const riga = { id_voce: idVoce, anno_scout: anno, id_parte: 1 };
    const aggiunta = await q('tesoriere', m, { b: { ...riga, preventivo: 150_000 } });
    expect(aggiunta.errors).toBeUndefined();
    expect(aggiunta.data!.modificaBilancio).toEqual({
      id_voce: idVoce,
      preventivo: 150_000,
      consuntivo: 0,
      voce: { codice: 'E55' },
    });
    // Already in the budget: changing the forecast edits the line; the line is not added twice.
    const modificata = await q('cens', m, { b: { ...riga, preventivo: 90_000 } });
    expect(modificata.data!.modificaBilancio.preventivo).toBe(90_000);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from bilanci where id_voce = ${idVoce}`,
    );
    expect(n!.n).toBe(1);
    expect(errorType(await q('revisore', m, { b: { ...riga, preventivo: 1 } }))).toBe('FORBIDDEN');
    expect(errorType(await q('cens', m, { b: { ...riga, preventivo: -5 } }))).toBe('VALIDATION');
    // A past year (before the current one) takes no new lines.
    await rows(
      t.database,
      `insert into anni_scout (anno_scout, inizio_fiscale, limite_iscrizioni, limite_mora, quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi)
       values (2001, '2001-10-01', '2001-12-31', '2002-01-31', 1, 1, 1, 1)`,
    );
    expect(errorType(await q('cens', m, { b: { ...riga, anno_scout: 2001, preventivo: 1 } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorType(await q('cens', m, { b: { ...riga, anno_scout: 1999, preventivo: 1 } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorType(await q('cens', m, { b: { ...riga, id_parte: 999999, preventivo: 1 } }))).toBe(
      'NOT_FOUND',
    );
    const eliminata = await q('cens', m, { b: { ...riga, elimina: true } });
    expect(eliminata.data!.modificaBilancio).toBeNull();
    expect(errorType(await q('cens', m, { b: { ...riga, elimina: true } }))).toBe('NOT_FOUND');
  });

  it('modificaParte creates another subject that cercaParte finds', async () => {
    const m = 'mutation($p: ModificaParteInput!) { modificaParte(modifica_parte: $p) }';
    const r = await q('cens', m, { p: { desc: '  Comune di Provaland ' } });
    expect(r.errors).toBeUndefined();
    const id = r.data!.modificaParte as number;
    const [p] = await rows<{ desc: string; id_persona: number | null }>(
      t.database,
      `select "desc", id_persona from parti where id_parte = ${id}`,
    );
    expect(p).toEqual({ desc: 'Comune di Provaland', id_persona: null });
    const c = await q('revisore', '{ cercaParte(search_key: "provaland") { id_parte desc } }');
    expect(c.data!.cercaParte).toEqual([{ id_parte: id, desc: 'Comune di Provaland' }]);
    expect(errorType(await q('cens', m, { p: { desc: 'ab' } }))).toBe('VALIDATION');
    expect(errorType(await q('revisore', m, { p: { desc: 'Altro soggetto' } }))).toBe('FORBIDDEN');
  });

  it('statements: a party’s lists cost the same for a handful of rows as for hundreds', async () => {
    const conta = async (query: string) => {
      statements = 0;
      const r = await q('cens', query);
      expect(r.errors).toBeUndefined();
      return statements;
    };
    const campiTe =
      'importo parte_da { id_parte persona { nome } } parte_a { id_parte } transazioni { importo transazione_finanziaria { importo } }';
    const campiTf =
      'importo parte_da { id_parte } allegati { nome } transazioni { importo transazione_economica { causale_desc parte_da { desc } } }';
    const [{ molte }] = (await rows<{ molte: number }>(
      t.database,
      `select count(*)::int as molte from transazioni_economiche where id_parte_a = 1 and anno_scout = ${anno}`,
    )) as [{ molte: number }];
    expect(molte).toBeGreaterThan(50);
    await conta(`{ getTeParte(id_parte: ${cub.parte}) { importo } }`); // warm the session's keys
    const poche = await conta(`{ getTeParte(id_parte: ${cub.parte}) { ${campiTe} } }`);
    const tante = await conta(`{ getTeParte(id_parte: 1, anno_scout: ${anno}) { ${campiTe} } }`);
    expect(tante).toBe(poche);
    expect(tante).toBeLessThanOrEqual(16);
    // Payments: the nested parties and dues are read depth by depth (loaders), so the count depends
    // on the document's depth, not on the rows: the previous year and this one cost the same.
    const [{ prec, att }] = (await rows<{ prec: number; att: number }>(
      t.database,
      `select count(*) filter (where anno_scout = ${anno - 1})::int as prec, count(*) filter (where anno_scout = ${anno})::int as att
       from transazioni_finanziarie where id_parte_a = 1 or id_parte_da = 1`,
    )) as [{ prec: number; att: number }];
    expect(prec).toBeGreaterThan(20);
    expect(att).not.toBe(prec);
    const tfPoche = await conta(`{ getTfParte(id_parte: ${cub.parte}) { ${campiTf} } }`);
    const tfPrec = await conta(`{ getTfParte(id_parte: 1, anno_scout: ${anno - 1}) { ${campiTf} } }`);
    const tfTante = await conta(`{ getTfParte(id_parte: 1, anno_scout: ${anno}) { ${campiTf} } }`);
    expect(tfTante).toBe(tfPrec);
    expect(tfPoche).toBeLessThanOrEqual(tfTante);
    expect(tfTante).toBeLessThanOrEqual(16);
    const bilanci = await conta(
      `{ elencaBilanci(anno_scout: ${anno}, id_parte: 1) { consuntivo voce { codice in_uso } } elencaVoci { in_uso } saldoAnnuale(id_parte: 1, anno_scout: ${anno}) { metodi { finale } } }`,
    );
    expect(bilanci).toBeLessThanOrEqual(8);
  });
});
