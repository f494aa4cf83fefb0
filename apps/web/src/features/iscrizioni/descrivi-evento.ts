import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { ruoloById } from '@zaino/domain/ruoli';
import { ETICHETTE_STATO, STATI_ISCRIZIONE, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';

// Spec 2 §2 events list: each audit event (the triggers' per-field before/after JSON) said in
// Italian, e.g. 'stato da Prevista a In corso'.

export interface EventoDaDescrivere {
  table: string;
  rev_type: string;
  /** JSON: { "<column>": { "before": …, "after": … } } */
  details: string;
  /** the enrolment's scout year, for an enrolment or an appointment (decision 0912) */
  anno_scout?: number | null;
}

type Dettagli = Record<string, { before: unknown; after: unknown }>;

const CAMPI: Readonly<Record<string, string>> = {
  nome: 'nome',
  cognome: 'cognome',
  sesso: 'genere',
  data_nascita: 'data di nascita',
  luogo_nascita: 'luogo di nascita',
  codice_fiscale: 'codice fiscale',
  residenza_indirizzo: 'indirizzo',
  residenza_comune: 'comune',
  residenza_provincia: 'provincia',
  residenza_cap: 'CAP',
  data_conferma: 'conferma dei dati',
  n_tessera: 'tessera',
  errori_nazionale: 'confronto nazionale',
  id_ruolo: 'ruolo',
  id_gruppo: 'gruppo',
};

const isStato = (v: unknown): v is StatoIscrizione => STATI_ISCRIZIONE.includes(v as StatoIscrizione);
const stato = (v: unknown) => (isStato(v) ? ETICHETTE_STATO[v] : '—');
const ruolo = (v: unknown) => (typeof v === 'string' ? (ruoloById(v)?.nome ?? v) : '—');
const testo = (v: unknown) => (v == null || v === '' ? '—' : String(v));

function leggi(details: string): Dettagli {
  try {
    const d = JSON.parse(details) as unknown;
    return d && typeof d === 'object' ? (d as Dettagli) : {};
  } catch {
    return {};
  }
}

/** The changed fields of an update, in words ('stato da Prevista a In corso', 'codice fiscale'). */
function modifiche(d: Dettagli): string {
  const parti = Object.entries(d).map(([campo, { before, after }]) => {
    if (campo === 'stato_iscrizione') return `stato da ${stato(before)} a ${stato(after)}`;
    if (campo === 'id_ruolo') return `ruolo da ${ruolo(before)} a ${ruolo(after)}`;
    if (campo === 'n_tessera') return `tessera da ${testo(before)} a ${testo(after)}`;
    return CAMPI[campo] ?? campo.replaceAll('_', ' ');
  });
  return parti.join(', ');
}

/** One line for the events list. */
export function descriviEvento(e: EventoDaDescrivere): string {
  const d = leggi(e.details);
  const valore = (campo: string) => d[campo]?.after ?? d[campo]?.before;
  // An appointment is for one scout year: a leader reading 'CB' must know which one.
  const numero = e.anno_scout ?? valore('anno_scout');
  const anno = typeof numero === 'number' ? ` ${formatAnnoScout(numero)}` : '';
  switch (e.table) {
    case 'iscrizioni':
      if (e.rev_type === 'insert') return `Iscrizione${anno} creata (${stato(valore('stato_iscrizione'))})`;
      if (e.rev_type === 'delete') return `Iscrizione${anno} eliminata`;
      return `Iscrizione${anno}: ${modifiche(d)}`;
    case 'nomine':
      if (e.rev_type === 'insert') return `Nomina${anno} aggiunta: ${ruolo(valore('id_ruolo'))}`;
      if (e.rev_type === 'delete') return `Nomina${anno} eliminata: ${ruolo(valore('id_ruolo'))}`;
      return `Nomina${anno} modificata: ${modifiche(d)}`;
    case 'consensi_privacy':
      return 'Consensi privacy espressi';
    default:
      if (e.rev_type === 'insert') return 'Persona creata';
      if (e.rev_type === 'delete') return 'Persona eliminata';
      return `Dati anagrafici modificati: ${modifiche(d)}`;
  }
}
