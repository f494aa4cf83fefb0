import { describe, expect, it } from 'vitest';
import {
  dovutiGiaCoperti,
  eCheckout,
  cambiaCarrello,
  chiaveIdempotenza,
  checkoutConfermato,
  importiCheckout,
  MSG_CHECKOUT,
  preparazioneCheckoutSchema,
  residuoCheckout,
  riconciliaCarrello,
  transizioneCheckout,
} from './checkout.ts';
import { commissioneCarta, commissioneSatispay } from './quote.ts';
import { STATI_PAGAMENTO } from './transazioni.ts';
import { valida } from './validazione.ts';

describe('checkout amounts (spec 3 §9, decision 1202)', () => {
  it('charges the outstanding dues, the donation and the method’s fee on their sum', () => {
    expect(importiCheckout([8500, 4000], 0, 'stripe')).toEqual({
      importo: 12500,
      commissione: commissioneCarta(12500),
      totale: 12500 + commissioneCarta(12500),
    });
    expect(importiCheckout([900], 100, 'satispay')).toEqual({
      importo: 1000,
      commissione: commissioneSatispay(1000),
      totale: 1000 + commissioneSatispay(1000),
    });
    expect(importiCheckout([6000], 500, 'bank')).toEqual({ importo: 6500, commissione: 0, totale: 6500 });
  });
  it('derives the provider key from our payment and the amount charged', () => {
    expect(chiaveIdempotenza(12, 8760)).toBe('checkout-12-8760');
  });
});

describe('the cart as the server reads it', () => {
  const carrello = (over: Record<string, unknown>) => ({
    metodo: 'stripe',
    transazioni_economiche: [{ id_transazione_economica: 1, importo: 1 }],
    ...over,
  });
  it('needs a method of the front office and something to pay', () => {
    expect(valida(preparazioneCheckoutSchema, carrello({ metodo: 'cash' })).ok).toBe(false);
    const vuoto = valida(preparazioneCheckoutSchema, carrello({ transazioni_economiche: [] }));
    expect(vuoto.ok || vuoto.errori[0]!.messaggio).toBe(MSG_CHECKOUT.carrelloVuoto);
    expect(
      valida(preparazioneCheckoutSchema, carrello({ transazioni_economiche: [], donazione: 100 })).ok,
    ).toBe(true);
  });
  it('takes a donation from 0 to 10.000 euros in cents (decision 1210), and each due once', () => {
    // Decision 1210: at most 10.000 € a checkout (the spec's 10,000,000 € flooded the treasury).
    expect(valida(preparazioneCheckoutSchema, carrello({ donazione: 1_000_000 })).ok).toBe(true);
    const troppo = valida(preparazioneCheckoutSchema, carrello({ donazione: 1_000_001 }));
    expect(troppo.ok).toBe(false);
    expect(JSON.stringify(troppo)).toContain('Inserire un importo tra 0 e 10.000 €');
    expect(valida(preparazioneCheckoutSchema, carrello({ donazione: -1 })).ok).toBe(false);
    const doppio = carrello({
      transazioni_economiche: [
        { id_transazione_economica: 1, importo: 1 },
        { id_transazione_economica: 1, importo: 2 },
      ],
    });
    expect(valida(preparazioneCheckoutSchema, doppio).ok).toBe(false);
  });
});

describe('which provider answers move a payment (DESIGN.md §7)', () => {
  it('follows this table', () => {
    const tabella = Object.fromEntries(
      STATI_PAGAMENTO.map((attuale) => [
        attuale,
        Object.fromEntries(STATI_PAGAMENTO.map((f) => [f, transizioneCheckout(attuale, f)])),
      ]),
    );
    expect(tabella).toEqual({
      completed: { completed: null, rejected: null, started: null, initiated: null },
      rejected: { completed: 'completed', rejected: null, started: 'started', initiated: null },
      started: { completed: 'completed', rejected: 'rejected', started: null, initiated: null },
      initiated: { completed: 'completed', rejected: 'rejected', started: 'started', initiated: null },
    });
  });
  it('answers true when the office has the payment', () => {
    expect(STATI_PAGAMENTO.filter(checkoutConfermato)).toEqual(['completed', 'started']);
  });
});

describe('the cart of the checkout page (spec 3 §2, spec 1 §4.6)', () => {
  const link = (importo: number, stato: string) => ({ importo, stato_pagamento: stato });
  it('offers what is still owed: completed and started payments count, others do not', () => {
    const dovuto = { id_transazione_economica: 1, importo: 8500, causale_tipo: 'iscrizione' };
    expect(residuoCheckout({ ...dovuto, transazioni: [] })).toBe(8500);
    expect(
      residuoCheckout({
        ...dovuto,
        transazioni: [
          link(3000, 'completed'),
          link(1000, 'started'),
          link(8500, 'initiated'),
          link(8500, 'rejected'),
        ],
      }),
    ).toBe(4500);
    expect(residuoCheckout({ ...dovuto, transazioni: [link(8500, 'started')] })).toBe(0);
  });
  it('never offers a donation again', () => {
    expect(
      residuoCheckout({
        id_transazione_economica: 2,
        importo: 5000,
        causale_tipo: 'donazione',
        transazioni: [],
      }),
    ).toBe(0);
  });
  it('drops lines no longer due or worth zero and updates the amounts', () => {
    const residui = new Map([
      [1, 8500],
      [2, 0],
      [3, 1200],
    ]);
    expect(
      riconciliaCarrello(
        [
          { id_transazione_economica: 1, importo: 9000 },
          { id_transazione_economica: 2, importo: 100 },
          { id_transazione_economica: 4, importo: 100 },
        ],
        residui,
      ),
    ).toEqual([{ id_transazione_economica: 1, importo: 8500 }]);
  });
  it('adds a due once, removes it, and never adds a zero line', () => {
    const uno = { id_transazione_economica: 1, importo: 8500 };
    expect(cambiaCarrello(cambiaCarrello([], uno, true), uno, true)).toEqual([uno]);
    expect(cambiaCarrello([uno], uno, false)).toEqual([]);
    expect(cambiaCarrello([], { id_transazione_economica: 2, importo: 0 }, true)).toEqual([]);
  });
});

describe('which payments are checkouts (decision 1202)', () => {
  it('only those whose key the checkout wrote; the office’s and the seed’s are not', () => {
    expect(eCheckout({ idempotency_key: chiaveIdempotenza(7, 1000) })).toBe(true);
    expect(eCheckout({ idempotency_key: null })).toBe(false);
    expect(eCheckout({ idempotency_key: 'seed-7' })).toBe(false);
  });
});

describe('which dues a bank receipt may still cover (decision 1207)', () => {
  const dovuti = [
    { id_transazione_economica: 1, importo: 4000 },
    { id_transazione_economica: 2, importo: 2500 },
  ];
  const checkout = [
    { id_transazione_economica: 1, importo: 4000 },
    { id_transazione_economica: 2, importo: 2500 },
  ];
  it('none while every due still owes what the checkout links (initiated and rejected links count for nothing)', () => {
    expect(
      dovutiGiaCoperti(checkout, dovuti, [
        { id_transazione_economica: 1, importo: 4000, stato_pagamento: 'initiated' },
        { id_transazione_economica: 2, importo: 2500, stato_pagamento: 'rejected' },
      ]),
    ).toEqual([]);
  });
  it('a due another receipt or payment covers, in full or in part, and a due that is gone', () => {
    expect(
      dovutiGiaCoperti(checkout, dovuti, [
        { id_transazione_economica: 1, importo: 4000, stato_pagamento: 'started' },
        { id_transazione_economica: 2, importo: 1, stato_pagamento: 'completed' },
      ]),
    ).toEqual([1, 2]);
    expect(dovutiGiaCoperti(checkout, dovuti.slice(0, 1), [])).toEqual([2]);
  });
});
