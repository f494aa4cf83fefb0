// The part of qrcode 1.5 the web uses: the module matrix of a text, drawn by us as one SVG path (no
// canvas, no image from a remote service). The package ships no types.
declare module 'qrcode' {
  interface BitMatrix {
    size: number;
    /** 1 for a dark module. */
    get(row: number, col: number): number;
  }
  function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: BitMatrix };
  const qrcode: { create: typeof create };
  export default qrcode;
}
