import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALFABETO_CODICE,
  estraiCodiceRegistrazione,
  generaCodiceRegistrazione,
  isCodiceRegistrazione,
  linkRegistrazione,
  ESEMPIO_CODICE,
  MSG_CODICE_NON_VALIDO,
  msgCodiceRicerca,
  normalizzaCodiceRegistrazione,
} from './codice-registrazione.ts';

const fissa = (byte: number) => (n: number) => new Uint8Array(n).fill(byte);

describe('spec 1 §3: registration code = first letter of name, two of surname, six random characters', () => {
  it.each([
    ['Mario', 'Rossi', 'MRO'],
    ['niccolò', "D'Angelo", 'NDA'],
    ['Éva', 'Öz', 'EOZ'],
    ['', 'X', 'XXX'],
  ])('%s %s starts with %s', (nome, cognome, prefisso) => {
    const c = generaCodiceRegistrazione(nome, cognome, fissa(0));
    expect(c).toBe(`${prefisso}AAAAAA`);
    expect(c).toHaveLength(9);
  });

  it('rejects biased bytes (rejection sampling)', () => {
    let chiamate = 0;
    const fonte = (n: number) => {
      chiamate++;
      return new Uint8Array(n).fill(chiamate === 1 ? 255 : 1);
    };
    expect(generaCodiceRegistrazione('A', 'BC', fonte)).toBe(`ABC${ALFABETO_CODICE[1]!.repeat(6)}`);
    expect(chiamate).toBe(2);
  });

  it('uses globalThis.crypto by default', () => {
    const a = generaCodiceRegistrazione('Mario', 'Rossi');
    const b = generaCodiceRegistrazione('Mario', 'Rossi');
    expect(a).toMatch(/^MRO[A-Z2-9]{6}$/);
    expect(a === b).toBe(false);
  });

  it('property: a generated code always parses back, alone or as a link', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        (n, c, bytes) => {
          const codice = generaCodiceRegistrazione(n, c, (k) =>
            bytes.slice(0, k).map((b, i) => (b + i) % 200),
          );
          return (
            estraiCodiceRegistrazione(codice) === codice &&
            estraiCodiceRegistrazione(` ${linkRegistrazione('https://zaino.example/', codice)} `) === codice
          );
        },
      ),
    );
  });
});

describe('spec 1 §2.7 / spec 2 §5: pasted code or link: trimmed, last / segment', () => {
  it.each([
    ['MROABC234', 'MROABC234', 'MROABC234'],
    ['  MROABC234  ', 'MROABC234', 'MROABC234'],
    ['https://zaino.example/register/MROABC234', 'MROABC234', 'MROABC234'],
    ['zaino.example/register/token/MROABC234', 'MROABC234', 'MROABC234'],
    ['https://zaino.example/register/', '', null],
    ['MROABC23', 'MROABC23', null],
    ['MROABC2345', 'MROABC2345', null],
    ['MRO-BC234', 'MRO-BC234', null],
    ['', '', null],
    [null, '', null],
  ])('%j → %j / %j', (input, normalizzato, codice) => {
    expect(normalizzaCodiceRegistrazione(input)).toBe(normalizzato);
    expect(estraiCodiceRegistrazione(input)).toBe(codice);
  });
  it('9 letters or digits', () => {
    expect(isCodiceRegistrazione('abc123XYZ')).toBe(true);
    expect(isCodiceRegistrazione('abc123XY')).toBe(false);
  });
  it('messages of the code search', () => {
    expect(msgCodiceRicerca('zaino.example')).toBe(
      'Il codice deve essere di 9 caratteri. Il link deve essere del tipo zaino.example/register/MRO4K7PQZ',
    );
    expect(MSG_CODICE_NON_VALIDO).toBe('Codice o link non valido');
    expect(isCodiceRegistrazione(ESEMPIO_CODICE)).toBe(true);
  });
});
