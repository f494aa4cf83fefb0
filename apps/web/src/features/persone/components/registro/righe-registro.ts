import { descNomina } from '@zaino/domain/formato';
import {
  passaFiltroNascita,
  passaFiltroRuolo,
  passaFiltroStato,
  passaTestoLibero,
} from '@zaino/domain/filtri';
import {
  ETICHETTA_SEZIONE_NAZIONALE,
  ETICHETTE_STATO,
  type StatoIscrizione,
} from '@zaino/domain/stati-iscrizione';
import type { StatoAccount } from '@zaino/domain/utenti';
import type { PersonaRegistro } from '../../api/registro.ts';

// The register's rows as the table, the filters and the export read them (spec 2 §2): computed once
// per loaded list, so filtering and sorting 5,000 people is plain array work on strings.

export interface SocioCollegato {
  id_parentela: number;
  /** The related person; null when the viewer may not read them (a badge without a link). */
  id_persona: number | null;
  etichetta: string;
  relazione: string;
}

export interface RigaRegistro {
  id_persona: number;
  nome: string;
  cognome: string;
  data_nascita: string | null;
  soci: SocioCollegato[];
  /** Badges as text, for sorting and export. */
  sociTesto: string;
  accesso: string;
  stato_iscrizione: StatoIscrizione | null;
  iscrizione: string;
  nomine: { id_ruolo: string; numero_gruppo: number | null }[];
  ruolo: string;
  stato_account: StatoAccount | null;
  utenti: string;
  nazionale: StatoNazionale;
  nazionaleTesto: string;
}

/** Spec 2 §3 errori_nazionale: null = no card number, empty = all matches, else the mismatches. */
export type StatoNazionale = 'corrisponde' | 'errori' | 'senza_tessera' | 'nessuna';

/** Spec 2 §4 account state as the 'Utenti' column shows it. */
export const ETICHETTE_UTENTI: Readonly<Record<StatoAccount, string>> = {
  attivo: 'Attivo',
  creato: 'Creato',
  nessuno: 'Da creare',
};

export const ETICHETTE_NAZIONALE: Readonly<Record<StatoNazionale, string>> = {
  corrisponde: 'I dati corrispondono',
  errori: 'Alcuni dati non corrispondono',
  senza_tessera: 'Il numero di tessera non è specificato. Inserirlo per effettuare il confronto',
  nessuna: '',
};

const nomeDi = (p: { nome?: string | null; cognome?: string | null }) =>
  [p.nome, p.cognome].filter(Boolean).join(' ').trim();

function sociDi(p: PersonaRegistro): SocioCollegato[] {
  return p.parentele
    .filter((r) => r.id_persona_genitore !== r.id_persona_figlio)
    .map((r) => {
      const genitore = r.id_persona_genitore !== p.id_persona;
      const altro = genitore ? r.genitore : r.figlio;
      const relazione = genitore ? r.desc : 'Figlio/a';
      return {
        id_parentela: r.id_parentela,
        id_persona: altro?.id_persona ?? null,
        etichetta: altro ? nomeDi(altro) || relazione : relazione,
        relazione,
      };
    });
}

function nazionaleDi(p: PersonaRegistro): StatoNazionale {
  if (!p.iscrizione) return 'nessuna';
  const e = p.iscrizione.errori_nazionale;
  if (e == null) return 'senza_tessera';
  return e === '' ? 'corrisponde' : 'errori';
}

/**
 * One row. `unisciSezioneNazionale` (spec 2 §4, decision 0105): before the fiscal-year start the list
 * shows sezione and completata together as 'Sezione/Nazionale'.
 */
export function rigaRegistro(p: PersonaRegistro, unisciSezioneNazionale = false): RigaRegistro {
  const soci = sociDi(p);
  const nomine = (p.iscrizione?.nomine ?? []).map((n) => ({
    id_ruolo: n.id_ruolo,
    numero_gruppo: n.gruppo?.numero ?? null,
  }));
  const stato = (p.iscrizione?.stato_iscrizione ?? null) as StatoIscrizione | null;
  const nazionale = nazionaleDi(p);
  const stato_account = (p.stato_account ?? null) as StatoAccount | null;
  return {
    id_persona: p.id_persona,
    nome: p.nome ?? '',
    cognome: p.cognome ?? '',
    data_nascita: p.data_nascita ?? null,
    soci,
    sociTesto: soci.map((s) => `${s.relazione}: ${s.etichetta}`).join(', '),
    accesso: p.accesso,
    stato_iscrizione: stato,
    iscrizione: !stato
      ? ''
      : unisciSezioneNazionale && (stato === 'sezione' || stato === 'completata')
        ? ETICHETTA_SEZIONE_NAZIONALE
        : ETICHETTE_STATO[stato],
    nomine,
    ruolo: nomine.map((n) => descNomina(n.id_ruolo, n.numero_gruppo)).join(', '),
    stato_account,
    utenti: stato_account ? ETICHETTE_UTENTI[stato_account] : '',
    nazionale,
    nazionaleTesto:
      nazionale === 'errori'
        ? `${ETICHETTE_NAZIONALE.errori}: ${p.iscrizione?.errori_nazionale ?? ''}`
        : ETICHETTE_NAZIONALE[nazionale],
  };
}

/** Spec 2 §2: the query parameters that pre-fill the filters. */
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
export type FiltriRegistro = Partial<Record<(typeof PARAMETRI_FILTRO)[number], string>>;

const minuscolo = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The rows passing every filter (spec 2 §5 rules from the domain; empty filters pass). */
export function filtraRegistro(righe: readonly RigaRegistro[], f: FiltriRegistro): RigaRegistro[] {
  const nome = minuscolo(f.nome ?? '');
  const nomecognome = minuscolo(f.nomecognome ?? '');
  return righe.filter((r) => {
    if (!passaTestoLibero(r, f.fullText)) return false;
    if (!passaFiltroNascita(r.data_nascita, f.data_nascita)) return false;
    if (nome && !minuscolo(r.nome).includes(nome)) return false;
    if (nomecognome) {
      const a = minuscolo(`${r.nome} ${r.cognome}`);
      const b = minuscolo(`${r.cognome} ${r.nome}`);
      if (!a.includes(nomecognome) && !b.includes(nomecognome)) return false;
    }
    if (!passaFiltroRuolo(r, f.ruolo)) return false;
    if (f.utenti && r.stato_account !== f.utenti) return false;
    if (f.iscrizione && !passaFiltroStato(r.stato_iscrizione, f.iscrizione)) return false;
    if (f.nazionale && r.nazionale !== f.nazionale) return false;
    return true;
  });
}

/** The sortable columns and the text each sorts by. */
export const ORDINAMENTI: Record<string, (r: RigaRegistro) => string> = {
  nome: (r) => `${r.nome} ${r.cognome}`,
  cognome: (r) => `${r.cognome} ${r.nome}`,
  soci: (r) => r.sociTesto,
  accesso: (r) => r.accesso,
  iscrizione: (r) => r.iscrizione,
  ruolo: (r) => r.ruolo,
  utenti: (r) => r.utenti,
  nazionale: (r) => r.nazionaleTesto,
};

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

export function ordinaRegistro(
  righe: readonly RigaRegistro[],
  colonna: string,
  direzione: 'asc' | 'desc',
): RigaRegistro[] {
  const chiave = ORDINAMENTI[colonna] ?? ORDINAMENTI.nome!;
  const segno = direzione === 'asc' ? 1 : -1;
  const chiavi = new Map(righe.map((r) => [r, chiave(r)]));
  return [...righe].sort(
    (a, b) => segno * collator.compare(chiavi.get(a)!, chiavi.get(b)!) || a.id_persona - b.id_persona,
  );
}
