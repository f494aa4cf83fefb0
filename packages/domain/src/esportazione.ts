// Exports of lists to spreadsheets (spec 2 §2 register export; decision 0901).

/**
 * A cell a spreadsheet may read as a formula (CSV/formula injection, OWASP): a name like
 * "=HYPERLINK(...)" typed into a person's data must stay text when the secretary opens the export.
 * Tab and carriage return are on the list because some programs skip them first. What programs may
 * skip before the sign counts as nothing: blanks (importing with "trim spaces" turns " =1+1" into a
 * formula; decision 1116), line feeds and quotes (a cell written as "=…" with its own quotes;
 * decision 0909).
 */
const INIZIO_FORMULA = /^[\s\u200b"'\u201c\u201d\u2018\u2019]*[=+\-@\t\r]/u;

/**
 * A cell's text made safe for CSV and XLSX: a value beginning with = + - @ tab or CR, also after
 * leading blanks or quotes, gets a leading apostrophe (the spreadsheet convention for "this is
 * text"); any other value is left unchanged.
 */
export function neutralizzaCella(valore: string | number | boolean | null | undefined): string {
  if (valore == null) return '';
  const testo = String(valore);
  return INIZIO_FORMULA.test(testo) ? `'${testo}` : testo;
}

/**
 * An amount in integer cents for an export (spec 3 §7 causali.csv, bilancio.csv): written as euros
 * with a decimal comma and no thousands separator ('-12,50'), which Italian Excel reads as a number.
 * Digits and one sign cannot form a formula, so this cell is not neutralised.
 */
export interface CellaImporto {
  centesimi: number;
}

export type CellaEsportabile = string | number | boolean | null | undefined | CellaImporto;

export function importoEsportabile(centesimi: number): string {
  const segno = centesimi < 0 ? '-' : '';
  const a = Math.abs(Math.round(centesimi));
  return `${segno}${Math.trunc(a / 100)},${String(a % 100).padStart(2, '0')}`;
}

function cellaEsportabile(c: CellaEsportabile): string {
  return typeof c === 'object' && c !== null ? importoEsportabile(c.centesimi) : neutralizzaCella(c);
}

/** A table ready to export: the Italian headers and the rows of text, every text cell neutralised. */
export function tabellaEsportabile(
  intestazioni: readonly string[],
  righe: readonly (readonly CellaEsportabile[])[],
): string[][] {
  return [intestazioni.map(neutralizzaCella), ...righe.map((r) => r.map(cellaEsportabile))];
}
