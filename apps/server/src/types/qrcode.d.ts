// The part of qrcode 1.5 that Zaino uses: the module matrix, drawn by pdfkit as vector squares (no
// image, no canvas). The package ships no types; DESIGN.md §1 pins no @types/qrcode.
declare module 'qrcode' {
  interface BitMatrix {
    size: number;
    /** 1 for a dark module. */
    get(row: number, col: number): number;
  }
  interface QRCode {
    modules: BitMatrix;
    version: number;
  }
  function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCode;
  const qrcode: { create: typeof create };
  export default qrcode;
}
