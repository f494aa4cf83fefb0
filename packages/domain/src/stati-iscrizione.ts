// Enrolment states and the rules around them (spec 2 §4, spec 1 §4.5, spec 3 §4).
import type { LivelloAccesso } from './accesso.ts';

/**
 * Spec 1 §4.5: every enrolment state (stato_iscrizione), in the order of the spec. The database CHECK
 * constraint and the GraphQL enum StatoIscrizione read this list (test: enum-coerenza.test.ts).
 */
export const STATI_ISCRIZIONE = [
  'nessuna',
  'prevista',
  'inprova',
  'incorso',
  'sezione',
  'completata',
] as const;

/** Spec 1 §4.5: the enrolment states (stato_iscrizione). */
export type StatoIscrizione = (typeof STATI_ISCRIZIONE)[number];

/** Spec 2 §4: labels of the dashboard and member list. */
export const ETICHETTE_STATO: Readonly<Record<StatoIscrizione, string>> = Object.freeze({
  nessuna: 'Annullata',
  prevista: 'Prevista',
  inprova: 'In prova',
  incorso: 'In corso',
  sezione: 'Sezione',
  completata: 'Nazionale',
});

/** Spec 2 §4: labels of the person page ('Non rinnovata' for prevista). */
export const ETICHETTE_STATO_PERSONA: Readonly<Record<StatoIscrizione, string>> = Object.freeze({
  nessuna: 'Annullata',
  prevista: 'Non rinnovata',
  inprova: 'In prova',
  incorso: 'In corso',
  sezione: 'Completata (solo sezione)',
  completata: 'Completata (registro nazionale)',
});

/** Spec 2 §4: the dashboard chart labels when states are separated (plural forms). */
export const ETICHETTE_GRAFICO: Readonly<Record<StatoIscrizione, string>> = Object.freeze({
  nessuna: 'Annullate',
  prevista: 'Previste',
  inprova: 'In prova',
  incorso: 'In corso',
  sezione: 'Sezione',
  completata: 'Nazionale',
});

/** Spec 2 §4: the joint label of sezione and completata. */
export const ETICHETTA_SEZIONE_NAZIONALE = 'Sezione/Nazionale';

/** Spec 2 §4: the dashboard bucket of a state: sezione and completata together unless separated. */
export function gruppoDashboard(stato: StatoIscrizione, unisciSezioneNazionale: boolean): string {
  if (unisciSezioneNazionale && (stato === 'sezione' || stato === 'completata'))
    return ETICHETTA_SEZIONE_NAZIONALE;
  return ETICHETTE_GRAFICO[stato];
}

/**
 * Decision 0102: the states of an enrolled member, whose fee is paid or being verified (incorso,
 * sezione, completata): a renewal next year, and whom crea-nuove-iscrizioni carries over (1013).
 */
export const STATI_ISCRITTO: readonly StatoIscrizione[] = ['incorso', 'sezione', 'completata'];

/** Spec 2 §4: states that a lead may edit from, and the only states a non-super may choose. */
export const STATI_LEAD: readonly StatoIscrizione[] = ['nessuna', 'inprova', 'prevista'];

/** Spec 2 §4: super edits at any time, lead only from nessuna/prevista/inprova; only while the year is active. */
export function puoModificareStato(
  livello: LivelloAccesso | null,
  statoCorrente: StatoIscrizione,
  annoAttivo: boolean,
): boolean {
  if (!annoAttivo) return false;
  if (livello === 'super') return true;
  return livello === 'lead' && STATI_LEAD.includes(statoCorrente);
}

/** Spec 2 §4: the states the viewer may choose (super all; others nessuna, inprova, prevista; none if not allowed). */
export function statiSceglibili(
  livello: LivelloAccesso | null,
  statoCorrente: StatoIscrizione,
  annoAttivo: boolean,
): StatoIscrizione[] {
  if (!puoModificareStato(livello, statoCorrente, annoAttivo)) return [];
  return livello === 'super' ? [...STATI_ISCRIZIONE] : [...STATI_LEAD];
}

/** Spec 2 §4: payment is allowed only if the state is not nessuna or inprova. */
export function pagamentoConsentito(stato: StatoIscrizione | null | undefined): boolean {
  return stato != null && stato !== 'nessuna' && stato !== 'inprova';
}

/**
 * Decision 1005: the enrolment state after its fee due's state changed, in the same transaction.
 * Paying is the family's part of enrolling (spec 1 §4.5 prevista: "must still enrol online"):
 * - fee covered, a payment still to verify (totale_incorso: a bank transfer's receipt) → incorso,
 *   "fee paid, bank transfer not yet confirmed by the office";
 * - fee covered by completed payments (card, Satispay, the office's, the solidarity fund) → sezione,
 *   "recorded by the section office, not yet passed to the national body";
 * - an incorso whose fee is no longer covered (the transfer refused or deleted) → prevista again.
 * Every other state is the office's to change (nessuna, inprova, sezione, completata stay).
 */
export function statoIscrizioneDopoQuota(stato: StatoIscrizione, statoDovuto: string): StatoIscrizione {
  if (stato !== 'prevista' && stato !== 'incorso') return stato;
  if (statoDovuto === 'totale_completata') return 'sezione';
  if (statoDovuto === 'totale_incorso') return 'incorso';
  return 'prevista';
}

/** Spec 3 §4: in the front office payment also needs privacy filled in (all four consents answered). */
export function pagamentoConsentitoFront(
  stato: StatoIscrizione | null | undefined,
  consenso: ConsensoRef,
): boolean {
  return pagamentoConsentito(stato) && privacyCompleta(consenso);
}

/** Spec 2 §3: the four consents (null = unknown). */
export interface ConsensoRef {
  consenso_i: boolean | null | undefined;
  consenso_l: boolean | null | undefined;
  consenso_s: boolean | null | undefined;
  consenso_t: boolean | null | undefined;
}

/** Spec 2 §4: privacy is complete only if all four consents are non-null. */
export function privacyCompleta(c: ConsensoRef | null | undefined): boolean {
  if (!c) return false;
  return [c.consenso_i, c.consenso_l, c.consenso_s, c.consenso_t].every((v) => v === true || v === false);
}

/** Spec 2 §4: the fields that make personal data complete. */
export const CAMPI_DATI_COMPLETI = [
  'nome',
  'cognome',
  'data_nascita',
  'codice_fiscale',
  'sesso',
  'residenza_comune',
  'residenza_cap',
  'residenza_indirizzo',
  'residenza_provincia',
  'luogo_nascita',
] as const;

/** Spec 2 §4: person data is complete only if every listed field is set (non-empty). */
export function datiPersonaCompleti(
  p: Partial<Record<(typeof CAMPI_DATI_COMPLETI)[number], unknown>>,
): boolean {
  return CAMPI_DATI_COMPLETI.every((k) => {
    const v = p[k];
    return v != null && String(v).trim() !== '';
  });
}

/** Spec 2 §4: 'Rendi socio/a' (new enrolment as prevista) only for super with complete personal data. */
export function puoRendereSocio(livello: LivelloAccesso | null, datiCompleti: boolean): boolean {
  return livello === 'super' && datiCompleti;
}

/** Spec 2 §4: the state of a new enrolment made with 'Rendi socio/a'. */
export const STATO_NUOVA_ISCRIZIONE: StatoIscrizione = 'prevista';

/** Spec 2 §4: opening enrolments moves every nessuna of the year to prevista; returns the ids changed. */
export function daAprire(
  iscrizioni: readonly { id_iscrizione: number; stato_iscrizione: string }[],
): number[] {
  return iscrizioni.filter((i) => i.stato_iscrizione === 'nessuna').map((i) => i.id_iscrizione);
}

/** Spec 2 §4: enrolment payment status on the member. */
export type StatoPagamentoSocio = 'Completato' | 'In attesa di verifica' | 'Non effettuato' | 'Incompleto';

/** Spec 2 §4: payment status on the member, from the due's state (null = n/d). */
export function statoPagamentoSocio(statoDovuto: string | null | undefined): StatoPagamentoSocio | null {
  switch (statoDovuto) {
    case 'totale_completata':
      return 'Completato';
    case 'totale_incorso':
      return 'In attesa di verifica';
    case 'no':
    case undefined:
    case null:
      return 'Non effettuato';
    case 'parziale_incorso':
    case 'parziale_completata':
      return 'Incompleto';
    default:
      return null;
  }
}

/** Spec 3 §4 member flow: step 1 privacy, 2 confirm data, 3 pay, 4 done. */
export function passoIscrizione(
  privacyOk: boolean,
  conferma: 'not_done' | 'almost_done' | 'done',
  pagamento: 'not_done' | 'almost_done' | 'done',
): 1 | 2 | 3 | 4 {
  if (!privacyOk) return 1;
  if (conferma !== 'done') return 2;
  if (pagamento === 'not_done') return 3;
  return 4;
}

/** A slice of a dashboard chart (spec 2 §2): its label, count, colour and the register filter it opens. */
export interface FettaGrafico {
  chiave: string;
  etichetta: string;
  n: number;
  /** a Mantine colour (spec 2 §9 chart colours) */
  colore: string;
  /** the /b/soci query parameters of the legend link */
  filtro: Record<string, string>;
}

/**
 * Spec 2 §2, §4, §9: the enrolments chart. Separated (enrolments expired), in the spec's order and
 * colours: Nazionale green, In corso orange, Previste red, In prova beige, Annullate light grey,
 * Sezione light green; otherwise sezione and completata together as 'Sezione/Nazionale'.
 */
export function fetteIscrizioni(
  conteggi: readonly { chiave: string; n: number }[],
  unisciSezioneNazionale: boolean,
): FettaGrafico[] {
  const n = (s: StatoIscrizione) => conteggi.find((c) => c.chiave === s)?.n ?? 0;
  const fetta = (s: StatoIscrizione, colore: string): FettaGrafico => ({
    chiave: s,
    etichetta: ETICHETTE_GRAFICO[s],
    n: n(s),
    colore,
    filtro: { iscrizione: s },
  });
  const nazionale = unisciSezioneNazionale
    ? [
        {
          chiave: 'sezione,completata',
          etichetta: ETICHETTA_SEZIONE_NAZIONALE,
          n: n('sezione') + n('completata'),
          colore: 'green.7',
          filtro: { iscrizione: 'sezione,completata' },
        },
      ]
    : [fetta('completata', 'green.7')];
  return [
    ...nazionale,
    fetta('incorso', 'orange.6'),
    fetta('prevista', 'red.6'),
    fetta('inprova', '#d8c3a5'),
    fetta('nessuna', 'gray.4'),
    ...(unisciSezioneNazionale ? [] : [fetta('sezione', 'lime.4')]),
  ];
}

/** Spec 2 §2 and §9: the users chart (active green, created grey, none red); 'nessuno' also filters prevista. */
export function fetteUtenti(conteggi: readonly { chiave: string; n: number }[]): FettaGrafico[] {
  const n = (k: string) => conteggi.find((c) => c.chiave === k)?.n ?? 0;
  return [
    {
      chiave: 'attivo',
      etichetta: 'Attivi',
      n: n('attivo'),
      colore: 'green.6',
      filtro: { utenti: 'attivo' },
    },
    { chiave: 'creato', etichetta: 'Creati', n: n('creato'), colore: 'gray.5', filtro: { utenti: 'creato' } },
    {
      chiave: 'nessuno',
      etichetta: 'Da creare',
      n: n('nessuno'),
      colore: 'red.6',
      filtro: { utenti: 'nessuno', iscrizione: 'prevista' },
    },
  ];
}
