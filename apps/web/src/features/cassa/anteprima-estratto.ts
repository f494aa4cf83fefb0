// Decision 1156: what the upload card shows of a chosen statement before 'Importa estratto'. It only
// reads, with the domain's own readers (the server reads the same file the same way, and is the one
// that validates and writes): the file's first lines as they are, its columns numbered as the form
// numbers them (from 1), and what the current mapping reads.
import { type MappaturaCsv, leggiCsvBanca, righeCsv, schemaMappaturaCsv } from '@zaino/domain/csv-banca';
import { formatData } from '@zaino/domain/formato';
import type { EsitoLettura, RigaEstratto, VersoMovimento } from '@zaino/domain/movimenti-banca';

export const ANTEPRIMA = Object.freeze({
  /** Lines shown, raw and read. */
  righe: 5,
  /** Characters of a raw line (the box scrolls sideways for the rest). */
  caratteri: 160,
  /** Characters of one field in the columns' table. */
  campo: 40,
  /** Columns listed. */
  colonne: 30,
  /** Text cut before splitting it into columns: the first records are all the table needs. */
  prefisso: 64 * 1024,
});

type Colonna = keyof MappaturaCsv['colonne'];

/** What the form's column fields read, in the words of the preview. */
export const USO_COLONNA: Record<Colonna, string> = {
  data: 'data',
  dataValuta: 'data valuta',
  importo: 'importo',
  entrate: 'entrate',
  uscite: 'uscite',
  causale: 'causale',
  controparte: 'ordinante/beneficiario',
  riferimento: 'riferimento',
};

const taglia = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The file's first non-empty lines as they are, cut to a readable length. */
export function righeGrezze(testo: string, n: number = ANTEPRIMA.righe): string[] {
  const out: string[] = [];
  for (const riga of testo
    .replace(/^\uFEFF/, '')
    .slice(0, ANTEPRIMA.prefisso)
    .split(/\r\n|\n|\r/)) {
    if (out.length === n) break;
    if (riga.trim() !== '') out.push(taglia(riga, ANTEPRIMA.caratteri));
  }
  return out;
}

export interface ColonnaCsv {
  /** As the form numbers it: from 1. */
  numero: number;
  /** The last header line's field, when the mapping skips header lines. */
  intestazione: string | null;
  /** The first movement's field. */
  esempio: string;
  /** What the current mapping reads from it ('data', 'causale'…). */
  uso: string[];
}

export interface ColonneCsv {
  colonne: ColonnaCsv[];
  /** Mapped columns the first movement does not have: read as empty, which is never what is meant. */
  mancanti: string[];
}

/** The first movement's fields (and the header's), numbered from 1, with what the mapping reads from each. */
export function colonneCsv(testo: string, m: MappaturaCsv): ColonneCsv {
  const record = righeCsv(testo.slice(0, ANTEPRIMA.prefisso), m.separatore);
  const intestazione = m.righeIntestazione > 0 ? record[m.righeIntestazione - 1] : undefined;
  const primo = record[m.righeIntestazione] ?? [];
  const usi = (i: number) =>
    (Object.keys(USO_COLONNA) as Colonna[]).filter((c) => m.colonne[c] === i).map((c) => USO_COLONNA[c]);
  const quante = Math.min(Math.max(primo.length, intestazione?.length ?? 0), ANTEPRIMA.colonne);
  const colonne = Array.from({ length: quante }, (_, i) => ({
    numero: i + 1,
    intestazione: intestazione ? taglia((intestazione[i] ?? '').trim(), ANTEPRIMA.campo) : null,
    esempio: taglia((primo[i] ?? '').trim(), ANTEPRIMA.campo),
    uso: usi(i),
  }));
  const mancanti =
    primo.length === 0
      ? []
      : (Object.keys(USO_COLONNA) as Colonna[])
          .filter((c) => m.colonne[c] !== null && m.colonne[c]! >= primo.length)
          .map((c) => `${USO_COLONNA[c]} (colonna ${m.colonne[c]! + 1})`);
  return { colonne, mancanti };
}

export interface RigaAnteprima {
  /** DD/MM/YYYY. */
  data: string;
  verso: VersoMovimento;
  /** Signed cents, as a bank line's card shows them: money in positive, money out negative. */
  importo: number;
  causale: string;
  controparte: string;
  riferimento: string;
}

export type LetturaAnteprima =
  | { ok: true; totale: number; righe: RigaAnteprima[] }
  | { ok: false; errore: string };

const rigaAnteprima = (r: RigaEstratto): RigaAnteprima => ({
  data: formatData(r.data),
  verso: r.verso,
  importo: r.verso === 'entrata' ? r.importo : -r.importo,
  causale: r.causale,
  controparte: r.controparte ?? '',
  riferimento: r.riferimento ?? '',
});

/** A reader's answer as the preview shows it: how many lines and the first few, or the reader's Italian error. */
export function letturaAnteprima(esito: EsitoLettura, n: number = ANTEPRIMA.righe): LetturaAnteprima {
  if (!esito.ok) return esito;
  return { ok: true, totale: esito.righe.length, righe: esito.righe.slice(0, n).map(rigaAnteprima) };
}

/**
 * What `leggiCsvBanca` reads with the mapping as typed so far. Bank and account name nothing the
 * reader needs, so empty ones do not hide the reading; the rest of the schema's messages do (a
 * missing amount column says so, rather than 'importo non valido').
 */
export function letturaCsv(testo: string, m: MappaturaCsv): LetturaAnteprima {
  const esito = schemaMappaturaCsv.safeParse({
    ...m,
    banca: m.banca.trim() || '-',
    conto: m.conto.trim() || '-',
  });
  if (!esito.success) return { ok: false, errore: esito.error.issues[0]?.message ?? 'Mappatura non valida' };
  return letturaAnteprima(leggiCsvBanca(testo, esito.data));
}
