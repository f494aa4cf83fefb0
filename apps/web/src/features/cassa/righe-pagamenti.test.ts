import { describe, expect, it } from 'vitest';
import { filtraPagamenti, type PagamentoLetto, rigaPagamento, totaleMovimenti } from './righe-pagamenti.ts';

const SEZIONE = 1;
const pagamento = (p: Partial<PagamentoLetto>): PagamentoLetto => ({
  id_transazione_finanziaria: 1,
  id_parte_da: 50,
  id_parte_a: SEZIONE,
  parte_da: { id_parte: 50, desc: 'Mario Rossi' },
  parte_a: { id_parte: 1, desc: 'Sezione' },
  importo: 8500,
  stato: 'completed',
  tipo_da: 'bank',
  tipo_a: 'bank',
  commissione_da: 0,
  commissione_a: 0,
  data_creata: '2025-10-05T08:00:00Z',
  data_pagata: '2025-10-06T08:00:00Z',
  ...p,
});

describe('a payment as the shown party sees it (spec 3 §2)', () => {
  it('received: positive amount, incoming, its net on the balance', () => {
    const r = rigaPagamento(pagamento({ commissione_a: 100 }), SEZIONE, null);
    expect(r).toMatchObject({ importo: 8500, direzione: 'entrata', da: 'Mario Rossi', movimento: 8400 });
  });
  it('paid: negative amount, outgoing, with the payer commission', () => {
    const r = rigaPagamento(
      pagamento({ id_parte_da: SEZIONE, id_parte_a: 50, commissione_da: 50 }),
      SEZIONE,
      null,
    );
    expect(r).toMatchObject({ importo: -8500, direzione: 'uscita', movimento: -8550 });
  });
  it('a transfer bank → cash is outgoing on the bank list and incoming on the cash list', () => {
    const t = pagamento({ id_parte_da: SEZIONE, id_parte_a: SEZIONE, tipo_da: 'bank', tipo_a: 'cash' });
    expect(rigaPagamento(t, SEZIONE, 'bank')).toMatchObject({
      importo: -8500,
      direzione: 'uscita',
      movimento: -8500,
    });
    expect(rigaPagamento(t, SEZIONE, 'cash')).toMatchObject({
      importo: 8500,
      direzione: 'entrata',
      movimento: 8500,
    });
    expect(rigaPagamento(t, SEZIONE, null)).toMatchObject({
      direzione: 'interno',
      movimento: 0,
      metodo: 'Conto → Contanti',
    });
  });
  it('only completed payments move the balance', () => {
    expect(rigaPagamento(pagamento({ stato: 'started' }), SEZIONE, null).movimento).toBe(0);
  });
});

describe('payments filters (spec 3 §2)', () => {
  const righe = [
    rigaPagamento(pagamento({ id_transazione_finanziaria: 1 }), SEZIONE, null),
    rigaPagamento(
      pagamento({
        id_transazione_finanziaria: 2,
        id_parte_da: SEZIONE,
        id_parte_a: 50,
        parte_da: { id_parte: 1, desc: 'Sezione' },
        parte_a: { id_parte: 50, desc: 'Mario Rossi' },
        stato: 'started',
      }),
      SEZIONE,
      null,
    ),
    rigaPagamento(
      pagamento({ id_transazione_finanziaria: 3, importo: 1234, data_pagata: null, stato: 'rejected' }),
      SEZIONE,
      null,
    ),
  ];
  const ids = (f: Parameters<typeof filtraPagamenti>[1]) => filtraPagamenti(righe, f).map((r) => r.id);

  it('amount in euros: exact; "-" outgoing only, "+" incoming only', () => {
    expect(ids({ importo: '85' })).toEqual([1, 2]);
    expect(ids({ importo: '85,00' })).toEqual([1, 2]);
    expect(ids({ importo: '-85' })).toEqual([2]);
    expect(ids({ importo: '+85' })).toEqual([1]);
    expect(ids({ importo: '12,34' })).toEqual([3]);
    expect(ids({ importo: 'abc' })).toEqual([]);
  });
  it('state: exact or by suffix', () => {
    expect(ids({ stato: 'started' })).toEqual([2]);
    expect(ids({ stato: 'leted' })).toEqual([1]);
    expect(ids({ stato: 'ted' })).toEqual([1, 2, 3]);
  });
  it('date range by day, only when both ends are set', () => {
    expect(ids({ pagata_da: '2025-10-06' })).toEqual([1, 2, 3]);
    expect(ids({ pagata_da: '2025-10-06', pagata_a: '2025-10-06' })).toEqual([1, 2]);
    expect(ids({ pagata_da: '2025-10-07', pagata_a: '2025-10-31' })).toEqual([]);
  });
  it('party names by substring, any case', () => {
    expect(ids({ da: 'rossi' })).toEqual([1, 3]);
  });
  it('the rows total is the completed rows net movement', () => {
    expect(totaleMovimenti(righe)).toBe(8500);
  });
});
