// Exports of lists to spreadsheets (spec 2 §2 register export; decision 0901).

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV/formula injection, OWASP): a
 * name like "=HYPERLINK(...)" typed into a person's data must stay text when the secretary opens
 * the export. Tab and carriage return are on the list because some programs skip them first.
 */
const INIZI_FORMULA = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A cell's text made safe for CSV and XLSX: a value beginning with = + - @ tab or CR gets a leading
 * apostrophe (the spreadsheet convention for "this is text"), any other value is left unchanged.
 */
export function neutralizzaCella(valore: string | number | boolean | null | undefined): string {
  if (valore == null) return '';
  const testo = String(valore);
  return INIZI_FORMULA.some((c) => testo.startsWith(c)) ? `'${testo}` : testo;
}

/** A table ready to export: the Italian headers and the rows of text, every cell neutralised. */
export function tabellaEsportabile(
  intestazioni: readonly string[],
  righe: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string[][] {
  return [intestazioni.map(neutralizzaCella), ...righe.map((r) => r.map(neutralizzaCella))];
}
