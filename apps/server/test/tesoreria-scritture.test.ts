import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import fc from 'fast-check';
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
import { violazioni } from './invarianti-tesoreria.ts';
import { dbKinds, postgresUrl } from './test-db.ts';
import { carica, PDF } from './upload.ts';

// Issue 11, spec 3 §4–§5 and §7, DESIGN.md §7, decision 1110: payment and due writes, their rules and
// Italian refusals, the invariants under random sequences, receipt numbers.

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';
const M_TE =
  'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }';

interface Fx {
  anno: number;
  persona: number;
  unita: number;
  altro: number;
}

describe.each(dbKinds)('payment and due writes (issue 11) on %s', (kind) => {
  let t: TestApp;
  let fx: Fx;
  const token = new Map<DemoUser, string>();
  const tf = (m: Record<string, unknown>, chi: DemoUser = 'tesoriere') =>
    gql(t.app, M_TF, { m }, token.get(chi));
  const te = (m: Record<string, unknown>, chi: DemoUser = 'tesoriere') =>
    gql(t.app, M_TE, { m }, token.get(chi));
  const id = (r: GqlResult) => {
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return (r.data!.modificaTransazioneFinanziaria ?? r.data!.modificaTransazioneEconomica) as number;
  };
  const pagamento = (extra: Record<string, unknown> = {}) => ({
    id_transazione_finanziaria: -1,
    id_parte_da: fx.persona,
    id_parte_a: 1,
    importo: 10000,
    stato: 'completed',
    tipo_da: 'cash',
    tipo_a: 'cash',
    anno_scout: fx.anno,
    ...extra,
  });
  const dovuto = (extra: Record<string, unknown> = {}) => ({
    id_parte_da: fx.persona,
    id_parte_a: 1,
    importo: 6000,
    causale_desc: 'Campo estivo',
    causale_tipo: 'altro',
    id_voce_a: 103,
    anno_scout: fx.anno,
    ...extra,
  });
  const riga = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  const statoTe = (idTe: number) =>
    riga<{ stato: string; data_pagata: Date | null; importo: number }>(
      `select stato, data_pagata, importo from transazioni_economiche where id_transazione_economica = ${idTe}`,
    );
  const conta = async () =>
    riga<{ n: number }>(
      `select (select count(*) from transazioni) + (select count(*) from transazioni_finanziarie)
        + (select count(*) from transazioni_economiche) + (select count(*) from allegati) as n`,
    ).then((r) => Number(r.n));

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const u of ['tesoriere', 'revisore', 'genitore'] as const) token.set(u, await tokenFor(t.app, u));
    const { anno } = await riga<{ anno: number }>('select anno_scout as anno from anni_scout where attivo');
    const { persona } = await riga<{ persona: number }>(
      'select min(id_parte) as persona from persone where id_parte is not null',
    );
    const { unita } = await riga<{ unita: number }>('select min(id_parte) as unita from unita');
    const { altro } = await riga<{ altro: number }>(
      `insert into parti ("desc") values ('Comune di prova') returning id_parte as altro`,
    );
    fx = { anno, persona, unita, altro };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a payment with a new due ("Add cause") covers it, and the section numbers its receipt', async () => {
    const idTf = id(
      await tf(
        pagamento({
          transazioni: [
            { id_transazione: -1, importo: 10000, transazione_economica: dovuto({ importo: 10000 }) },
          ],
        }),
      ),
    );
    const p = await riga<{ numero_ricevuta: number; data_pagata: Date | null; te: number }>(
      `select f.numero_ricevuta, f.data_pagata, l.id_transazione_economica as te from transazioni_finanziarie f
       join transazioni l using (id_transazione_finanziaria) where f.id_transazione_finanziaria = ${idTf}`,
    );
    expect(p.numero_ricevuta).toBeGreaterThan(0);
    expect(p.data_pagata).not.toBeNull();
    const d = await statoTe(p.te);
    expect(d.stato).toBe('totale_completata');
    expect(new Date(d.data_pagata!).getTime()).toBe(new Date(p.data_pagata!).getTime());
    const { ultimo } = await riga<{ ultimo: number }>(
      `select ultimo_numero as ultimo from contatori_ricevute where id_parte = 1 and anno_scout = ${fx.anno}`,
    );
    expect(ultimo).toBe(p.numero_ricevuta);
    // The receipt document was written after the commit, through the storage port (generaRicevuta).
    const ricevuta = await riga<{ s3_key: string; nome: string }>(
      `select a.s3_key, a.nome from allegati a join transazioni_finanziarie f on f.ricevuta_id_allegato = a.id_allegato
       where f.id_transazione_finanziaria = ${idTf}`,
    );
    expect(ricevuta.s3_key).toMatch(/^ricevute\//);
    expect(ricevuta.nome).toBe(`ricevuta-${p.numero_ricevuta}-${fx.anno}.pdf`);
  });

  it('no receipt number for a person payee, a payment in progress or a transfer between own methods', async () => {
    const ids = [
      id(await tf(pagamento({ id_parte_da: 1, id_parte_a: fx.persona }))),
      id(await tf(pagamento({ stato: 'started' }))),
      id(await tf(pagamento({ id_parte_da: 1, tipo_da: 'bank', tipo_a: 'cash' }))),
    ];
    const numeri = await rows<{ n: number | null }>(
      t.database,
      `select numero_ricevuta as n from transazioni_finanziarie where id_transazione_finanziaria in (${ids})`,
    );
    expect(numeri.map((r) => r.n)).toEqual([null, null, null]);
  });

  it('Σ links of a payment above its amount: CONFLICT in Italian, nothing written', async () => {
    const prima = await conta();
    const r = await tf(
      pagamento({
        importo: 5000,
        transazioni: [
          { id_transazione: -1, importo: 3000, transazione_economica: dovuto() },
          { id_transazione: -2, importo: 3000, transazione_economica: dovuto() },
        ],
      }),
    );
    expect(errorType(r)).toBe('CONFLICT');
    expect(r.errors![0]!.message).toBe('I collegamenti (60,00 €) superano l’importo del pagamento (50,00 €)');
    expect(await conta()).toBe(prima);
  });

  it('a due covered beyond its amount needs "È giusto, confermo" (conferma_eccedenza)', async () => {
    const idTe = id(await te(dovuto({ importo: 4000 })));
    const m = pagamento({
      importo: 5000,
      transazioni: [{ id_transazione: -1, importo: 5000, id_transazione_economica: idTe }],
    });
    const r = await tf(m);
    expect(errorType(r)).toBe('CONFLICT');
    expect(r.errors![0]!.message).toBe('I pagamenti inseriti coprono più della transazione');
    id(await tf({ ...m, conferma_eccedenza: true }));
    expect((await statoTe(idTe)).stato).toBe('totale_completata');
  });

  it('linking an existing payment: already linked, or nothing left to allocate, is refused', async () => {
    const idTe = id(await te(dovuto()));
    const idTf = id(
      await tf(
        pagamento({
          importo: 2000,
          transazioni: [{ id_transazione: -1, importo: 2000, id_transazione_economica: idTe }],
        }),
      ),
    );
    expect((await statoTe(idTe)).stato).toBe('parziale_completata');
    const ancora = await te({
      ...dovuto(),
      id_transazione_economica: idTe,
      transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 100 }],
    });
    expect(errorType(ancora)).toBe('CONFLICT');
    expect(ancora.errors![0]!.message).toBe('Il pagamento è già associato a questa transazione');
    const altro = await te(
      dovuto({ transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 100 }] }),
    );
    expect(errorType(altro)).toBe('CONFLICT');
    expect(altro.errors![0]!.message).toBe('Il pagamento è già utilizzato per coprire altre transazioni');
  });

  it("'Link to existing cause' from the payment: a due already linked to it is refused, a removed one re-linked", async () => {
    const idTe = id(await te(dovuto()));
    const m = pagamento({
      importo: 3000,
      transazioni: [{ id_transazione: -1, importo: 1000, id_transazione_economica: idTe }],
    });
    const idTf = id(await tf(m));
    const [link] = await rows<{ id: number }>(
      t.database,
      `select id_transazione as id from transazioni where id_transazione_finanziaria = ${idTf}`,
    );
    const prima = await conta();
    const ancora = await tf({
      ...m,
      id_transazione_finanziaria: idTf,
      transazioni: [{ id_transazione: -1, importo: 500, id_transazione_economica: idTe }],
    });
    expect(errorType(ancora)).toBe('CONFLICT');
    expect(ancora.errors![0]!.message).toBe('Il pagamento è già associato a questa transazione');
    expect(await conta()).toBe(prima);
    // Removed and linked again in one save: one link, of the new amount.
    id(
      await tf({
        ...m,
        id_transazione_finanziaria: idTf,
        transazioni: [
          { id_transazione: link!.id, elimina: true },
          { id_transazione: -1, importo: 2000, id_transazione_economica: idTe },
        ],
      }),
    );
    const dopo = await rows<{ importo: number }>(
      t.database,
      `select importo::int as importo from transazioni where id_transazione_finanziaria = ${idTf}`,
    );
    expect(dopo).toEqual([{ importo: 2000 }]);
  });

  it('the due form links payments, changes and removes links, and its state follows', async () => {
    const idTf = id(await tf(pagamento({ id_parte_a: fx.altro, importo: 6000, stato: 'started' })));
    const idTe = id(
      await te(
        dovuto({ transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 6000 }] }),
      ),
    );
    expect((await statoTe(idTe)).stato).toBe('totale_incorso');
    const { link } = await riga<{ link: number }>(
      `select id_transazione as link from transazioni where id_transazione_economica = ${idTe}`,
    );
    id(
      await te({
        ...dovuto(),
        id_transazione_economica: idTe,
        transazioni: [{ id_transazione: link, importo: 1000 }],
      }),
    );
    expect((await statoTe(idTe)).stato).toBe('parziale_incorso');
    // Completing the payment recomputes the due it covers; a rejected one uncovers it.
    id(
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          id_transazione_finanziaria: idTf,
          importo: 6000,
          data_pagata: '2025-12-01T10:00:00Z',
        }),
      ),
    );
    expect((await statoTe(idTe)).stato).toBe('parziale_completata');
    id(
      await tf(
        pagamento({
          id_transazione_finanziaria: idTf,
          importo: 6000,
          stato: 'rejected',
          data_pagata: '2025-12-01T10:00:00Z',
        }),
      ),
    );
    const rifiutato = await riga<{ data_pagata: Date | null }>(
      `select data_pagata from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
    );
    expect(rifiutato.data_pagata).toBeNull();
    expect((await statoTe(idTe)).stato).toBe('no');
    id(
      await te({
        ...dovuto(),
        id_transazione_economica: idTe,
        transazioni: [{ id_transazione: link, elimina: true }],
      }),
    );
    expect(
      await riga<{ n: number }>(`select count(*)::int as n from transazioni where id_transazione = ${link}`),
    ).toEqual({ n: 0 });
  });

  it('deleting a payment removes its links and recomputes the dues; deleting a due removes its links', async () => {
    const idTe = id(await te(dovuto({ importo: 3000 })));
    const idTf = id(
      await tf(
        pagamento({
          id_parte_a: fx.altro,
          importo: 3000,
          transazioni: [{ id_transazione: -1, importo: 3000, id_transazione_economica: idTe }],
        }),
      ),
    );
    expect((await statoTe(idTe)).stato).toBe('totale_completata');
    expect(id(await tf({ id_transazione_finanziaria: idTf, elimina: true }))).toBe(idTf);
    const d = await statoTe(idTe);
    expect([d.stato, d.data_pagata]).toEqual(['no', null]);
    expect(id(await te({ id_transazione_economica: idTe, elimina: true }))).toBe(idTe);
    expect(
      await riga<{ n: number }>(
        `select count(*)::int as n from transazioni_economiche where id_transazione_economica = ${idTe}`,
      ),
    ).toEqual({ n: 0 });
    const mancante = await tf({ id_transazione_finanziaria: idTf, elimina: true });
    expect([errorType(mancante), mancante.errors![0]!.message]).toEqual([
      'NOT_FOUND',
      'Transazione non trovata',
    ]);
  });

  it('an issued receipt is never altered: its payment keeps amount and parties and is not deleted', async () => {
    const idTf = id(await tf(pagamento({ importo: 1500 })));
    const { n } = await riga<{ n: number }>(
      `select numero_ricevuta as n from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
    );
    const cambia = await tf(pagamento({ id_transazione_finanziaria: idTf, importo: 1600 }));
    expect([errorType(cambia), cambia.errors![0]!.message]).toEqual([
      'CONFLICT',
      `Il pagamento ha la ricevuta n. ${n}: importo, soggetti, metodo, stato, data e anno non si possono più cambiare`,
    ]);
    const elimina = await tf({ id_transazione_finanziaria: idTf, elimina: true });
    expect(elimina.errors![0]!.message).toBe(
      `Il pagamento ha la ricevuta n. ${n} e non può essere eliminato`,
    );
    // Commissions and links may still change, and the number stays.
    id(await tf(pagamento({ id_transazione_finanziaria: idTf, importo: 1500, commissione_a: 20 })));
    expect(
      await riga(
        `select numero_ricevuta as n from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
      ),
    ).toEqual({ n });
  });

  it('a bank transfer in progress needs its receipt attachment; new attachments are stored with their key', async () => {
    const bonifico = { tipo_da: 'bank', tipo_a: 'bank', stato: 'started' };
    const senza = await tf(pagamento(bonifico));
    expect([errorType(senza), senza.errors![0]!.message]).toEqual([
      'VALIDATION',
      'Seleziona la presa in carico (aka ricevuta) del bonifico',
    ]);
    // Uploaded through the storage port as the web does; a key never uploaded is refused.
    const mai = await tf(
      pagamento({
        ...bonifico,
        allegati: [
          {
            id_allegato: -1,
            nome: 'x.pdf',
            dimensione: 1,
            s3_key: 'allegati/00000000-0000-4000-8000-000000000000.pdf',
          },
        ],
      }),
    );
    expect([errorType(mai), mai.errors![0]!.message]).toEqual([
      'VALIDATION',
      MSG_TRANSAZIONI.fileNonCaricato,
    ]);
    const post = await gql(
      t.app,
      'mutation { createTransazioneFinanziariaAllegatoPostUrl }',
      {},
      token.get('tesoriere'),
    );
    const upload = JSON.parse(post.data!.createTransazioneFinanziariaAllegatoPostUrl as string);
    expect((await carica(t.app, upload, PDF, 'ricevuta.pdf')).status).toBeLessThan(300);
    const chiave = `${upload.fields.key}.pdf`;
    const idTf = id(
      await tf(
        pagamento({
          ...bonifico,
          allegati: [{ id_allegato: -1, nome: 'dichiarato.pdf', dimensione: 1234, s3_key: chiave }],
        }),
      ),
    );
    const a = await riga<{ id: number; bonifico: number; s3_key: string; dimensione: number; nome: string }>(
      `select a.id_allegato as id, f.bonifico_id_allegato as bonifico, a.s3_key, a.dimensione, a.nome from allegati a
       join transazioni_finanziarie f using (id_transazione_finanziaria) where f.id_transazione_finanziaria = ${idTf}`,
    );
    expect(a.bonifico).toBe(a.id);
    expect(a.s3_key).toBe(chiave);
    // The size is the stored file's, not the one the client claims; one file belongs to one payment.
    expect([a.dimensione, a.nome]).toEqual([PDF.length, 'ricevuta.pdf']);
    const dinuovo = await tf(
      pagamento({
        ...bonifico,
        allegati: [{ id_allegato: -1, nome: 'r.pdf', dimensione: 1, s3_key: chiave }],
      }),
    );
    expect([errorType(dinuovo), dinuovo.errors![0]!.message]).toEqual([
      'CONFLICT',
      MSG_TRANSAZIONI.fileGiaAllegato,
    ]);
    // Removing the receipt of a transfer still in progress is refused; of a completed one, allowed.
    const via = await tf(
      pagamento({
        ...bonifico,
        id_transazione_finanziaria: idTf,
        allegati: [{ id_allegato: a.id, elimina: true }],
      }),
    );
    expect(via.errors![0]!.message).toBe(MSG_TRANSAZIONI.ricevutaBonifico);
    id(
      await tf(
        pagamento({
          id_transazione_finanziaria: idTf,
          id_parte_a: fx.altro,
          tipo_da: 'bank',
          tipo_a: 'bank',
          allegati: [{ id_allegato: a.id, elimina: true }],
        }),
      ),
    );
    expect(
      await riga(
        `select elimina, (select bonifico_id_allegato from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}) as b from allegati where id_allegato = ${a.id}`,
      ),
    ).toEqual({ elimina: true, b: null });
  });

  it('the due form: voce on the section side, none between section, groups and units', async () => {
    const r = await te(dovuto({ id_voce_a: null }));
    expect([errorType(r), r.errors![0]!.message]).toEqual(['VALIDATION', 'Scegliere una voce di bilancio']);
    const idTe = id(await te(dovuto({ id_parte_da: fx.unita, id_voce_a: 103, id_voce_da: 106 })));
    expect(
      await riga(
        `select id_voce_da as da, id_voce_a as a from transazioni_economiche where id_transazione_economica = ${idTe}`,
      ),
    ).toEqual({ da: null, a: null });
    const voce = await te(dovuto({ id_voce_a: 999999 }));
    expect([errorType(voce), voce.errors![0]!.message]).toEqual(['NOT_FOUND', 'Voce non trovata']);
    const { iscr } = await riga<{ iscr: number }>(
      'select min(id_iscrizione) as iscr from transazioni_economiche where id_iscrizione is not null',
    );
    const doppio = await te(dovuto({ id_iscrizione: iscr, causale_tipo: 'iscrizione' }));
    expect([errorType(doppio), doppio.errors![0]!.message]).toEqual([
      'CONFLICT',
      'Transazione economica già esistente',
    ]);
    const parte = await te(dovuto({ id_parte_da: 999999 }));
    expect([errorType(parte), parte.errors![0]!.message]).toEqual(['NOT_FOUND', 'Parte non trovata']);
  });

  it("the due form refuses what the dialog refuses: iscrizione without an enrolment or with an unknown one, a short 'altro'", async () => {
    const prima = await conta();
    const senza = await te(dovuto({ causale_tipo: 'iscrizione', causale_desc: 'Quota' }));
    expect([errorType(senza), senza.errors![0]!.message]).toEqual(['VALIDATION', MSG_TRANSAZIONI.iscrizione]);
    const ignota = await te(dovuto({ causale_tipo: 'iscrizione', id_iscrizione: 999999 }));
    expect([errorType(ignota), ignota.errors![0]!.message]).toEqual(['NOT_FOUND', 'Iscrizione non trovata']);
    const corta = await te(dovuto({ causale_desc: ' Cena ' }));
    expect([errorType(corta), corta.errors![0]!.message]).toEqual([
      'VALIDATION',
      'Inserire una descrizione di almeno 5 caratteri',
    ]);
    expect(await conta()).toBe(prima);
  });

  it('a due of type iscrizione keeps its enrolment, which then has this due and no second one', async () => {
    const libere = await rows<{ id: number }>(
      t.database,
      `select i.id_iscrizione as id from iscrizioni i where i.anno_scout = ${fx.anno}
         and not exists (select 1 from transazioni_economiche t where t.id_iscrizione = i.id_iscrizione)
       order by i.id_iscrizione limit 2`,
    );
    expect(libere).toHaveLength(2);
    const [prima, seconda] = libere.map((l) => l.id);
    const quota = (extra: Record<string, unknown>) =>
      dovuto({ causale_tipo: 'iscrizione', causale_desc: 'Quota di iscrizione', importo: 8500, ...extra });
    const idTe = id(await te(quota({ id_iscrizione: prima })));
    const salvata = () =>
      riga<{ tipo: string; iscr: number }>(
        `select causale_tipo as tipo, id_iscrizione as iscr from transazioni_economiche where id_transazione_economica = ${idTe}`,
      );
    expect(await salvata()).toEqual({ tipo: 'iscrizione', iscr: prima });
    const letta = await gql(
      t.app,
      `{ iscrizione(id_iscrizione: ${prima}) { transazione_economica { id_transazione_economica } } }`,
      {},
      token.get('tesoriere'),
    );
    expect(letta.data!.iscrizione.transazione_economica).toEqual({ id_transazione_economica: idTe });
    // Saved again without its enrolment: refused, the link stays.
    const senza = await te(quota({ id_transazione_economica: idTe, id_iscrizione: null }));
    expect(senza.errors![0]!.message).toBe(MSG_TRANSAZIONI.iscrizione);
    // Another due for the same enrolment: CONFLICT; moving this due to another enrolment: allowed.
    const doppio = await te(quota({ id_iscrizione: prima }));
    expect([errorType(doppio), doppio.errors![0]!.message]).toEqual([
      'CONFLICT',
      MSG_TRANSAZIONI.causaleEsistente,
    ]);
    id(await te(quota({ id_transazione_economica: idTe, id_iscrizione: seconda })));
    expect(await salvata()).toEqual({ tipo: 'iscrizione', iscr: seconda });
  });

  it('RCSEZ reads the treasury but never writes it; a parent neither', async () => {
    for (const chi of ['revisore', 'genitore'] as const) {
      expect(errorType(await tf(pagamento(), chi))).toBe('FORBIDDEN');
      expect(errorType(await te(dovuto(), chi))).toBe('FORBIDDEN');
    }
  });

  it('property: random sequences of payments, links and deletions keep every invariant', async () => {
    const dovuti: number[] = [];
    for (let i = 0; i < 3; i++)
      dovuti.push(id(await te(dovuto({ id_parte_a: fx.altro, id_voce_a: null, importo: 3000 * (i + 1) }))));
    const pagamenti: number[] = [];
    const comando = fc.oneof(
      fc.record({
        tipo: fc.constant('paga' as const),
        importo: fc.integer({ min: 0, max: 8000 }),
        stato: fc.constantFrom('completed', 'started', 'initiated', 'rejected'),
        quote: fc.array(fc.record({ d: fc.nat(2), importo: fc.integer({ min: 0, max: 5000 }) }), {
          maxLength: 3,
        }),
        conferma: fc.boolean(),
      }),
      fc.record({
        tipo: fc.constant('collega' as const),
        p: fc.nat(20),
        d: fc.nat(2),
        importo: fc.integer({ min: 0, max: 4000 }),
      }),
      fc.record({
        tipo: fc.constant('stato' as const),
        p: fc.nat(20),
        stato: fc.constantFrom('completed', 'started', 'rejected'),
      }),
      fc.record({ tipo: fc.constant('elimina' as const), p: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(comando, { minLength: 1, maxLength: 6 }), async (comandi) => {
        for (const c of comandi) {
          const scelto =
            pagamenti.length > 0 && c.tipo !== 'paga' ? pagamenti[c.p % pagamenti.length]! : null;
          let r: GqlResult | null = null;
          if (c.tipo === 'paga') {
            const unici = [...new Map(c.quote.map((q) => [q.d, q])).values()];
            r = await tf(
              pagamento({
                id_parte_a: fx.altro,
                importo: c.importo,
                stato: c.stato,
                conferma_eccedenza: c.conferma,
                transazioni: unici.map((q, i) => ({
                  id_transazione: -1 - i,
                  importo: q.importo,
                  id_transazione_economica: dovuti[q.d],
                })),
              }),
            );
            if (!r.errors) pagamenti.push(r.data!.modificaTransazioneFinanziaria as number);
          } else if (scelto != null && c.tipo === 'collega') {
            const d = await statoTe(dovuti[c.d]!);
            r = await te({
              ...dovuto({ id_parte_a: fx.altro, id_voce_a: null, importo: d.importo }),
              id_transazione_economica: dovuti[c.d],
              transazioni: [{ id_transazione: -1, id_transazione_finanziaria: scelto, importo: c.importo }],
            });
          } else if (scelto != null && c.tipo === 'stato') {
            const p = await riga<{ importo: number }>(
              `select importo from transazioni_finanziarie where id_transazione_finanziaria = ${scelto}`,
            );
            r = await tf(
              pagamento({
                id_transazione_finanziaria: scelto,
                id_parte_a: fx.altro,
                importo: p.importo,
                stato: c.stato,
                conferma_eccedenza: true,
              }),
            );
          } else if (scelto != null && c.tipo === 'elimina') {
            r = await tf({ id_transazione_finanziaria: scelto, elimina: true });
            if (!r.errors) pagamenti.splice(pagamenti.indexOf(scelto), 1);
          }
          // Refusals are the spec's: conflicts and validation, never an internal error.
          if (r?.errors)
            expect(['CONFLICT', 'VALIDATION', 'NOT_FOUND'], JSON.stringify(r.errors)).toContain(errorType(r));
          expect(await violazioni(t)).toEqual([]);
        }
      }),
      { numRuns: kind === 'pglite' ? 12 : 6 },
    );
  });
});

// PostgreSQL only (real concurrency): CI always has it (scripts/test-all.mjs fails without).
if (postgresUrl) {
  describe('concurrent writes on PostgreSQL (DESIGN.md §7)', () => {
    let t: TestApp;
    let token: string;
    let fx: { anno: number; persona: number; unita: number };

    beforeAll(async () => {
      t = await startTestApp('postgres');
      token = await tokenFor(t.app, 'tesoriere');
      const [r] = await rows<{ anno: number; persona: number; unita: number }>(
        t.database,
        `select (select anno_scout from anni_scout where attivo) as anno,
          (select min(id_parte) from persone where id_parte is not null) as persona,
          (select max(id_parte) from unita) as unita`,
      );
      fx = r!;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('20 parallel allocations on one payment never over-allocate it', async () => {
      const pag = await gql(
        t.app,
        M_TF,
        {
          m: {
            id_parte_da: fx.persona,
            id_parte_a: fx.unita,
            importo: 1000,
            tipo_da: 'cash',
            tipo_a: 'cash',
            stato: 'started',
            anno_scout: fx.anno,
          },
        },
        token,
      );
      const idTf = pag.data!.modificaTransazioneFinanziaria as number;
      const risposte = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          gql(
            t.app,
            M_TE,
            {
              m: {
                id_parte_da: fx.persona,
                id_parte_a: fx.unita,
                importo: 300,
                causale_desc: `Uscita ${i + 1}`,
                anno_scout: fx.anno,
                transazioni: [{ id_transazione: -1, id_transazione_finanziaria: idTf, importo: 300 }],
              },
            },
            token,
          ),
        ),
      );
      const riuscite = risposte.filter((r) => !r.errors);
      // Refused for the amount; on a loaded machine a request may also meet the pool's time-out.
      for (const r of risposte.filter((x) => x.errors))
        expect(['CONFLICT', 'DB_UNAVAILABLE']).toContain(errorType(r));
      const scadute = risposte.filter((r) => errorType(r) === 'DB_UNAVAILABLE').length;
      if (scadute === 0) expect(riuscite.length).toBe(3);
      else expect(riuscite.length).toBeLessThanOrEqual(3);
      const [s] = await rows<{ totale: number }>(
        t.database,
        `select coalesce(sum(importo), 0)::int as totale from transazioni where id_transazione_finanziaria = ${idTf}`,
      );
      expect(s!.totale).toBe(300 * riuscite.length);
      expect(s!.totale).toBeLessThanOrEqual(1000);
    });

    it('50 parallel completed payments in one year to one party get exactly receipt numbers 1..50', async () => {
      const salva = () =>
        gql(
          t.app,
          M_TF,
          {
            m: {
              id_parte_da: fx.persona,
              id_parte_a: fx.unita,
              importo: 500,
              tipo_da: 'cash',
              tipo_a: 'cash',
              anno_scout: fx.anno,
            },
          },
          token,
        );
      let risposte = await Promise.all(Array.from({ length: 50 }, salva));
      // On a loaded machine the pool may time out a request (DB_UNAVAILABLE, 'try again'): the client
      // retries, as the web's message asks. A save rolled back after taking a number gives it back.
      let ritentati = 0;
      for (let giro = 0; giro < 5 && risposte.some((r) => errorType(r) === 'DB_UNAVAILABLE'); giro++) {
        const falliti = risposte.filter((r) => errorType(r) === 'DB_UNAVAILABLE').length;
        ritentati += falliti;
        risposte = [
          ...risposte.filter((r) => errorType(r) !== 'DB_UNAVAILABLE'),
          ...(await Promise.all(Array.from({ length: falliti }, salva))),
        ];
      }
      for (const r of risposte) expect(r.errors).toBeUndefined();
      const numeri = (
        await rows<{ n: number }>(
          t.database,
          `select numero_ricevuta as n from transazioni_finanziarie where id_parte_a = ${fx.unita} and anno_scout = ${fx.anno}
           and stato = 'completed' order by 1`,
        )
      ).map((r) => r.n);
      // Gapless and unique over every completed payment to the party (50 unless a retried save had
      // committed before its receipt document failed).
      expect(numeri).toEqual(Array.from({ length: numeri.length }, (_, i) => i + 1));
      if (ritentati === 0) expect(numeri.length).toBe(50);
      else expect(numeri.length).toBeGreaterThanOrEqual(50);
    });
  });
}
