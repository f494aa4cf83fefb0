import { type CellaEsportabile, tabellaEsportabile } from '@zaino/domain/esportazione';
import type { Row } from 'write-excel-file/browser';

// Exports of lists (spec 2 §2 register, spec 3 §7 causali.csv and bilancio.csv; decision 0901). The
// libraries are imported only when the user exports, so they never weigh on the page's first load.
// CSV: every text cell goes through the domain's neutraliser (formula injection), so csv-stringify's
// own escape_formulas is off: it would turn an amount such as -12,50 into text. XLSX: a string is a
// text cell, never a formula, so it is written as typed ('-Luca', not "'-Luca"; decision 1123).

export type Cella = CellaEsportabile;

/** Saves a blob as a file the browser downloads. */
export function scarica(blob: Blob, nomeFile: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nomeFile;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function esportaCsv(intestazioni: string[], righe: Cella[][], nomeFile: string): Promise<void> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const testo = stringify(tabellaEsportabile(intestazioni, righe), {
    bom: true,
    delimiter: ';',
    escape_formulas: false,
  });
  scarica(new Blob([testo], { type: 'text/csv;charset=utf-8' }), nomeFile);
}

const EURO = '#,##0.00 "€";-#,##0.00 "€"';

/** The sheet's rows: bold headers, text as typed, numbers as numbers, amounts in euros. */
export function righeXlsx(intestazioni: readonly string[], righe: readonly (readonly Cella[])[]): Row[] {
  const cella = (c: Cella) => {
    if (c == null || c === '') return null;
    if (typeof c === 'object') return { value: c.centesimi / 100, format: EURO };
    return typeof c === 'number' ? { value: c } : { value: String(c) };
  };
  return [
    intestazioni.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...righe.map((r) => r.map(cella)),
  ];
}

export async function esportaXlsx(intestazioni: string[], righe: Cella[][], nomeFile: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(righeXlsx(intestazioni, righe)).toBlob();
  scarica(blob, nomeFile);
}
