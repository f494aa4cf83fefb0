import { formatIban } from '@zaino/domain/bonifico';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avviaContestoCheckout, type ContestoCheckout } from './checkout-setup.ts';
import { type DemoUser, errorType, gql, type TestApp } from './helpers.ts';
import { testoPdf } from './pdf-testo.ts';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { dbKinds } from './test-db.ts';

// Spec 3 §2, §4 bank flow, decision 1204: the bank details of a bank-transfer checkout, as data and
// as PDF, for the family paying it and the admins; another family meets 'Pagamento non trovato'.

const Q_COORDINATE = `query($id: Int!) { coordinateBonifico(id_transazione_finanziaria: $id) {
  iban beneficiario importo causale } }`;

describe.each(dbKinds)('bank details of a bank transfer on %s', (kind) => {
  let ctx: ContestoCheckout;
  let t: TestApp;
  let token: Map<DemoUser, string>;
  let bonifico: { id: number; importo: number };
  let carta: number;

  const pdf = (id: number, chi?: DemoUser) =>
    t.app.inject({
      method: 'GET',
      url: `/checkout/bonifico/${id}/coordinate.pdf`,
      headers: chi ? { authorization: `Bearer ${token.get(chi)}` } : {},
    });

  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore', 'genitore2', 'tesoriere']);
    ({ t, token } = ctx);
    const prepara = async (metodo: string) => {
      const r = await ctx.prepara({
        metodo,
        transazioni_economiche: [{ id_transazione_economica: await ctx.nuovoDovuto(12345) }],
      });
      expect(r.errors).toBeUndefined();
      return r.data!.preparaCheckout as { id_transazione_finanziaria: number; importo: number };
    };
    const b = await prepara('bank');
    bonifico = { id: b.id_transazione_finanziaria, importo: b.importo };
    carta = (await prepara('stripe')).id_transazione_finanziaria;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('the paying family reads IBAN, beneficiary, amount and the reason "Pagamento {id}"', async () => {
    const r = await gql(t.app, Q_COORDINATE, { id: bonifico.id }, token.get('genitore'));
    expect(r.errors).toBeUndefined();
    expect(r.data!.coordinateBonifico).toEqual({
      iban: 'IT60X0542811101000000123456',
      beneficiario: 'Sezione scout (conto di prova)',
      importo: 12345,
      causale: `Pagamento ${bonifico.id}`,
    });
    expect(bonifico.importo).toBe(12345);
  });

  it('the PDF says the same, for the family and the admins; never stored, never cached', async () => {
    for (const chi of ['genitore', 'tesoriere'] as const) {
      const res = await pdf(bonifico.id, chi);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="coordinate-bonifico-${bonifico.id}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const testo = testoPdf(res.rawPayload);
      for (const atteso of [
        'Coordinate per il bonifico',
        IDENTITA_DEMO.denominazione,
        `Codice fiscale: ${IDENTITA_DEMO.codice_fiscale}`,
        formatIban('IT60X0542811101000000123456'),
        'Sezione scout (conto di prova)',
        '123,45 €',
        `Pagamento ${bonifico.id}`,
      ])
        expect(testo).toContain(atteso);
    }
  });

  it('another family and a missing payment: not found; no token: 401; a card payment: not a bank transfer', async () => {
    const altra = await gql(t.app, Q_COORDINATE, { id: bonifico.id }, token.get('genitore2'));
    expect(errorType(altra)).toBe('NOT_FOUND');
    expect(altra.errors![0]!.message).toBe('Pagamento non trovato');
    const res = await pdf(bonifico.id, 'genitore2');
    // Issue 22 item 12: a REST refusal answers its HTTP meaning (404), not 400.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorType: 'NOT_FOUND', message: 'Pagamento non trovato' });
    // Ids in the URL are strict decimal: '0x…', '1e2', '+7' are no payment's id.
    for (const falso of [`0x${bonifico.id.toString(16)}`, `${bonifico.id}.0`, `+${bonifico.id}`, '1e2'])
      expect((await pdf(falso as never, 'genitore')).statusCode, falso).toBe(404);
    expect((await pdf(999_999, 'genitore')).json().errorType).toBe('NOT_FOUND');
    expect((await pdf(bonifico.id)).statusCode).toBe(401);
    const card = await gql(t.app, Q_COORDINATE, { id: carta }, token.get('genitore'));
    expect(errorType(card)).toBe('VALIDATION');
    expect(card.errors![0]!.message).toBe('Questo pagamento non è un bonifico');
  });
});
