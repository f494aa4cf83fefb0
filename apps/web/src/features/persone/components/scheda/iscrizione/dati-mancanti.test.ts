import { describe, expect, it } from 'vitest';
import { avvisoDatiMancanti } from './dati-mancanti.ts';

const completi = {
  nome: 'Ettore',
  cognome: 'Rossi',
  sesso: 'M',
  data_nascita: '1990-01-01',
  luogo_nascita: 'Roma',
  codice_fiscale: 'RSSTTR90A01H501X',
  residenza_indirizzo: 'Via Roma 1',
  residenza_comune: 'Roma',
  residenza_provincia: 'RM',
  residenza_cap: '00100',
};

describe("'Rendi socio/a' with incomplete personal data (spec 2 §4)", () => {
  it('complete data: no notice', () => {
    expect(avvisoDatiMancanti(completi)).toBeNull();
  });

  it('names the missing fields, worded for a man as for a woman', () => {
    expect(avvisoDatiMancanti({ ...completi, codice_fiscale: ' ', residenza_cap: null })).toBe(
      'Per rendere socio/a questa persona servono i dati anagrafici completi. Mancano: Codice fiscale, CAP.',
    );
  });
});
