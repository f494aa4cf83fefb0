// The national body's export file uploaded by the office (issue 25, decision 0922): a CSV separated
// by ';' or ',', one person per line, read all or nothing. The column mapping lives here so the
// server's upload and the HTTP connector's rows share one reading.
import { LIMITI_INPUT } from './limiti-input.ts';
import type { IncaricoNazionale, RecordNazionale } from './nazionale.ts';
import { normalizzaTessera } from './nazionale.ts';

/** The message for a national file over `LIMITI_FILE_NAZIONALE.byte` (the server's and the screen's). */
export const MSG_FILE_NAZIONALE_GRANDE = 'Il file è troppo grande: al massimo 5 MB';

/** The content type an XLSX upload is sent with (decision 0924); CSV goes as text/csv. */
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const LIMITI_FILE_NAZIONALE = Object.freeze({
  /** A section's export is a few hundred KB; 5 MB leaves room and bounds the upload. */
  byte: 5 * 1024 * 1024,
  /** Persons in one file (a large section has about a thousand). */
  righe: 20_000,
  /** Any one cell. */
  cella: 200,
  /** Appointments of one person. */
  incarichi: 20,
});

type CampoFile = Exclude<keyof RecordNazionale, 'incarichi'> | 'incarichi';

/**
 * The accepted headers of each field, compared without case, accents, spaces, dots and underscores
 * ("Codice Fiscale", "codice_fiscale", "CF" all name codiceFiscale).
 */
const INTESTAZIONI: Readonly<Record<CampoFile, readonly string[]>> = Object.freeze({
  tessera: ['tessera', 'ntessera', 'numerotessera', 'n°tessera', 'matricola'],
  nome: ['nome'],
  cognome: ['cognome'],
  alias: ['alias', 'soprannome'],
  indirizzo: ['indirizzo', 'residenzaindirizzo'],
  comune: ['comune', 'residenzacomune', 'citta'],
  provincia: ['provincia', 'residenzaprovincia', 'prov'],
  cap: ['cap', 'residenzacap'],
  luogoNascita: ['luogonascita', 'luogodinascita'],
  telefono: ['telefono', 'telefono1', 'cellulare'],
  email: ['email', 'email1', 'mail'],
  telefono2: ['telefono2'],
  email2: ['email2', 'mail2'],
  sesso: ['sesso'],
  codiceFiscale: ['codicefiscale', 'cf'],
  dataNascita: ['datanascita', 'datadinascita'],
  incarichi: ['incarichi', 'incarico'],
  stato_rinnovo: ['statorinnovo', 'rinnovo'],
});

const OBBLIGATORI: readonly CampoFile[] = ['tessera', 'nome', 'cognome'];

const chiave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s._-]/g, '');

const CAMPO_DI_INTESTAZIONE: ReadonlyMap<string, CampoFile> = new Map(
  (Object.entries(INTESTAZIONI) as [CampoFile, readonly string[]][]).flatMap(([campo, nomi]) =>
    nomi.map((n) => [chiave(n), campo] as const),
  ),
);

export type EsitoFileNazionale = { ok: true; record: RecordNazionale[] } | { ok: false; errore: string };

const fallito = (errore: string): EsitoFileNazionale => ({ ok: false, errore });

/** Splits CSV text into rows of cells (quotes with doubled quotes inside, CRLF or LF). */
function righeCsv(testo: string, sep: string): string[][] | string {
  const righe: string[][] = [];
  let riga: string[] = [];
  let cella = '';
  let tra = false;
  for (let i = 0; i < testo.length; i++) {
    const c = testo[i];
    if (tra) {
      if (c === '"' && testo[i + 1] === '"') {
        cella += '"';
        i++;
      } else if (c === '"') tra = false;
      else cella += c;
    } else if (c === '"' && cella === '') tra = true;
    else if (c === sep) {
      riga.push(cella);
      cella = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && testo[i + 1] === '\n') i++;
      riga.push(cella);
      righe.push(riga);
      riga = [];
      cella = '';
    } else cella += c;
  }
  if (tra) return 'Virgolette non chiuse nel file';
  if (cella !== '' || riga.length) {
    riga.push(cella);
    righe.push(riga);
  }
  return righe.filter((r) => r.some((c) => c.trim() !== ''));
}

/** 'dd/mm/yyyy', 'dd-mm-yyyy' or 'yyyy-mm-dd' to ISO; null when not a real date. */
export function dataNazionale(s: string): string | null {
  const t = s.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [a, me, g] = iso ? [iso[1], iso[2], iso[3]] : m ? [m[3], m[2], m[1]] : [];
  if (!a || !me || !g) return null;
  const d = new Date(Date.UTC(Number(a), Number(me) - 1, Number(g)));
  if (d.getUTCFullYear() !== Number(a) || d.getUTCMonth() !== Number(me) - 1 || d.getUTCDate() !== Number(g))
    return null;
  return d.toISOString().slice(0, 10);
}

/**
 * The appointments cell: either the spec's JSON list ([{"idTipoIncarico":"CB","gruppo":3}]) or the
 * compact form 'CB:3|ST' (code, optional group number, '|' between appointments).
 */
export function incarichiNazionali(s: string): IncaricoNazionale[] | string {
  const t = s.trim();
  if (!t) return [];
  let voci: { idTipoIncarico: unknown; gruppo: unknown }[];
  if (t.startsWith('[')) {
    try {
      const letto: unknown = JSON.parse(t);
      if (!Array.isArray(letto)) return 'incarichi non validi';
      voci = letto.map((v) => ({ idTipoIncarico: v?.idTipoIncarico, gruppo: v?.gruppo ?? null }));
    } catch {
      return 'incarichi non validi (JSON)';
    }
  } else {
    voci = t.split('|').map((v) => {
      const [codice, gruppo] = v.split(':');
      return { idTipoIncarico: codice?.trim(), gruppo: gruppo?.trim() ? gruppo.trim() : null };
    });
  }
  if (voci.length > LIMITI_FILE_NAZIONALE.incarichi) return 'troppi incarichi';
  const incarichi: IncaricoNazionale[] = [];
  for (const v of voci) {
    if (typeof v.idTipoIncarico !== 'string' || !/^[A-Za-z]{1,8}$/.test(v.idTipoIncarico.trim()))
      return 'codice di incarico non valido';
    const gruppo = v.gruppo == null ? null : Number(v.gruppo);
    if (gruppo != null && !(Number.isInteger(gruppo) && gruppo > 0 && gruppo < 100_000))
      return 'numero di gruppo non valido';
    incarichi.push({ idTipoIncarico: v.idTipoIncarico.trim().toUpperCase(), gruppo });
  }
  return incarichi;
}

/** One record from its cells by field; a string is the Italian reason it is not valid. */
export function recordDaCampi(celle: Partial<Record<CampoFile, string>>): RecordNazionale | string {
  const v = (c: CampoFile) => {
    const t = (celle[c] ?? '').trim();
    return t === '' ? null : t;
  };
  const tessera = v('tessera');
  if (!tessera) return 'numero di tessera mancante';
  if (tessera.length > LIMITI_INPUT.tessera)
    return `numero di tessera troppo lungo: ${tessera.slice(0, 20)}…`;
  const nome = v('nome');
  const cognome = v('cognome');
  if (!nome || !cognome) return 'nome o cognome mancante';
  const sesso = v('sesso')?.toUpperCase() ?? null;
  if (sesso !== null && sesso !== 'M' && sesso !== 'F') return `sesso non valido: ${sesso}`;
  const dataTesto = v('dataNascita');
  const dataNascita = dataTesto ? dataNazionale(dataTesto) : null;
  if (dataTesto && !dataNascita) return `data di nascita non valida: ${dataTesto}`;
  const rinnovo = v('stato_rinnovo');
  if (rinnovo !== null && rinnovo !== 'R' && rinnovo !== 'r')
    return `stato di rinnovo non valido: ${rinnovo}`;
  const incarichi = incarichiNazionali(celle.incarichi ?? '');
  if (typeof incarichi === 'string') return incarichi;
  return {
    tessera,
    nome,
    cognome,
    alias: v('alias'),
    indirizzo: v('indirizzo'),
    comune: v('comune'),
    provincia: v('provincia')?.toUpperCase() ?? null,
    cap: v('cap'),
    luogoNascita: v('luogoNascita'),
    telefono: v('telefono'),
    email: v('email'),
    telefono2: v('telefono2'),
    email2: v('email2'),
    sesso,
    codiceFiscale: v('codiceFiscale')?.toUpperCase() ?? null,
    dataNascita,
    incarichi,
    stato_rinnovo: rinnovo,
  };
}

/** The message for a file of more than `LIMITI_FILE_NAZIONALE.righe` persons (CSV and XLSX). */
export const MSG_FILE_NAZIONALE_RIGHE = `Il file ha troppe righe: al massimo ${LIMITI_FILE_NAZIONALE.righe} persone`;

/**
 * An XLSX whose bytes reached the CSV reader as text (decision 0429): a zip's signature 'PK\3\4' is
 * plain ASCII, so it survives the decoding and says what the file is, instead of "Manca la colonna".
 */
export const MSG_FILE_NAZIONALE_EXCEL_COME_TESTO =
  'Il file è un foglio Excel (.xlsx), non un CSV: caricalo di nuovo così com’è (con estensione .xlsx) oppure salvalo da Excel come CSV';

/** A row of the file with the number the office sees for it, its cells by column. */
export type RigaNazionale = { numero: number; celle: readonly string[] };

/**
 * Reads the national export file. Any problem (size, rows, missing column, a bad cell, a membership
 * number twice) fails the whole file with the line it is on, so a half-read file never replaces the
 * national data.
 */
export function leggiFileNazionale(testo: string): EsitoFileNazionale {
  if (new TextEncoder().encode(testo).length > LIMITI_FILE_NAZIONALE.byte)
    return fallito(MSG_FILE_NAZIONALE_GRANDE);
  const senzaBom = testo.replace(/^\uFEFF/, '');
  if (senzaBom.startsWith('PK\u0003\u0004')) return fallito(MSG_FILE_NAZIONALE_EXCEL_COME_TESTO);
  const prima = senzaBom.split(/\r?\n/, 1)[0] ?? '';
  const sep = (prima.match(/;/g)?.length ?? 0) >= (prima.match(/,/g)?.length ?? 0) ? ';' : ',';
  const righe = righeCsv(senzaBom, sep);
  if (typeof righe === 'string') return fallito(righe);
  const larghezza = righe[0]?.length ?? 0;
  // Cells past the header mean the separator guessed from it is not the file's.
  const oltre = righe.findIndex((celle) => celle.length > larghezza);
  if (oltre > 0) return fallito(`Riga ${oltre + 1}: più celle che colonne (separatore «${sep}»)`);
  return leggiRigheNazionali(righe.map((celle, i) => ({ numero: i + 1, celle })));
}

/**
 * The rows of a CSV or of a sheet (decision 0924), header first, read into records all or nothing.
 * The one reading both formats share: the header mapping, the bounds and every cell's rule.
 */
export function leggiRigheNazionali(righe: readonly RigaNazionale[]): EsitoFileNazionale {
  const [intestazione, ...dati] = righe;
  if (!intestazione) return fallito('Il file è vuoto');
  if (dati.length > LIMITI_FILE_NAZIONALE.righe) return fallito(MSG_FILE_NAZIONALE_RIGHE);
  const colonne = intestazione.celle.map((h) => CAMPO_DI_INTESTAZIONE.get(chiave(h)) ?? null);
  for (const campo of OBBLIGATORI)
    if (!colonne.includes(campo))
      return fallito(
        `Manca la colonna «${INTESTAZIONI[campo][0]}»: il file non sembra l’esportazione nazionale`,
      );
  const record: RecordNazionale[] = [];
  const viste = new Map<string, number>();
  for (const { numero: linea, celle } of dati) {
    const perCampo: Partial<Record<CampoFile, string>> = {};
    for (const [j, c] of celle.entries()) {
      if (c.length > LIMITI_FILE_NAZIONALE.cella)
        return fallito(
          `Riga ${linea}: cella troppo lunga (al massimo ${LIMITI_FILE_NAZIONALE.cella} caratteri)`,
        );
      const campo = colonne[j];
      if (campo) perCampo[campo] = c;
    }
    const r = recordDaCampi(perCampo);
    if (typeof r === 'string') return fallito(`Riga ${linea}: ${r}`);
    const tessera = normalizzaTessera(r.tessera);
    const gia = viste.get(tessera);
    if (gia) return fallito(`Riga ${linea}: la tessera ${r.tessera} compare già alla riga ${gia}`);
    viste.set(tessera, linea);
    record.push(r);
  }
  // A download replaces the whole copy: a file of no person would empty it and mark every enrolment missing.
  if (record.length === 0) return fallito('Il file non contiene persone');
  return { ok: true, record };
}

/**
 * One record of the HTTP connector's JSON (the spec's field names), read with the same rules as a
 * file's line so both connectors store the same thing.
 */
export function recordDaJson(v: unknown): RecordNazionale | string {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'record non valido';
  const o = v as Record<string, unknown>;
  const celle: Partial<Record<CampoFile, string>> = {};
  for (const campo of Object.keys(INTESTAZIONI) as CampoFile[]) {
    const x = o[campo];
    if (x == null) continue;
    if (campo === 'incarichi') {
      if (!Array.isArray(x)) return 'incarichi non validi';
      celle.incarichi = JSON.stringify(x);
    } else if (typeof x === 'string' || typeof x === 'number') {
      const t = String(x);
      if (t.length > LIMITI_FILE_NAZIONALE.cella) return `${campo}: testo troppo lungo`;
      celle[campo] = t;
    } else return `${campo} non valido`;
  }
  return recordDaCampi(celle);
}
