import { describe, expect, it } from 'vitest';
import { donazioneDaRipristinare, donazioniDaTogliere, type LinkDonazione } from './donazioni-checkout.ts';

const link = (te: number, tf: number, stato = 'initiated'): LinkDonazione => ({
  id_transazione_economica: te,
  id_transazione_finanziaria: tf,
  stato_pagamento: stato,
});

describe('the donation of a set-aside checkout (decision 1209)', () => {
  it('is removed when its only links are to the checkouts set aside', () => {
    expect(donazioniDaTogliere([link(7, 70), link(3, 71)], new Set([70, 71]))).toEqual([3, 7]);
  });
  it('is kept when another payment is linked to it, or the one linked is not initiated', () => {
    const ufficio = [link(7, 70), link(7, 90, 'completed')];
    expect(donazioniDaTogliere(ufficio, new Set([70]))).toEqual([]);
    expect(donazioniDaTogliere([link(7, 70, 'completed')], new Set([70]))).toEqual([]);
    expect(donazioniDaTogliere([link(7, 70, 'started')], new Set([70]))).toEqual([]);
  });
  it('is kept when its checkout is not among those set aside (the one reused)', () => {
    expect(donazioniDaTogliere([link(7, 70)], new Set([71]))).toEqual([]);
  });
});

describe('the donation given back to a set-aside checkout paid later (decision 1209)', () => {
  const checkout = { importo: 8000, idempotency_key: 'checkout-70-8190' };
  it('is what the checkout’s amount leaves unlinked', () => {
    expect(donazioneDaRipristinare(checkout, [{ importo: 3000 }])).toBe(5000);
    expect(donazioneDaRipristinare(checkout, [])).toBe(8000);
  });
  it('is nothing when every cent is linked, or more is', () => {
    expect(donazioneDaRipristinare(checkout, [{ importo: 3000 }, { importo: 5000 }])).toBe(0);
    expect(donazioneDaRipristinare(checkout, [{ importo: 9000 }])).toBe(0);
  });
  it('is never computed for a payment the office recorded', () => {
    expect(donazioneDaRipristinare({ importo: 8000, idempotency_key: null }, [])).toBe(0);
    expect(donazioneDaRipristinare({ importo: 8000, idempotency_key: 'ufficio-1' }, [])).toBe(0);
  });
});
