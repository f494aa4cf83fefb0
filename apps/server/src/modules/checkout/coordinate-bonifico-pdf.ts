import { type CoordinateBonifico, formatIban } from '@zaino/domain/bonifico';
import { formatEuro } from '@zaino/domain/formato';
import type { Intestazione } from '../ricevute/intestazioni.ts';
import { creaPdf } from '../ricevute/pdf.ts';

export const TITOLO_COORDINATE = 'Coordinate per il bonifico';

/**
 * Spec 3 §2: the bank-details document: IBAN, beneficiary, amount in euros, reason 'Pagamento {id}';
 * under the section's identity (decision 1301), whose empty fields print nothing.
 */
export function scriviCoordinateBonifico(c: CoordinateBonifico, sezione: Intestazione): Promise<Buffer> {
  return creaPdf(TITOLO_COORDINATE, (doc) => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(sezione.nome);
    doc.font('Helvetica').fontSize(9);
    for (const riga of sezione.righe) doc.text(riga);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(18).text(TITOLO_COORDINATE);
    doc.moveDown();
    const righe: [string, string][] = [
      ['Beneficiario', c.beneficiario],
      ['IBAN', formatIban(c.iban)],
      ['Importo', formatEuro(c.importo)],
      ['Causale', c.causale],
    ];
    for (const [etichetta, valore] of righe) {
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(etichetta);
      doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(valore);
      doc.moveDown(0.6);
    }
    doc.moveDown();
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(
        `Scrivi la causale esattamente come sopra: serve alla segreteria per riconoscere il pagamento. ` +
          `Eventuali costi della tua banca sono a tuo carico.`,
      );
    doc.moveDown();
    doc.text(
      'Dopo il bonifico carica su Zaino la ricevuta della banca (PDF, foto o screenshot): la segreteria ' +
        'confermerà il pagamento nei giorni successivi.',
    );
  });
}
