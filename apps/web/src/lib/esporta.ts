import { type CellaEsportabile, tabellaEsportabile } from '@zaino/domain/esportazione';

// Exports of lists (spec 2 §2 register, spec 3 §7 causali.csv and bilancio.csv; decision 0901). The
// libraries are imported only when the user exports, so they never weigh on the page's first load;
// every text cell goes through the domain's neutraliser (formula injection) for both formats, so
// csv-stringify's own escape_formulas is off: it would turn an amount such as -12,50 into text.

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

export async function esportaXlsx(intestazioni: string[], righe: Cella[][], nomeFile: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [testata, ...corpo] = tabellaEsportabile(intestazioni, righe);
  const dati = [testata!.map((value) => ({ value, fontWeight: 'bold' as const })), ...corpo];
  const blob = await writeXlsxFile(dati).toBlob();
  scarica(blob, nomeFile);
}
