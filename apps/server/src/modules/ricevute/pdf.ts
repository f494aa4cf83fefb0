/// <reference path="../../types/pdfkit.d.ts" />
import PDFDocument from 'pdfkit';

export type Documento = InstanceType<typeof PDFDocument>;

/**
 * An A4 document written by `scrivi`, as bytes. Standard Helvetica (WinAnsi: accents, €, °), no
 * embedded fonts, no network; the title goes in the PDF's metadata.
 */
export function creaPdf(
  titolo: string,
  scrivi: (doc: Documento) => void,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: 50,
    lang: 'it-IT',
    info: { Title: titolo, Creator: 'Zaino' },
  });
  const parti: Buffer[] = [];
  const finito = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => parti.push(b));
    doc.on('end', () => resolve(Buffer.concat(parti)));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  scrivi(doc);
  doc.end();
  return finito;
}
