import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';
import { formatData, formatEuro } from '@zaino/domain/formato';
import { creaPdf, type Documento } from '../ricevute/pdf.ts';
import type { EstrattoConto, RigaEstratto } from './estratto-conto.ts';

export const titoloEstratto = (e: EstrattoConto) =>
  `Estratto conto ${ETICHETTE_METODO[e.tipo]} - ${e.parte.nome} - anno scout ${formatAnnoScout(e.anno_scout)}`;

/** Columns: left edge, width, alignment (A4 portrait, 50 pt margins). */
const COLONNE = [
  { titolo: 'Data', x: 50, w: 55, align: 'left' },
  { titolo: 'N.', x: 105, w: 35, align: 'left' },
  { titolo: 'Descrizione', x: 140, w: 185, align: 'left' },
  { titolo: 'Entrate', x: 330, w: 70, align: 'right' },
  { titolo: 'Uscite', x: 400, w: 70, align: 'right' },
  { titolo: 'Saldo', x: 470, w: 75, align: 'right' },
] as const;

const celle = (r: RigaEstratto) => [
  formatData(r.data),
  String(r.id_transazione_finanziaria),
  r.descrizione,
  r.entrata ? formatEuro(r.entrata) : '',
  r.uscita ? formatEuro(r.uscita) : '',
  formatEuro(r.saldo),
];

function riga(doc: Documento, testi: readonly string[], grassetto = false): void {
  doc.font(grassetto ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const altezza = Math.max(...COLONNE.map((c, i) => doc.heightOfString(testi[i] ?? '', { width: c.w })));
  if (doc.y + altezza > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    if (!grassetto)
      riga(
        doc,
        COLONNE.map((c) => c.titolo),
        true,
      );
  }
  const y = doc.y;
  COLONNE.forEach((c, i) => {
    doc.text(testi[i] ?? '', c.x, y, { width: c.w, align: c.align });
  });
  doc.x = 50;
  doc.y = y + altezza + 4;
}

/** The statement as a PDF table, repeating the header on each page. */
export function scriviEstrattoPdf(e: EstrattoConto): Promise<Buffer> {
  return creaPdf(titoloEstratto(e), (doc) => {
    // Decision 1301: the section's identity first (only its fields that are there).
    doc.font('Helvetica-Bold').fontSize(11).text(e.sezione.nome);
    doc.font('Helvetica').fontSize(9);
    for (const r of e.sezione.righe) doc.text(r);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(titoloEstratto(e));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Saldo iniziale: ${formatEuro(e.iniziale)}`);
    doc.moveDown();
    riga(
      doc,
      COLONNE.map((c) => c.titolo),
      true,
    );
    if (e.righe.length === 0) doc.font('Helvetica').fontSize(9).text('Nessun movimento nell’anno.');
    for (const r of e.righe) riga(doc, celle(r));
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`Saldo finale: ${formatEuro(e.finale)}`, 50, doc.y);
  });
}
