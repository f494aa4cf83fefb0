import type { MappaturaCsv } from '@zaino/domain/csv-banca';
import { MSG_ESTRATTO } from '@zaino/domain/movimenti-banca';
import { describe, expect, it } from 'vitest';
import { ANTEPRIMA, colonneCsv, letturaAnteprima, letturaCsv, righeGrezze } from './anteprima-estratto.ts';

// Decision 1156: what the upload card shows of a bank CSV before it is imported, read with the
// domain's own reader and the mapping as the treasurer has typed it so far.

const CSV = [
  'Estratto conto Banca Uno',
  'Data;Valuta;Descrizione;Ordinante;Entrate;Uscite;Rif',
  '31/01/2026;31/01/2026;Quota scout Rossi;ROSSI MARIA;120,00;;R1',
  '02/02/2026;03/02/2026;Quaderni e colori;Cartoleria Aurora;;45,50;R2',
  '',
  '05/02/2026;05/02/2026;"Offerta; campo";;1.234,56;;',
].join('\r\n');

const m: MappaturaCsv = {
  banca: 'Banca Uno',
  conto: 'IT60X0542811101000000123456',
  separatore: ';',
  formatoData: 'GG/MM/AAAA',
  virgolaDecimale: true,
  righeIntestazione: 2,
  colonne: {
    data: 0,
    dataValuta: 1,
    importo: null,
    entrate: 4,
    uscite: 5,
    causale: 2,
    controparte: 3,
    riferimento: 6,
  },
};

describe('righeGrezze', () => {
  it('shows the first lines as they are, without the BOM and the empty ones', () => {
    expect(righeGrezze(`\uFEFF${CSV}`)).toEqual([
      'Estratto conto Banca Uno',
      'Data;Valuta;Descrizione;Ordinante;Entrate;Uscite;Rif',
      '31/01/2026;31/01/2026;Quota scout Rossi;ROSSI MARIA;120,00;;R1',
      '02/02/2026;03/02/2026;Quaderni e colori;Cartoleria Aurora;;45,50;R2',
      '05/02/2026;05/02/2026;"Offerta; campo";;1.234,56;;',
    ]);
    expect(righeGrezze(CSV, 2)).toHaveLength(2);
  });

  it('cuts a long line to a readable length', () => {
    const [riga] = righeGrezze('x'.repeat(1000));
    expect(riga).toHaveLength(ANTEPRIMA.caratteri);
    expect(riga?.endsWith('…')).toBe(true);
  });
});

describe('colonneCsv', () => {
  it('numbers the first movement’s fields from 1, with the header and what the mapping reads', () => {
    const { colonne, mancanti } = colonneCsv(CSV, m);
    expect(colonne.map((c) => [c.numero, c.intestazione, c.esempio, c.uso.join(', ')])).toEqual([
      [1, 'Data', '31/01/2026', 'data'],
      [2, 'Valuta', '31/01/2026', 'data valuta'],
      [3, 'Descrizione', 'Quota scout Rossi', 'causale'],
      [4, 'Ordinante', 'ROSSI MARIA', 'ordinante/beneficiario'],
      [5, 'Entrate', '120,00', 'entrate'],
      [6, 'Uscite', '', 'uscite'],
      [7, 'Rif', 'R1', 'riferimento'],
    ]);
    expect(mancanti).toEqual([]);
  });

  it('has no header column without header lines, and names a mapped column the file lacks', () => {
    const senza = { ...m, righeIntestazione: 0, colonne: { ...m.colonne, causale: 8 } };
    const { colonne, mancanti } = colonneCsv('31/01/2026;120,00', senza);
    expect(colonne.map((c) => c.intestazione)).toEqual([null, null]);
    expect(mancanti).toEqual([
      'entrate (colonna 5)',
      'uscite (colonna 6)',
      'causale (colonna 9)',
      'ordinante/beneficiario (colonna 4)',
      'riferimento (colonna 7)',
    ]);
  });

  it('splits by the separator chosen: the wrong one reads one column', () => {
    expect(colonneCsv(CSV, { ...m, separatore: '\t' }).colonne).toHaveLength(1);
  });
});

describe('letturaCsv', () => {
  it('says how many lines the mapping reads and shows the first ones, signed', () => {
    const letto = letturaCsv(CSV, m);
    expect(letto).toEqual({
      ok: true,
      totale: 3,
      righe: [
        {
          data: '31/01/2026',
          verso: 'entrata',
          importo: 12_000,
          causale: 'Quota scout Rossi',
          controparte: 'ROSSI MARIA',
          riferimento: 'R1',
        },
        {
          data: '02/02/2026',
          verso: 'uscita',
          importo: -4_550,
          causale: 'Quaderni e colori',
          controparte: 'Cartoleria Aurora',
          riferimento: 'R2',
        },
        {
          data: '05/02/2026',
          verso: 'entrata',
          importo: 123_456,
          causale: 'Offerta; campo',
          controparte: '',
          riferimento: '',
        },
      ],
    });
  });

  it('reads without the bank and the account named yet', () => {
    expect(letturaCsv(CSV, { ...m, banca: '', conto: ' ' })).toMatchObject({ ok: true, totale: 3 });
  });

  it('gives the domain’s Italian error for a wrong column or too few header lines', () => {
    expect(letturaCsv(CSV, { ...m, colonne: { ...m.colonne, data: 2 } })).toEqual({
      ok: false,
      errore: 'Riga 3: data non valida («Quota scout Rossi»)',
    });
    expect(letturaCsv(CSV, { ...m, righeIntestazione: 1 })).toEqual({
      ok: false,
      errore: 'Riga 2: data non valida («Data»)',
    });
  });

  it('gives the mapping’s own message when no amount column is named', () => {
    const senzaImporto = { ...m, colonne: { ...m.colonne, entrate: null } };
    expect(letturaCsv(CSV, senzaImporto)).toEqual({
      ok: false,
      errore: "Indicare la colonna dell'importo, oppure le colonne delle entrate e delle uscite",
    });
  });

  it('says when nothing is left after the header lines', () => {
    expect(letturaCsv(CSV, { ...m, righeIntestazione: 50 })).toEqual({
      ok: false,
      errore: MSG_ESTRATTO.senzaMovimenti,
    });
  });
});

describe('letturaAnteprima', () => {
  it('passes a reader’s error through and bounds the lines shown', () => {
    expect(letturaAnteprima({ ok: false, errore: MSG_ESTRATTO.vuoto })).toEqual({
      ok: false,
      errore: MSG_ESTRATTO.vuoto,
    });
    const riga = {
      identita: 'x',
      conto: 'C',
      data: '2026-01-31',
      dataValuta: null,
      importo: 1_000,
      verso: 'uscita' as const,
      causale: 'c',
      controparte: null,
      riferimento: null,
    };
    const letto = letturaAnteprima({ ok: true, righe: Array.from({ length: 12 }, () => riga) });
    expect(letto.ok && [letto.totale, letto.righe.length, letto.righe[0]?.importo]).toEqual([12, 5, -1_000]);
  });
});
