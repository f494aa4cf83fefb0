import { describe, expect, it } from 'vitest';
import {
  dataNazionale,
  incarichiNazionali,
  LIMITI_FILE_NAZIONALE,
  leggiFileNazionale,
  MSG_FILE_NAZIONALE_EXCEL_COME_TESTO,
} from './nazionale-file.ts';
import { libroXlsx } from './xlsx.fixture.ts';

const buono = [
  'Tessera;Cognome;Nome;Sesso;Data di nascita;Codice Fiscale;Luogo nascita;Indirizzo;Comune;Prov;CAP;Email;Incarichi;Stato rinnovo',
  'A1;Rossi;Mario;m;01/02/2010;rssmra10b01h501x;Roma;"Via ""Lunga""; 3";Roma;rm;00100;m@x.it;E:3;R',
  'B2;Bianchi;Anna;F;2011-03-04;;;;;;;;"[{""idTipoIncarico"":""VCG"",""gruppo"":2}]";r',
  '',
].join('\r\n');

describe('national export file (decision 0922)', () => {
  it('reads a ; file with quotes, a BOM, both date forms and both appointment forms', () => {
    const e = leggiFileNazionale(`\uFEFF${buono}`);
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    expect(e.record).toHaveLength(2);
    expect(e.record[0]).toMatchObject({
      tessera: 'A1',
      cognome: 'Rossi',
      sesso: 'M',
      dataNascita: '2010-02-01',
      codiceFiscale: 'RSSMRA10B01H501X',
      indirizzo: 'Via "Lunga"; 3',
      provincia: 'RM',
      incarichi: [{ idTipoIncarico: 'E', gruppo: 3 }],
      stato_rinnovo: 'R',
      alias: null,
    });
    expect(e.record[1]).toMatchObject({
      dataNascita: '2011-03-04',
      codiceFiscale: null,
      incarichi: [{ idTipoIncarico: 'VCG', gruppo: 2 }],
      stato_rinnovo: 'r',
    });
  });

  it('reads a , file and ignores unknown columns', () => {
    const e = leggiFileNazionale('numero_tessera,nome,cognome,colore\nC3,Luca,Verdi,blu\n');
    expect(e).toEqual({
      ok: true,
      record: [expect.objectContaining({ tessera: 'C3', nome: 'Luca', cognome: 'Verdi', incarichi: [] })],
    });
  });

  const malformati: [string, string, RegExp][] = [
    ['empty', '', /vuoto/],
    ['a header with no person', 'tessera;nome;cognome\n\n', /^Il file non contiene persone$/],
    ['no membership column', 'nome;cognome\nA;B', /Manca la colonna «tessera»/],
    ['a missing number', 'tessera;nome;cognome\n;A;B', /Riga 2: numero di tessera mancante/],
    [
      'a bad date',
      'tessera;nome;cognome;data nascita\nX;A;B;31/02/2010',
      /Riga 2: data di nascita non valida/,
    ],
    ['a bad sex', 'tessera;nome;cognome;sesso\nX;A;B;Q', /Riga 2: sesso non valido/],
    ['a bad renewal', 'tessera;nome;cognome;stato rinnovo\nX;A;B;S', /stato di rinnovo non valido/],
    ['a bad appointment', 'tessera;nome;cognome;incarichi\nX;A;B;C1:3', /codice di incarico non valido/],
    ['bad JSON', 'tessera;nome;cognome;incarichi\nX;A;B;"[{"', /JSON/],
    [
      'a duplicate number',
      'tessera;nome;cognome\nX;A;B\nx ;C;D',
      /Riga 3: la tessera x compare già alla riga 2/,
    ],
    ['an open quote', 'tessera;nome;cognome\nX;"A;B', /Virgolette non chiuse/],
    ['too many cells', 'tessera;nome;cognome\nX;A;B;C', /Riga 2: più celle che colonne/],
    ['a long cell', `tessera;nome;cognome\nX;${'a'.repeat(201)};B`, /cella troppo lunga/],
    ['a long number', `tessera;nome;cognome\n${'9'.repeat(21)};A;B`, /tessera troppo lungo/],
  ];
  it.each(malformati)('refuses a file with %s, in Italian and with nothing read', (_, testo, messaggio) => {
    const e = leggiFileNazionale(testo);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.errore).toMatch(messaggio);
    expect('record' in e).toBe(false);
  });

  it('bounds the rows and the size', () => {
    const righe = Array.from({ length: LIMITI_FILE_NAZIONALE.righe + 1 }, (_, i) => `T${i};A;B`);
    const troppe = leggiFileNazionale(['tessera;nome;cognome', ...righe].join('\n'));
    expect(troppe).toEqual({ ok: false, errore: expect.stringMatching(/troppe righe/) });
    const grande = leggiFileNazionale(`tessera;nome;cognome\n${'x'.repeat(LIMITI_FILE_NAZIONALE.byte)}`);
    expect(grande).toEqual({ ok: false, errore: 'Il file è troppo grande: al massimo 5 MB' });
  });

  it('says an .xlsx decoded as text is an Excel file, not that a column is missing (decision 0429)', () => {
    // A real workbook's bytes through the UTF-8 decoding a text/csv body gets: the signature survives.
    const comeTesto = new TextDecoder().decode(libroXlsx('<row r="1"/>'));
    expect(comeTesto.startsWith('PK\u0003\u0004')).toBe(true);
    expect(leggiFileNazionale(comeTesto)).toEqual({ ok: false, errore: MSG_FILE_NAZIONALE_EXCEL_COME_TESTO });
    expect(MSG_FILE_NAZIONALE_EXCEL_COME_TESTO).toMatch(/Excel \(\.xlsx\).*CSV/);
    // A CSV whose first cell merely starts with "PK" is still a CSV.
    expect(leggiFileNazionale('PK;nome;cognome\n1;a;b')).toEqual({
      ok: false,
      errore: expect.stringMatching(/Manca la colonna «tessera»/),
    });
  });

  it('reads dates and appointments on their own', () => {
    expect(dataNazionale('1.2.2010')).toBe('2010-02-01');
    expect(dataNazionale('2010-13-01')).toBeNull();
    expect(dataNazionale('ieri')).toBeNull();
    expect(incarichiNazionali('CB:2 | st')).toEqual([
      { idTipoIncarico: 'CB', gruppo: 2 },
      { idTipoIncarico: 'ST', gruppo: null },
    ]);
    expect(incarichiNazionali('CB:0')).toBe('numero di gruppo non valido');
    expect(incarichiNazionali(Array(21).fill('L').join('|'))).toBe('troppi incarichi');
  });
});
