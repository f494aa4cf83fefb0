import { constants, crc32, inflateSync } from 'node:zlib';
import type { TipoFile } from './storage.ts';

// Decision 0426: a file whose first bytes say PDF, JPG or PNG is kept only when the rest agrees.
// The first bytes alone let through polyglots (a PNG whose tail is an HTML page or a ZIP, a PDF that
// is also a web page), PDFs that run scripts or carry other files, and images or streams small on
// disk that a viewer would inflate into gigabytes. Each kind is walked as its format lays it out;
// nothing is decoded beyond what these checks need.

/** Why a file is refused, for the log and the tests; the person reads one Italian message. */
export type MotivoRifiuto =
  | 'struttura'
  | 'dati-dopo-la-fine'
  | 'contenuto-attivo'
  | 'dimensioni-immagine'
  | 'bomba';

/** Sides and area of an image a phone or scanner makes, with margin; beyond it is a decoding bomb. */
export const LIMITI_IMMAGINE = Object.freeze({ lato: 20_000, pixel: 100_000_000 });
/** The most a PDF's compressed streams may inflate to, all together. */
export const MAX_PDF_INFLATO = 256 * 1024 * 1024;

/**
 * Markup a browser would run, searched in the whole file. Five bytes or more each, so that the
 * compressed data of a real photo (random to the eye) meets one by chance about once in ten
 * thousand 10 MB files for the shortest, and practically never for the others.
 */
const MARKUP = [
  '<script',
  '<html',
  '<iframe',
  '<?php',
  '<!doctype',
  'javascript:',
  '<svg ',
  '<svg>',
  '<svg\n',
];

/** What a polyglot hides after the end of the image or document. */
const FIRME_ALTRI_FORMATI = ['PK\u0003\u0004', '%PDF', '\u0089PNG', 'Rar!', '7z\u00bc\u00af'];

/** PDF names that run code, open other programs or carry files (after #xx escapes are undone). */
const NOMI_PDF_ATTIVI =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?=[\s/<>[\]()%]|$)/;

const latin1 = (data: Buffer, da = 0, a = data.length) => data.toString('latin1', da, a);

function markup(data: Buffer): boolean {
  const testo = latin1(data).toLowerCase();
  return MARKUP.some((m) => testo.includes(m));
}

/** Trailing bytes are tolerated when they are padding (zeros, whitespace), never another file. */
function codaSospetta(coda: Buffer): boolean {
  if (coda.every((b) => b === 0 || b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) return false;
  const testo = latin1(coda);
  return FIRME_ALTRI_FORMATI.some((f) => testo.includes(f)) || markup(coda);
}

function immagineTroppoGrande(larghezza: number, altezza: number): boolean {
  return (
    larghezza === 0 ||
    altezza === 0 ||
    larghezza > LIMITI_IMMAGINE.lato ||
    altezza > LIMITI_IMMAGINE.lato ||
    larghezza * altezza > LIMITI_IMMAGINE.pixel
  );
}

/** PNG: chunks with their CRC, IHDR first, IEND last and nothing after it. */
function png(data: Buffer): MotivoRifiuto | null {
  let i = 8;
  let primo = true;
  while (i + 12 <= data.length) {
    const lunghezza = data.readUInt32BE(i);
    const tipo = latin1(data, i + 4, i + 8);
    const fine = i + 12 + lunghezza;
    if (lunghezza > 0x7fffffff || fine > data.length || !/^[A-Za-z]{4}$/.test(tipo)) return 'struttura';
    if (crc32(data.subarray(i + 4, i + 8 + lunghezza)) !== data.readUInt32BE(i + 8 + lunghezza))
      return 'struttura';
    if (primo) {
      if (tipo !== 'IHDR' || lunghezza !== 13) return 'struttura';
      if (immagineTroppoGrande(data.readUInt32BE(i + 8), data.readUInt32BE(i + 12)))
        return 'dimensioni-immagine';
      primo = false;
    }
    if (tipo === 'IEND')
      return fine < data.length && codaSospetta(data.subarray(fine)) ? 'dati-dopo-la-fine' : null;
    i = fine;
  }
  return 'struttura';
}

/** The start-of-frame markers that carry an image's size (C4, C8 and CC are other segments). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: segments up to the scan, a frame with a sane size before it, an end marker after it. */
function jpg(data: Buffer): MotivoRifiuto | null {
  let i = 2;
  let dimensioni = false;
  for (;;) {
    while (i < data.length && data[i] === 0xff && data[i + 1] === 0xff) i++; // fill bytes
    if (i + 4 > data.length || data[i] !== 0xff) return 'struttura';
    const marcatore = data[i + 1]!;
    if (marcatore === 0x01 || (marcatore >= 0xd0 && marcatore <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marcatore === 0xd9) return 'struttura'; // the end before any image
    const lunghezza = data.readUInt16BE(i + 2);
    if (lunghezza < 2 || i + 2 + lunghezza > data.length) return 'struttura';
    if (SOF.has(marcatore)) {
      if (lunghezza < 8) return 'struttura';
      if (immagineTroppoGrande(data.readUInt16BE(i + 7), data.readUInt16BE(i + 5)))
        return 'dimensioni-immagine';
      dimensioni = true;
    }
    if (marcatore === 0xda) break; // start of scan: entropy-coded data follows
    i += 2 + lunghezza;
  }
  if (!dimensioni) return 'struttura';
  // In the scan an 0xFF byte is always followed by 0x00 or a restart marker, so the last FF D9 is
  // the end of the image (cameras may append their own data after it: padding or not, it is checked).
  const fine = data.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (fine < i) return 'struttura';
  return codaSospetta(data.subarray(fine + 2)) ? 'dati-dopo-la-fine' : null;
}

/** PDF names may be written with #xx escapes (/J#61vaScript): undone before matching. */
const senzaEscape = (testo: string) =>
  testo.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/**
 * PDF: a header, an end-of-file marker with nothing but padding after it, no name that runs code or
 * carries files, in the objects or in compressed object streams, and compressed streams that do not
 * inflate beyond MAX_PDF_INFLATO.
 */
function pdf(data: Buffer): MotivoRifiuto | null {
  const testo = latin1(data);
  if (!/^%PDF-[12]\.\d/.test(testo)) return 'struttura';
  const eof = testo.lastIndexOf('%%EOF');
  if (eof < 0) return 'struttura';
  if (codaSospetta(data.subarray(eof + 5))) return 'dati-dopo-la-fine';

  // The objects with each stream's body cut out; the bodies inflated where they are Flate-coded.
  let oggetti = '';
  let inflato = 0;
  let da = 0;
  const apertura = /stream\r?\n/g;
  for (let m = apertura.exec(testo); m; m = apertura.exec(testo)) {
    if (testo.slice(Math.max(0, m.index - 3), m.index) === 'end') continue;
    // The object's dictionary: from its "N 0 obj" (nested dictionaries included) to the stream.
    const dizionario = testo.slice(Math.max(da, testo.lastIndexOf('obj', m.index)), m.index);
    const inizio = m.index + m[0].length;
    const chiusura = testo.indexOf('endstream', inizio);
    if (chiusura < 0) return 'struttura';
    oggetti += testo.slice(da, m.index);
    da = chiusura + 'endstream'.length;
    apertura.lastIndex = da;
    if (!/\/FlateDecode/.test(senzaEscape(dizionario))) continue;
    let corpo: Buffer;
    try {
      corpo = inflateSync(data.subarray(inizio, chiusura), {
        maxOutputLength: MAX_PDF_INFLATO - inflato + 1,
        // A stream cut short still inflates as far as it goes.
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (err) {
      if (err instanceof RangeError) return 'bomba';
      continue; // a damaged stream is the viewer's problem, not a danger
    }
    inflato += corpo.length;
    if (inflato > MAX_PDF_INFLATO) return 'bomba';
    // Object streams hold dictionaries: what runs code may hide there.
    if (/\/Type\s*\/ObjStm/.test(senzaEscape(dizionario))) oggetti += latin1(corpo);
  }
  oggetti += testo.slice(da);
  if (NOMI_PDF_ATTIVI.test(senzaEscape(oggetti))) return 'contenuto-attivo';
  return null;
}

/**
 * Decision 0426: null when a file of the kind its first bytes say is whole and inert; else why not.
 * Markup a browser would run is refused in any kind, wherever it sits.
 */
export function controllaStruttura(data: Buffer, tipo: TipoFile): MotivoRifiuto | null {
  const esito = tipo === 'png' ? png(data) : tipo === 'jpg' ? jpg(data) : pdf(data);
  if (esito) return esito;
  return markup(data) ? 'contenuto-attivo' : null;
}
