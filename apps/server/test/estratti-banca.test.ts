import { MSG_MOVIMENTI } from '@zaino/domain/form-estratti-banca';
import { MSG_ESTRATTO } from '@zaino/domain/movimenti-banca';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 26, decisions 1130-1132 and 1141: importing a bank statement and settling its lines, on
// both databases. A family of our own (a parent, two children, their dues, a started transfer)
// keeps the demo's data out of the way.

const IBAN = 'IT60X0542811101000000123456';
const oggi = new Date().toISOString().slice(0, 10);

const voce = (o: {
  importo: string;
  segno: 'CRDT' | 'DBIT';
  rif: string;
  nome: string;
  causale: string;
}) => `<Ntry>
  <Amt Ccy="EUR">${o.importo}</Amt><CdtDbtInd>${o.segno}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><Dt>${oggi}</Dt></BookgDt><ValDt><Dt>${oggi}</Dt></ValDt><AcctSvcrRef>${o.rif}</AcctSvcrRef>
  <NtryDtls><TxDtls><RltdPties>${o.segno === 'CRDT' ? `<Dbtr><Nm>${o.nome}</Nm></Dbtr>` : `<Cdtr><Nm>${o.nome}</Nm></Cdtr>`}</RltdPties>
  <RmtInf><Ustrd>${o.causale}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;

const camt = (voci: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>T1</MsgId><CreDtTm>${oggi}T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>${IBAN}</IBAN></Id></Acct>${voci}</Stmt></BkToCstmrStmt></Document>`;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

const Q_MOVIMENTI = `query($stato: StatoMovimentoBanca!) { movimentiBanca(stato: $stato) {
  id_movimento identita importo verso causale controparte stato id_transazione_finanziaria id_voce
  suggerimenti { regola punteggio spiegazione id_transazione_finanziaria id_parte_da pagante
    ripartizione { id_transazione_economica importo causale_desc } }
  possibile_doppio_pagamento { id_transazione_economica causale_desc }
  quote_pagate { id_transazione_economica importo causale_desc } } }`;

const M_CONFERMA = `mutation($c: [ConfermaMovimentoInput!]!) { confermaMovimentiBanca(conferme: $c) {
  id_movimento id_transazione_finanziaria tipo_errore errore richiede_conferma } }`;

interface Famiglia {
  anno: number;
  parteGenitore: number;
  parteFiglio1: number;
  parteFiglio2: number;
  dovuto1: number;
  dovuto2: number;
  dovutoPagato: number;
  dovutoBonifico: number;
  bonifico: number;
}

describe.each(dbKinds)('bank statement import on %s', (kind) => {
  let t: TestApp;
  let tesoriere: string;
  let f: Famiglia;
  // biome-ignore lint/suspicious/noExplicitAny: rows read by shape in the assertions.
  let movimenti: any[] = [];

  const q = <T>(s: string) => rows<T>(t.database, s);
  const uno = async (s: string) => Number(Object.values((await q<Record<string, unknown>>(s))[0]!)[0]);

  const carica = (body: object, token = tesoriere) =>
    t.app.inject({
      method: 'POST',
      url: '/segreteria/estratti-banca',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  /** What an import could change: every row of the statement tables and the treasury's counts. */
  const fotografia = async () => ({
    estratti: await q('select * from estratti_banca order by id_estratto'),
    movimenti: await q('select * from movimenti_banca order by id_movimento'),
    mappature: await q('select * from mappature_csv_banca order by banca'),
    pagamenti: await uno('select count(*) from transazioni_finanziarie'),
    collegamenti: await uno('select count(*) from transazioni'),
    dovuti: await q('select id_transazione_economica, stato from transazioni_economiche order by 1'),
  });

  const elenco = async (stato = 'da_abbinare') => {
    const r = await gql(t.app, Q_MOVIMENTI, { stato }, tesoriere);
    expect(r.errors).toBeUndefined();
    return r.data!.movimentiBanca as typeof movimenti;
  };
  const per = (rif: string) => movimenti.find((m) => m.identita === `${IBAN}:${rif}`)!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tesoriere = await tokenFor(t.app, 'tesoriere');
    const anno = await uno('select anno_scout from anni_scout where attivo');
    const persona = async (nome: string, cognome: string) => {
      const id = await uno(
        `insert into persone (nome, cognome) values ('${nome}', '${cognome}') returning id_persona`,
      );
      return {
        id,
        parte: await uno(
          `insert into parti (id_persona, "desc") values (${id}, '${nome} ${cognome}') returning id_parte`,
        ),
      };
    };
    const g = await persona('Ottavio', 'Zanzibarini');
    const c1 = await persona('Lupetto', 'Zanzibarini');
    const c2 = await persona('Guida', 'Zanzibarini');
    const c3 = await persona('Pagato', 'Quarzolini');
    for (const c of [c1, c2])
      await q(
        `insert into parentele (id_persona_genitore, id_persona_figlio, "desc") values (${g.id}, ${c.id}, 'padre')`,
      );
    const dovuto = (parte: number, importo: number, desc: string) =>
      uno(`insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
        values (${parte}, 1, ${importo}, '${desc}', 'altro', ${anno}, 'no') returning id_transazione_economica`);
    const dovuto1 = await dovuto(c1.parte, 12_345, 'Campo invernale Lupetto Zanzibarini');
    const dovuto2 = await dovuto(c2.parte, 23_456, 'Campo invernale Guida Zanzibarini');
    const dovutoPagato = await dovuto(c3.parte, 7_777, 'Uscita Pagato Quarzolini');
    const pagato =
      await uno(`insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout)
      values (${c3.parte}, 1, 7777, 'completed', 'cash', 'cash', now(), ${anno}) returning id_transazione_finanziaria`);
    await q(
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${dovutoPagato}, ${pagato}, 7777)`,
    );
    await q(
      `update transazioni_economiche set stato = 'totale_completata', data_pagata = now() where id_transazione_economica = ${dovutoPagato}`,
    );
    // The checkout's started bank transfer of a due of its own (decision 1204: reason 'Pagamento {id}').
    const dovutoBonifico = await dovuto(g.parte, 4_321, 'Donazione Ottavio Zanzibarini');
    const bonifico =
      await uno(`insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
      values (${g.parte}, 1, 4321, 'started', 'bank', 'bank', ${anno}) returning id_transazione_finanziaria`);
    await q(
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${dovutoBonifico}, ${bonifico}, 4321)`,
    );
    f = {
      anno,
      parteGenitore: g.parte,
      parteFiglio1: c1.parte,
      parteFiglio2: c2.parte,
      dovuto1,
      dovuto2,
      dovutoPagato,
      dovutoBonifico,
      bonifico,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  const file = () =>
    camt(
      [
        voce({
          importo: '358.01',
          segno: 'CRDT',
          rif: 'R-SPLIT',
          nome: 'ZANZIBARINI OTTAVIO',
          causale: 'Campi invernali figli',
        }),
        voce({
          importo: '77.77',
          segno: 'CRDT',
          rif: 'R-DOPPIO',
          nome: 'Quarzolini Pagato',
          causale: 'Uscita',
        }),
        voce({
          importo: '43.21',
          segno: 'CRDT',
          rif: 'R-RIF',
          nome: 'Zanzibarini O.',
          causale: `Pagamento ${f.bonifico}`,
        }),
        voce({
          importo: '120.00',
          segno: 'DBIT',
          rif: 'R-USCITA',
          nome: 'Cartoleria Aurora &amp; C.',
          causale: 'Materiale di cancelleria',
        }),
        voce({ importo: '9.99', segno: 'CRDT', rif: 'R-NESSUNO', nome: 'Sconosciuto Xyzzy', causale: 'Boh' }),
      ].join(''),
    );

  it('imports a camt.053: every booked line once, the reason and counterparty as the bank wrote them', async () => {
    const r = await carica({ formato: 'camt053', nome_file: 'estratto.xml', contenuto: b64(file()) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ righe_lette: 5, righe_nuove: 5, gia_importato: false });
    movimenti = await elenco();
    expect(movimenti).toHaveLength(5);
    expect(per('R-USCITA')).toMatchObject({
      verso: 'uscita',
      importo: 12_000,
      controparte: 'Cartoleria Aurora & C.',
    });
  });

  it('importing the same file again, or its lines in another file, changes nothing in the database', async () => {
    const prima = await fotografia();
    const r = await carica({ formato: 'camt053', nome_file: 'estratto.xml', contenuto: b64(file()) });
    expect(r.json()).toMatchObject({ righe_nuove: 0, gia_importato: true });
    // Other bytes (a space), the same lines: recognised by their identity.
    const r2 = await carica({ formato: 'camt053', nome_file: 'copia.xml', contenuto: b64(`${file()} `) });
    expect(r2.json()).toMatchObject({ id_estratto: null, righe_nuove: 0, gia_importato: true });
    expect(await fotografia()).toEqual(prima);
  });

  it('suggests: the split over two children, the cited transfer, a possible double payment, nothing for a stranger', async () => {
    const split = per('R-SPLIT');
    expect(split.suggerimenti[0]).toMatchObject({ regola: 'nome_importo', id_transazione_finanziaria: null });
    expect(split.suggerimenti[0].punteggio).toBeGreaterThanOrEqual(0.85);
    expect(split.suggerimenti[0].spiegazione).toMatch(/somma di 2 quote/);
    expect(split.suggerimenti[0].pagante).toBe('Ottavio Zanzibarini');
    expect(split.suggerimenti[0].id_parte_da).toBe(f.parteGenitore);
    expect(
      split.suggerimenti[0].ripartizione
        .map((x: { id_transazione_economica: number }) => x.id_transazione_economica)
        .sort(),
    ).toEqual([f.dovuto1, f.dovuto2].sort());
    expect(per('R-RIF').suggerimenti[0]).toMatchObject({
      regola: 'riferimento',
      punteggio: 1,
      id_transazione_finanziaria: f.bonifico,
    });
    expect(per('R-DOPPIO').possibile_doppio_pagamento).toEqual([
      { id_transazione_economica: f.dovutoPagato, causale_desc: 'Uscita Pagato Quarzolini' },
    ]);
    expect(per('R-NESSUNO').suggerimenti).toEqual([]);
    expect(per('R-USCITA').suggerimenti).toEqual([]);
  });

  it('a crash half-way through a confirmation leaves nothing written', async () => {
    const split = per('R-SPLIT');
    await q(`create function zz_guasto() returns trigger language plpgsql as $$ begin
      if new.stato = 'abbinata' then raise exception 'guasto simulato'; end if; return new; end $$`);
    await q(
      'create trigger zz_guasto before update on movimenti_banca for each row execute function zz_guasto()',
    );
    const prima = await fotografia();
    const s = split.suggerimenti[0];
    const r = await gql(
      t.app,
      M_CONFERMA,
      {
        c: [
          {
            id_movimento: split.id_movimento,
            id_parte_da: s.id_parte_da,
            ripartizione: s.ripartizione.map(({ causale_desc: _, ...x }: { causale_desc: string }) => x),
          },
        ],
      },
      tesoriere,
    );
    expect(r.errors?.length).toBe(1);
    await q('drop trigger zz_guasto on movimenti_banca');
    await q('drop function zz_guasto()');
    expect(await fotografia()).toEqual(prima);
  });

  it('confirming the split creates one completed bank payment linked to both dues, numbered; a second confirm is refused', async () => {
    const split = per('R-SPLIT');
    const s = split.suggerimenti[0];
    const conferma = {
      id_movimento: split.id_movimento,
      id_parte_da: s.id_parte_da,
      ripartizione: s.ripartizione.map((x: { id_transazione_economica: number; importo: number }) => ({
        id_transazione_economica: x.id_transazione_economica,
        importo: x.importo,
      })),
    };
    const r = await gql(t.app, M_CONFERMA, { c: [conferma] }, tesoriere);
    expect(r.errors).toBeUndefined();
    const esito = r.data!.confermaMovimentiBanca[0];
    expect(esito.errore).toBeNull();
    const idTf = esito.id_transazione_finanziaria as number;
    const [tf] = await q<{
      importo: number;
      stato: string;
      tipo_da: string;
      id_parte_da: number;
      numero_ricevuta: number | null;
      data_pagata: Date;
    }>(
      `select importo::int, stato, tipo_da, id_parte_da, numero_ricevuta, data_pagata from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
    );
    expect(tf).toMatchObject({
      importo: 35_801,
      stato: 'completed',
      tipo_da: 'bank',
      id_parte_da: f.parteGenitore,
    });
    expect(tf!.numero_ricevuta).not.toBeNull();
    expect(new Date(tf!.data_pagata).toISOString().slice(0, 10)).toBe(oggi);
    const links = await q<{ id: number; importo: number; da_uniti: boolean }>(
      `select id_transazione_economica as id, importo::int, da_uniti from transazioni where id_transazione_finanziaria = ${idTf} order by 1`,
    );
    expect(links).toEqual(
      [
        { id: f.dovuto1, importo: 12_345, da_uniti: true },
        { id: f.dovuto2, importo: 23_456, da_uniti: true },
      ].sort((a, b) => a.id - b.id),
    );
    expect(
      await q(
        `select stato from transazioni_economiche where id_transazione_economica in (${f.dovuto1}, ${f.dovuto2})`,
      ),
    ).toEqual([{ stato: 'totale_completata' }, { stato: 'totale_completata' }]);
    expect(
      await q(
        `select stato, id_transazione_finanziaria from movimenti_banca where id_movimento = ${split.id_movimento}`,
      ),
    ).toEqual([{ stato: 'abbinata', id_transazione_finanziaria: idTf }]);
    // The receipt hook ran after the commit: the document is attached to the payment.
    expect(
      await uno(
        `select count(*) from transazioni_finanziarie where id_transazione_finanziaria = ${idTf} and ricevuta_id_allegato is not null`,
      ),
    ).toBe(1);

    const prima = await fotografia();
    const di = await gql(t.app, M_CONFERMA, { c: [conferma] }, tesoriere);
    expect(di.data!.confermaMovimentiBanca[0]).toMatchObject({
      id_transazione_finanziaria: null,
      tipo_errore: 'CONFLICT',
      errore: MSG_MOVIMENTI.giaAbbinato,
    });
    expect(await fotografia()).toEqual(prima);
  });

  it('confirming a cited transfer completes that started payment on the booking day', async () => {
    const rif = per('R-RIF');
    const r = await gql(
      t.app,
      M_CONFERMA,
      { c: [{ id_movimento: rif.id_movimento, id_transazione_finanziaria: f.bonifico, ripartizione: [] }] },
      tesoriere,
    );
    expect(r.data!.confermaMovimentiBanca[0]).toMatchObject({
      id_transazione_finanziaria: f.bonifico,
      errore: null,
    });
    expect(
      await q(`select stato from transazioni_finanziarie where id_transazione_finanziaria = ${f.bonifico}`),
    ).toEqual([{ stato: 'completed' }]);
    expect(
      await q(
        `select stato from transazioni_economiche where id_transazione_economica = ${f.dovutoBonifico}`,
      ),
    ).toEqual([{ stato: 'totale_completata' }]);
    expect(
      await uno(`select count(*) from transazioni where id_transazione_finanziaria = ${f.bonifico}`),
    ).toBe(1);
  });

  it('a double payment is refused until confirmed as an overpayment', async () => {
    const doppio = per('R-DOPPIO');
    const c = {
      id_movimento: doppio.id_movimento,
      ripartizione: [{ id_transazione_economica: f.dovutoPagato, importo: 7777 }],
    };
    const r = await gql(t.app, M_CONFERMA, { c: [c] }, tesoriere);
    expect(r.data!.confermaMovimentiBanca[0]).toMatchObject({
      tipo_errore: 'CONFLICT',
      richiede_conferma: true,
    });
    const ok = await gql(t.app, M_CONFERMA, { c: [{ ...c, conferma_eccedenza: true }] }, tesoriere);
    expect(ok.data!.confermaMovimentiBanca[0].errore).toBeNull();
  });

  it('a settled line names the dues its payment covers, with the amounts; a waiting one none', async () => {
    const abbinati = await elenco('abbinata');
    const quote = (rif: string) => abbinati.find((m) => m.identita === `${IBAN}:${rif}`)!.quote_pagate;
    expect(quote('R-SPLIT')).toEqual(
      [
        {
          id_transazione_economica: f.dovuto1,
          importo: 12_345,
          causale_desc: 'Campo invernale Lupetto Zanzibarini',
        },
        {
          id_transazione_economica: f.dovuto2,
          importo: 23_456,
          causale_desc: 'Campo invernale Guida Zanzibarini',
        },
      ].sort((a, b) => a.id_transazione_economica - b.id_transazione_economica),
    );
    expect(quote('R-RIF')).toEqual([
      {
        id_transazione_economica: f.dovutoBonifico,
        importo: 4321,
        causale_desc: 'Donazione Ottavio Zanzibarini',
      },
    ]);
    expect(quote('R-DOPPIO')).toEqual([
      { id_transazione_economica: f.dovutoPagato, importo: 7777, causale_desc: 'Uscita Pagato Quarzolini' },
    ]);
    expect((await elenco()).flatMap((m) => m.quote_pagate)).toEqual([]);
  });

  // Decision 1155: the 'Cambia' dialog proposes what a searched due still owes; the server stays the
  // protection when a screen sends the due's whole amount.
  it('a partly paid due chosen by search: its whole amount asks confirmation, what it still owes settles it', async () => {
    const persona = await uno(
      "insert into persone (nome, cognome) values ('Parzia', 'Quarzolini') returning id_persona",
    );
    const parte = await uno(
      `insert into parti (id_persona, "desc") values (${persona}, 'Parzia Quarzolini') returning id_parte`,
    );
    const dovuto =
      await uno(`insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
      values (${parte}, 1, 10000, 'Campo estivo Parzia Quarzolini', 'altro', ${f.anno}, 'parziale_completata') returning id_transazione_economica`);
    const contanti =
      await uno(`insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout)
      values (${parte}, 1, 6000, 'completed', 'cash', 'cash', now(), ${f.anno}) returning id_transazione_finanziaria`);
    await q(
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${dovuto}, ${contanti}, 6000)`,
    );
    const xml = camt(
      voce({
        importo: '100.00',
        segno: 'CRDT',
        rif: 'R-PARZIALE',
        nome: 'Sempronio Tizio',
        causale: 'Saldo campo',
      }),
    );
    expect((await carica({ formato: 'camt053', nome_file: 'p.xml', contenuto: b64(xml) })).statusCode).toBe(
      200,
    );
    const riga = (await elenco()).find((m) => m.identita === `${IBAN}:R-PARZIALE`)!;

    const prima = await fotografia();
    const intero = {
      id_movimento: riga.id_movimento,
      ripartizione: [{ id_transazione_economica: dovuto, importo: 10_000 }],
    };
    expect(
      (await gql(t.app, M_CONFERMA, { c: [intero] }, tesoriere)).data!.confermaMovimentiBanca[0],
    ).toMatchObject({
      tipo_errore: 'CONFLICT',
      richiede_conferma: true,
      id_transazione_finanziaria: null,
    });
    expect(await fotografia()).toEqual(prima);

    const residuo = { ...intero, ripartizione: [{ id_transazione_economica: dovuto, importo: 4_000 }] };
    const ok = (await gql(t.app, M_CONFERMA, { c: [residuo] }, tesoriere)).data!.confermaMovimentiBanca[0];
    expect(ok).toMatchObject({ errore: null, richiede_conferma: false });
    expect(
      await q(`select stato from transazioni_economiche where id_transazione_economica = ${dovuto}`),
    ).toEqual([{ stato: 'totale_completata' }]);
    // The line's whole amount is the payment; what no due takes stays unallocated on it.
    expect(
      await q(
        `select importo::int from transazioni_finanziarie where id_transazione_finanziaria = ${ok.id_transazione_finanziaria}`,
      ),
    ).toEqual([{ importo: 10_000 }]);
    const abbinata = (await elenco('abbinata')).find((m) => m.id_movimento === riga.id_movimento)!;
    expect(abbinata.quote_pagate).toEqual([
      { id_transazione_economica: dovuto, importo: 4_000, causale_desc: 'Campo estivo Parzia Quarzolini' },
    ]);
  });

  it('the section is never the payer of an incoming line nor the payee of an outgoing one', async () => {
    const prima = await fotografia();
    const r = await gql(
      t.app,
      M_CONFERMA,
      {
        c: [
          {
            id_movimento: per('R-NESSUNO').id_movimento,
            ripartizione: [{ id_transazione_economica: f.dovuto1, importo: 1 }],
            id_parte_da: 1,
          },
        ],
      },
      tesoriere,
    );
    expect(r.data!.confermaMovimentiBanca[0]).toMatchObject({
      tipo_errore: 'VALIDATION',
      errore: MSG_MOVIMENTI.paganteSezione,
    });
    const voceSpesa = await uno("select id_voce from voci where codice like 'U%' order by id_voce limit 1");
    const u = await gql(
      t.app,
      'mutation($a: AssegnaUscitaInput!) { assegnaUscitaBanca(assegna: $a) }',
      { a: { id_movimento: per('R-USCITA').id_movimento, id_voce: voceSpesa, id_parte_a: 1 } },
      tesoriere,
    );
    expect(u.errors?.[0]?.message).toBe(MSG_MOVIMENTI.beneficiarioSezione);
    expect(await fotografia()).toEqual(prima);
  });

  it('an outgoing line is assigned to an expense item: a due of the section on it and a completed bank payment', async () => {
    const uscita = per('R-USCITA');
    const voceEntrata = await uno("select id_voce from voci where codice like 'E%' order by id_voce limit 1");
    const voceSpesa = await uno("select id_voce from voci where codice like 'U%' order by id_voce limit 1");
    const M = 'mutation($a: AssegnaUscitaInput!) { assegnaUscitaBanca(assegna: $a) }';
    const no = await gql(
      t.app,
      M,
      { a: { id_movimento: uscita.id_movimento, id_voce: voceEntrata } },
      tesoriere,
    );
    expect(no.errors?.[0]?.message).toBe(MSG_MOVIMENTI.voceNonSpesa);
    const entrataSuVoce = await gql(
      t.app,
      M,
      { a: { id_movimento: per('R-NESSUNO').id_movimento, id_voce: voceSpesa } },
      tesoriere,
    );
    expect(entrataSuVoce.errors?.[0]?.message).toBe(MSG_MOVIMENTI.soloUscite);
    const r = await gql(
      t.app,
      M,
      { a: { id_movimento: uscita.id_movimento, id_voce: voceSpesa } },
      tesoriere,
    );
    expect(r.errors).toBeUndefined();
    const idTf = r.data!.assegnaUscitaBanca as number;
    const [riga] = await q<
      Record<string, unknown>
    >(`select f.importo::int as importo, f.stato, f.id_parte_da, p."desc", e.id_voce_da, e.id_parte_da as te_da, e.stato as te_stato
      from transazioni_finanziarie f join transazioni l using (id_transazione_finanziaria)
      join transazioni_economiche e using (id_transazione_economica) join parti p on p.id_parte = f.id_parte_a
      where f.id_transazione_finanziaria = ${idTf}`);
    expect(riga).toEqual({
      importo: 12_000,
      stato: 'completed',
      id_parte_da: 1,
      desc: 'Cartoleria Aurora & C.',
      id_voce_da: voceSpesa,
      te_da: 1,
      te_stato: 'totale_completata',
    });
  });

  it('an incoming line cannot settle a due the section owes (an expense)', async () => {
    const spesa = await uno(
      'select id_transazione_economica from transazioni_economiche where id_parte_da = 1 order by 1 limit 1',
    );
    const prima = await fotografia();
    const c = {
      id_movimento: per('R-NESSUNO').id_movimento,
      ripartizione: [{ id_transazione_economica: spesa, importo: 100 }],
      conferma_eccedenza: true,
    };
    const r = await gql(t.app, M_CONFERMA, { c: [c] }, tesoriere);
    expect(r.data!.confermaMovimentiBanca[0]).toMatchObject({
      tipo_errore: 'VALIDATION',
      errore: MSG_MOVIMENTI.dovutoDellaSezione,
    });
    expect(await fotografia()).toEqual(prima);
  });

  it("decision 1157: an incoming line never completes the section's own transfer, to a supplier or between its accounts", async () => {
    // The attacker's review of stop 36: both were completed by money that came in.
    const anno = await uno('select anno_scout from anni_scout where attivo');
    const fornitore = await uno(`insert into parti ("desc") values ('Fornitore Tende') returning id_parte`);
    const spesa = await uno(
      `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
       values (1, ${fornitore}, 999, 'Tende nuove', 'altro', ${anno}, 'no') returning id_transazione_economica`,
    );
    const pagamento = (a: number, tipoA: string) =>
      uno(`insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
           values (1, ${a}, 999, 'started', 'bank', '${tipoA}', ${anno}) returning id_transazione_finanziaria`);
    const alFornitore = await pagamento(fornitore, 'bank');
    await q(
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo) values (${spesa}, ${alFornitore}, 999)`,
    );
    const prelievo = await pagamento(1, 'cash');
    const prima = await fotografia();
    for (const id of [alFornitore, prelievo]) {
      const c = {
        id_movimento: per('R-NESSUNO').id_movimento,
        id_transazione_finanziaria: id,
        ripartizione: [],
      };
      const r = await gql(t.app, M_CONFERMA, { c: [c] }, tesoriere);
      expect(r.data!.confermaMovimentiBanca[0]).toMatchObject({
        tipo_errore: 'VALIDATION',
        errore: MSG_MOVIMENTI.pagamentoNonBonifico,
      });
    }
    expect(await fotografia()).toEqual(prima);
    await q(`delete from transazioni where id_transazione_finanziaria = ${alFornitore}`);
    await q(
      `delete from transazioni_finanziarie where id_transazione_finanziaria in (${alFornitore}, ${prelievo})`,
    );
    await q(`delete from transazioni_economiche where id_transazione_economica = ${spesa}`);
  });

  it('an unmatched line stays in the queue, can be ignored and put back', async () => {
    const nessuno = per('R-NESSUNO');
    const M =
      'mutation($id: Int!, $i: Boolean!) { ignoraMovimentoBanca(id_movimento: $id, ignora: $i) { stato } }';
    expect((await elenco()).map((m) => m.identita)).toEqual([`${IBAN}:R-NESSUNO`]);
    expect(
      (await gql(t.app, M, { id: nessuno.id_movimento, i: true }, tesoriere)).data!.ignoraMovimentoBanca
        .stato,
    ).toBe('ignorata');
    expect(await elenco()).toEqual([]);
    expect((await elenco('ignorata')).map((m) => m.id_movimento)).toEqual([nessuno.id_movimento]);
    const conferma = await gql(
      t.app,
      M_CONFERMA,
      {
        c: [
          {
            id_movimento: nessuno.id_movimento,
            ripartizione: [{ id_transazione_economica: f.dovuto1, importo: 1 }],
          },
        ],
      },
      tesoriere,
    );
    expect(conferma.data!.confermaMovimentiBanca[0].errore).toBe(MSG_MOVIMENTI.ignorato);
    await gql(t.app, M, { id: nessuno.id_movimento, i: false }, tesoriere);
    expect((await elenco()).map((m) => m.id_movimento)).toEqual([nessuno.id_movimento]);
    const gia = await gql(t.app, M, { id: per('R-SPLIT').id_movimento, i: true }, tesoriere);
    expect(errorType(gia)).toBe('CONFLICT');
  });

  // Two treasurers (or two tabs) confirm the same line at the same instant. On PostgreSQL the two
  // requests really overlap; the line's row lock makes one wait and then see it settled. Exactly
  // one payment exists afterwards, and the due is paid once.
  it('two confirmations of one line at once: one payment, the other answer is the Italian conflict', async () => {
    const nessuno = per('R-NESSUNO');
    const figlio = await uno(
      "insert into persone (nome, cognome) values ('Gara', 'Zanzibarini') returning id_persona",
    );
    const parte = await uno(
      `insert into parti (id_persona, "desc") values (${figlio}, 'Gara Zanzibarini') returning id_parte`,
    );
    const dovuto =
      await uno(`insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
      values (${parte}, 1, 999, 'Uscita Gara Zanzibarini', 'altro', ${f.anno}, 'no') returning id_transazione_economica`);
    const conferma = {
      id_movimento: nessuno.id_movimento,
      ripartizione: [{ id_transazione_economica: dovuto, importo: 999 }],
    };
    const pagamentiPrima = await uno('select count(*) from transazioni_finanziarie');
    const esiti = await Promise.all(
      [1, 2].map(async () => (await gql(t.app, M_CONFERMA, { c: [conferma] }, tesoriere)).data!),
    );
    const risposte = esiti.map((e) => e.confermaMovimentiBanca[0]);
    const vinte = risposte.filter((r: { errore: string | null }) => r.errore === null);
    expect(vinte).toHaveLength(1);
    expect(risposte.find((r: { errore: string | null }) => r.errore !== null)).toMatchObject({
      tipo_errore: 'CONFLICT',
      errore: MSG_MOVIMENTI.giaAbbinato,
      id_transazione_finanziaria: null,
    });
    expect(await uno('select count(*) from transazioni_finanziarie')).toBe(pagamentiPrima + 1);
    expect(
      await q(
        `select id_transazione_finanziaria as id, importo::int from transazioni where id_transazione_economica = ${dovuto}`,
      ),
    ).toEqual([{ id: vinte[0].id_transazione_finanziaria, importo: 999 }]);
    expect(
      await q(
        `select stato, id_transazione_finanziaria as id from movimenti_banca where id_movimento = ${nessuno.id_movimento}`,
      ),
    ).toEqual([{ stato: 'abbinata', id: vinte[0].id_transazione_finanziaria }]);
  });

  it('a payment deleted on the payments page puts its line back in the queue', async () => {
    const uscita = per('R-USCITA');
    const [{ id }] = (await q<{ id: number }>(
      `select id_transazione_finanziaria as id from movimenti_banca where id_movimento = ${uscita.id_movimento}`,
    )) as [{ id: number }];
    await q(`delete from transazioni_finanziarie where id_transazione_finanziaria = ${id}`);
    expect(
      await q(`select stato, id_voce from movimenti_banca where id_movimento = ${uscita.id_movimento}`),
    ).toEqual([{ stato: 'da_abbinare', id_voce: null }]);
  });

  it('a CSV export is read with its mapping, which is remembered for the bank', async () => {
    const mappatura = {
      banca: 'Banca Prova',
      conto: 'Conto sezione',
      separatore: ';',
      formatoData: 'GG/MM/AAAA',
      virgolaDecimale: true,
      righeIntestazione: 1,
      colonne: {
        data: 0,
        dataValuta: null,
        importo: 1,
        entrate: null,
        uscite: null,
        causale: 2,
        controparte: 3,
        riferimento: null,
      },
    };
    const [a, m, g] = oggi.split('-');
    const csv = `Data;Importo;Causale;Ordinante\r\n${g}/${m}/${a};1.234,50;Quota;Tizio Caio\r\n`;
    const r = await carica({ formato: 'csv', nome_file: 'banca.csv', contenuto: b64(csv), mappatura });
    expect(r.json()).toMatchObject({ righe_lette: 1, righe_nuove: 1 });
    const lista = await gql(t.app, '{ mappatureCsvBanca { banca mappatura } }', {}, tesoriere);
    expect(JSON.parse(lista.data!.mappatureCsvBanca[0].mappatura)).toEqual(mappatura);
    const prima = await fotografia();
    expect(
      (await carica({ formato: 'csv', nome_file: 'banca.csv', contenuto: b64(csv), mappatura })).json(),
    ).toMatchObject({ righe_nuove: 0 });
    expect(await fotografia()).toEqual(prima);
    // Windows-1252 (what many bank exports are): 'è' read right.
    const latin = Buffer.from(`x\r\n${g}/${m}/${a};5,00;Caffè;Tizio\r\n`, 'latin1').toString('base64');
    expect(
      (await carica({ formato: 'csv', nome_file: 'b.csv', contenuto: latin, mappatura })).statusCode,
    ).toBe(200);
    expect(await q("select causale from movimenti_banca where causale like 'Caff%'")).toEqual([
      { causale: 'Caffè' },
    ]);
  });

  it.each([
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
      MSG_ESTRATTO.entita,
    ],
    [
      'entity expansion',
      '<!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document>&b;</Document>',
      MSG_ESTRATTO.entita,
    ],
    ['malformed XML', '<Document><BkToCstmrStmt>', null],
    ['another XML', '<Document><Altro/></Document>', MSG_ESTRATTO.nonCamt053],
  ])(
    'a hostile or wrong file is refused whole (%s), in Italian, and nothing is stored',
    async (_n, xml, messaggio) => {
      const prima = await fotografia();
      const r = await carica({ formato: 'camt053', nome_file: 'x.xml', contenuto: b64(xml) });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorType).toBe('VALIDATION');
      if (messaggio) expect(r.json().message).toBe(messaggio);
      else expect(r.json().message).toMatch(/^Il file non è un XML valido/);
      expect(await fotografia()).toEqual(prima);
    },
  );

  it('an oversized file is refused with the bound in Italian', async () => {
    const r = await carica({
      formato: 'camt053',
      nome_file: 'x.xml',
      contenuto: Buffer.alloc(5 * 1024 * 1024 + 1, 32).toString('base64'),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(MSG_ESTRATTO.troppoGrande);
  });

  it('the auditor reads the lines but changes none; a leader reads nothing', async () => {
    const revisore = await tokenFor(t.app, 'revisore');
    const capo = await tokenFor(t.app, 'capogruppo');
    expect((await gql(t.app, Q_MOVIMENTI, { stato: 'abbinata' }, revisore)).errors).toBeUndefined();
    expect(errorType(await gql(t.app, Q_MOVIMENTI, { stato: 'abbinata' }, capo))).toBe('FORBIDDEN');
    const r = await carica({ formato: 'camt053', nome_file: 'e.xml', contenuto: b64(file()) }, revisore);
    expect(r.statusCode).toBe(403);
    const c = await gql(
      t.app,
      M_CONFERMA,
      { c: [{ id_movimento: per('R-NESSUNO').id_movimento, ripartizione: [] }] },
      revisore,
    );
    expect(errorType(c)).toBe('FORBIDDEN');
  });
});
