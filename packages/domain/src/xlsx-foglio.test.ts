import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { libroXlsx, NS } from './xlsx.fixture.ts';
import { dataDaSeriale, LIMITI_XLSX, leggiPrimoFoglio, MSG_XLSX } from './xlsx-foglio.ts';

const leggi = (b: Uint8Array, maxRighe = 10) => leggiPrimoFoglio(b, { maxRighe, msgTroppeRighe: 'troppe' });

const STILI = `<styleSheet ${NS}><numFmts><numFmt numFmtId="164" formatCode="[$-410]dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="00000"/><numFmt numFmtId="166" formatCode="&quot;N. &quot;0"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/></cellXfs></styleSheet>`;

describe('first worksheet of an XLSX as text rows (decision 0924)', () => {
  it('reads shared, inline and rich strings, numbers, dates and padded digits by column', () => {
    const e = leggi(
      libroXlsx(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
          '<row r="2" spans="1:3"/>' +
          '<row r="3"><c r="A3"><v>123</v></c><c r="B3" t="inlineStr"><is><r><t>Ro</t></r><r><t>ssi</t></r></is></c>' +
          '<c r="C3" s="1"><v>40301.75</v></c><c r="D3" s="2"><v>40302</v></c><c r="E3" s="3"><v>100</v></c>' +
          '<c r="F3" s="4"><v>7</v></c><c r="G3" t="str"><f>A3</f><v>x</v></c><c r="H3" t="d"><v>2010-05-03T00:00:00</v></c></row>',
        { condivise: ['Tessera', 'A &amp; &lt;b&gt;'], stili: STILI },
      ),
    );
    expect(e).toEqual({
      ok: true,
      righe: [
        { numero: 1, celle: ['Tessera', '', 'A & <b>'] },
        {
          numero: 3,
          celle: ['123', 'Rossi', '03/05/2010', '04/05/2010', '00100', '7', 'x', '03/05/2010'],
        },
      ],
    });
  });

  it('turns Excel serial days into gg/mm/aaaa in both date systems', () => {
    expect(dataDaSeriale(40301, false)).toBe('03/05/2010');
    expect(dataDaSeriale(1, false)).toBe('01/01/1900');
    expect(dataDaSeriale(61, false)).toBe('01/03/1900');
    expect(dataDaSeriale(0, true)).toBeNull();
    expect(dataDaSeriale(38839, true)).toBe('03/05/2010');
    const e = leggi(
      libroXlsx('<row r="1"><c r="A1" s="1"><v>38839</v></c></row>', { stili: STILI, date1904: true }),
    );
    expect(e.ok && e.righe[0]?.celle).toEqual(['03/05/2010']);
  });

  it('refuses what is not an XLSX, an encrypted or .xls file, and a zip without a workbook', () => {
    expect(leggi(strToU8('tessera;nome\n1;a'))).toEqual({ ok: false, errore: MSG_XLSX.nonXlsx });
    expect(leggi(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({
      ok: false,
      errore: MSG_XLSX.protetto,
    });
    expect(leggi(zipSync({ 'a.txt': strToU8('ciao') }))).toEqual({ ok: false, errore: MSG_XLSX.nonXlsx });
  });

  it('refuses a truncated or corrupted zip, a broken sheet and an error cell with clear messages', () => {
    const buono = libroXlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>');
    expect(leggi(buono.subarray(0, buono.length - 200))).toEqual({ ok: false, errore: MSG_XLSX.danneggiato });
    const rotto = buono.slice();
    rotto.fill(0xff, 120, 220);
    expect(leggi(rotto)).toEqual({ ok: false, errore: MSG_XLSX.danneggiato });
    expect(leggi(libroXlsx('<row r="1"><c r="A1" t="s"><v>4</v></c></row>'))).toEqual({
      ok: false,
      errore: MSG_XLSX.danneggiato,
    });
    expect(leggi(libroXlsx('<row r="1"><c r="B1" t="e"><v>#N/A</v></c></row>'))).toEqual({
      ok: false,
      errore: MSG_XLSX.erroreCella('B1', '#N/A'),
    });
    expect(leggi(libroXlsx('<!DOCTYPE x [<!ENTITY a "b">]><row r="1"><c r="A1"><v>1</v></c></row>'))).toEqual(
      {
        ok: false,
        errore: MSG_XLSX.danneggiato,
      },
    );
  });

  it('refuses an element that never closes, in one pass however many there are', () => {
    const uno = '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>';
    // Each unclosed <row> once made the reader scan the rest of the sheet again: 80,000 of them
    // (a 2 KB upload) held the server for seconds; now the first one refuses the file.
    expect(leggi(libroXlsx(uno + '<row>'.repeat(80_000)))).toEqual({
      ok: false,
      errore: MSG_XLSX.danneggiato,
    });
    expect(leggi(libroXlsx(`${uno}<row r="2"><c r="A2"><v>2</v></c>`))).toEqual({
      ok: false,
      errore: MSG_XLSX.danneggiato,
    });
    // A tag that never ends ('<row <row …') neither.
    expect(leggi(libroXlsx(uno + '<row '.repeat(80_000)))).toEqual({
      ok: false,
      errore: MSG_XLSX.danneggiato,
    });
  });

  it('quotes at most a few characters of the file in a message (it is kept in the step history)', () => {
    const lungo = 'X'.repeat(100_000);
    const e = leggi(libroXlsx(`<row r="1"><c r="${lungo}" t="e"><v>#N/A${lungo}</v></c></row>`));
    expect(e.ok).toBe(false);
    expect(!e.ok && e.errore.length).toBeLessThan(200);
    expect(!e.ok && e.errore).toContain('#N/A');
    // A row number that is no number is counted as Excel would.
    const r = leggi(
      libroXlsx('<row r="1"><c t="inlineStr"><is><t>a</t></is></c></row><row r="x"><c><v>1</v></c></row>'),
    );
    expect(r.ok && r.righe.map((x) => x.numero)).toEqual([1, 2]);
  });

  it('bounds the cells read, empty ones included (each costs a parse)', () => {
    const vuote = libroXlsx(`<row>${'<c/>'.repeat(50)}</row>`.repeat(4));
    const opz = { maxRighe: 10, msgTroppeRighe: 'troppe' };
    expect(leggiPrimoFoglio(vuote, { ...opz, maxCelle: 199 })).toEqual({
      ok: false,
      errore: MSG_XLSX.troppeCelle,
    });
    expect(leggiPrimoFoglio(vuote, { ...opz, maxCelle: 200 })).toEqual({ ok: true, righe: [] });
    // By default 20,000 rows of 100 columns.
    expect(LIMITI_XLSX.celle).toBe(2_000_000);
    expect(MSG_XLSX.troppeCelle).toContain('2.000.000 celle');
  });

  it('refuses a styles or relationships part of more tags than a workbook ever has', () => {
    // 4 million <xf/> zip to 31 KB and took 11 s and 390 MB to parse whole.
    const stili = (n: number) => `<styleSheet ${NS}><cellXfs>${'<xf/>'.repeat(n)}</cellXfs></styleSheet>`;
    const riga = '<row r="1"><c><v>1</v></c></row>';
    expect(leggi(libroXlsx(riga, { stili: stili(LIMITI_XLSX.tagParte) }))).toEqual({
      ok: false,
      errore: MSG_XLSX.danneggiato,
    });
    expect(leggi(libroXlsx(riga, { stili: stili(1000) })).ok).toBe(true);
    // Excel's 64,000 cell formats, each with a child, stay within it.
    expect(LIMITI_XLSX.tagParte).toBeGreaterThan(3 * 65_490);
  });

  it('answers no rows for an empty sheet and refuses a workbook with no sheet', () => {
    expect(leggi(libroXlsx(''))).toEqual({ ok: true, righe: [] });
    expect(leggi(libroXlsx('', { fogli: '' }))).toEqual({ ok: false, errore: MSG_XLSX.senzaFogli });
  });

  it('bounds rows, columns and the uncompressed size (a bomb stops before it is inflated whole)', () => {
    const riga = (n: number) => `<row r="${n}"><c r="A${n}"><v>${n}</v></c></row>`;
    const tre = Array.from({ length: 3 }, (_, i) => riga(i + 1)).join('');
    expect(leggi(libroXlsx(tre), 2)).toEqual({ ok: false, errore: 'troppe' });
    expect(leggi(libroXlsx(tre), 3).ok).toBe(true);
    expect(leggi(libroXlsx('<row r="1"><c r="CW1"><v>1</v></c></row>'))).toEqual({
      ok: false,
      errore: MSG_XLSX.troppeColonne,
    });
    // 60 MB of spaces inside the sheet compress to about 60 KB.
    const bomba = libroXlsx(`${' '.repeat(LIMITI_XLSX.scompresso + 10 * 1024 * 1024)}${riga(1)}`);
    expect(bomba.length).toBeLessThan(200_000);
    expect(leggi(bomba)).toEqual({ ok: false, errore: MSG_XLSX.troppoGrande });
    // Compressing the 60 MB fixture is most of this test's time: seconds on a busy CI machine.
  }, 30_000);
});
