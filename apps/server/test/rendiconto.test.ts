import { formatEuro } from '@zaino/domain/formato';
import { righeIdentita } from '@zaino/domain/identita-sezione';
import { rigaModello, TESTI_RENDICONTO } from '@zaino/domain/rendiconto-ets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { VOCI } from '../src/db/seed/tesoreria.ts';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { testoPdf } from './pdf-testo.ts';
import { dbKinds } from './test-db.ts';
import { scarica } from './upload.ts';
import { fileZip } from './zip.ts';

// Decision 1140: the ETS cash-basis statement of the section. On generated data in two scout years
// of their own, its totals equal the completed payments' links by mapped item (summed here from the
// data as generated), the budget page's actuals, and the annual balances' movements.

const ANNO = 2090;
const METODI = ['bank', 'cash', 'satispay', 'stripe'] as const;
const STATI = ['completed', 'completed', 'completed', 'started', 'rejected', 'initiated'] as const;

/** A small deterministic generator (the same data on both databases). */
function generatore(seme: number) {
  let s = seme;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return {
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

interface Generato {
  anno: number;
  id_voce: number;
  importo: number;
}

const Q = (s: string) => `{ rendicontoEts(anno_scout: ${ANNO}) {
  anno_scout
  sezioni { sezione uscite { righe { codice anno precedente } totale { anno precedente } }
    entrate { righe { codice anno precedente } totale { anno precedente } } risultato { anno precedente } }
  non_classificate { codice anno precedente }
  totale_uscite { anno precedente } totale_entrate { anno precedente } risultato { anno precedente } ${s} } }`;

describe.each(dbKinds)('ETS cash-basis statement on %s', (kind) => {
  let t: TestApp;
  let tesoriere: string;
  /** the completed links by year and item, as generated */
  const attesi: Generato[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    tesoriere = await tokenFor(t.app, 'tesoriere');
    const persone = (
      await rows<{ id: number }>(
        t.database,
        'select id_parte as id from parti where id_persona is not null order by id_parte limit 12',
      )
    ).map((r) => r.id);
    const g = generatore(7);
    const sql: string[] = [];
    for (const anno of [ANNO - 1, ANNO]) {
      sql.push(`insert into anni_scout (anno_scout, inizio_fiscale, limite_iscrizioni, limite_mora, quota_giovani_nuovi,
        quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi)
        values (${anno}, '${anno}-09-01', '${anno}-10-31', '${anno}-11-30', 10000, 9000, 5000, 5000)`);
      for (const [id_voce] of VOCI)
        sql.push(
          `insert into bilanci (id_parte, anno_scout, id_voce, preventivo) values (1, ${anno}, ${id_voce}, 100000)`,
        );
    }
    for (const s of sql) await rows(t.database, s);
    let teId = 900_000;
    let tfId = 900_000;
    for (const anno of [ANNO - 1, ANNO]) {
      for (let i = 0; i < 40; i++) {
        const [id_voce, codice] = g.pick(VOCI);
        const persona = g.pick(persone);
        const entrata = codice.startsWith('E');
        const importo = g.int(1, 500) * 100 + g.int(0, 99);
        // income: the person pays the section; expense: the section pays the person
        const [da, a] = entrata ? [persona, 1] : [1, persona];
        const voce = entrata ? `null, ${id_voce}` : `${id_voce}, null`;
        teId++;
        await rows(
          t.database,
          `insert into transazioni_economiche (id_transazione_economica, id_parte_da, id_parte_a, importo, causale_desc,
            id_voce_da, id_voce_a, anno_scout) values (${teId}, ${da}, ${a}, ${importo}, 'Generata ${i}', ${voce}, ${anno})`,
        );
        // one or two payments, each covering part of the due, fully linked
        const parti = g.int(1, 2);
        let resto = importo;
        for (let p = 0; p < parti; p++) {
          const quota = p === parti - 1 ? resto : Math.floor(resto / 2);
          resto -= quota;
          const stato = g.pick(STATI);
          const metodo = g.pick(METODI);
          tfId++;
          await rows(
            t.database,
            `insert into transazioni_finanziarie (id_transazione_finanziaria, id_parte_da, id_parte_a, importo, stato,
              tipo_da, tipo_a, data_pagata, anno_scout) values (${tfId}, ${da}, ${a}, ${quota}, '${stato}', '${metodo}', '${metodo}',
              ${stato === 'completed' ? `'${anno}-12-01'` : 'null'}, ${anno})`,
          );
          await rows(
            t.database,
            `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${teId}, ${tfId}, ${quota})`,
          );
          if (stato === 'completed') attesi.push({ anno, id_voce, importo: quota });
        }
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const somma = (anno: number, tipo: 'E' | 'U') =>
    attesi
      .filter((x) => x.anno === anno && VOCI.find((v) => v[0] === x.id_voce)![1].startsWith(tipo))
      .reduce((s, x) => s + x.importo, 0);

  it('totals equal the completed payments by mapped item; each line is the sum of its items', async () => {
    const r = (await gql(t.app, Q(''), {}, tesoriere)).data!.rendicontoEts;
    expect(somma(ANNO, 'E')).toBeGreaterThan(0);
    expect(somma(ANNO, 'U')).toBeGreaterThan(0);
    expect(r.totale_entrate).toEqual({ anno: somma(ANNO, 'E'), precedente: somma(ANNO - 1, 'E') });
    expect(r.totale_uscite).toEqual({ anno: somma(ANNO, 'U'), precedente: somma(ANNO - 1, 'U') });
    expect(r.risultato.anno).toBe(somma(ANNO, 'E') - somma(ANNO, 'U'));
    expect(r.non_classificate).toEqual([]);
    const righe = (
      r.sezioni as {
        uscite: { righe: { codice: string; anno: number; precedente: number }[] };
        entrate: { righe: { codice: string; anno: number; precedente: number }[] };
      }[]
    ).flatMap((s) => [...s.uscite.righe, ...s.entrate.righe]);
    for (const riga of righe) {
      const voci = VOCI.filter((v) => v[3] === riga.codice).map((v) => v[0] as number);
      const su = (anno: number) =>
        attesi.filter((x) => x.anno === anno && voci.includes(x.id_voce)).reduce((s, x) => s + x.importo, 0);
      expect([riga.codice, riga.anno, riga.precedente]).toEqual([riga.codice, su(ANNO), su(ANNO - 1)]);
      expect(rigaModello(riga.codice)).toBeDefined();
    }
  });

  it('agrees with the budget page (actuals by item) and with the annual balances (movements by method)', async () => {
    const r = (await gql(t.app, Q(''), {}, tesoriere)).data!.rendicontoEts;
    for (const [anno, chiave] of [
      [ANNO, 'anno'],
      [ANNO - 1, 'precedente'],
    ] as const) {
      const b = await gql(
        t.app,
        `{ elencaBilanci(anno_scout: ${anno}, id_parte: 1) { consuntivo voce { tipo } } }`,
        {},
        tesoriere,
      );
      const linee = b.data!.elencaBilanci as { consuntivo: number; voce: { tipo: string } }[];
      const bilancio = (tipo: string) =>
        linee.filter((l) => l.voce.tipo === tipo).reduce((s, l) => s + l.consuntivo, 0);
      expect(r.totale_entrate[chiave]).toBe(bilancio('E'));
      expect(r.totale_uscite[chiave]).toBe(bilancio('U'));
      // Every section payment of these years is linked in full to a section due with an item and
      // carries no commission: the balance's movements are then exactly the statement's result.
      const s = await gql(
        t.app,
        `{ saldoAnnuale(id_parte: 1, anno_scout: ${anno}) { metodi { entrate uscite } } }`,
        {},
        tesoriere,
      );
      const metodi = s.data!.saldoAnnuale.metodi as { entrate: number; uscite: number }[];
      expect(metodi.reduce((x, m) => x + m.entrate - m.uscite, 0)).toBe(r.risultato[chiave]);
    }
  });

  it('an item without a line is shown apart and still counted; mapping it on Voci moves it onto its line', async () => {
    const prima = (await gql(t.app, Q(''), {}, tesoriere)).data!.rendicontoEts;
    await rows(t.database, `update voci set riga_ets = null where id_voce = 101`);
    const senza = (await gql(t.app, Q(''), {}, tesoriere)).data!.rendicontoEts;
    expect(senza.non_classificate.map((n: { codice: string }) => n.codice)).toEqual(['E01']);
    expect(senza.totale_entrate).toEqual(prima.totale_entrate);
    const m = await gql(
      t.app,
      'mutation { modificaVoce(modifica_voce: { id_voce: 101, codice: "E01", descrizione: "Quote associative", riga_ets: "EA1" }) { riga_ets } }',
      {},
      tesoriere,
    );
    expect(m.data!.modificaVoce.riga_ets).toBe('EA1');
    expect((await gql(t.app, Q(''), {}, tesoriere)).data!.rendicontoEts).toEqual(prima);
  });

  it('modificaVoce refuses a line of the other kind and changes nothing; a code of the other kind clears the line', async () => {
    const errato = await gql(
      t.app,
      'mutation { modificaVoce(modifica_voce: { id_voce: 105, codice: "U01", descrizione: "Quote nazionali e assicurazione", riga_ets: "EA1" }) { riga_ets } }',
      {},
      tesoriere,
    );
    expect(errato.errors?.[0]?.extensions?.errorType).toBe('VALIDATION');
    expect(errato.errors?.[0]?.message).toContain('Una voce di entrata va su una riga di entrata');
    const [v] = await rows<{ riga_ets: string }>(t.database, 'select riga_ets from voci where id_voce = 105');
    expect(v!.riga_ets).toBe('UA5');
    const nuova = await gql(
      t.app,
      'mutation { modificaVoce(modifica_voce: { codice: "U77", descrizione: "Prova", riga_ets: "UB2" }) { id_voce riga_ets } }',
      {},
      tesoriere,
    );
    expect(nuova.data!.modificaVoce.riga_ets).toBe('UB2');
    const cambiata = await gql(
      t.app,
      `mutation { modificaVoce(modifica_voce: { id_voce: ${nuova.data!.modificaVoce.id_voce}, codice: "E77", descrizione: "Prova" }) { riga_ets } }`,
      {},
      tesoriere,
    );
    expect(cambiata.data!.modificaVoce.riga_ets).toBeNull();
  });

  const esporta = (token: string | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/esporta/rendiconto',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });

  it('PDF: the section identity, the title, the lines and the totals of both years', async () => {
    const res = await esporta(tesoriere, { anno_scout: ANNO });
    expect(res.statusCode, res.body).toBe(200);
    const file = await scarica(t.app, res.json().url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="rendiconto-per-cassa-${ANNO}.pdf"`,
    );
    const testo = testoPdf(file.rawPayload);
    const compatto = (s: string) => s.replace(/\s/g, '');
    for (const r of [IDENTITA_DEMO.denominazione, ...righeIdentita(IDENTITA_DEMO)])
      expect(compatto(testo)).toContain(compatto(r));
    expect(compatto(testo)).toContain(compatto(`Rendiconto per cassa - anno scout ${ANNO}/${ANNO + 1}`));
    expect(testo).toContain('Entrate da quote associative e apporti dei fondatori');
    expect(testo).toContain(TESTI_RENDICONTO.totaleEntrate);
    expect(testo).toContain(formatEuro(somma(ANNO, 'E')));
    expect(testo).toContain(formatEuro(somma(ANNO - 1, 'U')));
  });

  it('XLSX: identity, title, header and the overall totals in euros', async () => {
    const res = await esporta(tesoriere, { anno_scout: ANNO, formato: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const file = await scarica(t.app, res.json().url);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="rendiconto-per-cassa-${ANNO}.xlsx"`,
    );
    const xlsx = fileZip(file.rawPayload);
    const foglio = xlsx.get('xl/worksheets/sheet1.xml')!;
    const testi = xlsx.get('xl/sharedStrings.xml') ?? foglio;
    for (const r of [IDENTITA_DEMO.denominazione, ...righeIdentita(IDENTITA_DEMO)])
      expect(testi).toContain(r);
    expect(testi).toContain(`Rendiconto per cassa - anno scout ${ANNO}/${ANNO + 1}`);
    expect(testi).toContain('Su rapporti bancari');
    expect(foglio).toContain(`<v>${somma(ANNO, 'E') / 100}</v>`);
    expect(foglio).toContain(`<v>${somma(ANNO - 1, 'U') / 100}</v>`);
  });

  it('treasury readers (RCSEZ too) read and export; leaders and families are refused; bad input is a clear error', async () => {
    const revisore = await tokenFor(t.app, 'revisore');
    expect((await esporta(revisore, { anno_scout: ANNO, formato: 'xlsx' })).statusCode).toBe(200);
    expect((await gql(t.app, Q(''), {}, revisore)).data?.rendicontoEts.anno_scout).toBe(ANNO);
    for (const chi of ['capogruppo', 'genitore'] as const) {
      const token = await tokenFor(t.app, chi);
      expect((await esporta(token, { anno_scout: ANNO })).statusCode, chi).toBe(403);
      expect((await gql(t.app, Q(''), {}, token)).errors?.[0]?.extensions?.errorType, chi).toBe('FORBIDDEN');
    }
    expect((await esporta(null, { anno_scout: ANNO })).statusCode).toBe(401);
    const male = await esporta(tesoriere, { anno_scout: ANNO, formato: 'docx' });
    expect(male.statusCode).toBe(400);
    expect(male.json().message).toContain('Formato non valido');
  });
});
