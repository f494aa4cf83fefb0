import { describe, expect, it } from 'vitest';
import { statoRicalcolo, testoMaiCalcolati, testoUltimoRicalcolo } from './ultimo-ricalcolo.ts';

// Decision 0926: the checks' zeros before the first recompute are "not computed", never "clean".

const zeri = [{ totale: 0 }, { totale: 0 }];

describe('statoRicalcolo', () => {
  it('never recomputed: no time and no finding', () => {
    expect(statoRicalcolo(null, zeri)).toBe('mai');
    expect(statoRicalcolo(null, [])).toBe('mai');
  });
  it('findings from before the time was recorded', () => {
    expect(statoRicalcolo(null, [{ totale: 0 }, { totale: 3 }])).toBe('nonRegistrato');
  });
  it('a recorded recompute, zeros included', () => {
    expect(statoRicalcolo({ eseguito: '2025-03-12T09:15:00Z' }, zeri)).toBe('eseguito');
  });
});

describe('the texts', () => {
  it('tells the super to press Ricalcola, the others who does', () => {
    expect(testoMaiCalcolati(true)).toBe('I controlli non sono ancora stati calcolati: premi «Ricalcola».');
    expect(testoMaiCalcolati(false)).toMatch(
      /^I controlli non sono ancora stati calcolati: li calcola la segreteria/,
    );
  });
  it("gives the time on Italy's clock and who ran it", () => {
    // 09:15 UTC in March is 10:15 in Italy (CET).
    expect(testoUltimoRicalcolo({ eseguito: '2025-03-12T09:15:00Z', nome_autore: 'Mario Rossi' })).toBe(
      'Ultimo ricalcolo: 12/03/2025 10:15, eseguito da Mario Rossi',
    );
    expect(testoUltimoRicalcolo({ eseguito: '2025-07-01T22:30:00Z', nome_autore: null })).toBe(
      'Ultimo ricalcolo: 02/07/2025 00:30',
    );
    expect(testoUltimoRicalcolo(null)).toBe('Ultimo ricalcolo: non registrato');
  });
});
