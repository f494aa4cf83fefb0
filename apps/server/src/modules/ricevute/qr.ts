/// <reference path="../../types/qrcode.d.ts" />
import QRCode from 'qrcode';
import type { Documento } from './pdf.ts';

/** Modules of quiet zone around the code (ISO/IEC 18004 asks for 4). */
const MARGINE = 4;

/**
 * Draws `testo` as a QR code whose side (quiet zone included) is `lato` points, with its top-left
 * corner at (x, y): one vector square per dark module, so the code stays sharp at any print size.
 * Level M survives a crease or a stain on a paper receipt.
 */
export function disegnaQr(doc: Documento, testo: string, x: number, y: number, lato: number): void {
  const { modules } = QRCode.create(testo, { errorCorrectionLevel: 'M' });
  const passo = lato / (modules.size + 2 * MARGINE);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) doc.rect(x + (c + MARGINE) * passo, y + (r + MARGINE) * passo, passo, passo);
  doc.fill('#000000');
  doc.link(x, y, lato, lato, testo);
}
