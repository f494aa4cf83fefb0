import { tabellaEsportabile } from '@zaino/domain/esportazione';

// Spec 2 §2 export of the register as filtered (decision 0901). The libraries are imported only when
// the user exports, so they never weigh on the page's first load; every cell goes through the
// domain's neutraliser (formula injection) for both formats.

export type Cella = string | number | boolean | null | undefined;

function scarica(blob: Blob, nomeFile: string) {
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
    escape_formulas: true,
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
