import { describe, expect, it } from 'vitest';
import {
  dataCsv,
  importoCsv,
  leggiCsvBanca,
  type MappaturaCsv,
  righeCsv,
  schemaMappaturaCsv,
} from './csv-banca.ts';
import { LIMITI_ESTRATTO, MSG_ESTRATTO } from './movimenti-banca.ts';

const IBAN = 'IT60X0542811101000000123456';

/** A signed-amount export: 'Data;Valuta;Importo;Descrizione;Ordinante'. */
const segnato: MappaturaCsv = {
  banca: 'Banca Uno',
  conto: 'IT60 X054 2811 1010 0000 0123 456',
  separatore: ';',
  formatoData: 'GG/MM/AAAA',
  virgolaDecimale: true,
  righeIntestazione: 1,
  colonne: {
    data: 0,
    dataValuta: 1,
    importo: 2,
    entrate: null,
    uscite: null,
    causale: 3,
    controparte: 4,
    riferimento: null,
  },
};

/** A Dare/Avere export with a title line, commas and ISO dates: 'Data,Dare,Avere,Causale,Rif'. */
const dareAvere: MappaturaCsv = {
  banca: 'Banca Due',
  conto: IBAN,
  separatore: ',',
  formatoData: 'AAAA-MM-GG',
  virgolaDecimale: false,
  righeIntestazione: 2,
  colonne: {
    data: 0,
    dataValuta: null,
    importo: null,
    entrate: 2,
    uscite: 1,
    causale: 3,
    controparte: null,
    riferimento: 4,
  },
};

describe('CSV of Italian banks read through a mapping', () => {
  it('a signed amount with decimal comma, thousands dots, Italian dates and a quoted reason', () => {
    const csv =
      '\uFEFFData;Valuta;Importo;Descrizione;Ordinante\r\n' +
      '15/01/2026;16/01/2026;85,00;"Quota ""Luca""; Rossi";Rossi Mario\r\n' +
      '20/01/2026;20/01/2026;-1.234,56;Acquisto tende;\r\n';
    const esito = leggiCsvBanca(csv, segnato);
    expect(esito.ok && esito.righe.map(({ identita, ...r }) => r)).toEqual([
      {
        conto: IBAN,
        data: '2026-01-15',
        dataValuta: '2026-01-16',
        importo: 8500,
        verso: 'entrata',
        causale: 'Quota "Luca"; Rossi',
        controparte: 'Rossi Mario',
        riferimento: null,
      },
      {
        conto: IBAN,
        data: '2026-01-20',
        dataValuta: '2026-01-20',
        importo: 123456,
        verso: 'uscita',
        causale: 'Acquisto tende',
        controparte: null,
        riferimento: null,
      },
    ]);
  });

  it('separate Dare and Avere columns, a bank reference as identity', () => {
    const csv =
      'Movimenti conto\nData,Dare,Avere,Causale,Rif\n2026-02-01,,"1,200.00",Contributo,X1\n2026-02-03,45.5,,Cancelleria,X2\n';
    const esito = leggiCsvBanca(csv, dareAvere);
    expect(esito.ok && esito.righe.map((r) => [r.identita, r.verso, r.importo, r.causale])).toEqual([
      [`${IBAN}:X1`, 'entrata', 120000, 'Contributo'],
      [`${IBAN}:X2`, 'uscita', 4550, 'Cancelleria'],
    ]);
  });

  it('the same export read twice gives the same identities', () => {
    const csv = 'h\n01/03/2026;;10,00;offerta;\n01/03/2026;;10,00;offerta;\n';
    const a = leggiCsvBanca(csv, segnato);
    const b = leggiCsvBanca(csv, segnato);
    expect(a.ok && a.righe.map((r) => r.identita)).toEqual(b.ok && b.righe.map((r) => r.identita));
    expect(a.ok && new Set(a.righe.map((r) => r.identita)).size).toBe(2);
  });

  it.each([
    ['a date that is not a day', 'h\n31/02/2026;;1,00;x;\n', 'Riga 2: data non valida («31/02/2026»)'],
    ['an amount that is not a number', 'h\n01/02/2026;;abc;x;\n', 'Riga 2: importo non valido'],
    ['a zero amount', 'h\n01/02/2026;;0,00;x;\n', 'Riga 2: importo non valido'],
    ['only the header', 'Data;Valuta;Importo\n', MSG_ESTRATTO.senzaMovimenti],
    ['an empty file', '\n', MSG_ESTRATTO.vuoto],
  ])('refuses %s', (_, csv, errore) => {
    expect(leggiCsvBanca(csv, segnato)).toEqual({ ok: false, errore });
  });

  it('refuses a file with more lines than the bound, naming the bound', () => {
    const csv = `h\n${'01/02/2026;;1,00;x;\n'.repeat(LIMITI_ESTRATTO.righe + 1)}`;
    expect(leggiCsvBanca(csv, segnato)).toEqual({ ok: false, errore: MSG_ESTRATTO.troppeRighe });
    const alLimite = leggiCsvBanca(`h\n${'01/02/2026;;1,00;x;\n'.repeat(LIMITI_ESTRATTO.righe)}`, segnato);
    expect(alLimite.ok && alLimite.righe.length).toBe(LIMITI_ESTRATTO.righe);
  });

  it('a mapping needs either the amount column or both Dare and Avere', () => {
    const senza = { ...segnato, colonne: { ...segnato.colonne, importo: null } };
    const r = schemaMappaturaCsv.safeParse(senza);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      "Indicare la colonna dell'importo, oppure le colonne delle entrate e delle uscite",
    );
    expect(schemaMappaturaCsv.safeParse(dareAvere).success).toBe(true);
  });
});

describe('CSV pieces', () => {
  it.each([
    ['1.234,56', true, 123456],
    ['-12,5', true, -1250],
    ['€ 30,00', true, 3000],
    ['+7', true, 700],
    ['1,234.56', false, 123456],
    ['12,345', true, null],
    ['', true, null],
  ])('importo %s (virgola %s) → %s', (s, virgola, atteso) => {
    expect(importoCsv(s, virgola)).toBe(atteso);
  });

  it.each([
    ['5/1/2026', 'GG/MM/AAAA', '2026-01-05'],
    ['05.01.2026', 'GG.MM.AAAA', '2026-01-05'],
    ['2026-01-05', 'AAAA-MM-GG', '2026-01-05'],
    ['2026-13-05', 'AAAA-MM-GG', null],
    ['29/02/2025', 'GG/MM/AAAA', null],
  ] as const)('data %s (%s) → %s', (s, formato, atteso) => {
    expect(dataCsv(s, formato)).toBe(atteso);
  });

  it('splits quoted fields with separators and line breaks inside', () => {
    expect(righeCsv('a;"b;c"\n"d\ne";""""\n', ';')).toEqual([
      ['a', 'b;c'],
      ['d\ne', '"'],
    ]);
  });
});
