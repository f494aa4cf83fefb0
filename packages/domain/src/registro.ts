// Spec 2 §2/§5: the member register's filters, derived columns and sort, as pure rules. The server
// applies the same rules in SQL (decision 0907, agreement test registro-filtri.test.ts); the web reads
// the filter parameters and labels from here.
import {
  minuscolo,
  passaFiltroNascita,
  passaFiltroRuolo,
  passaFiltroStato,
  passaTestoLibero,
} from './filtri.ts';
import type { Giorno } from './date.ts';
import type { StatoAccount } from './utenti.ts';

/** Spec 2 §2: the query parameters that pre-fill the filters (and the server's filter arguments). */
export const PARAMETRI_FILTRO = [
  'fullText',
  'data_nascita',
  'nome',
  'nomecognome',
  'ruolo',
  'utenti',
  'iscrizione',
  'nazionale',
] as const;
export type FiltriRegistro = Partial<Record<(typeof PARAMETRI_FILTRO)[number], string | null>>;

/** Spec 2 §3 errori_nazionale: null = no card number, empty = all matches, else the mismatches. */
export type StatoNazionale = 'corrisponde' | 'errori' | 'senza_tessera' | 'nessuna';

/** The 'Nazionale' column of an enrolment (none: 'nessuna'). */
export function statoNazionale(iscrizione: { errori_nazionale: string | null } | null): StatoNazionale {
  if (!iscrizione) return 'nessuna';
  const e = iscrizione.errori_nazionale;
  if (e == null) return 'senza_tessera';
  return e === '' ? 'corrisponde' : 'errori';
}

export const ETICHETTE_NAZIONALE: Readonly<Record<StatoNazionale, string>> = Object.freeze({
  corrisponde: 'I dati corrispondono',
  errori: 'Alcuni dati non corrispondono',
  senza_tessera: 'Il numero di tessera non è specificato. Inserirlo per effettuare il confronto',
  nessuna: '',
});

/**
 * Spec 2 §8 national comparison: errori_nazionale lists the mismatched fields by their column names
 * ('codice_fiscale,residenza_indirizzo'); a leader reads them in words.
 */
const CAMPI_CONFRONTO_NAZIONALE: Readonly<Record<string, string>> = Object.freeze({
  assente: 'la persona non è presente nel database nazionale',
  nome: 'nome',
  cognome: 'cognome',
  sesso: 'sesso',
  data_nascita: 'data di nascita',
  luogo_nascita: 'luogo di nascita',
  codice_fiscale: 'codice fiscale',
  residenza_indirizzo: 'indirizzo di residenza',
  residenza_comune: 'comune di residenza',
  residenza_provincia: 'provincia',
  residenza_cap: 'CAP',
  iscrizione: 'iscrizione',
  n_tessera: 'numero di tessera',
  gruppo: 'gruppo',
  ruolo: 'ruolo',
  nomina: 'ruolo',
  nomine: 'ruolo',
});

/** The 'Nazionale' message of an enrolment: spec 2 §8's text, the mismatched fields in words. */
export function testoNazionale(iscrizione: { errori_nazionale: string | null } | null): string {
  const stato = statoNazionale(iscrizione);
  if (stato !== 'errori') return ETICHETTE_NAZIONALE[stato];
  const campi = (iscrizione?.errori_nazionale ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => CAMPI_CONFRONTO_NAZIONALE[c] ?? c.replaceAll('_', ' '));
  return `${ETICHETTE_NAZIONALE.errori}: ${[...new Set(campi)].join(', ')}`;
}

/** Spec 2 §2 'Soci collegati': the relationship shown when the related member is the row's child. */
export const RELAZIONE_FIGLIO = 'Figlio/a';

/**
 * Issue 23, decision 0913: the 'Iscrizione' filter's value for the persons with no enrolment in the
 * year (created at /b/persona/nuova, parents, past members). Not a state: the register then lists,
 * instead of the year's enrolled, the persons of the section the viewer reaches who have none (in a
 * group or unit: the parents of its members who have none).
 */
export const FILTRO_NON_ISCRITTI = 'non_iscritti';
export const ETICHETTA_NON_ISCRITTI = 'Non iscritti';

/** A register row as the filters read it. */
export interface RigaFiltrabile {
  nome: string | null;
  cognome: string | null;
  data_nascita: Giorno | null;
  nomine: readonly { id_ruolo: string; numero_gruppo: number | null }[];
  stato_account: StatoAccount | null;
  stato_iscrizione: string | null;
  nazionale: StatoNazionale;
}

/** The 'nome' filter's text: accents dropped, lower case, trimmed ('' = no filter). */
export const testoFiltroNome = (f: string | null | undefined) => minuscolo(f).trim();

/**
 * Spec 2 §5: does a row pass every filter (empty filters pass). `nome` is a substring of the first
 * name, `nomecognome` of 'name surname' or 'surname name'; `utenti` and `nazionale` are exact values.
 */
export function passaFiltriRegistro(r: RigaFiltrabile, f: FiltriRegistro): boolean {
  const nome = testoFiltroNome(f.nome);
  const nomecognome = testoFiltroNome(f.nomecognome);
  if (!passaTestoLibero(r, f.fullText)) return false;
  if (!passaFiltroNascita(r.data_nascita, f.data_nascita)) return false;
  if (nome && !minuscolo(r.nome).includes(nome)) return false;
  if (nomecognome) {
    const a = minuscolo(`${r.nome ?? ''} ${r.cognome ?? ''}`);
    const b = minuscolo(`${r.cognome ?? ''} ${r.nome ?? ''}`);
    if (!a.includes(nomecognome) && !b.includes(nomecognome)) return false;
  }
  if (!passaFiltroRuolo(r, f.ruolo)) return false;
  if (f.utenti && r.stato_account !== f.utenti) return false;
  if (f.iscrizione === FILTRO_NON_ISCRITTI) {
    if (r.stato_iscrizione != null) return false;
  } else if (f.iscrizione && !passaFiltroStato(r.stato_iscrizione, f.iscrizione)) return false;
  if (f.nazionale && r.nazionale !== f.nazionale) return false;
  return true;
}

/** Spec 2 §9: rows a page of the register. */
export const PER_PAGINA_REGISTRO = 25;

/**
 * The most rows one register request returns: a large section's whole register (5,000 persons), so
 * the export reads it in one request instead of ten pages that each sort the whole register again
 * (issue 27: the export took 1.2 s at 5,000 persons with pages of 500).
 */
export const MAX_PER_PAGINA_REGISTRO = 5000;

/** Spec 2 §2: the sortable columns; the default is by name (first name, then surname). */
export const COLONNE_ORDINABILI = [
  'nome',
  'cognome',
  'soci',
  'accesso',
  'iscrizione',
  'ruolo',
  'utenti',
  'nazionale',
] as const;
export type ColonnaOrdinabile = (typeof COLONNE_ORDINABILI)[number];

export interface OrdineRegistro {
  colonna: ColonnaOrdinabile;
  direzione: 'asc' | 'desc';
}

/** '?ordina=cognome' (ascending) or '-cognome' (descending); anything else: by name, ascending. */
export function ordineDaParametro(valore: string | null | undefined): OrdineRegistro {
  const colonna = (valore ?? '').replace(/^-/, '');
  if (!(COLONNE_ORDINABILI as readonly string[]).includes(colonna))
    return { colonna: 'nome', direzione: 'asc' };
  return { colonna: colonna as ColonnaOrdinabile, direzione: valore!.startsWith('-') ? 'desc' : 'asc' };
}

/** The '?ordina=' value of a sort ('' for the default). */
export function parametroDaOrdine(o: OrdineRegistro): string {
  if (o.colonna === 'nome' && o.direzione === 'asc') return '';
  return `${o.direzione === 'desc' ? '-' : ''}${o.colonna}`;
}
