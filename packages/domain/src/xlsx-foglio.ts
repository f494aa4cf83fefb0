// The first worksheet of an XLSX workbook as rows of text (decision 0924), for imports that read a
// sheet the way they read a CSV. The zip is inflated in small pieces with fflate, counting the real
// bytes produced, so a decompression bomb stops at LIMITI_XLSX.scompresso whatever its headers
// claim; only the parts the first sheet needs are inflated. The XML is read as every import reads
// it (xml-sicuro.ts): no DOCTYPE, entities decoded by hand, values left as text.
import { Unzip, UnzipInflate } from 'fflate';
import { elencoNodi, type Nodo, parserXml, testoNodo } from './xml-sicuro.ts';

export const LIMITI_XLSX = Object.freeze({
  /** Uncompressed bytes of the parts read: a 20,000-person sheet is about 15 MB of XML. */
  scompresso: 50 * 1024 * 1024,
  /** Columns of the sheet (an export has about twenty). */
  colonne: 100,
  /**
   * Cells of the first sheet, empty ones included (each is parsed): 20,000 rows of 100 columns. Without
   * it 50 MB of empty cells, a 300 KB upload, held the server for about 30 seconds.
   */
  celle: 2_000_000,
  /**
   * Tags of a part parsed whole (relationships, workbook, styles): Excel's 64,000 cell formats with
   * their children stay far below; 4 million <xf/>, 31 KB zipped, took 11 s and 390 MB to parse.
   */
  tagParte: 500_000,
  /** Compressed bytes given to the inflater at once: deflate's 1:1032 keeps each output under ~4 MB. */
  pezzo: 4096,
});

export const MSG_XLSX = Object.freeze({
  nonXlsx:
    'Il file non è un foglio Excel (.xlsx) valido: salvalo di nuovo come cartella di lavoro Excel o come CSV',
  protetto:
    'Il file è protetto da password o è nel vecchio formato .xls: salvalo senza password come .xlsx o come CSV',
  danneggiato: 'Il file Excel è danneggiato o incompleto: salvalo di nuovo e ricaricalo',
  troppoGrande: `Il file Excel, decompresso, supera ${LIMITI_XLSX.scompresso / 1024 / 1024} MB: salva solo il foglio delle persone`,
  senzaFogli: 'Il file Excel non contiene fogli',
  troppeColonne: `Il primo foglio ha più di ${LIMITI_XLSX.colonne} colonne`,
  troppeCelle: `Il primo foglio ha più di ${LIMITI_XLSX.celle.toLocaleString('it-IT')} celle: salva solo le righe e le colonne delle persone`,
  // Both come from the file: cut to what Excel writes (XFD1048576, #GETTING_DATA), the message is stored.
  erroreCella: (cella: string, valore: string) =>
    `Cella ${cella.slice(0, 12)}: contiene un errore di Excel (${valore.slice(0, 16)}); correggila e ricarica il file`,
});

/** A row of the sheet with its number as Excel shows it; the cells are by column, '' when empty. */
export type RigaFoglio = { numero: number; celle: string[] };
export type EsitoFoglio = { ok: true; righe: RigaFoglio[] } | { ok: false; errore: string };

const parser = parserXml(new Set(['sheet', 'Relationship', 'c', 'r', 'xf', 'numFmt']));

class Rifiuto extends Error {}

const elenco = elencoNodi;
const testo = (n: Nodo): string => testoNodo(n) ?? '';

/** A string item (<si>, <is>): its <t>, or its rich-text runs' <t> joined. */
const testoRicco = (n: Nodo): string =>
  n?.t !== undefined
    ? testo(n.t)
    : elenco(n?.r)
        .map((r: Nodo) => testo(r?.t))
        .join('');

const xml = (s: string): Nodo => parser.parse(s);

/** A part parsed whole, after counting its tags (LIMITI_XLSX.tagParte). */
function xmlIntero(s: string): Nodo {
  let n = 0;
  for (let i = s.indexOf('<'); i !== -1; i = s.indexOf('<', i + 1))
    if (++n > LIMITI_XLSX.tagParte) throw new Rifiuto(MSG_XLSX.danneggiato);
  return xml(s);
}

/**
 * Each <nome …/> or <nome …>…</nome> of a part, whatever its namespace prefix (they never nest), in
 * one pass. A tag or an element that never closes makes the part damaged: searching on from every
 * opening (as one lazy regular expression did) takes the square of the part's length, seconds for a
 * 2 KB upload of '<row>' repeated.
 */
function* elementi(s: string, nome: string): Generator<string> {
  const apertura = new RegExp(`<(?:[\\w.-]+:)?${nome}(?=[\\s/>])`, 'g');
  // An attribute's value never holds a raw '<', so a tag ends before the next one begins.
  const fineTag = /[^<>]*>/y;
  const chiusura = new RegExp(`</(?:[\\w.-]+:)?${nome}\\s*>`, 'g');
  for (let m = apertura.exec(s); m; m = apertura.exec(s)) {
    fineTag.lastIndex = m.index + m[0].length;
    if (!fineTag.exec(s)) throw new Rifiuto(MSG_XLSX.danneggiato);
    let fine = fineTag.lastIndex;
    if (s[fine - 2] !== '/') {
      chiusura.lastIndex = fine;
      if (!chiusura.exec(s)) throw new Rifiuto(MSG_XLSX.danneggiato);
      fine = chiusura.lastIndex;
    }
    yield s.slice(m.index, fine);
    apertura.lastIndex = fine;
  }
}

/**
 * The named parts of the zip, inflated piece by piece; the total of their real bytes is bounded
 * across calls by `conto` (a file read twice counts twice).
 */
function estrai(
  bytes: Uint8Array,
  voluti: ReadonlySet<string>,
  conto: { byte: number },
): Map<string, string> {
  const pezzi = new Map<string, Uint8Array[]>();
  let errore: Rifiuto | null = null;
  const unzip = new Unzip((file) => {
    if (!voluti.has(file.name)) return;
    const parte: Uint8Array[] = [];
    pezzi.set(file.name, parte);
    file.ondata = (err, dati) => {
      if (errore) return;
      if (err) {
        errore = new Rifiuto(MSG_XLSX.danneggiato);
        return;
      }
      conto.byte += dati.length;
      if (conto.byte <= LIMITI_XLSX.scompresso) parte.push(dati);
      else {
        errore = new Rifiuto(MSG_XLSX.troppoGrande);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let i = 0; i < bytes.length && !errore; i += LIMITI_XLSX.pezzo)
    unzip.push(bytes.subarray(i, i + LIMITI_XLSX.pezzo), i + LIMITI_XLSX.pezzo >= bytes.length);
  if (errore) throw errore;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parti = new Map<string, string>();
  for (const [nome, parte] of pezzi) {
    const tutto = new Uint8Array(parte.reduce((n, p) => n + p.length, 0));
    let k = 0;
    for (const p of parte) {
      tutto.set(p, k);
      k += p.length;
    }
    const testo = decoder.decode(tutto);
    // A workbook's part never declares a DOCTYPE: refusing it keeps out entity expansion (XXE, billion laughs).
    if (/<!DOCTYPE|<!ENTITY/i.test(testo)) throw new Rifiuto(MSG_XLSX.danneggiato);
    parti.set(nome, testo);
  }
  return parti;
}

/** A whole zip ends with its directory's end record (after at most a 64 KB comment); a cut one does not. */
function completo(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--)
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06)
      return true;
  return false;
}

/** Where a relationship's target lies in the zip, from the folder of the part that names it. */
function percorso(cartella: string, target: string): string {
  const passi = target.startsWith('/') ? [] : cartella.split('/').filter(Boolean);
  for (const p of target.replace(/^\//, '').split('/')) {
    if (p === '..') passi.pop();
    else if (p !== '.' && p !== '') passi.push(p);
  }
  return passi.join('/');
}

const cartellaDi = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);
const relsDi = (p: string) => `${cartellaDi(p)}_rels/${p.slice(p.lastIndexOf('/') + 1)}.rels`;

function relazioni(parti: Map<string, string>, di: string): { id: string; tipo: string; target: string }[] {
  const s = parti.get(relsDi(di));
  if (s === undefined) return [];
  return elenco(xmlIntero(s)?.Relationships?.Relationship).map((r: Nodo) => ({
    id: String(r['@Id'] ?? ''),
    tipo: String(r['@Type'] ?? ''),
    target: percorso(cartellaDi(di), String(r['@Target'] ?? '')),
  }));
}

const DATE_PREDEFINITE = new Set([
  14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58,
]);

/** How a numeric cell's style shows it: a date, digits padded to a width (a CAP as '00000'), or as is. */
type Formato = 'data' | number | null;

function formati(stili: string | undefined): Formato[] {
  if (stili === undefined) return [];
  const s = xmlIntero(stili)?.styleSheet;
  const codici = new Map<number, string>(
    elenco(s?.numFmts?.numFmt).map((f: Nodo) => [Number(f['@numFmtId']), String(f['@formatCode'] ?? '')]),
  );
  return elenco(s?.cellXfs?.xf).map((xf: Nodo): Formato => {
    const id = Number(xf?.['@numFmtId'] ?? 0);
    if (DATE_PREDEFINITE.has(id)) return 'data';
    // Quoted text, [colours]/[$-410] and escaped characters never make a date.
    const codice = (codici.get(id) ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    if (/^0+$/.test(codice)) return codice.length;
    return /[dy]/i.test(codice.split(';')[0] ?? '') ? 'data' : null;
  });
}

/** An Excel serial day as 'gg/mm/aaaa', the CSV's form; the time of day is dropped. */
export function dataDaSeriale(seriale: number, sistema1904: boolean): string | null {
  if (!Number.isFinite(seriale) || seriale < 1 || seriale > 2_958_465) return null;
  // 1900 system: serial 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was (serial 60).
  const base = sistema1904
    ? Date.UTC(1904, 0, 1)
    : seriale < 60
      ? Date.UTC(1899, 11, 31)
      : Date.UTC(1899, 11, 30);
  const d = new Date(base + Math.floor(seriale) * 86_400_000);
  const due = (n: number) => String(n).padStart(2, '0');
  return `${due(d.getUTCDate())}/${due(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Column letters of a reference ('AB12') as a 0-based index; null without letters. */
function colonna(rif: string): number | null {
  const lettere = /^([A-Z]{1,3})\d*$/i.exec(rif)?.[1]?.toUpperCase();
  if (!lettere) return null;
  let n = 0;
  for (const c of lettere) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * `condivise` holds each shared string's raw <si>, read only when a cell uses it (a workbook may
 * carry a million strings no cell of the first sheet needs); `lette` keeps those read.
 */
type Lettura = {
  condivise: string[];
  lette: Map<number, string>;
  formati: Formato[];
  sistema1904: boolean;
  /** Cells still allowed (LIMITI_XLSX.celle, or the caller's), counted down as they are read. */
  celleRestanti: number;
};

function condivisa(l: Lettura, v: string): string {
  const i = Number(v);
  const grezza = l.condivise[i];
  if (v === '' || grezza === undefined) throw new Rifiuto(MSG_XLSX.danneggiato);
  let s = l.lette.get(i);
  if (s === undefined) {
    s = testoRicco(xml(grezza)?.si);
    l.lette.set(i, s);
  }
  return s;
}

function valore(c: Nodo, rif: string, l: Lettura): string {
  const tipo = c['@t'];
  const v = testo(c.v);
  if (tipo === 's') return condivisa(l, v);
  if (tipo === 'inlineStr') return testoRicco(c.is);
  if (tipo === 'e') throw new Rifiuto(MSG_XLSX.erroreCella(rif, v));
  if (tipo === 'd') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : v;
  }
  if (tipo === 'str' || tipo === 'b' || v === '') return v;
  const formato = l.formati[Number(c['@s'] ?? 0)] ?? null;
  if (formato === 'data') return dataDaSeriale(Number(v), l.sistema1904) ?? v;
  if (typeof formato === 'number' && /^\d+$/.test(v)) return v.padStart(formato, '0');
  return v;
}

function leggiRiga(s: string, numeroAtteso: number, l: Lettura): RigaFoglio {
  const riga = xml(s)?.row;
  const r = Number(riga?.['@r'] ?? numeroAtteso);
  // Excel's rows are 1 to 1,048,576; anything else is numbered as the row after the last.
  const numero = Number.isInteger(r) && r > 0 && r <= 1_048_576 ? r : numeroAtteso;
  const celle: string[] = [];
  let j = 0;
  for (const c of elenco(riga?.c)) {
    if (--l.celleRestanti < 0) throw new Rifiuto(MSG_XLSX.troppeCelle);
    const rif = typeof c?.['@r'] === 'string' ? c['@r'] : '';
    j = colonna(rif) ?? j;
    if (j >= LIMITI_XLSX.colonne) throw new Rifiuto(MSG_XLSX.troppeColonne);
    celle[j] = valore(c, rif || `riga ${numero}`, l);
    j++;
  }
  return { numero, celle: Array.from(celle, (c) => c ?? '') };
}

/**
 * The first worksheet's non-empty rows, as text: shared and inline strings as written, a number with
 * a date format as 'gg/mm/aaaa', other numbers as Excel stores them. More than `maxRighe` non-empty
 * rows is refused with `msgTroppeRighe`, before the rest is read; more than `maxCelle` cells (default
 * LIMITI_XLSX.celle) with MSG_XLSX.troppeCelle.
 */
export function leggiPrimoFoglio(
  bytes: Uint8Array,
  opzioni: { maxRighe: number; msgTroppeRighe: string; maxCelle?: number },
): EsitoFoglio {
  const firma = Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
  // An encrypted workbook (and an old .xls) is an OLE compound file, not a zip.
  if (firma === 'd0cf11e0') return { ok: false, errore: MSG_XLSX.protetto };
  if (firma !== '504b0304') return { ok: false, errore: MSG_XLSX.nonXlsx };
  if (!completo(bytes)) return { ok: false, errore: MSG_XLSX.danneggiato };
  try {
    const conto = { byte: 0 };
    const radice = estrai(bytes, new Set(['_rels/.rels']), conto);
    const libro = relazioni(radice, '').find((r) => r.tipo.endsWith('/officeDocument'))?.target;
    if (!libro) return { ok: false, errore: MSG_XLSX.nonXlsx };
    const base = estrai(bytes, new Set([libro, relsDi(libro)]), conto);
    const wb = base.get(libro);
    if (wb === undefined) return { ok: false, errore: MSG_XLSX.nonXlsx };
    const workbook = xmlIntero(wb)?.workbook;
    const rels = relazioni(base, libro);
    const idFoglio = elenco(workbook?.sheets?.sheet)[0]?.['@id'];
    const foglio = rels.find((r) => r.id === idFoglio)?.target;
    if (!foglio) return { ok: false, errore: MSG_XLSX.senzaFogli };
    const condivise = rels.find((r) => r.tipo.endsWith('/sharedStrings'))?.target ?? '';
    const stili = rels.find((r) => r.tipo.endsWith('/styles'))?.target ?? '';
    const parti = estrai(bytes, new Set([foglio, condivise, stili]), conto);
    const dati = parti.get(foglio);
    if (dati === undefined) return { ok: false, errore: MSG_XLSX.danneggiato };
    // Cut short by a lying header, the sheet would lose its last rows without a word.
    if (!/<\/(?:[\w.-]+:)?worksheet>\s*$/.test(dati)) return { ok: false, errore: MSG_XLSX.danneggiato };
    const pr = workbook?.workbookPr?.['@date1904'];
    const lettura: Lettura = {
      condivise: Array.from(elementi(parti.get(condivise) ?? '', 'si')),
      lette: new Map(),
      celleRestanti: opzioni.maxCelle ?? LIMITI_XLSX.celle,
      formati: formati(parti.get(stili)),
      sistema1904: pr === '1' || pr === 'true',
    };
    const righe: RigaFoglio[] = [];
    let numero = 0;
    for (const r of elementi(dati, 'row')) {
      const riga = leggiRiga(r, numero + 1, lettura);
      numero = riga.numero;
      if (!riga.celle.some((c) => c.trim() !== '')) continue;
      if (righe.length >= opzioni.maxRighe) return { ok: false, errore: opzioni.msgTroppeRighe };
      righe.push(riga);
    }
    return { ok: true, righe };
  } catch (e) {
    if (e instanceof Rifiuto) return { ok: false, errore: e.message };
    // fflate's and the XML parser's own errors: a zip or a part that does not read.
    return { ok: false, errore: MSG_XLSX.danneggiato };
  }
}
