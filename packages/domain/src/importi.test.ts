import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrotonda, centesimiInEuro, centesimiInInput, euroInCentesimi } from './importi.ts';

describe('spec 1 §5.4: euros entered, integer cents sent (×100, rounded); empty string → null', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['85', 8500],
    ['85,5', 8550],
    ['85,50', 8550],
    ['85.50', 8550],
    ['0,01', 1],
    ['0.005', 1],
    ['0.004', 0],
    ['1,005', 101],
    ['1.234,56', 123456],
    ['1.234.567', 123456700],
    ['-3,5', -350],
    ['+3,5', 350],
    ['€ 12,00', 1200],
    [',5', 50],
    ['10000000', 1000000000],
    [85, 8500],
    [19.99, 1999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.675, -268],
    ['abc', Number.NaN],
    ['1,2,3', Number.NaN],
    ['.', Number.NaN],
    [Number.POSITIVE_INFINITY, Number.NaN],
  ])('%j → %j', (input, atteso) => {
    expect(euroInCentesimi(input)).toEqual(atteso);
  });

  it('property: cents → euros → cents round-trips (number and input text)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (c) => {
        return euroInCentesimi(centesimiInEuro(c)) === c && euroInCentesimi(centesimiInInput(c)) === c;
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds halves away from zero', () => {
    expect(arrotonda(2.5)).toBe(3);
    expect(arrotonda(-2.5)).toBe(-3);
    expect(arrotonda(2.4999)).toBe(2);
    expect(arrotonda(-0.2)).toBe(0);
  });

  it('formats cents for an input', () => {
    expect(centesimiInInput(8550)).toBe('85.50');
    expect(centesimiInInput(-5)).toBe('-0.05');
    expect(centesimiInInput(null)).toBe('');
  });
});
