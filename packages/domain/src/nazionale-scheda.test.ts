import { describe, expect, it } from 'vitest';
import type { RecordNazionale } from './nazionale.ts';
import { type PersonaNazionale, recordDaInviare, schedaNazionale } from './nazionale-scheda.ts';

// Decision 1401: the field-by-field view and spec 2 §8's overwrite rule for a push.

const persona: PersonaNazionale = {
  nome: 'Giulia',
  cognome: "D'Angelo",
  codice_fiscale: 'DNGGLI10A41F205X',
  data_nascita: '2010-01-01',
  sesso: 'F',
  n_tessera: '1001',
  stato_iscrizione: 'completata',
  nomine: [{ id_ruolo: 'E', numero_gruppo: 2 }],
  luogo_nascita: 'Milano',
  residenza_indirizzo: 'Via Roma 1',
  residenza_comune: 'Milano',
  residenza_provincia: 'MI',
  residenza_cap: '20100',
  email: 'giulia@example.org',
  telefoni: ['+393331234567'],
};
const record: RecordNazionale = {
  tessera: '1001',
  nome: 'Giula',
  cognome: 'DANGELO',
  alias: 'Scoiattolo',
  indirizzo: 'Via Verdi 2',
  comune: 'Milano',
  provincia: 'MI',
  cap: '20100',
  luogoNascita: 'Roma',
  telefono: null,
  email: 'vecchia@example.org',
  telefono2: null,
  email2: null,
  sesso: 'M',
  codiceFiscale: 'XXXXXX10A41F205X',
  dataNascita: '2010-01-02',
  incarichi: [{ idTipoIncarico: 'L', gruppo: 2 }],
  stato_rinnovo: 'r',
};

describe('the field-by-field view', () => {
  const righe = new Map(schedaNazionale(persona, record).map((r) => [r.campo, r]));
  it('marks each different field, compared ones as the comparison does', () => {
    const diversi = [...righe.values()].filter((r) => r.diverso).map((r) => r.campo);
    expect(diversi).toEqual([
      'nome',
      'sesso',
      'data_nascita',
      'luogo_nascita',
      'codice_fiscale',
      'residenza_indirizzo',
      'iscrizione',
      'incarichi',
      'email',
    ]);
    // The surname only differs by case and apostrophe: not a mismatch.
    expect(righe.get('cognome')?.diverso).toBe(false);
  });
  it('offers take-theirs on person fields and keep-ours on the fields a push writes', () => {
    expect(righe.get('nome')).toMatchObject({
      prendibile: true,
      inviabile: true,
      locale: 'Giulia',
      nazionale: 'Giula',
    });
    expect(righe.get('codice_fiscale')).toMatchObject({ prendibile: true, inviabile: false });
    expect(righe.get('incarichi')).toMatchObject({
      prendibile: false,
      inviabile: true,
      locale: 'E 2',
      nazionale: 'L 2',
    });
    expect(righe.get('iscrizione')).toMatchObject({ locale: 'Completata', nazionale: 'Non rinnovata' });
    expect(righe.get('email')).toMatchObject({ prendibile: false, inviabile: false });
  });
});

describe('the record a push sends (spec 2 §8)', () => {
  it('over an existing record ignores fiscal code, birth date, birth place and sex, never email or alias', () => {
    const r = recordDaInviare(persona, '1001', record);
    expect(r).toMatchObject({
      nome: 'Giulia',
      cognome: "D'Angelo",
      indirizzo: 'Via Roma 1',
      incarichi: [{ idTipoIncarico: 'E', gruppo: 2 }],
      stato_rinnovo: 'R',
      codiceFiscale: record.codiceFiscale,
      dataNascita: record.dataNascita,
      luogoNascita: record.luogoNascita,
      sesso: record.sesso,
      email: record.email,
      alias: record.alias,
    });
  });
  it('with chosen fields writes only those', () => {
    const r = recordDaInviare(persona, '1001', record, new Set(['nome']));
    expect(r.nome).toBe('Giulia');
    expect(r.indirizzo).toBe(record.indirizzo);
    expect(r.incarichi).toEqual(record.incarichi);
    expect(r.stato_rinnovo).toBe('r');
  });
  it('a new national person carries all of ours', () => {
    expect(recordDaInviare(persona, '1001', null)).toMatchObject({
      codiceFiscale: persona.codice_fiscale,
      dataNascita: '2010-01-01',
      sesso: 'F',
      email: 'giulia@example.org',
      telefono: '+393331234567',
      alias: null,
    });
  });
});
