import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatEuro } from '@zaino/domain/formato';
import { type RigaStampa, righeStampa, TESTI_RENDICONTO } from '@zaino/domain/rendiconto-ets';
import { creaPdf, type Documento } from '../ricevute/pdf.ts';
import type { DocumentoRendiconto } from './rendiconto.service.ts';

export const titoloRendiconto = (anno: number) =>
  `${TESTI_RENDICONTO.titolo} - anno scout ${formatAnnoScout(anno)}`;

/** Columns of an A4 portrait page with 50 pt margins: line, then this year and the previous one. */
const X = { voce: 50, anno: 395, precedente: 475 } as const;
const W = { voce: 335, importo: 70 } as const;

function riga(doc: Documento, testi: readonly [string, string, string], grassetto: boolean) {
  doc.font(grassetto ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const altezza = doc.heightOfString(testi[0], { width: W.voce });
  if (doc.y + altezza > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.text(testi[0], X.voce, y, { width: W.voce });
  doc.text(testi[1], X.anno, y, { width: W.importo, align: 'right' });
  doc.text(testi[2], X.precedente, y, { width: W.importo, align: 'right' });
  doc.x = X.voce;
  doc.y = y + altezza + 3;
}

const testi = (r: RigaStampa): [string, string, string] => [
  r.genere === 'riga' ? `   ${r.etichetta}` : r.etichetta,
  r.importi ? formatEuro(r.importi.anno) : '',
  r.importi ? formatEuro(r.importi.precedente) : '',
];

/** Mod. D as one table: each section's expenses and income, results, then the overall totals. */
export function scriviRendicontoPdf({ sezione, rendiconto }: DocumentoRendiconto): Promise<Buffer> {
  const anno = rendiconto.anno_scout;
  return creaPdf(titoloRendiconto(anno), (doc) => {
    // Decision 1301: the section's identity first (only its fields that are there).
    doc.font('Helvetica-Bold').fontSize(11).text(sezione.nome);
    doc.font('Helvetica').fontSize(9);
    for (const r of sezione.righe) doc.text(r);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(titoloRendiconto(anno));
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Modello D, decreto ministeriale 5 marzo 2020 (enti del Terzo settore)');
    doc.moveDown();
    riga(doc, ['', formatAnnoScout(anno), formatAnnoScout(anno - 1)], true);
    for (const r of righeStampa(rendiconto)) {
      if (r.genere === 'sezione') doc.moveDown(0.4);
      riga(doc, testi(r), r.genere !== 'riga');
    }
  });
}
