import { describe, expect, it } from 'vitest';
import {
  CAMPI_CONFRONTO,
  confrontaConNazionale,
  indicePerTessera,
  type PersonaDaConfrontare,
  type RecordNazionale,
  ruoloConfrontato,
} from './nazionale.ts';
import { testoNazionale } from './registro.ts';

const persona: PersonaDaConfrontare = {
  nome: 'Nicolò',
  cognome: "D'Angelo",
  codice_fiscale: 'dnglnc10a01h501x',
  data_nascita: '2010-01-01',
  sesso: 'M',
  n_tessera: 'A123',
  stato_iscrizione: 'completata',
  nomine: [{ id_ruolo: 'E', numero_gruppo: 3 }],
};

const record: RecordNazionale = {
  nome: 'NICOLO',
  cognome: 'D ANGELO',
  alias: null,
  indirizzo: 'Via Roma 1',
  comune: 'Roma',
  provincia: 'RM',
  cap: '00100',
  luogoNascita: 'Roma',
  telefono: null,
  email: null,
  telefono2: null,
  email2: null,
  sesso: 'M',
  tessera: 'A123',
  codiceFiscale: 'DNGLNC10A01H501X',
  dataNascita: '2010-01-01',
  incarichi: [{ idTipoIncarico: 'E', gruppo: 3 }],
  stato_rinnovo: 'R',
};

describe('national comparison (spec 2 §3/§8)', () => {
  it('is null without a membership number, whatever the register holds', () => {
    expect(confrontaConNazionale({ ...persona, n_tessera: null }, record)).toBeNull();
    expect(confrontaConNazionale({ ...persona, n_tessera: '  ' }, undefined)).toBeNull();
  });

  it('is empty when every field matches (case, accents, apostrophes and spaces aside)', () => {
    expect(confrontaConNazionale(persona, record)).toBe('');
    expect(testoNazionale({ errori_nazionale: '' })).toBe('I dati corrispondono');
  });

  it("says 'assente' when the national register has no such number", () => {
    expect(confrontaConNazionale(persona, null)).toBe('assente');
    expect(testoNazionale({ errori_nazionale: 'assente' })).toContain(
      'la persona non è presente nel database nazionale',
    );
  });

  const casi: [string, Partial<PersonaDaConfrontare>, Partial<RecordNazionale>][] = [
    ['nome', { nome: 'Nicola' }, {}],
    ['cognome', {}, { cognome: 'Angeli' }],
    ['iscrizione', { stato_iscrizione: 'sezione' }, {}],
    ['iscrizione', {}, { stato_rinnovo: 'r' }],
    ['codice_fiscale', { codice_fiscale: null }, {}],
    ['data_nascita', {}, { dataNascita: '2010-01-02' }],
    ['sesso', {}, { sesso: 'F' }],
    ['gruppo', {}, { incarichi: [{ idTipoIncarico: 'E', gruppo: 4 }] }],
    ['ruolo', {}, { incarichi: [{ idTipoIncarico: 'L', gruppo: 3 }] }],
  ];
  it.each(casi)('finds a mismatch of %s alone', (campo, locale, nazionale) => {
    expect(confrontaConNazionale({ ...persona, ...locale }, { ...record, ...nazionale })).toBe(campo);
  });

  it('lists several mismatches in the fixed order, and reads them in words', () => {
    const e = confrontaConNazionale(
      { ...persona, sesso: 'F', nome: 'Anna' },
      { ...record, codiceFiscale: 'X', incarichi: [] },
    );
    expect(e).toBe('nome,codice_fiscale,sesso,gruppo,ruolo');
    expect(e?.split(',').every((c) => (CAMPI_CONFRONTO as readonly string[]).includes(c))).toBe(true);
    expect(testoNazionale({ errori_nazionale: e })).toBe(
      'Alcuni dati non corrispondono: nome, codice fiscale, sesso, gruppo, ruolo',
    );
  });

  it('an enrolment not completed matches a national record not renewed', () => {
    expect(
      confrontaConNazionale({ ...persona, stato_iscrizione: 'incorso' }, { ...record, stato_rinnovo: 'r' }),
    ).toBe('');
    expect(
      confrontaConNazionale({ ...persona, stato_iscrizione: 'prevista' }, { ...record, stato_rinnovo: null }),
    ).toBe('');
  });

  it('treats VCG as CG and leaves unrecognised codes out on both sides', () => {
    const capo = {
      ...persona,
      stato_iscrizione: 'completata' as const,
      nomine: [{ id_ruolo: 'CG', numero_gruppo: 3 }],
    };
    expect(
      confrontaConNazionale(capo, { ...record, incarichi: [{ idTipoIncarico: 'VCG', gruppo: 3 }] }),
    ).toBe('');
    expect(
      confrontaConNazionale(
        { ...capo, nomine: [...capo.nomine, { id_ruolo: 'WBM', numero_gruppo: null }] },
        {
          ...record,
          incarichi: [
            { idTipoIncarico: 'cg', gruppo: 3 },
            { idTipoIncarico: 'XYZ', gruppo: 9 },
          ],
        },
      ),
    ).toBe('');
    expect(ruoloConfrontato('VCG')).toBe('CG');
    expect(ruoloConfrontato('SISC')).toBe('SISC');
    expect(ruoloConfrontato('WBM')).toBeNull();
  });

  it('compares section roles without a group, and the staff variants by branch letter', () => {
    const p = {
      ...persona,
      nomine: [
        { id_ruolo: 'TSEZ', numero_gruppo: null },
        { id_ruolo: 'CB', numero_gruppo: 2 },
      ],
    };
    const r = {
      ...record,
      incarichi: [
        { idTipoIncarico: 'TSEZ', gruppo: null },
        { idTipoIncarico: 'CB', gruppo: 2 },
      ],
    };
    expect(confrontaConNazionale(p, r)).toBe('');
    expect(
      confrontaConNazionale(p, {
        ...r,
        incarichi: [
          { idTipoIncarico: 'TSEZ', gruppo: null },
          { idTipoIncarico: 'CR', gruppo: 2 },
        ],
      }),
    ).toBe('ruolo');
  });

  it('finds the record by membership number without case or spaces', () => {
    const indice = indicePerTessera([{ ...record, tessera: ' a123 ' }]);
    expect(indice.get('A123')?.cognome).toBe('D ANGELO');
  });
});
