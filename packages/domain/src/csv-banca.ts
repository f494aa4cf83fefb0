// Reading a bank's CSV export (issue 26, decision 1130). Italian banks each export differently
// (';' or ',', dates as 31/01/2026, amounts as 1.234,56, one signed column or separate Dare/Avere
// columns), so the treasurer describes the columns once and the server remembers the mapping per bank.
import {
  conIdentita,
  type EsitoLettura,
  LIMITI_ESTRATTO,
  MSG_ESTRATTO,
  type RigaEstratto,
  testoRiga,
} from './movimenti-banca.ts';
import { z } from './zod.ts';

const colonna = z.number().int().min(0).max(99);

/** Decision 1130: how one bank's CSV export reads. Columns count from 0. */
export const schemaMappaturaCsv = z
  .object({
    banca: z.string().trim().min(1, 'Indicare il nome della banca').max(60),
    conto: z.string().trim().min(1, 'Indicare il conto').max(60),
    separatore: z.enum([';', ',', '\t']),
    formatoData: z.enum(['GG/MM/AAAA', 'GG-MM-AAAA', 'GG.MM.AAAA', 'AAAA-MM-GG']),
    virgolaDecimale: z.boolean(),
    /** Lines before the first movement (titles, the header row). */
    righeIntestazione: z.number().int().min(0).max(50),
    colonne: z.object({
      data: colonna,
      dataValuta: colonna.nullable(),
      /** One signed amount column (negative = outgoing)… */
      importo: colonna.nullable(),
      /** …or two unsigned ones: money in (Avere) and money out (Dare). */
      entrate: colonna.nullable(),
      uscite: colonna.nullable(),
      causale: colonna,
      controparte: colonna.nullable(),
      riferimento: colonna.nullable(),
    }),
  })
  .refine((m) => m.colonne.importo !== null || (m.colonne.entrate !== null && m.colonne.uscite !== null), {
    message: "Indicare la colonna dell'importo, oppure le colonne delle entrate e delle uscite",
    path: ['colonne', 'importo'],
  });
export type MappaturaCsv = z.infer<typeof schemaMappaturaCsv>;

/** RFC 4180 fields: quotes around a field, "" inside quotes; CR LF or LF ends a record. */
export function righeCsv(testo: string, separatore: string): string[][] {
  const righe: string[][] = [];
  let campo = '';
  let riga: string[] = [];
  let virgolette = false;
  const s = testo.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (virgolette) {
      if (c === '"' && s[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') virgolette = false;
      else campo += c;
    } else if (c === '"') virgolette = true;
    else if (c === separatore) {
      riga.push(campo);
      campo = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      riga.push(campo);
      righe.push(riga);
      riga = [];
      campo = '';
    } else campo += c;
  }
  if (campo !== '' || riga.length > 0) {
    riga.push(campo);
    righe.push(riga);
  }
  return righe.filter((r) => r.some((f) => f.trim() !== ''));
}

/** A date in the bank's format as YYYY-MM-DD, or null when it is not a real day. */
export function dataCsv(s: string, formato: MappaturaCsv['formatoData']): string | null {
  const t = s.trim();
  const m =
    formato === 'AAAA-MM-GG'
      ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
      : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!m) return null;
  const [a = '', mm = '', g = ''] = formato === 'AAAA-MM-GG' ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  const iso = `${a}-${mm.padStart(2, '0')}-${g.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** An amount as the bank writes it ('1.234,56', '-12,5', '€ 30,00', '1,234.56') in signed cents; null if unreadable. */
export function importoCsv(s: string, virgolaDecimale: boolean): number | null {
  let t = s.replace(/[€\s]/g, '').replace(/EUR/i, '');
  if (t === '') return null;
  t = virgolaDecimale ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  const m = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** Decision 1130: the movements of a CSV export read with a mapping, or the Italian reason it cannot be read. */
export function leggiCsvBanca(testo: string, mappatura: MappaturaCsv): EsitoLettura {
  if (new TextEncoder().encode(testo).length > LIMITI_ESTRATTO.byte)
    return { ok: false, errore: MSG_ESTRATTO.troppoGrande };
  if (testo.trim() === '') return { ok: false, errore: MSG_ESTRATTO.vuoto };
  const record = righeCsv(testo, mappatura.separatore).slice(mappatura.righeIntestazione);
  if (record.length === 0) return { ok: false, errore: MSG_ESTRATTO.senzaMovimenti };
  if (record.length > LIMITI_ESTRATTO.righe) return { ok: false, errore: MSG_ESTRATTO.troppeRighe };
  const col = mappatura.colonne;
  const campo = (r: string[], i: number | null): string => (i === null ? '' : (r[i] ?? '').trim());
  const righe: Omit<RigaEstratto, 'identita'>[] = [];
  for (const [n, r] of record.entries()) {
    const numero = n + 1 + mappatura.righeIntestazione;
    const data = dataCsv(campo(r, col.data), mappatura.formatoData);
    if (!data) return { ok: false, errore: `Riga ${numero}: data non valida («${campo(r, col.data)}»)` };
    let firmato: number | null;
    if (col.importo !== null) firmato = importoCsv(campo(r, col.importo), mappatura.virgolaDecimale);
    else {
      const entrata = campo(r, col.entrate);
      const uscita = campo(r, col.uscite);
      const e = entrata ? importoCsv(entrata, mappatura.virgolaDecimale) : 0;
      const u = uscita ? importoCsv(uscita, mappatura.virgolaDecimale) : 0;
      firmato = e === null || u === null ? null : Math.abs(e ?? 0) - Math.abs(u ?? 0);
    }
    if (firmato === null || firmato === 0) return { ok: false, errore: `Riga ${numero}: importo non valido` };
    const controparte = testoRiga(campo(r, col.controparte));
    const riferimento = testoRiga(campo(r, col.riferimento));
    righe.push({
      conto: mappatura.conto.replace(/\s+/g, '').toUpperCase(),
      data,
      dataValuta: col.dataValuta === null ? null : dataCsv(campo(r, col.dataValuta), mappatura.formatoData),
      importo: Math.abs(firmato),
      verso: firmato > 0 ? 'entrata' : 'uscita',
      causale: testoRiga(campo(r, col.causale)),
      controparte: controparte || null,
      riferimento: riferimento || null,
    });
  }
  return { ok: true, righe: conIdentita(righe) };
}
