import { IMPORTO_MASSIMO } from '@zaino/domain/form-tesoreria';
import { LIMITI_INPUT } from '@zaino/domain/limiti-input';
import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/adapters/storage/disk-storage.ts';
import type { PostUrl } from '../src/adapters/storage/storage.ts';
import {
  type DemoUser,
  demoEmail,
  errorType,
  type GqlResult,
  gql,
  PUBLIC_URL,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { violazioni } from './invarianti-tesoreria.ts';
import { dbKinds } from './test-db.ts';
import { carica, JPG, PDF, PNG, scarica } from './upload.ts';
import { fileZip } from './zip.ts';

// Issue 11 attack review (decision 1116): the treasury's GraphQL operations and REST routes attacked
// as every kind of viewer, with bad amounts, over-allocations, past years, receipts, files and
// exports. Each test fails if the hole it names is open.

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';
const M_TE =
  'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }';
const POST_URL = 'mutation { createTransazioneFinanziariaAllegatoPostUrl }';

type Chi = DemoUser | 'anonimo';
const NON_SCRITTORI: Chi[] = ['revisore', 'capogruppo', 'capobranco', 'genitore', 'socio', 'anonimo'];

interface Fx {
  anno: number;
  /** A scout year long past (not current or future). */
  passato: number;
  /** The party of a child of 'genitore'. */
  figlio: number;
  unita: number;
  altro: number;
}

describe.each(dbKinds)('treasury attacks (issue 11) on %s', (kind) => {
  let t: TestApp;
  let fx: Fx;
  /** Milliseconds the file store's clock is moved ahead (expired links). */
  let avanti = 0;
  const storage = createDiskStorage({
    dir: undefined,
    secret: 'b'.repeat(32),
    publicUrl: PUBLIC_URL,
    adesso: () => Date.now() + avanti,
  });
  const token = new Map<Chi, string | null>([['anonimo', null]]);
  const chiama = (chi: Chi, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, token.get(chi));
  const tf = (m: Record<string, unknown>, chi: Chi = 'tesoriere') => chiama(chi, M_TF, { m });
  const te = (m: Record<string, unknown>, chi: Chi = 'tesoriere') => chiama(chi, M_TE, { m });
  const id = (r: GqlResult) => {
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return (r.data!.modificaTransazioneFinanziaria ?? r.data!.modificaTransazioneEconomica) as number;
  };
  /** The refusal's type and message, or 'ok' when the call went through. */
  const esito = (r: GqlResult) => (r.errors ? `${errorType(r)}: ${r.errors[0]!.message}` : 'ok');
  const pagamento = (extra: Record<string, unknown> = {}) => ({
    id_transazione_finanziaria: -1,
    id_parte_da: fx.figlio,
    id_parte_a: 1,
    importo: 10000,
    stato: 'completed',
    tipo_da: 'cash',
    tipo_a: 'cash',
    anno_scout: fx.anno,
    ...extra,
  });
  const dovuto = (extra: Record<string, unknown> = {}) => ({
    id_parte_da: fx.figlio,
    id_parte_a: 1,
    importo: 6000,
    causale_desc: 'Uscita di reparto',
    causale_tipo: 'altro',
    id_voce_a: 103,
    anno_scout: fx.anno,
    ...extra,
  });
  const riga = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  /** Every treasury row, so a refused write is seen to change nothing. */
  const impronta = async () =>
    riga<{ n: string }>(
      `select concat_ws('|',
        (select count(*) from transazioni), (select coalesce(sum(importo), 0) from transazioni),
        (select count(*) from transazioni_finanziarie), (select coalesce(sum(importo), 0) from transazioni_finanziarie),
        (select count(*) from transazioni_economiche), (select coalesce(sum(importo), 0) from transazioni_economiche),
        (select count(*) from allegati), (select count(*) from voci), (select count(*) from bilanci),
        (select coalesce(sum(preventivo), 0) from bilanci), (select count(*) from parti),
        (select count(*) from saldi_annuali), (select coalesce(sum(bank), 0) from saldi_annuali),
        (select count(*) from contatori_ricevute)) as n`,
    ).then((r) => r.n);
  const postUrl = async () => {
    const r = await chiama('tesoriere', POST_URL);
    expect(r.errors).toBeUndefined();
    return JSON.parse(r.data!.createTransazioneFinanziariaAllegatoPostUrl) as PostUrl;
  };
  const caricaAllegato = async (file: Buffer, nome: string) => {
    const post = await postUrl();
    expect((await carica(t.app, post, file, nome)).status).toBe(204);
    return post.fields.key!;
  };
  const nuovoAllegato = (s3_key: string, id_allegato = -1) => ({
    id_allegato,
    nome: 'x.pdf',
    dimensione: 1,
    s3_key,
  });
  const campo = async <T>(tabella: string, colonna: string, chiave: string, valore: number) =>
    (await riga<Record<string, T>>(`select ${colonna} as v from ${tabella} where ${chiave} = ${valore}`))
      .v as T;
  const signedUrl = async (idAllegato: number, chi: Chi = 'tesoriere') => {
    const r = await chiama(chi, `{ getAllegatoSignedUrl(id_allegato: ${idAllegato}) }`);
    expect(r.errors, esito(r)).toBeUndefined();
    return r.data!.getAllegatoSignedUrl as string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { storage });
    for (const u of [
      'tesoriere',
      'revisore',
      'capogruppo',
      'capobranco',
      'genitore',
      'genitore2',
      'socio',
    ] as const)
      token.set(u, await tokenFor(t.app, u));
    const { anno } = await riga<{ anno: number }>('select anno_scout as anno from anni_scout where attivo');
    // A year long closed: the demo's previous year may still count as current (spec 1 §4.3).
    const { passato } = await riga<{ passato: number }>(
      `insert into anni_scout select (jsonb_populate_record(null::anni_scout,
         to_jsonb(a) || '{"anno_scout": 2001, "attivo": false}'::jsonb)).* from anni_scout a where attivo
       returning anno_scout as passato`,
    );
    const { figlio } = await riga<{ figlio: number }>(
      `select pf.id_parte as figlio from auth_user u
       join parentele k on k.id_persona_genitore = u.id_persona
       join persone pf on pf.id_persona = k.id_persona_figlio
       where u.email = '${demoEmail('genitore')}' and pf.id_parte is not null
       order by pf.id_persona limit 1`,
    );
    const { unita } = await riga<{ unita: number }>('select min(id_parte) as unita from unita');
    const { altro } = await riga<{ altro: number }>(
      `insert into parti ("desc") values ('Comune di prova') returning id_parte as altro`,
    );
    fx = { anno, passato, figlio, unita, altro };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('permissions: every treasury write is refused to RCSEZ, leaders, a parent, a member and anonymous, and changes nothing', async () => {
    const esistente = id(await tf(pagamento()));
    const dovutoEsistente = id(await te(dovuto()));
    const scritture: [string, Record<string, unknown>][] = [
      [M_TF, { m: pagamento() }],
      [M_TF, { m: { id_transazione_finanziaria: esistente, elimina: true } }],
      [M_TF, { m: { ...pagamento({ id_transazione_finanziaria: esistente, importo: 1 }) } }],
      [M_TE, { m: dovuto() }],
      [M_TE, { m: { id_transazione_economica: dovutoEsistente, elimina: true } }],
      ['mutation { modificaVoce(modifica_voce: { codice: "E999", descrizione: "Furto" }) { id_voce } }', {}],
      ['mutation { modificaVoce(modifica_voce: { id_voce: 103, elimina: true }) { id_voce } }', {}],
      [
        `mutation { modificaBilancio(modifica_bilancio: { id_voce: 103, anno_scout: ${fx.anno}, id_parte: 1, preventivo: 1 }) { id_voce } }`,
        {},
      ],
      ['mutation { modificaParte(modifica_parte: { desc: "Soggetto abusivo" }) }', {}],
      [
        `mutation { modificaSaldoAnnuale(modifica_saldo_annuale: { anno_scout: ${fx.anno}, id_parte: 1, bank: 999 }) { bank } }`,
        {},
      ],
      [POST_URL, {}],
    ];
    const prima = await impronta();
    for (const chi of NON_SCRITTORI)
      for (const [query, variables] of scritture) {
        const r = await chiama(chi, query, variables);
        const atteso = chi === 'anonimo' ? ['UNAUTHENTICATED', 'FORBIDDEN'] : ['FORBIDDEN'];
        expect(atteso, `${chi}: ${query.slice(0, 60)} → ${esito(r)}`).toContain(errorType(r));
      }
    expect(await impronta()).toBe(prima);
  });

  it('permissions: RCSEZ reads every treasury list, search and detail; leaders, parents and members read none of the section', async () => {
    const idTf = id(await tf(pagamento()));
    const idTe = id(await te(dovuto()));
    const letture = [
      `{ getTeParte(id_parte: 1, anno_scout: ${fx.anno}) { id_transazione_economica } }`,
      `{ getTfParte(id_parte: 1, anno_scout: ${fx.anno}) { id_transazione_finanziaria } }`,
      `{ getTfParteTipo(id_parte: 1, tipo: cash, anno_scout: ${fx.anno}) { id_transazione_finanziaria } }`,
      `{ getTrasferimentiParte(id_parte: 1, anno_scout: ${fx.anno}) { id_transazione_finanziaria } }`,
      `{ getTeParte(id_parte: ${fx.unita}) { id_transazione_economica } }`,
      `{ elencaBilanci(anno_scout: ${fx.anno}, id_parte: 1) { id_voce } }`,
      `{ saldoAnnuale(id_parte: 1, anno_scout: ${fx.anno}) { bank } }`,
      '{ elencaVoci { id_voce } }',
      `{ transazioneFinanziaria(id_transazione_finanziaria: ${idTf}) { importo } }`,
      `{ transazioneEconomica(id_transazione_economica: ${idTe}) { importo } }`,
      '{ cercaTransazioneFinanziaria(search_key: "Uscita") { id_transazione_finanziaria } }',
      '{ cercaTransazioneEconomica(search_key: "Uscita di reparto") { id_transazione_economica } }',
      '{ cercaParte(search_key: "Comune") { id_parte } }',
      `{ cercaIscrizione(search_key: "Ross", anno_scout: ${fx.anno}) { id_iscrizione } }`,
    ];
    for (const query of letture) {
      const r = await chiama('revisore', query);
      expect(r.errors, `revisore: ${query}`).toBeUndefined();
    }
    for (const chi of ['capogruppo', 'capobranco', 'socio', 'genitore2', 'anonimo'] as const)
      for (const query of letture) {
        const r = await chiama(chi, query);
        expect(['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'], `${chi}: ${query} → ${esito(r)}`).toContain(
          errorType(r),
        );
      }
    // The parent reads their child's payment and due (the front office), not the section's lists.
    expect(esito(await chiama('genitore', letture[8]!))).toBe('ok');
    expect(esito(await chiama('genitore', letture[0]!))).toMatch(/^FORBIDDEN/);
  });

  it('money: zero is a valid payment, but negative, fractional, unsafe or textual amounts are refused in Italian and change nothing', async () => {
    const zero = id(await tf(pagamento({ importo: 0 })));
    expect(
      await riga(
        `select numero_ricevuta from transazioni_finanziarie where id_transazione_finanziaria = ${zero}`,
      ),
    ).toEqual({ numero_ricevuta: null });
    const prima = await impronta();
    const cattivi: unknown[] = [-1, 10.5, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, '10000', '1e3', null];
    const tentativi: [string, (v: unknown) => Promise<GqlResult>][] = [
      ['importo del pagamento', (v) => tf(pagamento({ importo: v }))],
      ['commissione', (v) => tf(pagamento({ commissione_a: v }))],
      [
        'importo del collegamento',
        (v) =>
          tf(
            pagamento({ transazioni: [{ id_transazione: -1, importo: v, transazione_economica: dovuto() }] }),
          ),
      ],
      ['importo del dovuto', (v) => te(dovuto({ importo: v }))],
      [
        'preventivo',
        (v) =>
          chiama(
            'tesoriere',
            'mutation($p: Cents) { modificaBilancio(modifica_bilancio: { id_voce: 103, anno_scout: ' +
              fx.anno +
              ', id_parte: 1, preventivo: $p }) { id_voce } }',
            { p: v },
          ),
      ],
      [
        'saldo',
        (v) =>
          chiama(
            'tesoriere',
            'mutation($b: Cents) { modificaSaldoAnnuale(modifica_saldo_annuale: { anno_scout: ' +
              fx.anno +
              ', id_parte: 1, bank: $b }) { bank } }',
            { b: v },
          ),
      ],
    ];
    for (const [cosa, prova] of tentativi)
      for (const v of cattivi) {
        // A negative opening balance is an overdrawn account; a missing forecast, balance or fee is zero.
        if (cosa === 'saldo' && v === -1) continue;
        if (v === null && !cosa.startsWith('importo')) continue;
        const r = await prova(v);
        expect(r.errors, `${cosa} = ${String(v)}`).toBeDefined();
        // Italian, from the Cents scalar or the domain schema: never GraphQL's English.
        expect(r.errors![0]!.message, `${cosa} = ${String(v)}`).toMatch(
          /[Ii]mporto|commissione|non valid|valido/,
        );
        expect(r.errors![0]!.message).not.toMatch(/Expected|Variable|Int cannot/);
      }
    expect(await impronta()).toBe(prima);
  });

  it('money: one amount stops at 10,000,000 €, so the totals of many stay exact on every screen', async () => {
    const oltre = await tf(
      pagamento({ id_parte_da: fx.altro, id_parte_a: fx.unita, importo: IMPORTO_MASSIMO + 1 }),
    );
    expect(esito(oltre)).toBe(`VALIDATION: ${MSG_TRANSAZIONI.importoMassimo}`);
    // Before the ceiling, two accepted payments near 2^53 made saldoAnnuale fail as a whole.
    for (let i = 0; i < 3; i++)
      id(await tf(pagamento({ id_parte_da: fx.altro, id_parte_a: fx.unita, importo: IMPORTO_MASSIMO })));
    const r = await chiama(
      'tesoriere',
      `{ saldoAnnuale(id_parte: ${fx.unita}, anno_scout: ${fx.anno}) { metodi { tipo entrate } } }`,
    );
    expect(r.errors).toBeUndefined();
    const cassa = (r.data!.saldoAnnuale.metodi as { tipo: string; entrate: number }[]).find(
      (m) => m.tipo === 'cash',
    )!;
    expect(cassa.entrate).toBeGreaterThanOrEqual(3 * IMPORTO_MASSIMO);
  });

  it('sizes (issue 22): a 900 KB cause (over the body limit), a 200 KB one, long details, 501 links or 21 attachments are refused in Italian; nothing is written', async () => {
    const prima = await impronta();
    const tentativi: [string, GqlResult][] = [
      ['causale_desc', await te(dovuto({ causale_desc: 'x'.repeat(200 * 1024) }))],
      ['causale_dettagli', await te(dovuto({ causale_dettagli: 'y'.repeat(LIMITI_INPUT.testoLungo + 1) }))],
      // Inside a payment: a new due nested in one of its links.
      [
        'causale_desc',
        await tf(
          pagamento({
            transazioni: [
              {
                id_transazione: -1,
                importo: 100,
                transazione_economica: dovuto({ causale_desc: 'z'.repeat(201) }),
              },
            ],
          }),
        ),
      ],
      [
        'transazioni',
        await tf(
          pagamento({
            transazioni: Array.from({ length: LIMITI_INPUT.collegamenti + 1 }, () => ({
              id_transazione: -1,
              id_transazione_economica: 1,
              importo: 1,
            })),
          }),
        ),
      ],
      [
        'allegati',
        await tf(
          pagamento({
            allegati: Array.from({ length: LIMITI_INPUT.allegati + 1 }, (_, i) =>
              nuovoAllegato(`k${i}`, -1 - i),
            ),
          }),
        ),
      ],
    ];
    for (const [nome, r] of tentativi) {
      expect(errorType(r), nome).toBe('VALIDATION');
      expect(r.errors![0]!.message, nome).toMatch(
        new RegExp(
          `^(Testo troppo lungo|Troppi elementi) in modifica_transazione_\\w+\\.(\\S+\\.)?${nome}: al massimo \\d+`,
        ),
      );
    }
    const enorme = await te(dovuto({ causale_desc: 'x'.repeat(900 * 1024) }));
    expect(enorme.status).toBe(413);
    expect(enorme.data).toBeUndefined();
    expect(await impronta()).toBe(prima);
    // At the bound the cause is saved whole.
    const desc = 'd'.repeat(LIMITI_INPUT.causaleDesc);
    const nuovo = id(await te(dovuto({ causale_desc: desc })));
    expect(await campo('transazioni_economiche', 'causale_desc', 'id_transazione_economica', nuovo)).toBe(
      desc,
    );
  });

  it('money: links beyond the payment’s amount are refused, alone, split over dues, from the due’s side, or by lowering the amount', async () => {
    const prima = await impronta();
    const oltre = [
      await tf(
        pagamento({
          transazioni: [
            { id_transazione: -1, importo: 10001, transazione_economica: dovuto({ importo: 20000 }) },
          ],
        }),
      ),
      await tf(
        pagamento({
          transazioni: [
            { id_transazione: -1, importo: 6000, transazione_economica: dovuto() },
            { id_transazione: -2, importo: 6000, transazione_economica: dovuto() },
          ],
        }),
      ),
    ];
    for (const r of oltre) expect(esito(r)).toMatch(/^CONFLICT: I collegamenti \(/);
    expect(await impronta()).toBe(prima);

    // Paid to another subject: no receipt number, so its amount may still change.
    const idTf = id(
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          transazioni: [
            {
              id_transazione: -1,
              importo: 8000,
              transazione_economica: dovuto({ id_parte_a: fx.altro, id_voce_a: null, importo: 8000 }),
            },
          ],
        }),
      ),
    );
    const dalDovuto = await te(
      dovuto({ transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 5000 }] }),
    );
    expect(esito(dalDovuto)).toMatch(/^CONFLICT: I collegamenti \(130,00/);
    const { id_transazione } = await riga<{ id_transazione: number }>(
      `select id_transazione from transazioni where id_transazione_finanziaria = ${idTf}`,
    );
    const ridotto = await tf(
      pagamento({
        id_transazione_finanziaria: idTf,
        id_parte_a: fx.altro,
        importo: 7000,
        transazioni: [{ id_transazione, importo: 8000 }],
      }),
    );
    expect(esito(ridotto)).toBe(
      'CONFLICT: I collegamenti (80,00 €) superano l’importo del pagamento (70,00 €)',
    );
    // Raising the link from the due's side is the same allocation.
    const { id_transazione_economica } = await riga<{ id_transazione_economica: number }>(
      `select id_transazione_economica from transazioni where id_transazione = ${id_transazione}`,
    );
    const alzato = await te(
      dovuto({
        id_transazione_economica,
        id_parte_a: fx.altro,
        id_voce_a: null,
        importo: 8000,
        transazioni: [{ id_transazione, importo: 10500 }],
        conferma_eccedenza: true,
      }),
    );
    expect(esito(alzato)).toMatch(/^CONFLICT: I collegamenti \(105,00/);
    expect(
      await riga(`select importo::int as importo from transazioni where id_transazione = ${id_transazione}`),
    ).toEqual({ importo: 8000 });
  });

  it('money: a due linked twice to one payment is refused from either side', async () => {
    const idTe = id(await te(dovuto()));
    const idTf = id(await tf(pagamento()));
    const prima = await impronta();
    const dalPagamento = await tf(
      pagamento({
        id_transazione_finanziaria: idTf,
        transazioni: [
          { id_transazione: -1, importo: 100, id_transazione_economica: idTe },
          { id_transazione: -2, importo: 100, id_transazione_economica: idTe },
        ],
      }),
    );
    const dalDovuto = await te(
      dovuto({
        id_transazione_economica: idTe,
        transazioni: [
          { id_transazione: -1, id_transazione_finanziaria: idTf, importo: 100 },
          { id_transazione: -2, id_transazione_finanziaria: idTf, importo: 100 },
        ],
      }),
    );
    for (const r of [dalPagamento, dalDovuto])
      expect(esito(r)).toBe('CONFLICT: Il pagamento è già associato a questa transazione');
    expect(await impronta()).toBe(prima);
  });

  it('money: deleting a linked payment frees its dues in the same save; a numbered one is never deleted', async () => {
    const idTf = id(
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          transazioni: [
            {
              id_transazione: -1,
              importo: 10000,
              transazione_economica: dovuto({ id_parte_a: fx.altro, importo: 10000, id_voce_a: null }),
            },
          ],
        }),
      ),
    );
    const { idTe } = await riga<{ idTe: number }>(
      `select id_transazione_economica as "idTe" from transazioni where id_transazione_finanziaria = ${idTf}`,
    );
    const stato = () =>
      riga<{ stato: string; data_pagata: Date | null }>(
        `select stato, data_pagata from transazioni_economiche where id_transazione_economica = ${idTe}`,
      );
    expect((await stato()).stato).toBe('totale_completata');
    // Its state follows the payment's: rejected covers nothing.
    id(await tf(pagamento({ id_transazione_finanziaria: idTf, id_parte_a: fx.altro, stato: 'rejected' })));
    expect(await stato()).toEqual({ stato: 'no', data_pagata: null });
    id(await tf(pagamento({ id_transazione_finanziaria: idTf, id_parte_a: fx.altro, stato: 'started' })));
    expect((await stato()).stato).toBe('totale_incorso');
    id(await tf({ id_transazione_finanziaria: idTf, elimina: true }));
    expect(await stato()).toEqual({ stato: 'no', data_pagata: null });

    const numerato = id(await tf(pagamento()));
    const r = await tf({ id_transazione_finanziaria: numerato, elimina: true });
    expect(esito(r)).toMatch(/^CONFLICT: Il pagamento ha la ricevuta n\. \d+ e non può essere eliminato$/);
  });

  it('money: a numbered payment keeps its payee, payer, amount, method, state, date and year', async () => {
    const idTf = id(await tf(pagamento({ data_pagata: '2026-11-02T10:00:00.000Z' })));
    const { numero_ricevuta: n } = await riga<{ numero_ricevuta: number }>(
      `select numero_ricevuta from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
    );
    expect(n).toBeGreaterThan(0);
    const prima = await impronta();
    const base = pagamento({ id_transazione_finanziaria: idTf, data_pagata: '2026-11-02T10:00:00.000Z' });
    for (const cambio of [
      { id_parte_a: fx.unita },
      { id_parte_da: fx.altro },
      { importo: 9999 },
      { tipo_da: 'bank', tipo_a: 'bank' },
      { tipo_da: 'satispay', tipo_a: 'satispay' },
      { stato: 'rejected' },
      { data_pagata: '2026-11-03T10:00:00.000Z' },
      { anno_scout: fx.anno + 1 },
    ]) {
      const r = await tf({ ...base, ...cambio });
      expect(esito(r), JSON.stringify(cambio)).toMatch(
        new RegExp(`^(CONFLICT: Il pagamento ha la ricevuta n\\. ${n}:|NOT_FOUND: Anno scout)`),
      );
    }
    expect(await impronta()).toBe(prima);
  });

  it('money: a movement from a party to itself on the same method is refused; a transfer needs two methods', async () => {
    const prima = await impronta();
    for (const tipo of ['cash', 'bank', 'satispay', 'stripe']) {
      const r = await tf(pagamento({ id_parte_da: 1, id_parte_a: 1, tipo_da: tipo, tipo_a: tipo }));
      expect(esito(r), tipo).toBe(`VALIDATION: ${MSG_TRANSAZIONI.stessoSoggetto}`);
    }
    expect(await impronta()).toBe(prima);
    // A real transfer (two methods of the section) is recorded, with no receipt.
    const trasferimento = id(
      await tf(pagamento({ id_parte_da: 1, id_parte_a: 1, tipo_da: 'cash', tipo_a: 'bank' })),
    );
    expect(
      await riga(
        `select numero_ricevuta from transazioni_finanziarie where id_transazione_finanziaria = ${trasferimento}`,
      ),
    ).toEqual({ numero_ricevuta: null });
  });

  it('years: nothing is added to a past year — payments, dues (also inside a payment), budget lines, opening balances, moves', async () => {
    const idTf = id(await tf(pagamento({ id_parte_a: fx.altro })));
    const idTe = id(await te(dovuto()));
    const prima = await impronta();
    const passato = fx.passato;
    const tentativi: [string, Promise<GqlResult>][] = [
      ['pagamento', tf(pagamento({ anno_scout: passato }))],
      ['causale', te(dovuto({ anno_scout: passato }))],
      [
        'causale nuova dentro un pagamento',
        tf(
          pagamento({
            id_parte_a: fx.altro,
            transazioni: [
              {
                id_transazione: -1,
                importo: 100,
                transazione_economica: dovuto({ id_parte_a: fx.altro, id_voce_a: null, anno_scout: passato }),
              },
            ],
          }),
        ),
      ],
      [
        'pagamento spostato',
        tf(pagamento({ id_transazione_finanziaria: idTf, id_parte_a: fx.altro, anno_scout: passato })),
      ],
      ['causale spostata', te(dovuto({ id_transazione_economica: idTe, anno_scout: passato }))],
      [
        'riga di bilancio',
        chiama(
          'tesoriere',
          `mutation { modificaBilancio(modifica_bilancio: { id_voce: 103, anno_scout: ${passato}, id_parte: 1, preventivo: 100 }) { id_voce } }`,
        ),
      ],
      [
        'saldo iniziale',
        chiama(
          'tesoriere',
          `mutation { modificaSaldoAnnuale(modifica_saldo_annuale: { anno_scout: ${passato}, id_parte: 1, bank: 100 }) { bank } }`,
        ),
      ],
    ];
    for (const [cosa, r] of tentativi)
      expect(esito(await r), cosa).toBe('FORBIDDEN: Operazione non consentita');
    // A year that does not exist is not found (not a database error).
    for (const r of [
      await tf(pagamento({ id_transazione_finanziaria: idTf, id_parte_a: fx.altro, anno_scout: 1990 })),
      await te(dovuto({ id_transazione_economica: idTe, anno_scout: 1990 })),
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          transazioni: [
            {
              id_transazione: -1,
              importo: 100,
              transazione_economica: dovuto({ id_parte_a: fx.altro, id_voce_a: null, anno_scout: 1990 }),
            },
          ],
        }),
      ),
    ])
      expect(esito(r)).toBe('NOT_FOUND: Anno scout non trovato');
    expect(await impronta()).toBe(prima);
    // What is already in a past year may still be corrected (decision 1110) and keeps its year.
    const { vecchio } = await riga<{ vecchio: number }>(
      `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout, data_pagata)
       values (${fx.figlio}, ${fx.altro}, 500, 'completed', 'cash', 'cash', ${passato}, now()) returning id_transazione_finanziaria as vecchio`,
    );
    id(
      await tf(
        pagamento({
          id_transazione_finanziaria: vecchio,
          id_parte_a: fx.altro,
          importo: 450,
          anno_scout: null,
        }),
      ),
    );
    expect(
      await riga(
        `select importo::int as importo, anno_scout from transazioni_finanziarie where id_transazione_finanziaria = ${vecchio}`,
      ),
    ).toEqual({ importo: 450, anno_scout: passato });
    // The current year's opening balance is recorded.
    const saldo = await chiama(
      'tesoriere',
      `mutation { modificaSaldoAnnuale(modifica_saldo_annuale: { anno_scout: ${fx.anno}, id_parte: ${fx.unita}, bank: -250 }) { bank } }`,
    );
    expect(saldo.data?.modificaSaldoAnnuale).toEqual({ bank: -250 });
  });

  it('receipts: numbers stay gapless when a save that took one rolls back; a person or another subject gets none', async () => {
    const numero = (idTf: number) =>
      campo<number | null>('transazioni_finanziarie', 'numero_ricevuta', 'id_transazione_finanziaria', idTf);
    const primo = await numero(id(await tf(pagamento({ id_parte_a: fx.unita }))));
    expect(primo).toBeGreaterThan(0);
    // A save refused after everything but the number (a link beyond the amount) takes none.
    const rifiutato = await tf(
      pagamento({
        id_parte_a: fx.unita,
        transazioni: [
          {
            id_transazione: -1,
            importo: 20000,
            transazione_economica: dovuto({ id_parte_a: fx.unita, id_voce_a: null, importo: 20000 }),
          },
        ],
      }),
    );
    expect(esito(rifiutato)).toMatch(/^CONFLICT/);
    // A transaction that took a number and then failed gives it back.
    const { prossimoNumeroRicevuta } = await import('../src/modules/tesoreria/scritture.repo.ts');
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await prossimoNumeroRicevuta(tx as never, fx.unita, fx.anno)).toBe(primo! + 1);
        throw new Error('salvataggio fallito dopo il numero');
      }),
    ).rejects.toThrow('salvataggio fallito');
    expect(await numero(id(await tf(pagamento({ id_parte_a: fx.unita }))))).toBe(primo! + 1);

    for (const id_parte_a of [fx.altro, fx.figlio]) {
      const idTf = id(await tf(pagamento({ id_parte_da: 1, id_parte_a, transazioni: [] })));
      expect(await numero(idTf), `pagato a ${id_parte_a}`).toBeNull();
      expect(
        await campo('transazioni_finanziarie', 'ricevuta_id_allegato', 'id_transazione_finanziaria', idTf),
      ).toBeNull();
    }
  });

  it('receipts: the PDF of a family’s payment is theirs and the treasury’s, never another family’s or a leader’s', async () => {
    const idTf = id(await tf(pagamento()));
    const idRicevuta = await campo<number | null>(
      'transazioni_finanziarie',
      'ricevuta_id_allegato',
      'id_transazione_finanziaria',
      idTf,
    );
    expect(idRicevuta).toBeGreaterThan(0);
    for (const chi of ['genitore', 'revisore'] as const) {
      const res = await scarica(t.app, await signedUrl(idRicevuta!, chi));
      expect(res.statusCode, chi).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ricevuta-\d+-\d+\.pdf"$/);
    }
    for (const chi of ['genitore2', 'capobranco', 'socio'] as const) {
      const r = await chiama(chi, `{ getAllegatoSignedUrl(id_allegato: ${idRicevuta}) }`);
      expect(esito(r), chi).toBe('NOT_FOUND: Allegato non trovato');
    }
  });

  it('attachments: the real type decides, not the name; oversize, unknown, foreign and traversing keys are refused', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const falso = await postUrl();
    expect(await carica(t.app, falso, html, 'ricevuta.pdf')).toMatchObject({ status: 415 });
    const grande = await postUrl();
    expect(
      (await carica(t.app, grande, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf'))
        .status,
    ).toBe(413);

    const giaUsata = await caricaAllegato(PNG, 'foto.png');
    id(await tf(pagamento({ id_parte_a: fx.altro, allegati: [nuovoAllegato(giaUsata)] })));
    const ricevuta = await riga<{ s3_key: string }>(
      "select s3_key from allegati where s3_key like 'ricevute/%' limit 1",
    );
    const estratto = await t.app.inject({
      method: 'POST',
      url: '/esporta/estratto-conto/1/cash',
      headers: { authorization: `Bearer ${token.get('tesoriere')}` },
      payload: { anno_scout: fx.anno },
    });
    const chiaveEstratto = new URL(estratto.json().url).searchParams.get('key')!;
    expect(chiaveEstratto).toMatch(/^estratti-conto\//);
    const prima = await impronta();
    const chiavi: [string, string][] = [
      [falso.fields.key!, MSG_TRANSAZIONI.fileNonCaricato],
      [`${grande.fields.key!}.pdf`, MSG_TRANSAZIONI.fileNonCaricato],
      [(await postUrl()).fields.key!, MSG_TRANSAZIONI.fileNonCaricato],
      [giaUsata, MSG_TRANSAZIONI.fileGiaAllegato],
      [ricevuta.s3_key, MSG_TRANSAZIONI.fileNonCaricato],
      [chiaveEstratto, MSG_TRANSAZIONI.fileNonCaricato],
      ['../../../../etc/passwd', MSG_TRANSAZIONI.fileNonCaricato],
      [`allegati/../${ricevuta.s3_key}`, MSG_TRANSAZIONI.fileNonCaricato],
      [`${giaUsata.replace(/\.png$/, '')}/../../x.png`, MSG_TRANSAZIONI.fileNonCaricato],
    ];
    for (const [chiave, messaggio] of chiavi) {
      const r = await tf(pagamento({ id_parte_a: fx.altro, allegati: [nuovoAllegato(chiave)] }));
      expect(esito(r), chiave).toMatch(new RegExp(`^(VALIDATION|CONFLICT): ${messaggio}$`));
    }
    expect(await impronta()).toBe(prima);
  });

  it('attachments: downloads are attachments with a safe name, expire, and a link opens only its own file', async () => {
    const nome = 'a"b\\c;d\r\nSet-Cookie: x=1\u0000/../È.pdf';
    const chiave = await caricaAllegato(PDF, nome);
    const altraChiave = await caricaAllegato(JPG, 'foto.jpg');
    const idTf = id(
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          allegati: [nuovoAllegato(chiave), nuovoAllegato(altraChiave, -2)],
        }),
      ),
    );
    const allegati = await rows<{ id: number; nome: string; s3_key: string }>(
      t.database,
      `select id_allegato as id, nome, s3_key from allegati where id_transazione_finanziaria = ${idTf} order by id_allegato`,
    );
    // The row keeps the store's name (transliterated, no quotes, controls or slashes), not the client's.
    expect(allegati.map((a) => a.nome)).toEqual(['abcdSet-Cookie: x=1..E.pdf', 'foto.jpg']);
    const [pdf, jpg] = [await signedUrl(allegati[0]!.id), await signedUrl(allegati[1]!.id)];
    const res = await scarica(t.app, pdf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="abcdSet-Cookie: x=1..E.pdf"');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await scarica(t.app, jpg)).headers['content-disposition']).toBe(
      'attachment; filename="foto.jpg"',
    );

    // One link's signature does not open another file, or the same file under another name.
    const scambiata = new URL(pdf);
    scambiata.searchParams.set('key', new URL(jpg).searchParams.get('key')!);
    expect((await scarica(t.app, scambiata.toString())).statusCode).toBe(403);
    const rinominata = new URL(pdf);
    rinominata.searchParams.set('nome', 'fattura.html');
    expect((await scarica(t.app, rinominata.toString())).statusCode).toBe(403);
    const traversale = new URL(pdf);
    traversale.searchParams.set('key', '../../etc/passwd');
    expect((await scarica(t.app, traversale.toString())).statusCode).toBe(403);
    // Five minutes later the link is dead.
    avanti = 6 * 60 * 1000;
    try {
      expect((await scarica(t.app, pdf)).statusCode).toBe(403);
    } finally {
      avanti = 0;
    }
  });

  it('exports: no text cell of the XLSX statement starts a formula, even with a hostile payer and reason; its closing balance is saldoAnnuale’s', async () => {
    const { id_parte } = await riga<{ id_parte: number }>(
      `insert into parti ("desc") values (' =HYPERLINK("http://x.example","clic")') returning id_parte`,
    );
    id(
      await tf(
        pagamento({
          id_parte_da: id_parte,
          tipo_da: 'satispay',
          tipo_a: 'satispay',
          transazioni: [
            {
              id_transazione: -1,
              importo: 10000,
              transazione_economica: dovuto({
                id_parte_da: id_parte,
                importo: 10000,
                causale_desc: '@SUM(1+1)',
              }),
            },
          ],
        }),
      ),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/esporta/estratto-conto/1/satispay',
      headers: { authorization: `Bearer ${token.get('tesoriere')}` },
      payload: { anno_scout: fx.anno, formato: 'xlsx' },
    });
    const file = await scarica(t.app, res.json().url);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="estratto-conto-satispay-1-\d+\.xlsx"$/,
    );
    const xlsx = fileZip(file.rawPayload);
    const foglio = xlsx.get('xl/worksheets/sheet1.xml')!;
    const testi = (xlsx.get('xl/sharedStrings.xml') ?? '') + foglio;
    // Every text cell starts with the apostrophe when its text would start a formula (after blanks).
    const celle = [...testi.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
      m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    );
    expect(celle.some((c) => c.includes('HYPERLINK'))).toBe(true);
    for (const c of celle) expect(c, c).not.toMatch(/^\s*[=+\-@]/);
    const saldo = await chiama(
      'tesoriere',
      `{ saldoAnnuale(id_parte: 1, anno_scout: ${fx.anno}) { metodi { tipo finale } } }`,
    );
    const finale = (saldo.data!.saldoAnnuale.metodi as { tipo: string; finale: number }[]).find(
      (m) => m.tipo === 'satispay',
    )!.finale;
    const righe = [...foglio.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((m) => m[1]!);
    expect(Number([...righe.at(-1)!.matchAll(/<v>([^<]*)<\/v>/g)].at(-1)![1])).toBeCloseTo(finale / 100, 2);
  });

  it('parties: a new subject needs a sensible name; the other-subject search never returns a person, unit or group', async () => {
    const prima = await impronta();
    for (const desc of ['', '   ', 'ab', 'x'.repeat(101), 'Ditta\u0000Rossi'])
      expect(
        esito(
          await chiama('tesoriere', 'mutation($d: String!) { modificaParte(modifica_parte: { desc: $d }) }', {
            d: desc,
          }),
        ),
        JSON.stringify(desc),
      ).toMatch(/^VALIDATION: /);
    expect(await impronta()).toBe(prima);
    const cerca = await chiama(
      'tesoriere',
      'query($k: String!) { cercaParte(search_key: $k) { id_parte } }',
      { k: 'Co\u0000mune' },
    );
    expect(esito(cerca)).toBe('VALIDATION: Il testo contiene un carattere non ammesso');
    const nuovo = await chiama(
      'tesoriere',
      'mutation { modificaParte(modifica_parte: { desc: "  Pro Loco  " }) }',
    );
    expect(await campo('parti', '"desc"', 'id_parte', nuovo.data!.modificaParte as number)).toBe('Pro Loco');

    const nomi = await rows<{ desc: string }>(
      t.database,
      `select p."desc" from parti p where p."desc" is not null and length(p."desc") >= 4
         and (p.id_persona is not null or p.id_unita is not null or p.id_gruppo is not null or p.id_parte = 1
              or p.id_parte in (select id_parte from unita union select id_parte from gruppi))
       order by p.id_parte limit 5`,
    );
    expect(nomi.length).toBeGreaterThan(0);
    for (const { desc } of nomi) {
      const r = await chiama('tesoriere', 'query($k: String!) { cercaParte(search_key: $k) { id_parte } }', {
        k: desc.slice(0, 20),
      });
      expect(r.errors).toBeUndefined();
      const tipi = await rows<{ n: number }>(
        t.database,
        `select count(*)::int as n from parti where id_parte in (${[0, ...(r.data!.cercaParte as { id_parte: number }[]).map((p) => p.id_parte)].join(',')})
           and (id_parte = 1 or id_parte in (select id_parte from unita union select id_parte from gruppi) or id_persona is not null)`,
      );
      expect(tipi[0]!.n, desc).toBe(0);
    }
  });

  it('permissions: guessed ids of another family’s payments, dues, party, attachments and statements read as not found', async () => {
    const idTf = id(await tf(pagamento({ allegati: [] })));
    const idTe = id(await te(dovuto()));
    const chiave = await caricaAllegato(PDF, 'scontrino.pdf');
    const conAllegato = id(
      await tf(
        pagamento({
          allegati: [{ id_allegato: -1, nome: 'x.pdf', dimensione: 1, s3_key: chiave }],
        }),
      ),
    );
    const { id_allegato } = await riga<{ id_allegato: number }>(
      `select id_allegato from allegati where id_transazione_finanziaria = ${conAllegato}`,
    );
    for (const chi of ['genitore2', 'capobranco', 'capogruppo'] as const) {
      for (const query of [
        `{ transazioneFinanziaria(id_transazione_finanziaria: ${idTf}) { importo } }`,
        `{ transazioneEconomica(id_transazione_economica: ${idTe}) { importo } }`,
        `{ getAllegatoSignedUrl(id_allegato: ${id_allegato}) }`,
        `{ getTfParte(id_parte: ${fx.figlio}) { importo } }`,
        `{ getTeParte(id_parte: ${fx.figlio}) { importo } }`,
      ]) {
        const r = await chiama(chi, query);
        // A leader who sees the child as a person is told 'not allowed'; to anyone else it is missing.
        const atteso =
          chi === 'genitore2' || !query.includes('Parte') ? ['NOT_FOUND'] : ['NOT_FOUND', 'FORBIDDEN'];
        expect(atteso, `${chi}: ${query} → ${esito(r)}`).toContain(errorType(r));
      }
      for (const percorso of [`${fx.figlio}/cash`, '1/bank', `${fx.unita}/cash`]) {
        const r = await t.app.inject({
          method: 'POST',
          url: `/esporta/estratto-conto/${percorso}`,
          headers: { authorization: `Bearer ${token.get(chi)}` },
          payload: { anno_scout: fx.anno },
        });
        expect(r.statusCode, `${chi} ${percorso}`).toBe(403);
        expect(r.json().errorType).toBe('FORBIDDEN');
      }
    }
    // The child's own parent does read them.
    const suo = await chiama('genitore', `{ getAllegatoSignedUrl(id_allegato: ${id_allegato}) }`);
    expect(esito(suo)).toBe('ok');
  });
  if (kind === 'postgres') {
    describe('races on PostgreSQL', () => {
      it('links added from dues, raised, and the payment lowered, all at once: never beyond its amount, states exact', async () => {
        const idTf = id(
          await tf(
            pagamento({
              id_parte_a: fx.altro,
              transazioni: [
                {
                  id_transazione: -1,
                  importo: 4000,
                  transazione_economica: dovuto({ id_parte_a: fx.altro, id_voce_a: null, importo: 4000 }),
                },
              ],
            }),
          ),
        );
        const link = await riga<{ id_transazione: number; id_te: number }>(
          `select id_transazione, id_transazione_economica as id_te from transazioni where id_transazione_finanziaria = ${idTf}`,
        );
        const nuovoLink = (i: number) =>
          te(
            dovuto({
              id_parte_a: fx.altro,
              id_voce_a: null,
              importo: 3000,
              causale_desc: `Gara ${i}`,
              transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 3000 }],
            }),
          );
        const abbassa = () =>
          tf(
            pagamento({
              id_transazione_finanziaria: idTf,
              id_parte_a: fx.altro,
              importo: 7000,
              transazioni: [{ id_transazione: link.id_transazione, importo: 4000 }],
            }),
          );
        const alza = () =>
          te(
            dovuto({
              id_transazione_economica: link.id_te,
              id_parte_a: fx.altro,
              id_voce_a: null,
              importo: 4000,
              conferma_eccedenza: true,
              transazioni: [{ id_transazione: link.id_transazione, importo: 6000 }],
            }),
          );
        const risposte = await Promise.all([
          ...Array.from({ length: 6 }, (_, i) => nuovoLink(i)),
          abbassa(),
          alza(),
          abbassa(),
          alza(),
        ]);
        // Refused for the amount (never a deadlock or a database error); a loaded pool may time out.
        for (const r of risposte.filter((x) => x.errors))
          expect(['CONFLICT', 'DB_UNAVAILABLE'], esito(r)).toContain(errorType(r));
        const { importo, allocato } = await riga<{ importo: number; allocato: number }>(
          `select f.importo::int as importo, coalesce(sum(l.importo), 0)::int as allocato
           from transazioni_finanziarie f left join transazioni l using (id_transazione_finanziaria)
           where f.id_transazione_finanziaria = ${idTf} group by f.importo`,
        );
        expect(allocato).toBeLessThanOrEqual(importo);
        expect(risposte.filter((r) => !r.errors).length).toBeGreaterThan(0);
        expect(await violazioni(t)).toEqual([]);
      });

      it('receipt numbers stay 1..n without gaps while other saves take a number and roll back', async () => {
        const { prossimoNumeroRicevuta } = await import('../src/modules/tesoreria/scritture.repo.ts');
        const ultimo = async () =>
          Number(
            (
              await riga<{ n: number | null }>(
                `select max(numero_ricevuta) as n from transazioni_finanziarie where id_parte_a = ${fx.unita} and anno_scout = ${fx.anno}`,
              )
            ).n ?? 0,
          );
        const base = await ultimo();
        const annullata = () =>
          t.database.db
            .transaction(async (tx) => {
              await prossimoNumeroRicevuta(tx as never, fx.unita, fx.anno);
              throw new Error('annullata');
            })
            .catch((e: Error) => e.message);
        const risposte = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            i % 2 === 0 ? tf(pagamento({ id_parte_a: fx.unita, importo: 100 + i })) : annullata(),
          ),
        );
        expect(risposte.filter((r) => r === 'annullata')).toHaveLength(10);
        const salvate = risposte.filter((r): r is GqlResult => typeof r !== 'string');
        for (const r of salvate) expect(r.errors, esito(r)).toBeUndefined();
        const numeri = await rows<{ n: number }>(
          t.database,
          `select numero_ricevuta as n from transazioni_finanziarie where id_parte_a = ${fx.unita} and anno_scout = ${fx.anno} and numero_ricevuta > ${base} order by 1`,
        );
        expect(numeri.map((r) => r.n)).toEqual(Array.from({ length: 10 }, (_, i) => base + i + 1));
        expect(await ultimo()).toBe(base + 10);
      });
    });
  }
});
