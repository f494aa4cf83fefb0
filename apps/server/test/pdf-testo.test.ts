import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { testoPdf } from './pdf-testo.ts';

const pdfDi = (testo: string) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A6' });
    const parti: Buffer[] = [];
    doc.on('data', (b: Buffer) => parti.push(b));
    doc.on('end', () => resolve(Buffer.concat(parti)));
    doc.text(testo, { lineBreak: false });
    doc.end();
  });

describe('testoPdf', () => {
  // Compressed streams end in any byte, "\r" one time in 256: 400 documents meet that case (the
  // stop-20 CI lost a receipt's whole text to it).
  it('reads the text of every document, whatever bytes its compressed stream ends with', async () => {
    for (let i = 0; i < 400; i++) {
      const testo = `Ricevuta n. ${i} - prova ${(i * 7919).toString(36)}`;
      expect(testoPdf(await pdfDi(testo))).toContain(testo);
    }
  });
});
