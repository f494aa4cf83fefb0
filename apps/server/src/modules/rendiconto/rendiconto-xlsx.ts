import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { righeStampa } from '@zaino/domain/rendiconto-ets';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { titoloRendiconto } from './rendiconto-pdf.ts';
import type { DocumentoRendiconto } from './rendiconto.service.ts';

const EURO = '#,##0.00 "€";-#,##0.00 "€"';
const euro = (cents: number, grassetto: boolean) => ({
  value: cents / 100,
  format: EURO,
  ...(grassetto ? { fontWeight: 'bold' as const } : {}),
});
// Text cells are never read as formulas (decision 1123).
const testo = (v: string, grassetto = false) => ({
  value: v,
  ...(grassetto ? { fontWeight: 'bold' as const } : {}),
});

/** The statement as one sheet: identity, title, then code, line and the two years in euros. */
export function scriviRendicontoXlsx({ sezione, rendiconto }: DocumentoRendiconto): Promise<Buffer> {
  const anno = rendiconto.anno_scout;
  const righe: Row[] = [
    // Decision 1301: the section's identity first, a line each.
    [testo(sezione.nome, true)],
    ...sezione.righe.map((r): Row => [testo(r)]),
    [testo(titoloRendiconto(anno), true)],
    [
      testo('Codice', true),
      testo('Voce', true),
      testo(formatAnnoScout(anno), true),
      testo(formatAnnoScout(anno - 1), true),
    ],
    ...righeStampa(rendiconto).map((r): Row => {
      const g = r.genere !== 'riga';
      return [
        r.codice && r.genere === 'riga' ? testo(r.codice) : null,
        testo(r.etichetta, g),
        r.importi ? euro(r.importi.anno, g) : null,
        r.importi ? euro(r.importi.precedente, g) : null,
      ];
    }),
  ];
  return writeXlsxFile(righe, {
    sheet: 'Rendiconto per cassa',
    columns: [{ width: 8 }, { width: 70 }, { width: 16 }, { width: 16 }],
  }).toBuffer();
}
