import { describe, expect, it } from 'vitest';
import {
  dichiarazioneDetraibilita,
  identitaCompleta,
  identitaSezioneSchema,
  isCodiceFiscaleSezioneValido,
  isNumeroFiscaleValido,
  LIMITI_IDENTITA,
  MSG_IDENTITA,
  righeIdentita,
} from './identita-sezione.ts';
import { valida } from './validazione.ts';

const valida_ = {
  denominazione: '  Associazione Scout Esempio APS ',
  indirizzo: 'Via dei Pioppi 12',
  cap: '20159',
  comune: 'Milano',
  provincia: 'mi',
  codice_fiscale: '94000000003',
  partita_iva: '',
  runts: null,
  detraibilita: '',
};

const errori = (v: Record<string, unknown>) => {
  const e = valida(identitaSezioneSchema, { ...valida_, ...v });
  return e.ok ? [] : e.errori;
};

describe('the 11-digit check digit (partita IVA, an association’s codice fiscale)', () => {
  it.each([
    ['94000000003', true],
    ['94000000004', false],
    ['00000000000', true],
    ['12345678903', true],
    ['12345678901', false],
    ['1234567890', false],
    ['1234567890A', false],
  ])('%s → %s', (n, atteso) => expect(isNumeroFiscaleValido(n)).toBe(atteso));
  it('a person’s 16-character code is valid too, an 11-digit one with a wrong check is not', () => {
    expect(isCodiceFiscaleSezioneValido('RSSMRA85T10A562S')).toBe(true);
    expect(isCodiceFiscaleSezioneValido('rssmra85t10a562s')).toBe(true);
    expect(isCodiceFiscaleSezioneValido('RSSMRA85T10A562X')).toBe(false);
    expect(isCodiceFiscaleSezioneValido('9400000000')).toBe(false);
    expect(isCodiceFiscaleSezioneValido('')).toBe(false);
  });
});

describe('identitaSezioneSchema (decision 1301)', () => {
  it('trims, upper-cases codes and stores empty optional fields as null', () => {
    const e = valida(identitaSezioneSchema, valida_);
    expect(e.ok && e.dati).toEqual({
      denominazione: 'Associazione Scout Esempio APS',
      indirizzo: 'Via dei Pioppi 12',
      cap: '20159',
      comune: 'Milano',
      provincia: 'MI',
      codice_fiscale: '94000000003',
      partita_iva: null,
      runts: null,
      detraibilita: null,
    });
  });
  it.each([
    ['denominazione', '  ', MSG_IDENTITA.denominazione],
    ['denominazione', 'x'.repeat(LIMITI_IDENTITA.denominazione + 1), MSG_IDENTITA.denominazioneLunga],
    ['indirizzo', '', MSG_IDENTITA.indirizzo],
    ['indirizzo', 'x'.repeat(LIMITI_IDENTITA.indirizzo + 1), MSG_IDENTITA.indirizzoLungo],
    ['cap', '2015', MSG_IDENTITA.cap],
    ['comune', '', MSG_IDENTITA.comune],
    ['comune', 'x'.repeat(LIMITI_IDENTITA.comune + 1), MSG_IDENTITA.comuneLungo],
    ['provincia', 'Mil', MSG_IDENTITA.provincia],
    ['codice_fiscale', '94000000004', MSG_IDENTITA.codiceFiscale],
    ['codice_fiscale', '', MSG_IDENTITA.codiceFiscale],
    ['codice_fiscale', 'x'.repeat(5000), MSG_IDENTITA.codiceFiscale],
    ['partita_iva', '12345678901', MSG_IDENTITA.partitaIva],
    ['partita_iva', '123456789031', MSG_IDENTITA.partitaIva],
    ['runts', 'x'.repeat(LIMITI_IDENTITA.runts + 1), MSG_IDENTITA.runtsLungo],
    ['detraibilita', 'x'.repeat(LIMITI_IDENTITA.detraibilita + 1), MSG_IDENTITA.detraibilitaLunga],
    ['denominazione', undefined, MSG_IDENTITA.denominazione],
    ['denominazione', 'Sezione\tScout', MSG_IDENTITA.caratteriDiControllo],
    ['indirizzo', 'Via Roma 1\r\nInterno 2', MSG_IDENTITA.caratteriDiControllo],
    ['comune', 'Milano\u001b[2J', MSG_IDENTITA.caratteriDiControllo],
    ['runts', 'Rep. 123\u0085', MSG_IDENTITA.caratteriDiControllo],
    ['runts', 'Rep.\n123', MSG_IDENTITA.caratteriDiControllo],
    ['detraibilita', 'Erogazioni\u0007 detraibili', MSG_IDENTITA.caratteriDiControllo],
  ])('%s = %j → %s', (campo, valore, messaggio) => {
    expect(errori({ [campo]: valore })).toContainEqual({ campo, messaggio });
  });
  it('the deductibility statement may run over several lines; the other fields are one line', () => {
    expect(
      errori({ detraibilita: 'Le erogazioni liberali sono detraibili\nart. 83 D.Lgs. 117/2017' }),
    ).toEqual([]);
    expect(errori({ denominazione: 'Associazione Scout «Esempio» – APS' })).toEqual([]);
  });
  it('accepts a valid partita IVA and a person’s codice fiscale', () => {
    expect(errori({ partita_iva: '12345678903', codice_fiscale: 'RSSMRA85T10A562S' })).toEqual([]);
  });
});

describe('what the documents print', () => {
  it('every present field, labelled; nothing for an empty one', () => {
    expect(
      righeIdentita({
        denominazione: 'A',
        indirizzo: 'Via dei Pioppi 12',
        cap: '20159',
        comune: 'Milano',
        provincia: 'MI',
        codice_fiscale: '94000000003',
        partita_iva: '12345678903',
        runts: 'Iscritta al RUNTS',
      }),
    ).toEqual([
      'Sede: Via dei Pioppi 12, 20159 Milano (MI)',
      'Codice fiscale: 94000000003',
      'Partita IVA: 12345678903',
      'Iscritta al RUNTS',
    ]);
    expect(righeIdentita({ codice_fiscale: '94000000003', partita_iva: null, runts: '' })).toEqual([
      'Codice fiscale: 94000000003',
    ]);
    expect(righeIdentita({})).toEqual([]);
    expect(righeIdentita(null)).toEqual([]);
    expect(righeIdentita({ comune: 'Milano' }).join()).not.toMatch(/undefined|null/);
  });
  it('complete only with name, office and codice fiscale; the statement only when written', () => {
    expect(identitaCompleta(null)).toBe(false);
    expect(identitaCompleta({ denominazione: 'A', indirizzo: 'V', comune: 'M' })).toBe(false);
    expect(
      identitaCompleta({ denominazione: 'A', indirizzo: 'V', comune: 'M', codice_fiscale: '94000000003' }),
    ).toBe(true);
    expect(dichiarazioneDetraibilita({ detraibilita: '  ' })).toBeNull();
    expect(dichiarazioneDetraibilita({ detraibilita: ' Detraibile ' })).toBe('Detraibile');
  });
});
