import { describe, expect, it } from 'vitest';
import { type Collegamento, dataDaInviare, perInput, transazioniDaInviare } from './valori-pagamento.ts';

const parti = { id_parte_da: 3, id_parte_a: 1 };
const link = (l: Partial<Collegamento>): Collegamento => ({
  id_transazione: 1,
  id_altro: 10,
  importo: 1000,
  elimina: false,
  desc: 'Quota',
  ...l,
});

describe('the links a payment saves (spec 3 §4, decision 1110)', () => {
  it('drops a new link removed before saving and sends a removed saved one with elimina', () => {
    const links = [link({ id_transazione: 5, elimina: true }), link({ id_transazione: -1, elimina: true })];
    expect(transazioniDaInviare(links, parti)).toEqual([{ id_transazione: 5, elimina: true }]);
  });

  it('sends a saved link with its amount, a new link with the due it links', () => {
    const links = [link({ id_transazione: 5 }), link({ id_transazione: -2, id_altro: 11, importo: 500 })];
    expect(transazioniDaInviare(links, parti)).toEqual([
      { id_transazione: 5, importo: 1000 },
      { id_transazione: -2, importo: 500, id_transazione_economica: 11 },
    ]);
  });

  it("sends 'Aggiungi causale' as a new due between the payment's parties", () => {
    const nuovo = { causale_desc: 'Campo estivo', id_voce_da: null, id_voce_a: 7 };
    expect(transazioniDaInviare([link({ id_transazione: -3, id_altro: null, nuovo })], parti)).toEqual([
      {
        id_transazione: -3,
        importo: 1000,
        transazione_economica: { ...parti, importo: 1000, causale_tipo: 'altro', ...nuovo },
      },
    ]);
  });
});

describe('the payment date sent (decision 1110)', () => {
  const letta = '2026-10-05T08:30:45.123Z';

  it('is none unless the payment is completed', () => {
    expect(dataDaInviare(false, letta, perInput(letta))).toBeNull();
  });

  it('keeps the date read, seconds included, when the minutes shown were not changed', () => {
    expect(dataDaInviare(true, letta, perInput(letta))).toBe(letta);
  });

  it('sends the typed date, and none for an empty field', () => {
    const typed = '2026-10-06T09:15';
    expect(dataDaInviare(true, letta, typed)).toBe(new Date(typed).toISOString());
    expect(dataDaInviare(true, null, '')).toBeNull();
  });
});
