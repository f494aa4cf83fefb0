import { formatEuro } from '@zaino/domain/formato';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { testoPdf } from './pdf-testo.ts';
import { dbKinds } from './test-db.ts';
import { scarica } from './upload.ts';
import { fileZip } from './zip.ts';
import { righeIdentita } from '@zaino/domain/identita-sezione';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';

const D = IDENTITA_DEMO.denominazione;
const compatto = (s: string) => s.replace(/\s/g, '');

// Spec 3 §2/§7 account statement export: the party's completed payments on one method in a year,
// with the running balance from the opening one, as PDF or XLSX behind a signed link; treasury
// readers only (RCSEZ included).

describe.each(dbKinds)('account statement export on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  let tesoriere: string;
  /** saldoAnnuale of the section on the bank account. */
  let banca: { iniziale: number; finale: number };
  let movimenti: number;

  const esporta = (token: string | null, body: Record<string, unknown>, percorso = '1/bank') =>
    t.app.inject({
      method: 'POST',
      url: `/esporta/estratto-conto/${percorso}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    tesoriere = await tokenFor(t.app, 'tesoriere');
    // An opening balance, so the running balance starts from it.
    await rows(
      t.database,
      `insert into saldi_annuali (id_parte, anno_scout, bank, cash, satispay, stripe) values (1, ${anno}, 12345, 0, 0, 0)
      on conflict (id_parte, anno_scout) do update set bank = 12345`,
    );
    const saldo = await gql(
      t.app,
      `{ saldoAnnuale(id_parte: 1, anno_scout: ${anno}) { metodi { tipo iniziale finale } } }`,
      {},
      tesoriere,
    );
    banca = (saldo.data!.saldoAnnuale.metodi as { tipo: string; iniziale: number; finale: number }[]).find(
      (m) => m.tipo === 'bank',
    )!;
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from transazioni_finanziarie where anno_scout = ${anno} and stato = 'completed'
        and ((id_parte_a = 1 and tipo_a = 'bank') or (id_parte_da = 1 and tipo_da = 'bank'))`,
    );
    movimenti = n!.n;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('XLSX: the opening balance, one row per completed movement, the running balance ending at the annual closing one', async () => {
    expect(banca.iniziale).toBe(12345);
    expect(movimenti).toBeGreaterThan(0);
    const res = await esporta(tesoriere, { anno_scout: anno, formato: 'xlsx' });
    expect(res.statusCode).toBe(200);
    const file = await scarica(t.app, res.json().url);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="estratto-conto-bank-1-${anno}.xlsx"`,
    );
    const xlsx = fileZip(file.rawPayload);
    const foglio = xlsx.get('xl/worksheets/sheet1.xml')!;
    const testi = xlsx.get('xl/sharedStrings.xml') ?? foglio;
    expect(testi).toContain(`Estratto conto Conto - ${D} - anno scout ${anno}/${anno + 1}`);
    expect(testi).toContain('Saldo finale');
    // Decision 1301: the section's identity first (name and its lines), then the statement.
    const identita = [D, ...righeIdentita(IDENTITA_DEMO)];
    for (const r of identita) expect(testi).toContain(r);
    const righe = [...foglio.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)]
      .map((m) => m[1]!)
      .slice(identita.length);
    // title, opening balance, header, movements, closing balance
    expect(righe).toHaveLength(3 + movimenti + 1);
    const ultimoValore = (riga: string) => Number([...riga.matchAll(/<v>([^<]*)<\/v>/g)].at(-1)![1]);
    expect(ultimoValore(righe[1]!)).toBeCloseTo(banca.iniziale / 100, 2);
    expect(ultimoValore(righe.at(-2)!)).toBeCloseTo(banca.finale / 100, 2);
    expect(ultimoValore(righe.at(-1)!)).toBeCloseTo(banca.finale / 100, 2);
  });

  it('PDF: title, balances in euros and the movements', async () => {
    const res = await esporta(tesoriere, { anno_scout: anno });
    expect(res.statusCode).toBe(200);
    const file = await scarica(t.app, res.json().url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const testo = testoPdf(file.rawPayload);
    expect(compatto(testo)).toContain(
      compatto(`Estratto conto Conto - ${D} - anno scout ${anno}/${anno + 1}`),
    );
    for (const r of [D, ...righeIdentita(IDENTITA_DEMO)]) expect(compatto(testo)).toContain(compatto(r));
    expect(testo).not.toMatch(/undefined|Partita IVA/);
    expect(testo).toContain(`Saldo iniziale: ${formatEuro(banca.iniziale)}`);
    expect(testo).toContain(`Saldo finale: ${formatEuro(banca.finale)}`);
    expect(testo).toMatch(/\nDa [^\n]+/);
  });

  it('treasury readers export (RCSEZ too); leaders and families are refused; a signed-out caller gets 401', async () => {
    const revisore = await esporta(await tokenFor(t.app, 'revisore'), { anno_scout: anno, formato: 'xlsx' });
    expect(revisore.statusCode).toBe(200);
    for (const chi of ['capogruppo', 'genitore'] as const) {
      const r = await esporta(await tokenFor(t.app, chi), { anno_scout: anno });
      expect(r.statusCode, chi).toBe(403); // issue 22 item 12: FORBIDDEN is 403 on REST
      expect(r.json().errorType, chi).toBe('FORBIDDEN');
    }
    expect((await esporta(null, { anno_scout: anno })).statusCode).toBe(401);
    expect((await esporta('token-falso', { anno_scout: anno })).statusCode).toBe(401);
  });

  it('refuses a wrong method or year with the Italian message, and an unknown party as not found', async () => {
    const metodo = await esporta(tesoriere, { anno_scout: anno }, '1/oro');
    expect(metodo.json()).toEqual({ errorType: 'VALIDATION', message: 'Metodo di pagamento non valido' });
    const senzaAnno = await esporta(tesoriere, {});
    expect(senzaAnno.json().message).toBe('Scegliere un anno scout');
    // Ids in the URL are strict decimal (decision 0310): '0x1' is not party 1.
    for (const id of ['0x1', '1e0', '+1', '1.0', ' 1'])
      expect(
        (await esporta(tesoriere, { anno_scout: anno }, `${encodeURIComponent(id)}/bank`)).json(),
      ).toEqual({
        errorType: 'VALIDATION',
        message: 'Scegliere un soggetto',
      });
    expect((await esporta(tesoriere, { anno_scout: String(anno) }, '1/bank')).statusCode).toBe(200);
    expect(
      (await esporta(tesoriere, { anno_scout: `0x${anno.toString(16)}` }, '1/bank')).json().message,
    ).toBe('Scegliere un anno scout');
    const parte = await esporta(tesoriere, { anno_scout: anno }, '999999/bank');
    expect(parte.json().errorType).toBe('NOT_FOUND');
  });
});
