import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carattereControllo,
  compatibilitaCodiceFiscale,
  decodificaCodiceFiscale,
  deomocodia,
  isCodiceFiscaleCompatibile,
  isCodiceFiscaleValido,
} from './codice-fiscale.ts';

describe('spec 1 §5.4: codice fiscale, empty allowed, else 16 characters with a valid check character', () => {
  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    ['   ', true],
    ['RSSMRA85T10A562S', true],
    ['rssmra85t10a562s', true],
    [' RSSMRA85T10A562S ', true],
    ['BNCLRA90A41H501F', true],
    ['VRDGPP01E15F205C', true],
    ['RSSMRA85T10A56NH', true], // omocodia: last digit replaced by a letter
    ['RSSMRA85T10A5SNT', true], // omocodia: two digits replaced
    ['BNCLRA90A41H50MX', true],
    ['RSSMRA85T10A562T', false], // wrong check character
    ['RSSMRA85T10A562', false], // 15 characters
    ['RSSMRA85T10A562SS', false], // 17 characters
    ['RSSMRA85Z10A562S', false], // Z is not a month
    ['RSSMRA85T10A56AS', false], // A does not replace a digit
    ['RSSMR485T10A562S', false], // digit in the surname/name part
    ['RSSMRA85T10A562!', false],
    ['1234567890123456', false],
  ])('%j → %s', (cf, atteso) => {
    expect(isCodiceFiscaleValido(cf)).toBe(atteso);
  });

  it('omocodia letters map back to digits', () => {
    expect(deomocodia('RSSMRA85T10A5SNT')).toBe('RSSMRA85T10A562T');
    expect(deomocodia('RSSMRAUR')).toBe('RSSMRA85');
  });

  const ALFABETO = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const valido = fc
    .record({
      lettere: fc.string({
        unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        minLength: 6,
        maxLength: 6,
      }),
      anno: fc.integer({ min: 0, max: 99 }),
      mese: fc.constantFrom(...'ABCDEHLMPRST'),
      giorno: fc.integer({ min: 1, max: 68 }).filter((g) => g <= 28 || g >= 41),
      luogo: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      num: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ lettere, anno, mese, giorno, luogo, num }) => {
      const p = `${lettere}${String(anno).padStart(2, '0')}${mese}${String(giorno).padStart(2, '0')}${luogo}${String(num).padStart(3, '0')}`;
      return p + carattereControllo(p);
    });

  it('property: every generated code is valid', () => {
    fc.assert(fc.property(valido, (cf) => isCodiceFiscaleValido(cf)));
  });

  it('property: the check character detects every single-character change', () => {
    fc.assert(
      fc.property(valido, fc.integer({ min: 0, max: 15 }), fc.constantFrom(...ALFABETO), (cf, pos, c) => {
        fc.pre(cf[pos] !== c);
        const cambiato = cf.slice(0, pos) + c + cf.slice(pos + 1);
        return !isCodiceFiscaleValido(cambiato);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('spec 1 §5.4 "valid": the birth date in the code must exist, whatever the check character', () => {
  const conControllo = (primi15: string) => primi15 + carattereControllo(primi15);
  it.each([
    ['RSSMRA85T99A562', false], // day 99
    ['RSSMRA85B30A562', false], // 30 February
    ['RSSMRA85B70A562', false], // 30 February, woman
    ['RSSMRA85D31A562', false], // 31 April
    ['RSSMRA85T00A562', false], // day 0
    ['RSSMRA85T35A562', false], // between men's and women's days
    ['RSSMRA85B29A562', false], // 29 February of a year that is never a leap year
    ['RSSMRA84B29A562', true], // 29 February of a leap year
    ['RSSMRA85B28A562', true],
    ['RSSMRA85D30A562', true],
    ['RSSMRA85T71A562', true], // 31 December, woman
    ['RSSMRA85TMLA562', true], // omocodia in the day: 10
  ])('%s + check character → %s', (primi15, atteso) => {
    expect(isCodiceFiscaleValido(conControllo(primi15))).toBe(atteso);
  });
});

describe('spec 3 §7 cfIncompatibile: compatibility with sex and birth date', () => {
  it('decodes sex and birth date', () => {
    expect(decodificaCodiceFiscale('RSSMRA85T10A562S')).toEqual({
      sesso: 'M',
      anno2: 85,
      mese: 12,
      giorno: 10,
    });
    expect(decodificaCodiceFiscale('BNCLRA90A41H501F')).toEqual({
      sesso: 'F',
      anno2: 90,
      mese: 1,
      giorno: 1,
    });
    expect(decodificaCodiceFiscale('RSSMRA85T10A56NH')?.giorno).toBe(10);
    expect(decodificaCodiceFiscale('')).toBeNull();
    expect(decodificaCodiceFiscale('RSSMRA85T10A562T')).toBeNull();
  });

  it.each([
    ['RSSMRA85T10A562S', 'M', '1985-12-10', true, true],
    ['RSSMRA85T10A562S', 'F', '1985-12-10', false, true],
    ['RSSMRA85T10A562S', 'M', '1985-12-11', true, false],
    ['RSSMRA85T10A562S', 'M', '1985-11-10', true, false],
    ['RSSMRA85T10A562S', 'M', '1986-12-10', true, false],
    ['RSSMRA85T10A562S', null, null, true, true],
    ['BNCLRA90A41H501F', 'F', '1990-01-01', true, true],
    ['BNCLRA90A41H501F', 'M', '1990-01-01', false, true],
    ['BNCLRA90A41H50MX', 'F', '1990-01-01', true, true],
    ['VRDGPP01E15F205C', 'M', '2001-05-15', true, true],
  ] as const)('%s with %s %s → sesso %s, data %s', (cf, sesso, data, okSesso, okData) => {
    expect(compatibilitaCodiceFiscale(cf, sesso, data)).toEqual({ sesso: okSesso, data_nascita: okData });
    expect(isCodiceFiscaleCompatibile(cf, sesso, data)).toBe(okSesso && okData);
  });

  it('an invalid code is never compatible', () => {
    expect(compatibilitaCodiceFiscale('XXX', 'M', '1985-12-10')).toBeNull();
    expect(isCodiceFiscaleCompatibile('XXX', 'M', '1985-12-10')).toBe(false);
  });
});
