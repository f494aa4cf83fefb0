import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MovimentiMetodo, pianoConsolidaSaldi, type SaldiMetodi } from './ciclo-saldi.ts';
import { METODI_PAGAMENTO } from './transazioni.ts';

const saldi = (bank: number, cash = 0, satispay = 0, stripe = 0): SaldiMetodi => ({
  bank,
  cash,
  satispay,
  stripe,
});

describe('spec 2 §7 consolida-saldi-anno-precedente: opening = last year’s closing (decision 1014)', () => {
  it('each method: opening + entrate − uscite of the previous year', () => {
    const piano = pianoConsolidaSaldi({
      anno_scout: 2026,
      id_parte: 1,
      saldoPrecedente: saldi(100000, 5000, 0, 0),
      movimentiPrecedenti: [
        { tipo: 'bank', entrate: 300000, uscite: 250000 },
        { tipo: 'cash', entrate: 2000, uscite: 9000 },
        { tipo: 'stripe', entrate: 8000, uscite: 0 },
      ],
      saldoAttuale: null,
    });
    expect(piano.cambi).toEqual([
      { tipo: 'bank', da: 0, a: 150000 },
      { tipo: 'cash', da: 0, a: -2000 },
      { tipo: 'stripe', da: 0, a: 8000 },
    ]);
    expect(piano.saldi).toEqual(saldi(150000, -2000, 0, 8000));
  });

  it('an opening balance typed by hand is replaced by the consolidated one; equal ones are not changes', () => {
    const piano = pianoConsolidaSaldi({
      anno_scout: 2026,
      id_parte: 7,
      saldoPrecedente: saldi(1000, 200),
      movimentiPrecedenti: [],
      saldoAttuale: saldi(999, 200),
    });
    expect(piano.cambi).toEqual([{ tipo: 'bank', da: 999, a: 1000 }]);
  });

  it('empty previous year (no row, no movement): nothing to consolidate', () => {
    const piano = pianoConsolidaSaldi({
      anno_scout: 2026,
      id_parte: 1,
      saldoPrecedente: null,
      movimentiPrecedenti: [],
      saldoAttuale: null,
    });
    expect(piano.cambi).toEqual([]);
  });

  it('idempotent: applying the plan and planning again changes nothing', () => {
    const arbSaldi = fc.option(
      fc
        .record({ bank: fc.integer(), cash: fc.integer(), satispay: fc.integer(), stripe: fc.integer() })
        .map(
          (s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v % 10_000_000])) as SaldiMetodi,
        ),
    );
    const arbMovimenti = fc.array(
      fc.record({
        tipo: fc.constantFrom(...METODI_PAGAMENTO),
        entrate: fc.nat({ max: 10_000_000 }),
        uscite: fc.nat({ max: 10_000_000 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(
        arbSaldi,
        arbMovimenti,
        arbSaldi,
        (saldoPrecedente, movimentiPrecedenti: MovimentiMetodo[], saldoAttuale) => {
          const input = { anno_scout: 2026, id_parte: 1, saldoPrecedente, movimentiPrecedenti, saldoAttuale };
          const piano = pianoConsolidaSaldi(input);
          return pianoConsolidaSaldi({ ...input, saldoAttuale: piano.saldi }).cambi.length === 0;
        },
      ),
    );
  });
});
