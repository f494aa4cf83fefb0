import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a pdfkit document (standard fonts): each content stream inflated, the hex
 * strings of its TJ operators decoded as WinAnsi (Windows-1252), one line per TJ.
 *
 * A stream is cut by the /Length of its dictionary, never by looking for "endstream": compressed
 * bytes may end in "\r" or hold any other byte, so a pattern made the text vanish now and then.
 */
/**
 * pdfkit's standard fonts write WinAnsi (Windows-1252): latin1 but for 0x80–0x9F, where '€' is
 * 0x80 and '’' 0x92 (Node's own windows-1252 decoder reads these as control characters).
 */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (b: Buffer) =>
  b.toString('latin1').replace(/[\x80-\x9f]/g, (c) => WIN_ANSI_80_9F[c.charCodeAt(0) - 0x80] ?? c);

export function testoPdf(pdf: Buffer): string {
  const righe: string[] = [];
  const grezzo = pdf.toString('latin1');
  for (const m of grezzo.matchAll(/<<((?:(?!>>)[\s\S])*?\/Length (\d+)[\s\S]*?)>>\r?\nstream\r?\n/g)) {
    const inizio = (m.index ?? 0) + m[0].length;
    const dati = pdf.subarray(inizio, inizio + Number(m[2]));
    const compresso = /\/Filter\s*\/FlateDecode/.test(m[1] ?? '');
    const contenuto = (compresso ? inflateSync(dati) : dati).toString('latin1');
    for (const tj of contenuto.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const testo = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => winAnsi(Buffer.from(h[1] ?? '', 'hex')))
        .join('');
      righe.push(testo);
    }
  }
  return righe.join('\n');
}
