import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatData, formatEuro } from '@zaino/domain/formato';
import { totaleAddebitato } from '@zaino/domain/transazioni';
import type { Intestazione } from './intestazioni.ts';
import { creaPdf } from './pdf.ts';
import { disegnaQr } from './qr.ts';

/** What a receipt says (DESIGN.md §7): who issues it, its number, who paid, how much and for what. */
export interface DatiRicevuta {
  emittente: Intestazione;
  numero: number;
  anno_scout: number;
  data: Date;
  pagante: Intestazione;
  importo: number;
  /** The method's fee the payer bore on top of the amount (card, Satispay), cents; 0 if none. */
  commissione: number;
  /** 'Contante', 'Bonifico', 'Satispay', 'Carta' */
  metodo: string;
  voci: {
    descrizione: string;
    importo: number;
    /** da_uniti: the child the parent paid for (spec 3 §3 links). */
    per_conto_di?: string;
    /** a_uniti: the unit or group the money is for, when not the issuer itself. */
    a_favore_di?: string;
  }[];
  /** The public page that proves the receipt authentic (decision 1205): printed as QR and link. */
  verifica: string;
}

/** Side of the verification QR code, in points (about 3 cm). */
const LATO_QR = 84;

export const titoloRicevuta = (d: Pick<DatiRicevuta, 'numero' | 'anno_scout'>) =>
  `Ricevuta n. ${d.numero} - anno scout ${formatAnnoScout(d.anno_scout)}`;

/** The receipt as a one-page PDF. */
export function scriviRicevuta(d: DatiRicevuta): Promise<Buffer> {
  return creaPdf(titoloRicevuta(d), (doc) => {
    const destra = doc.page.width - doc.page.margins.right;
    disegnaQr(doc, d.verifica, destra - LATO_QR, doc.page.margins.top, LATO_QR);
    const larghezza = destra - LATO_QR - 12 - doc.page.margins.left;
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(18).text(d.emittente.nome, { width: larghezza });
    doc.font('Helvetica').fontSize(10);
    for (const riga of d.emittente.righe) doc.text(riga, { width: larghezza });
    // The body starts below the QR code, whatever the length of the issuer's block.
    doc.y = Math.max(doc.y, doc.page.margins.top + LATO_QR);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(titoloRicevuta(d));
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Data: ${formatData(d.data)}`);
    doc.moveDown();

    const perConto = [...new Set(d.voci.map((v) => v.per_conto_di).filter((n) => n !== undefined))];
    doc.text('Ricevuto da: ', { continued: true }).font('Helvetica-Bold').text(d.pagante.nome);
    doc.font('Helvetica');
    for (const riga of d.pagante.righe) doc.text(riga);
    if (perConto.length > 0) doc.text(`per conto di ${perConto.join(', ')}`);
    doc.moveDown();
    doc
      .text('la somma di ', { continued: true })
      .font('Helvetica-Bold')
      .text(formatEuro(d.importo), { continued: true });
    doc.font('Helvetica').text(` (${d.metodo})`);
    if (d.commissione > 0) {
      // The fee is not part of the sum received, but it was charged: both figures, so the receipt
      // matches the card statement.
      doc.text(
        `Commissione del pagamento: ${formatEuro(d.commissione)} - totale addebitato: ${formatEuro(
          totaleAddebitato({ importo: d.importo, commissione_da: d.commissione }),
        )}`,
      );
    }
    doc.moveDown();

    if (d.voci.length > 0) {
      doc.text('a titolo di:');
      for (const v of d.voci) {
        const note = [
          v.per_conto_di && `per conto di ${v.per_conto_di}`,
          v.a_favore_di && `a favore di ${v.a_favore_di}`,
        ]
          .filter(Boolean)
          .join(', ');
        doc.text(`- ${v.descrizione}${note ? ` (${note})` : ''}: ${formatEuro(v.importo)}`, { lineGap: 2 });
      }
    }
    if (d.emittente.detraibilita) {
      doc.moveDown();
      doc.fontSize(10).text(d.emittente.detraibilita);
    }
    doc.moveDown(3);
    doc.fontSize(9).fillColor('#555555').text(`Ricevuta emessa da ${d.emittente.nome} tramite Zaino.`);
    doc.text('Chiunque può verificarne l’autenticità inquadrando il codice QR o aprendo l’indirizzo');
    doc.fillColor('#1c4e9c').text(d.verifica);
  });
}
