import { describe, expect, it } from 'vitest';
import {
  coordinateBonifico,
  formatIban,
  ibanValido,
  nomeFileCoordinate,
  normalizzaIban,
} from './bonifico.ts';

describe('IBAN of the bank transfer (decision 1204)', () => {
  it('accepts IBANs whose mod-97 check is 1, with or without spaces', () => {
    expect(ibanValido('IT60X0542811101000000123456')).toBe(true);
    expect(ibanValido('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(ibanValido('DE89370400440532013000')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong shape or an empty value', () => {
    expect(ibanValido('IT61X0542811101000000123456')).toBe(false);
    expect(ibanValido('IT60X05428111010000001234')).toBe(false);
    expect(ibanValido('1234')).toBe(false);
    expect(ibanValido('')).toBe(false);
  });
  it('shows an IBAN in groups of four and stores it without spaces', () => {
    expect(formatIban('it60x0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(normalizzaIban(' IT60 X054 2811 ')).toBe('IT60X0542811');
  });
});

describe('bank details of a payment (spec 3 §2)', () => {
  it('has the account, the amount and the reason "Pagamento {id}"', () => {
    expect(
      coordinateBonifico(
        { iban: 'IT60 X054 2811 1010 0000 0123 456', beneficiario: 'Sezione' },
        { id_transazione_finanziaria: 42, importo: 17000, commissione_da: 0 },
      ),
    ).toEqual({
      iban: 'IT60X0542811101000000123456',
      beneficiario: 'Sezione',
      importo: 17000,
      causale: 'Pagamento 42',
    });
    expect(nomeFileCoordinate(42)).toBe('coordinate-bonifico-42.pdf');
  });
});
