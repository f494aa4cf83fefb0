import { descNomina } from '@zaino/domain/formato';
import {
  ETICHETTE_NAZIONALE,
  RELAZIONE_FIGLIO,
  type StatoNazionale,
  statoNazionale,
  testoNazionale,
} from '@zaino/domain/registro';
import {
  ETICHETTA_SEZIONE_NAZIONALE,
  ETICHETTE_STATO,
  type StatoIscrizione,
} from '@zaino/domain/stati-iscrizione';
import type { StatoAccount } from '@zaino/domain/utenti';
import type { PersonaRegistro } from '../../api/registro.ts';

// The register's rows as the table and the export show them (spec 2 §2). The server filters and sorts
// (decision 0907); a row here is only what a cell shows.

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

export { ETICHETTE_NAZIONALE, type StatoNazionale };

/** Spec 2 §4 account state as the 'Utenti' column shows it. */
export const ETICHETTE_UTENTI: Readonly<Record<StatoAccount, string>> = {
  attivo: 'Attivo',
  creato: 'Creato',
  nessuno: 'Da creare',
};

const nomeDi = (p: { nome?: string | null; cognome?: string | null }) =>
  [p.nome, p.cognome].filter(Boolean).join(' ').trim();

function sociDi(p: PersonaRegistro): SocioCollegato[] {
  return p.parentele
    .filter((r) => r.id_persona_genitore !== r.id_persona_figlio)
    .map((r) => {
      const genitore = r.id_persona_genitore !== p.id_persona;
      const altro = genitore ? r.genitore : r.figlio;
      const relazione = genitore ? r.desc : RELAZIONE_FIGLIO;
      return {
        id_parentela: r.id_parentela,
        id_persona: altro?.id_persona ?? null,
        etichetta: altro ? nomeDi(altro) || relazione : relazione,
        relazione,
      };
    });
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
  const nazionale = statoNazionale(p.iscrizione ?? null);
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
    nazionaleTesto: testoNazionale(p.iscrizione ?? null),
  };
}
