import { describe, expect, it } from 'vitest';
import { importoEsportabile, neutralizzaCella, tabellaEsportabile } from './esportazione.ts';

describe('neutralizzaCella', () => {
  it.each([
    '=1+1',
    '+39 333',
    '-2',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '=HYPERLINK("http://x","y")',
    ' =1+1',
    '   @SUM(A1)',
    '\n-2',
    '\u00a0+1',
    '\u200b=1',
    ' \t=1',
  ])('prefixes %j with an apostrophe', (v) => {
    expect(neutralizzaCella(v)).toBe(`'${v}`);
  });
  it('leaves ordinary text, numbers and empty values as they are', () => {
    expect(neutralizzaCella('Mario')).toBe('Mario');
    expect(neutralizzaCella('a=b')).toBe('a=b');
    expect(neutralizzaCella(' Mario = capo')).toBe(' Mario = capo');
    expect(neutralizzaCella(12)).toBe('12');
    expect(neutralizzaCella(null)).toBe('');
    expect(neutralizzaCella(undefined)).toBe('');
    expect(neutralizzaCella('')).toBe('');
  });
  it.each([
    ' =1+1',
    '   @SUM(A1)',
    '"=cmd|\' /C calc\'!A0"',
    "'=1+1",
    '\u00a0+1',
    '\n-2',
    ' "=x',
    '\u201c=x',
  ])('prefixes %j too: spreadsheets skip leading spaces and quotes before a formula', (v) => {
    expect(neutralizzaCella(v)).toBe(`'${v}`);
  });
  it('leaves text that only contains a formula character later on, or only spaces, unchanged', () => {
    for (const v of [' Mario', '"Rossi"', ' a=b', '   ', "'Anna'"]) expect(neutralizzaCella(v)).toBe(v);
  });
  it('neutralises a negative number given as a number too', () => {
    expect(neutralizzaCella(-5)).toBe("'-5");
  });
});

describe('tabellaEsportabile', () => {
  it('puts the headers first and neutralises every cell', () => {
    expect(
      tabellaEsportabile(
        ['Nome', 'Cognome'],
        [
          ['=cmd', 'Rossi'],
          [null, '@x'],
        ],
      ),
    ).toEqual([
      ['Nome', 'Cognome'],
      ["'=cmd", 'Rossi'],
      ['', "'@x"],
    ]);
  });
});

describe('importoEsportabile (spec 3 §7: amounts in euros for Italian Excel)', () => {
  it.each([
    [1250, '12,50'],
    [-1250, '-12,50'],
    [123456, '1234,56'],
    [5, '0,05'],
    [0, '0,00'],
  ])('%d cents → %s', (c, atteso) => expect(importoEsportabile(c)).toBe(atteso));
  it('an amount cell is written as a number, not neutralised; text beside it still is', () => {
    expect(tabellaEsportabile(['importo', 'desc'], [[{ centesimi: -200 }, '-x']])).toEqual([
      ['importo', 'desc'],
      ['-2,00', "'-x"],
    ]);
  });
});
