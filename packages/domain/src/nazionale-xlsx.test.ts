import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LIMITI_FILE_NAZIONALE, leggiFileNazionale, MSG_FILE_NAZIONALE_GRANDE } from './nazionale-file.ts';
import { leggiFileNazionaleDaByte, leggiFileNazionaleXlsx } from './nazionale-xlsx.ts';
import { libroXlsx } from './xlsx.fixture.ts';
import { MSG_XLSX } from './xlsx-foglio.ts';

const STILI = '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>';
const testo = (r: number, col: string, s: string) =>
  `<c r="${col}${r}" t="inlineStr"><is><t>${s}</t></is></c>`;
const riga = (r: number, celle: string[]) =>
  `<row r="${r}">${celle.map((s, i) => testo(r, String.fromCharCode(65 + i), s)).join('')}</row>`;

describe('national export file as XLSX (decision 0924)', () => {
  it('reads the first sheet like the same CSV: headers, a date cell, a numeric card', () => {
    const xlsx = libroXlsx(
      `${riga(1, ['N. Tessera', 'Cognome', 'Nome', 'Data di nascita', 'Incarichi'])}` +
        `<row r="2"><c r="A2"><v>1234</v></c>${testo(2, 'B', 'Rossi')}${testo(2, 'C', 'Mario')}` +
        `<c r="D2" s="1"><v>40210</v></c>${testo(2, 'E', 'CB:3|ST')}</row>`,
      { stili: STILI },
    );
    const csv = leggiFileNazionale(
      'N. Tessera;Cognome;Nome;Data di nascita;Incarichi\n1234;Rossi;Mario;01/02/2010;CB:3|ST',
    );
    const e = leggiFileNazionaleXlsx(xlsx);
    expect(e).toEqual(csv);
    expect(e.ok && e.record[0]).toMatchObject({ tessera: '1234', dataNascita: '2010-02-01' });
  });

  it('fails all or nothing with the Excel row number, as the CSV does', () => {
    const e = leggiFileNazionaleXlsx(
      libroXlsx(
        `${riga(1, ['Tessera', 'Cognome', 'Nome', 'Sesso'])}${riga(2, ['A1', 'R', 'M', 'M'])}${riga(7, ['A2', 'B', 'A', 'X'])}`,
      ),
    );
    expect(e).toEqual({ ok: false, errore: 'Riga 7: sesso non valido: X' });
    expect(leggiFileNazionaleXlsx(libroXlsx(''))).toEqual({ ok: false, errore: 'Il file è vuoto' });
    expect(leggiFileNazionaleXlsx(libroXlsx(riga(1, ['Tessera', 'Cognome', 'Nome'])))).toEqual({
      ok: false,
      errore: 'Il file non contiene persone',
    });
    expect(leggiFileNazionaleXlsx(strToU8('Tessera;Nome;Cognome\n1;a;b'))).toEqual({
      ok: false,
      errore: MSG_XLSX.nonXlsx,
    });
  });

  it('refuses a file over the size bound and more persons than the row bound', () => {
    expect(leggiFileNazionaleXlsx(new Uint8Array(LIMITI_FILE_NAZIONALE.byte + 1))).toEqual({
      ok: false,
      errore: MSG_FILE_NAZIONALE_GRANDE,
    });
    const righe = Array.from(
      { length: LIMITI_FILE_NAZIONALE.righe + 1 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`,
    ).join('');
    expect(leggiFileNazionaleXlsx(libroXlsx(`${riga(1, ['Tessera', 'Cognome', 'Nome'])}${righe}`))).toEqual({
      ok: false,
      errore: `Il file ha troppe righe: al massimo ${LIMITI_FILE_NAZIONALE.righe} persone`,
    });
  });

  it('tells XLSX from CSV by the bytes, whatever the upload was labelled (decision 0429)', () => {
    const csv = 'N. Tessera;Cognome;Nome\n1234;Rossi;Mario';
    const xlsx = libroXlsx(
      `${riga(1, ['N. Tessera', 'Cognome', 'Nome'])}${riga(2, ['1234', 'Rossi', 'Mario'])}`,
    );
    expect(Array.from(xlsx.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(leggiFileNazionaleDaByte(xlsx)).toEqual(leggiFileNazionale(csv));
    expect(leggiFileNazionaleDaByte(xlsx)).toMatchObject({ ok: true, record: [{ tessera: '1234' }] });
    // The CSV's bytes, with a BOM and accents in UTF-8, are read as the same text.
    const conBom = strToU8(`\uFEFF${csv.replace('Mario', 'Niccolò')}`);
    expect(leggiFileNazionaleDaByte(conBom)).toMatchObject({ ok: true, record: [{ nome: 'Niccolò' }] });
    // An encrypted workbook or an old .xls still gets the XLSX reader's message.
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(leggiFileNazionaleDaByte(ole)).toEqual({ ok: false, errore: MSG_XLSX.protetto });
    // A binary file that is neither (a PDF, an image) is not read as a CSV missing a column.
    const pdf = Uint8Array.from([...strToU8('%PDF-1.7\n'), 0, 0x9c, 0xff, 0]);
    expect(leggiFileNazionaleDaByte(pdf)).toEqual({ ok: false, errore: MSG_XLSX.nonXlsx });
    // A NUL far into an otherwise valid CSV is refused too (PostgreSQL stores no NUL in text).
    const nulLontano = strToU8(`${csv}\n${'1235;Bianchi;Anna\n'.repeat(800)}9999;Ma\u0000rio;X`);
    expect(nulLontano.indexOf(0)).toBeGreaterThan(8192);
    expect(leggiFileNazionaleDaByte(nulLontano)).toEqual({ ok: false, errore: MSG_XLSX.nonXlsx });
    // Excel's CSV in Windows-1252 keeps its accents; its "Unicode text" (UTF-16) is read too.
    const cp1252 = Uint8Array.from([...strToU8(csv.replace('Mario', 'Niccol')), 0xf2]);
    expect(leggiFileNazionaleDaByte(cp1252)).toMatchObject({ ok: true, record: [{ nome: 'Niccolò' }] });
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...[...csv].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    expect(leggiFileNazionaleDaByte(utf16)).toEqual(leggiFileNazionale(csv));
    expect(leggiFileNazionaleDaByte(new Uint8Array(LIMITI_FILE_NAZIONALE.byte + 1))).toEqual({
      ok: false,
      errore: MSG_FILE_NAZIONALE_GRANDE,
    });
  });
});
