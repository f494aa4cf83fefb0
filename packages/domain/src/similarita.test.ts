import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { similarita, sonoSimili } from './similarita.ts';

describe('spec 1 §5.4: fuzzy similarity above 0.4, or substring when enabled', () => {
  it.each([
    ['Mario', 'Mario', false, true],
    ['Mario', 'mario', false, true],
    ['Mario', 'Marco', false, true],
    ['Niccolò', 'Niccolo', false, true],
    ['Rossi', 'Rosi', false, true],
    ['De Luca', 'Deluca', false, true],
    ['Mario', 'Giuseppe', false, false],
    ['Anna', 'Luca', false, false],
    ['Bianchi', 'Verdi', false, false],
    ['Maria', 'Maria Chiara Giovanna Ludovica', false, false],
    ['Maria', 'Maria Chiara Giovanna Ludovica', true, true],
    ['Bo', 'Bonaventura Alessandro', true, true],
    ['Luca', 'Paolo', true, false],
    ['', 'Mario', true, false],
  ])('%s ~ %s (substring %s) → %s', (a, b, substring, atteso) => {
    expect(sonoSimili(a, b, { substring })).toBe(atteso);
  });

  it('is symmetric and between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarita(a, b);
        return s >= 0 && s <= 1 && s === similarita(b, a);
      }),
    );
  });

  it('a string is fully similar to itself', () => {
    fc.assert(fc.property(fc.string(), (a) => similarita(a, a) === 1));
  });
});
