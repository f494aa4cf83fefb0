import { describe, expect, it } from 'vitest';
import { formatEuro } from './formato.ts';
import {
  erroriPagamento,
  etichettaMetodi,
  IMPORTO_MASSIMO,
  importoEuroSchema,
  importoNuovaCausale,
  MSG_TESORERIA,
  msgConfermaCopertura,
  nuovoPagamento,
  type PagamentoForm,
  preparaPagamento,
  preventivoSchema,
  tipoParte,
  verificaCollegamentoPagamento,
  vociPerTipo,
} from './form-tesoreria.ts';

const pag = (extra: Partial<PagamentoForm> = {}): PagamentoForm => ({
  ...nuovoPagamento(new Date('2025-10-01T10:00:00Z')),
  tipo_parte_a: 'sezione',
  ...extra,
});

describe('spec 3 §4: payment form', () => {
  it('a new payment: id -1, amount 0, paid now, bank, completed', () => {
    expect(pag()).toMatchObject({
      id_transazione_finanziaria: -1,
      importo: 0,
      stato: 'completed',
      tipo_da: 'bank',
      tipo_a: 'bank',
      data_pagata: '2025-10-01T10:00:00.000Z',
    });
  });
  it.each([
    [{ stato: 'started' }, ['Seleziona la presa in carico (aka ricevuta) del bonifico']],
    [{ stato: 'started', allegati: [{ id_allegato: 1 }] }, []],
    [
      { stato: 'started', allegati: [{ id_allegato: 1, elimina: true }] },
      ['Seleziona la presa in carico (aka ricevuta) del bonifico'],
    ],
    [{ stato: 'completed' }, []],
    [{ stato: 'started', tipo_da: 'cash', tipo_a: 'cash' }, []],
    [{ importo: 12.5 }, ['Inserire un importo valido']],
    [{ importo: -100 }, ['Inserire un importo valido']],
  ] as const)('%j → %j', (extra, attesi) => {
    expect(erroriPagamento(pag(extra as Partial<PagamentoForm>))).toEqual(attesi);
  });
  it.each([
    ['completed', 'sezione', '2025-10-01T10:00:00.000Z', '12'],
    ['started', 'gruppo', null, '12'],
    ['rejected', 'unita', null, '12'],
    ['initiated', 'persona', null, null],
    ['completed', 'altro', '2025-10-01T10:00:00.000Z', null],
  ] as const)(
    'stato %s, payee %s → data_pagata %j, receipt number %j',
    (stato, tipo_parte_a, data, numero) => {
      const p = preparaPagamento(pag({ stato, tipo_parte_a, numero_ricevuta: '12' }));
      expect(p.data_pagata).toBe(data);
      expect(p.numero_ricevuta).toBe(numero);
    },
  );
  it('bank-to-bank in progress with one attachment selects it', () => {
    expect(
      preparaPagamento(pag({ stato: 'started', allegati: [{ id_allegato: 7 }] })).bonifico_id_allegato,
    ).toBe(7);
    expect(
      preparaPagamento(pag({ stato: 'started', allegati: [{ id_allegato: 7 }, { id_allegato: 8 }] }))
        .bonifico_id_allegato,
    ).toBeNull();
  });
  it('different methods force the payee equal to the payer', () => {
    expect(
      preparaPagamento(pag({ tipo_da: 'bank', tipo_a: 'cash', id_parte_da: 5, id_parte_a: 9 })).id_parte_a,
    ).toBe(5);
  });
  it.each([
    ['cash', 'cash', 'Contante'],
    ['bank', 'bank', 'Bonifico'],
    ['stripe', 'stripe', 'Carta'],
    ['bank', 'cash', 'Prelievo'],
    ['cash', 'bank', 'Versamento'],
    ['cash', 'stripe', null],
  ] as const)('%s → %s is %j', (da, a, atteso) => expect(etichettaMetodi(da, a)).toBe(atteso));
  it('a new linked cause defaults to the total minus linked amounts', () => {
    expect(importoNuovaCausale(10000, [{ importo: 3000 }, { importo: 2000, elimina: true }])).toBe(7000);
  });
});

describe('spec 3 §5: linking an existing payment', () => {
  it.each([
    [
      { importo: 10000, transazioni: [{ id_transazione_economica: 5, importo: 1000 }] },
      5,
      'Il pagamento è già associato a questa transazione',
    ],
    [
      { importo: 10000, transazioni: [{ id_transazione_economica: 4, importo: 10000 }] },
      5,
      'Il pagamento è già utilizzato per coprire altre transazioni',
    ],
    [{ importo: 10000, transazioni: [{ id_transazione_economica: 4, importo: 9000 }] }, 5, null],
    [{ importo: 0, transazioni: [] }, 5, 'Il pagamento è già utilizzato per coprire altre transazioni'],
  ])('%j to due %s → %j', (p, id, atteso) => expect(verificaCollegamentoPagamento(p, id)).toBe(atteso));
});

describe('spec 3 §5: due form texts and party kinds', () => {
  it('bank receipt hint', async () => {
    const { MSG_TESORERIA } = await import('./form-tesoreria.ts');
    expect(MSG_TESORERIA.allegaRicevuta).toBe('Allega la presa in carico (aka ricevuta)');
    expect(MSG_TESORERIA.confermo).toBe('È giusto, confermo');
  });
  it('confirmation messages', () => {
    expect(msgConfermaCopertura(100, 100)).toBeNull();
    expect(msgConfermaCopertura(100, 50)).toMatch(/non coprono completamente/);
    expect(msgConfermaCopertura(100, 150)).toMatch(/coprono più/);
  });
  it('party kinds', () => {
    expect(tipoParte({ id_parte: 1 })).toBe('sezione');
    expect(tipoParte({ id_parte: 2, id_persona: 3 })).toBe('persona');
    expect(tipoParte({ id_parte: 2, id_unita: 3, id_gruppo: 1 })).toBe('unita');
    expect(tipoParte({ id_parte: 2, id_gruppo: 1 })).toBe('gruppo');
    expect(tipoParte({ id_parte: 2 })).toBe('altro');
  });
});

describe('spec 3 §5: amounts in euros → cents, budget forecast, voci', () => {
  it.each([
    ['12,5', 1250],
    ['', null],
    [null, null],
  ])('importo %j → %j', (v, atteso) => expect(importoEuroSchema.parse(v)).toBe(atteso));
  it('refuses unreadable amounts and requires a forecast', () => {
    expect(importoEuroSchema.safeParse('x').success).toBe(false);
    expect(importoEuroSchema.parse('10.000.000,00')).toBe(IMPORTO_MASSIMO);
    expect(importoEuroSchema.safeParse('10000000,01').error?.issues[0]?.message).toBe(
      MSG_TESORERIA.importoMassimo,
    );
    expect(MSG_TESORERIA.importoMassimo).toContain(formatEuro(IMPORTO_MASSIMO));
    expect(preventivoSchema.safeParse('').success).toBe(false);
    expect(preventivoSchema.parse('1.000,00')).toBe(100000);
    expect(preventivoSchema.parse('1.5')).toBe(150);
  });
  it('voci by prefix, sorted numerically', () => {
    const voci = [{ codice: 'E10' }, { codice: 'U1' }, { codice: 'E2' }, { codice: 'e1.5' }];
    expect(vociPerTipo(voci, 'E').map((v) => v.codice)).toEqual(['e1.5', 'E2', 'E10']);
    expect(vociPerTipo(voci, 'U').map((v) => v.codice)).toEqual(['U1']);
  });
});
