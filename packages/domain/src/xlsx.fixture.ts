// Test data only (imported by *.test.ts): workbooks built by hand for the XLSX readers (decision 0924).
import { strToU8, zipSync } from 'fflate';

export const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook built by hand: the first sheet's XML, shared strings and styles as given. */
export function libroXlsx(
  righe: string,
  o: { condivise?: string[]; stili?: string; fogli?: string; date1904?: boolean } = {},
): Uint8Array {
  const parti: Record<string, Uint8Array> = {
    '_rels/.rels': strToU8(
      `<Relationships><Relationship Id="r1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} xmlns:r="${REL}"><workbookPr${o.date1904 ? ' date1904="1"' : ''}/><sheets>${
        o.fogli ??
        '<sheet name="Persone" sheetId="1" r:id="rId1"/><sheet name="Altro" sheetId="2" r:id="rId9"/>'
      }</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships><Relationship Id="rId9" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${NS}><sheetData>${righe}</sheetData></worksheet>`),
    'xl/worksheets/sheet2.xml': strToU8(
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>altro</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst ${NS}>${(o.condivise ?? []).map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    ),
    'xl/styles.xml': strToU8(
      o.stili ?? `<styleSheet ${NS}><cellXfs><xf numFmtId="0"/></cellXfs></styleSheet>`,
    ),
  };
  return zipSync(parti);
}
