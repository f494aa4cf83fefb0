// The national register (spec 2 §3 national record, §8 comparison; issue 25; decision 0921): the
// record the national body holds, and the comparison of an enrolled person with it by membership
// number, whose result is stored as the enrolment's errori_nazionale.
import { isoGiorno, type Giorno } from './date.ts';
import type { IdRuolo } from './ruoli.ts';
import type { StatoIscrizione } from './stati-iscrizione.ts';

/** Spec 2 §3: one appointment of the national record (the national role code and the group number). */
export interface IncaricoNazionale {
  idTipoIncarico: string;
  gruppo: number | null;
}

/** Spec 2 §3: the national record of a person. Absent values are null. */
export interface RecordNazionale {
  nome: string;
  cognome: string;
  alias: string | null;
  indirizzo: string | null;
  comune: string | null;
  provincia: string | null;
  cap: string | null;
  luogoNascita: string | null;
  telefono: string | null;
  email: string | null;
  telefono2: string | null;
  email2: string | null;
  sesso: 'M' | 'F' | null;
  tessera: string;
  codiceFiscale: string | null;
  /** ISO 'YYYY-MM-DD'. */
  dataNascita: string | null;
  incarichi: IncaricoNazionale[];
  /** Spec 2 §3: 'R' renewed, 'r' not renewed. */
  stato_rinnovo: 'R' | 'r' | null;
}

/**
 * Spec 2 §8: the national appointment codes the comparison reads, each with the local role it stands
 * for. VCG is treated as CG; the "B/R/C" variants are the unit staff roles that carry the branch letter
 * (decision 0921). Any other code (and the local WBM, which the national body does not know) is left
 * out of the comparison on both sides.
 */
export const CODICI_INCARICO_RICONOSCIUTI: Readonly<Record<string, IdRuolo>> = Object.freeze({
  ST: 'ST',
  PSEZ: 'PSEZ',
  RCSEZ: 'RCSEZ',
  VCDS: 'VCDS',
  CDS: 'CDS',
  CENS: 'CENS',
  COS: 'COS',
  COORDS: 'COORDS',
  TSEZ: 'TSEZ',
  COBRA: 'COBRA',
  CG: 'CG',
  VCG: 'CG',
  L: 'L',
  E: 'E',
  R: 'R',
  CB: 'CB',
  CR: 'CR',
  CC: 'CC',
  VCB: 'VCB',
  VCR: 'VCR',
  VCC: 'VCC',
  SISB: 'SISB',
  SISR: 'SISR',
  SISC: 'SISC',
});

/** The local role a national (or local) code stands for in the comparison, or null if not compared. */
export function ruoloConfrontato(codice: string): IdRuolo | null {
  return CODICI_INCARICO_RICONOSCIUTI[codice.trim().toUpperCase()] ?? null;
}

/** Spec 2 §8: the compared fields, in the order errori_nazionale lists them (registro.ts reads them). */
export const CAMPI_CONFRONTO = [
  'assente',
  'nome',
  'cognome',
  'iscrizione',
  'codice_fiscale',
  'data_nascita',
  'sesso',
  'gruppo',
  'ruolo',
] as const;
export type CampoConfronto = (typeof CAMPI_CONFRONTO)[number];

/** What the comparison reads of an enrolled person in the section. */
export interface PersonaDaConfrontare {
  nome: string | null;
  cognome: string | null;
  codice_fiscale: string | null;
  data_nascita: Giorno | null;
  sesso: string | null;
  n_tessera: string | null;
  stato_iscrizione: StatoIscrizione;
  nomine: readonly { id_ruolo: string; numero_gruppo: number | null }[];
}

/**
 * Names compare without case, accents, apostrophes, dots, hyphens and spaces ("D'Angelo" = "DANGELO",
 * "De Luca" = "DELUCA"), as decision 0921 says.
 */
export function normalizzaNome(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`.\-\s]/g, '')
    .toUpperCase();
}

const normalizzaCodice = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '').toUpperCase();

const stessoInsieme = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/** The membership number as compared: trimmed, case-free; '' when not given. */
export const normalizzaTessera = (s: string | null | undefined): string => normalizzaCodice(s);

/**
 * Spec 2 §3/§8: errori_nazionale of an enrolled person. null when the enrolment has no membership
 * number (nothing to compare by); 'assente' when the national register has no such number; else the
 * mismatched fields of CAMPI_CONFRONTO joined by commas, '' when everything matches.
 * A local enrolment is 'completata' exactly when the national body has it renewed ('R').
 */
export function confrontaConNazionale(
  p: PersonaDaConfrontare,
  record: RecordNazionale | null | undefined,
): string | null {
  if (!normalizzaTessera(p.n_tessera)) return null;
  if (!record) return 'assente';
  const errori = new Set<CampoConfronto>();
  if (normalizzaNome(p.nome) !== normalizzaNome(record.nome)) errori.add('nome');
  if (normalizzaNome(p.cognome) !== normalizzaNome(record.cognome)) errori.add('cognome');
  if ((p.stato_iscrizione === 'completata') !== (record.stato_rinnovo === 'R')) errori.add('iscrizione');
  if (normalizzaCodice(p.codice_fiscale) !== normalizzaCodice(record.codiceFiscale))
    errori.add('codice_fiscale');
  if ((p.data_nascita ? isoGiorno(p.data_nascita) : '') !== (record.dataNascita ?? ''))
    errori.add('data_nascita');
  if (normalizzaCodice(p.sesso) !== normalizzaCodice(record.sesso)) errori.add('sesso');
  const locali = p.nomine.flatMap((n) => {
    const ruolo = ruoloConfrontato(n.id_ruolo);
    return ruolo ? [{ ruolo, gruppo: n.numero_gruppo }] : [];
  });
  const nazionali = record.incarichi.flatMap((i) => {
    const ruolo = ruoloConfrontato(i.idTipoIncarico);
    return ruolo ? [{ ruolo, gruppo: i.gruppo }] : [];
  });
  const gruppi = (l: typeof locali) => new Set(l.flatMap((x) => (x.gruppo == null ? [] : [x.gruppo])));
  if (!stessoInsieme(gruppi(locali), gruppi(nazionali))) errori.add('gruppo');
  const ruoli = (l: typeof locali) => new Set(l.map((x) => x.ruolo));
  if (!stessoInsieme(ruoli(locali), ruoli(nazionali))) errori.add('ruolo');
  return CAMPI_CONFRONTO.filter((c) => errori.has(c)).join(',');
}

/** The national records by normalised membership number (the comparison's lookup). */
export function indicePerTessera(records: readonly RecordNazionale[]): Map<string, RecordNazionale> {
  return new Map(records.map((r) => [normalizzaTessera(r.tessera), r]));
}
