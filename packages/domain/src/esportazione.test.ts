import { describe, expect, it } from 'vitest';
import { neutralizzaCella, tabellaEsportabile } from './esportazione.ts';

describe('neutralizzaCella', () => {
  it.each(['=1+1', '+39 333', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    'prefixes %j with an apostrophe',
    (v) => {
      expect(neutralizzaCella(v)).toBe(`'${v}`);
    },
  );
  it('leaves ordinary text, numbers and empty values as they are', () => {
    expect(neutralizzaCella('Mario')).toBe('Mario');
    expect(neutralizzaCella('a=b')).toBe('a=b');
    expect(neutralizzaCella(12)).toBe('12');
    expect(neutralizzaCella(null)).toBe('');
    expect(neutralizzaCella(undefined)).toBe('');
    expect(neutralizzaCella('')).toBe('');
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
