import { describe, expect, it } from 'vitest';
import { righePerTipo, totaliBilancio } from './bilancio.ts';

const riga = (codice: string, preventivo: number, consuntivo: number) => ({
  preventivo,
  consuntivo,
  voce: { codice },
});

describe('budget totals (spec 3 §2, §9)', () => {
  const righe = [
    riga('E01', 500000, 480050),
    riga('U01', 300000, 310000),
    riga('e02', 1000, 0),
    riga(' U02', 76000, 1),
  ];

  it('splits the lines by the first letter of the code (lower case and spaces too), keeping their order', () => {
    const { entrate, uscite } = righePerTipo(righe);
    expect(entrate.map((r) => r.voce.codice)).toEqual(['E01', 'e02']);
    expect(uscite.map((r) => r.voce.codice)).toEqual(['U01', ' U02']);
  });

  it('totals income and expense as positive sums of their lines; the result is income minus expense', () => {
    expect(totaliBilancio(righe)).toEqual({
      entrate: { preventivo: 501000, consuntivo: 480050 },
      uscite: { preventivo: 376000, consuntivo: 310001 },
      risultato: { preventivo: 125000, consuntivo: 170049 },
    });
  });

  it('a deficit is a negative result; an empty budget is all zeros', () => {
    expect(totaliBilancio([riga('E1', 100, 0), riga('U1', 250, 40)]).risultato).toEqual({
      preventivo: -150,
      consuntivo: -40,
    });
    expect(totaliBilancio([])).toEqual({
      entrate: { preventivo: 0, consuntivo: 0 },
      uscite: { preventivo: 0, consuntivo: 0 },
      risultato: { preventivo: 0, consuntivo: 0 },
    });
  });
});
