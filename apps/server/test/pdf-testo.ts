import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a pdfkit document (standard fonts): each content stream inflated, the hex
 * strings of its TJ operators decoded as WinAnsi (close to latin1), one line per TJ.
 */
export function testoPdf(pdf: Buffer): string {
  const righe: string[] = [];
  const grezzo = pdf.toString('latin1');
  for (const m of grezzo.matchAll(/(?<!end)stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const dati = Buffer.from(m[1] ?? '', 'latin1');
    let contenuto: string;
    try {
      contenuto = inflateSync(dati).toString('latin1');
    } catch {
      contenuto = dati.toString('latin1');
    }
    for (const tj of contenuto.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const testo = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) =>
          Buffer.from(h[1] ?? '', 'hex')
            .toString('latin1')
            .replace(/\x80/g, '€'),
        )
        .join('');
      righe.push(testo);
    }
  }
  return righe.join('\n');
}
