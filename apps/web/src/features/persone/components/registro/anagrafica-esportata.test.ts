import { describe, expect, it } from 'vitest';
import { COLONNE_ANAGRAFICA } from './anagrafica-esportata.ts';

describe("register export: the secretary's columns (decision 0917)", () => {
  it('birth date, codice fiscale, address, contacts and card number, in Italian', () => {
    const p = {
      data_nascita: '2014-03-09',
      codice_fiscale: 'RSSLCU14C09F205X',
      residenza_indirizzo: 'Via Roma 1',
      residenza_cap: '20100',
      residenza_comune: 'Milano',
      residenza_provincia: 'MI',
      contatti: [
        { tipo: 'e', valore: 'mamma@example.it' },
        { tipo: 't', valore: '+393331234567' },
        { tipo: 'e', valore: 'papa@example.it' },
      ],
      iscrizione: { n_tessera: '123456' },
    };
    expect(COLONNE_ANAGRAFICA.map((c) => c.titolo)).toEqual([
      'Data di nascita',
      'Codice fiscale',
      'Indirizzo',
      'CAP',
      'Comune',
      'Provincia',
      'Email',
      'Telefoni',
      'Tessera',
    ]);
    expect(COLONNE_ANAGRAFICA.map((c) => c.valore(p))).toEqual([
      '09/03/2014',
      'RSSLCU14C09F205X',
      'Via Roma 1',
      '20100',
      'Milano',
      'MI',
      'mamma@example.it, papa@example.it',
      '+39 333 123 4567',
      '123456',
    ]);
  });
  it('what the server does not answer is an empty cell', () => {
    expect(COLONNE_ANAGRAFICA.map((c) => c.valore({})).map((v) => v ?? '')).toEqual(Array(9).fill(''));
  });
});
