// Who may do what (spec 1 §6, spec 2 §6, spec 3 §6, DESIGN.md §6): the one catalogue used by the
// server (assertCan, scoped reads) and the web (route handles, shown controls). Every rule, with its
// state and year conditions, lives here; nothing outside this file decides a permission.
import {
  almeno,
  isAdmin,
  isAdulto,
  isSuper,
  type LivelloAccesso,
  livelloAccesso,
  nomineInPortata,
  type PersonaRef,
  portata,
  portataGruppi,
  portataUnita,
  type Viewer,
} from './accesso.ts';
import { type Branca, isRuoloSuper, RUOLI, richiedeGruppo } from './ruoli.ts';
import {
  pagamentoConsentito,
  STATI_LEAD,
  type StatoIscrizione,
  statiSceglibili,
} from './stati-iscrizione.ts';

/** A person (spec 1 §3) with the appointments of the year the data belongs to. */
export interface PersonaTarget extends PersonaRef {
  tipo: 'persona';
}

/** An enrolment with its state, whether its year is the active one, and the state of its fee. */
export interface IscrizioneTarget {
  tipo: 'iscrizione';
  persona: PersonaRef;
  stato_iscrizione: StatoIscrizione;
  anno_attivo: boolean;
  /** stato of the enrolment-fee due, null without one */
  stato_transazione: string | null;
}

/** A party (spec 1 §3) by what it stands for. */
export type ParteTarget =
  | { tipo: 'parte'; genere: 'sezione' }
  | { tipo: 'parte'; genere: 'gruppo'; id_gruppo: number }
  | { tipo: 'parte'; genere: 'unita'; id_gruppo: number; branca: Branca }
  | { tipo: 'parte'; genere: 'persona'; persona: PersonaRef }
  | { tipo: 'parte'; genere: 'altro' };

/** A due (transazione economica) or a payment (transazione finanziaria), through its parties. */
export interface TransazioneTarget {
  tipo: 'transazione';
  parte_da: ParteTarget;
  parte_a: ParteTarget;
  /** A payment only: the payers of the dues it covers (a parent paying a child's fee covers the child). */
  debitori?: readonly ParteTarget[];
}

/** A scout year: active, and current or future (spec 1 §4.3). */
export interface AnnoScoutTarget {
  tipo: 'anno_scout';
  anno_scout: number;
  attivo: boolean;
  presente_o_futuro: boolean;
}

/** A group, or a unit of it ('G' = the group itself), as a choice of the unit selector. */
export interface UnitaTarget {
  tipo: 'unita';
  id_gruppo: number;
  branca: 'G' | Branca;
}

/** A group (spec 1 §3), read by number and party. */
export interface GruppoTarget {
  tipo: 'gruppo';
  id_gruppo: number;
}

/** A kinship to be made: the child and the person who would become their parent (spec 2 §7). */
export interface ParentelaTarget {
  tipo: 'parentela';
  figlio: PersonaRef;
  genitore: PersonaRef;
}

/** The section itself: actions that concern the whole section take this target (or none). */
export interface SezioneTarget {
  tipo: 'sezione';
}

export type Target =
  | PersonaTarget
  | IscrizioneTarget
  | ParteTarget
  | TransazioneTarget
  | AnnoScoutTarget
  | UnitaTarget
  | GruppoTarget
  | ParentelaTarget
  | SezioneTarget;

export type TipoTarget = Target['tipo'];
type TargetDi<T extends TipoTarget> = Extract<Target, { tipo: T }>;

/** DESIGN.md §6: a permission of the catalogue, with its title, description and rule. */
export interface Permesso<T extends TipoTarget = TipoTarget> {
  titolo: string;
  descrizione: string;
  /** The kind of target the rule reads ('sezione' = no target needed). */
  target: T;
  regola: (viewer: Viewer, target: TargetDi<T>) => boolean;
}

const definisci = <T extends TipoTarget>(p: Permesso<T>): Permesso<T> => p;

const sup = (v: Viewer) => isSuper(v.nomine);
const admin = (v: Viewer) => isAdmin(v.nomine);
const livello = (minimo: LivelloAccesso) => (v: Viewer, t: PersonaRef) =>
  almeno(livelloAccesso(v, t), minimo);
/** Spec 2 §6: a CG/VCG appointment in one of the person's groups (the whole-group part of the reach). */
const capoGruppoDi = (v: Viewer, t: PersonaRef) =>
  nomineInPortata(
    portata(v).unita.filter((u) => u.branca === null),
    t.nomine,
  );
/**
 * Spec 2 §6 lead through the person's own appointments only: not a parent reached through their
 * child (decision 0905), whose own membership their child's leaders do not manage (decision 1003).
 */
const capoDi = (v: Viewer, t: PersonaRef) => nomineInPortata(portata(v).unita, t.nomine);
/**
 * Lead over the person, but a section (super) appointment's holder answers only to the supers: their
 * login and registration code open the whole section (decision 0911).
 */
const leadMaNonSuSuper = (v: Viewer, t: PersonaRef) =>
  sup(v) || (livello('lead')(v, t) && !isSuper(t.nomine));
/** Spec 3 §6 "as themselves or as parents": the viewer, or one of the viewer's children. */
const seStessoOFiglio = (v: Viewer, t: PersonaRef) =>
  v.id_persona > 0 && (t.id_persona === v.id_persona || (v.figli ?? []).includes(t.id_persona));

function parteLeggibile(v: Viewer, p: ParteTarget): boolean {
  if (!v.signedIn) return false;
  if (p.genere === 'persona') return livello('idem')(v, p.persona);
  if (p.genere === 'altro') return admin(v);
  return true;
}

/**
 * A party the viewer acts for in the treasury: the viewer or one of the viewer's children, never a
 * parent (decisions 1003, 1203: a child does not act for a parent, nor read a parent's payments).
 */
const parteDellaFamiglia = (v: Viewer, p: ParteTarget) =>
  p.genere === 'persona' && seStessoOFiglio(v, p.persona);
/** A relative of the viewer (either way) or the viewer, as a party. */
const parteParente = (v: Viewer, p: ParteTarget) =>
  p.genere === 'persona' && p.persona.id_persona > 0 && portata(v).persone.includes(p.persona.id_persona);
/**
 * A due or payment concerns the viewer when the viewer or a child of theirs pays or receives it, or
 * (a payment a relative made) covers a due the viewer or a child owes: a child sees the payment of
 * their own fee that a parent made, not the parent's other payments (issue 22); another family's
 * payment that covers one of our dues stays theirs (decision 1116).
 */
const transazioneDellaFamiglia = (v: Viewer, t: TransazioneTarget) =>
  parteDellaFamiglia(v, t.parte_da) ||
  parteDellaFamiglia(v, t.parte_a) ||
  (parteParente(v, t.parte_da) && (t.debitori ?? []).some((p) => parteDellaFamiglia(v, p)));

/** Spec 1 §6, spec 2 §6, spec 3 §6, DESIGN.md §6: the permission catalogue. */
export const PERMESSI = Object.freeze({
  'sezione.leggi': definisci({
    titolo: 'Consultare la sezione',
    descrizione: 'Anni scout e struttura della sezione: chiunque abbia effettuato l’accesso.',
    target: 'sezione',
    regola: (v) => v.signedIn,
  }),
  'backoffice.accedi': definisci({
    titolo: 'Accesso al back office',
    descrizione: 'Gli adulti (almeno una nomina con ruolo adulto) usano /b; gli altri solo /f.',
    target: 'sezione',
    regola: (v) => v.signedIn && isAdulto(v.nomine),
  }),
  'frontoffice.accedi': definisci({
    titolo: 'Accesso al front office',
    descrizione: 'Chiunque abbia completato la registrazione (account collegato a una persona).',
    target: 'sezione',
    regola: (v) => v.signedIn && v.id_persona > 0,
  }),
  'registrazione.completa': definisci({
    titolo: 'Completare la registrazione con un codice',
    descrizione:
      'Un account non ancora collegato a una persona, o già collegato alla persona del codice, vede i contatti e l’iscrizione della persona.',
    target: 'persona',
    regola: (v, t) => v.signedIn && (v.id_persona === 0 || v.id_persona === t.id_persona),
  }),
  'persona.leggi': definisci({
    titolo: 'Vedere una persona',
    descrizione:
      'Se stessi e le persone correlate (idem), i capi della stessa unità o gruppo (lead), i super.',
    target: 'persona',
    regola: livello('idem'),
  }),
  'persona.modifica': definisci({
    titolo: 'Modificare i dati anagrafici',
    descrizione: 'Livello idem o superiore.',
    target: 'persona',
    regola: livello('idem'),
  }),
  'persona.crea': definisci({
    titolo: 'Creare una nuova persona',
    descrizione: 'Solo livello super.',
    target: 'sezione',
    regola: sup,
  }),
  'persona.aggiornaDataConferma': definisci({
    titolo: 'Aggiornare la data di conferma dei dati anagrafici',
    descrizione: "Solo livello super ('Aggiorna data di conferma dei dati anagrafici').",
    target: 'persona',
    regola: sup,
  }),
  'persona.confermaDati': definisci({
    titolo: 'Confermare i propri dati anagrafici (front office)',
    descrizione:
      'La persona stessa o un suo genitore conferma i dati (spec 3 §4, fase 2: il salvataggio aggiorna la data di conferma), non un figlio per il genitore (decisione 1003); i super.',
    target: 'persona',
    regola: (v, t) => sup(v) || seStessoOFiglio(v, t),
  }),
  'persona.pagamenti': definisci({
    titolo: 'Vedere i dovuti e i pagamenti di una persona',
    descrizione:
      'La persona stessa o un suo genitore (front office; non un figlio per il genitore, decisione 1003), e i super (scheda pagamenti del back office).',
    target: 'persona',
    regola: (v, t) => sup(v) || seStessoOFiglio(v, t),
  }),
  'privacy.compila': definisci({
    titolo: 'Esprimere i consensi privacy',
    descrizione:
      'La persona stessa, un suo genitore, i suoi capi (lead), i super; non un figlio per il genitore né altri parenti (decisione 1003).',
    target: 'persona',
    regola: (v, t) => v.signedIn && (livello('lead')(v, t) || seStessoOFiglio(v, t)),
  }),
  'privacy.registraCartacea': definisci({
    titolo: 'Registrare i consensi privacy raccolti su carta',
    descrizione:
      'Dalla scheda della persona: i super e i suoi capi (lead per le nomine della persona, non un genitore raggiunto tramite il figlio: decisione 1003), che raccolgono i moduli firmati; di chi ha una nomina di sezione (super) solo i super (decisione 0911). La famiglia risponde dal front office (decisione 0914).',
    target: 'persona',
    regola: (v, t) => sup(v) || (capoDi(v, t) && !isSuper(t.nomine)),
  }),
  'iscrizione.crea': definisci({
    titolo: 'Creare un’iscrizione (Rendi socio/a)',
    descrizione: 'Solo livello super (con dati anagrafici completi: regola di validazione).',
    target: 'persona',
    regola: sup,
  }),
  'iscrizione.modifica': definisci({
    titolo: 'Modificare lo stato di un’iscrizione',
    descrizione:
      'Solo con l’anno scout attivo: super sempre; lead (per le nomine della persona, non tramite un figlio: decisione 1003) solo dagli stati nessuna, prevista o inprova.',
    target: 'iscrizione',
    regola: (v, t) =>
      t.anno_attivo && (sup(v) || (capoDi(v, t.persona) && STATI_LEAD.includes(t.stato_iscrizione))),
  }),
  'iscrizione.preparaQuota': definisci({
    titolo: 'Preparare la quota di un’iscrizione',
    descrizione:
      'Crea il dovuto della quota: i super; la persona stessa o un suo genitore (front office, passo 3; non un figlio per il genitore, decisione 1003) solo nell’anno attivo e se l’iscrizione non è nessuna o inprova.',
    target: 'iscrizione',
    regola: (v, t) =>
      sup(v) || (seStessoOFiglio(v, t.persona) && t.anno_attivo && pagamentoConsentito(t.stato_iscrizione)),
  }),
  'iscrizione.tessera': definisci({
    titolo: 'Modificare il numero di tessera',
    descrizione: 'Solo livello super.',
    target: 'iscrizione',
    regola: sup,
  }),
  'iscrizione.agevolazione': definisci({
    titolo: 'Fondo di solidarietà e formazione gratuita',
    descrizione:
      'Solo livello super, su iscrizione prevista senza transazione o con transazione in stato no.',
    target: 'iscrizione',
    regola: (v, t) =>
      sup(v) &&
      t.stato_iscrizione === 'prevista' &&
      (t.stato_transazione == null || t.stato_transazione === 'no'),
  }),
  'nomina.gestisci': definisci({
    titolo: 'Aggiungere, modificare, eliminare nomine',
    descrizione:
      'Solo con l’anno scout attivo: super, oppure chi ha una nomina CG o VCG in un gruppo della persona.',
    target: 'iscrizione',
    regola: (v, t) => t.anno_attivo && (sup(v) || capoGruppoDi(v, t.persona)),
  }),
  'utente.gestisci': definisci({
    titolo: 'Gestire gli account',
    descrizione:
      'Lead o superiore: creare e collegare account, eliminare utenti, scollegare genitori, reset password; gli account di chi ha una nomina di sezione (super) solo i super, perché un capo non possa chiudere fuori un amministratore (decisione 0911).',
    target: 'persona',
    regola: leadMaNonSuSuper,
  }),
  'utente.secondoFattore.azzera': definisci({
    titolo: 'Azzerare la verifica in due passaggi di un account',
    descrizione:
      'Solo la segreteria di sezione (livello super): per chi ha perso l’app di autenticazione e i codici di recupero; l’account la riattiva al prossimo accesso (decisione 0415).',
    target: 'persona',
    regola: (v) => sup(v),
  }),
  'persona.cerca': definisci({
    titolo: 'Cercare persone con account nella sezione',
    descrizione:
      'Ricerca per codice di registrazione o per nome, cognome, email (associa-account): i super e chi ha una portata da capo (almeno una nomina adulta in un gruppo); genitori e soci no (decisione 0903).',
    target: 'sezione',
    regola: (v) => v.signedIn && (sup(v) || portata(v).unita.length > 0),
  }),
  'parentela.collega': definisci({
    titolo: 'Collegare un account esistente come genitore',
    descrizione:
      'Un super; oppure chi è lead sia sul figlio sia sul futuro genitore, purché questi non abbia una nomina adulta e non sia chi collega: il collegamento dà al genitore l’accesso al figlio e al capo quello al genitore, quindi non deve aprire persone che il capo non raggiunge già (decisioni 0903, 0905).',
    target: 'parentela',
    regola: (v, t) =>
      sup(v) ||
      (livello('lead')(v, t.figlio) &&
        livello('lead')(v, t.genitore) &&
        !isAdulto(t.genitore.nomine) &&
        t.genitore.id_persona !== v.id_persona),
  }),
  'codice.vedi': definisci({
    titolo: 'Vedere il codice/link di registrazione',
    descrizione:
      'Lead o superiore; il codice di chi ha una nomina di sezione (super) solo i super: con il codice ci si registra come quella persona (decisione 0911).',
    target: 'persona',
    regola: leadMaNonSuSuper,
  }),
  'nazionale.vedi': definisci({
    titolo: 'Vedere la colonna e il filtro Nazionale',
    descrizione: 'Solo livello super, con l’anno scout attivo.',
    target: 'anno_scout',
    regola: (v, t) => sup(v) && t.attivo,
  }),
  'nazionale.scrivi': definisci({
    titolo: 'Scrivere o creare una persona nel sistema nazionale',
    descrizione: 'Solo livello super.',
    target: 'persona',
    regola: sup,
  }),
  'nazionale.censimenti': definisci({
    titolo: 'Inviare i censimenti al sistema nazionale',
    descrizione:
      'Solo livello super: invia al nazionale le iscrizioni dell’anno attivo registrate dalla sezione (decisione 1401).',
    target: 'sezione',
    regola: sup,
  }),
  'parte.leggi': definisci({
    titolo: 'Vedere una parte',
    descrizione:
      'Sezione, gruppi e unità: chiunque abbia effettuato l’accesso; una persona: chi vede la persona; altri soggetti: gli admin.',
    target: 'parte',
    regola: parteLeggibile,
  }),
  'parte.leggiInCassa': definisci({
    titolo: 'Vedere chi paga e chi riceve un pagamento o una quota',
    descrizione:
      'Chi vede la parte; e chi consulta la cassa (gli admin, RCSEZ compreso), per le parti nominate dai pagamenti e dalle quote che legge: ne legge il nome, non i dati della persona né le altre persone della sezione (decisione 1118).',
    target: 'parte',
    regola: (v, p) => parteLeggibile(v, p) || admin(v),
  }),
  'gruppo.leggi': definisci({
    titolo: 'Vedere un gruppo o un’unità',
    descrizione:
      'La struttura della sezione (numero e parte di gruppi e unità) è visibile a chiunque abbia effettuato l’accesso; l’elenco di tutti i gruppi solo agli admin.',
    target: 'gruppo',
    regola: (v) => v.signedIn,
  }),
  'gruppi.elencaTutti': definisci({
    titolo: 'Elencare tutti i gruppi',
    descrizione:
      'Solo gli admin ricevono l’elenco di tutti i gruppi; gli altri quello dei gruppi delle proprie nomine.',
    target: 'sezione',
    regola: (v) => portataGruppi(v).tutti,
  }),
  'unita.scegli': definisci({
    titolo: 'Scegliere un gruppo o un’unità nel selettore',
    descrizione:
      'CB, VCB, SISB il proprio branco; CR, VCR, SISR il reparto; CC, VCC, SISC la compagnia; CG e VCG il gruppo e le sue unità; gli admin tutto.',
    target: 'unita',
    regola: (v, t) => {
      const p = portataUnita(v);
      return p.tutte || p.scelte.some((s) => s.id_gruppo === t.id_gruppo && s.branca === t.branca);
    },
  }),
  'transazione.leggi': definisci({
    titolo: 'Vedere un dovuto o un pagamento',
    descrizione:
      'Gli admin (super e RCSEZ); la persona che paga o riceve e i suoi genitori; un pagamento fatto da un familiare anche chi deve uno dei dovuti che copre (il figlio vede la quota pagata dal genitore), mai un figlio gli altri pagamenti del genitore (issue 22) né un’altra famiglia il pagamento che copre anche un suo dovuto (decisione 1116).',
    target: 'transazione',
    regola: (v, t) => admin(v) || transazioneDellaFamiglia(v, t),
  }),
  'transazione.paga': definisci({
    titolo: 'Pagare un dovuto online',
    descrizione:
      'Chi deve pagare: la persona stessa o un suo genitore (front office); non un figlio per il genitore (decisione 1203).',
    target: 'transazione',
    regola: (v, t) => parteDellaFamiglia(v, t.parte_da),
  }),
  'transazione.coordinateBonifico': definisci({
    titolo: 'Scaricare le coordinate di un bonifico',
    descrizione:
      'Il documento con IBAN, beneficiario, importo e causale di un pagamento con bonifico: chi paga, i suoi genitori e gli admin.',
    target: 'transazione',
    regola: (v, t) => admin(v) || parteDellaFamiglia(v, t.parte_da),
  }),
  'tesoreria.leggi': definisci({
    titolo: 'Consultare la cassa',
    descrizione: 'Ruoli admin (super e RCSEZ, il revisore).',
    target: 'sezione',
    regola: admin,
  }),
  'tesoreria.scrivi': definisci({
    titolo: 'Registrare e modificare transazioni, voci, bilanci, saldi',
    descrizione: 'Solo livello super: RCSEZ legge la cassa ma non la scrive.',
    target: 'sezione',
    regola: sup,
  }),
  'rendiconto.leggi': definisci({
    titolo: 'Consultare ed esportare il rendiconto per cassa ETS',
    descrizione:
      'Il rendiconto dell’anno scout con il precedente a fianco, in PDF e XLSX: chi legge la cassa, RCSEZ compreso (decisione 1140).',
    target: 'sezione',
    regola: admin,
  }),
  'tesoreria.aggiungi': definisci({
    titolo: 'Aggiungere pagamenti, transazioni e righe di bilancio in un anno',
    descrizione:
      'Solo livello super, e solo se l’anno scout scelto è quello corrente o uno futuro: anche spostarvi un pagamento o una causale e registrarne i saldi iniziali (decisione 1116).',
    target: 'anno_scout',
    regola: (v, t) => sup(v) && t.presente_o_futuro,
  }),
  'estrattiBanca.leggi': definisci({
    titolo: 'Vedere gli estratti conto della banca',
    descrizione:
      'I movimenti importati dalla banca, i loro abbinamenti e la coda dei non abbinati: i ruoli admin, il revisore compreso, come la cassa (decisione 1132).',
    target: 'sezione',
    regola: admin,
  }),
  'estrattiBanca.gestisci': definisci({
    titolo: 'Importare estratti conto e abbinarne i movimenti',
    descrizione:
      'Caricare un estratto, confermare, cambiare o ignorare un abbinamento, assegnare un’uscita a una voce: solo livello super, tesoriere compreso (decisione 1132).',
    target: 'sezione',
    regola: sup,
  }),
  'promemoria.leggi': definisci({
    titolo: 'Vedere i promemoria di pagamento inviati',
    descrizione:
      'Lo storico dei promemoria delle quote (a chi, quando, per quale dovuto e fase): i ruoli admin, il revisore compreso, come la cassa (decisione 1152).',
    target: 'sezione',
    regola: admin,
  }),
  'promemoria.invia': definisci({
    titolo: 'Vedere chi riceverà i promemoria di pagamento e inviarli',
    descrizione:
      'L’anteprima dei promemoria del giorno (destinatari e dovuti) e il loro invio: solo livello super, tesoriere compreso (decisione 1152). Il lavoro giornaliero li invia da solo.',
    target: 'sezione',
    regola: sup,
  }),
  'ricevuta.reinvia': definisci({
    titolo: 'Inviare di nuovo la ricevuta di un pagamento',
    descrizione:
      'La stessa email della ricevuta già emessa, di nuovo a chi paga: solo livello super, tesoriere compreso (decisione 1153).',
    target: 'sezione',
    regola: sup,
  }),
  'impostazioni.leggi': definisci({
    titolo: 'Vedere le impostazioni',
    descrizione: 'Ruoli admin.',
    target: 'sezione',
    regola: admin,
  }),
  'impostazioni.gestisci': definisci({
    titolo: 'Anni scout e ciclo annuale',
    descrizione: 'Solo livello super (azioni amministrative).',
    target: 'sezione',
    regola: sup,
  }),
  'identita.leggi': definisci({
    titolo: 'Vedere i dati della sezione',
    descrizione:
      'Denominazione, sede, codice fiscale, partita IVA, iscrizione RUNTS e dichiarazione di detraibilità che ricevute ed estratti conto stampano (decisione 1301): i ruoli admin, come le impostazioni.',
    target: 'sezione',
    regola: admin,
  }),
  'identita.modifica': definisci({
    titolo: 'Modificare i dati della sezione',
    descrizione: 'Solo livello super: RCSEZ, il revisore, li legge ma non li modifica (decisione 1301).',
    target: 'sezione',
    regola: sup,
  }),
  'controlli.leggi': definisci({
    titolo: 'Vedere i controlli di qualità dei dati',
    descrizione: 'Ruoli admin: tutti i rilievi della sezione (spec 3 §2).',
    target: 'sezione',
    regola: admin,
  }),
  'controlli.leggiUnita': definisci({
    titolo: 'Vedere i rilievi delle proprie unità',
    descrizione:
      'Gli admin tutti; chi ha una nomina adulta in un gruppo i rilievi che le proprie unità possono correggere (CG e VCG quelli del gruppo), e delle persone coinvolte solo quelle che vede (decisione 0920).',
    target: 'sezione',
    regola: (v) => admin(v) || portata(v).unita.length > 0,
  }),
  'controlli.leggiPersona': definisci({
    titolo: 'Vedere i rilievi aperti su una persona, nella sua scheda',
    descrizione:
      'Come i rilievi delle proprie unità, ristretti a una persona: gli admin che la vedono (i super) tutti; chi guida la persona per le sue nomine (capo unità, CG e VCG del gruppo) quelli che le proprie unità possono correggere; non un genitore, né un capo che la raggiunge solo attraverso un figlio (decisione 1402).',
    target: 'persona',
    regola: (v, t) => (admin(v) && livello('lead')(v, t)) || capoDi(v, t),
  }),
  'controlli.gestisci': definisci({
    titolo: 'Ricalcolare i controlli e ignorarne i rilievi',
    descrizione: 'Solo livello super: RCSEZ li legge ma non li ricalcola né li ignora.',
    target: 'sezione',
    regola: sup,
  }),
  'persone.unisci': definisci({
    titolo: 'Unire due schede doppie della stessa persona',
    descrizione:
      "Solo livello super: sposta su una scheda tutto ciò che riguarda l'altra e la elimina (decisione 0930); RCSEZ non modifica.",
    target: 'sezione',
    regola: sup,
  }),
});

/** Spec 2 §6 / spec 3 §6 / DESIGN.md §6: every permission-checked action. */
export type Azione = keyof typeof PERMESSI;

export const AZIONI = Object.freeze(Object.keys(PERMESSI) as Azione[]);

type TargetDiAzione<A extends Azione> = (typeof PERMESSI)[A] extends Permesso<infer T> ? TargetDi<T> : never;

/** The actions on the whole section: they take no target (what route handles and menus name). */
export type AzioneDiSezione = {
  [A in Azione]: TargetDiAzione<A> extends SezioneTarget ? A : never;
}[Azione];

/** The actions on one resource, each with the kind of target its rule reads. */
export type AzioneSu = Exclude<Azione, AzioneDiSezione>;

/** The target an action reads: the compiler refuses a missing target or one of the wrong kind. */
export type TargetPer<A extends AzioneSu> = TargetDiAzione<A>;

/** The kind of target an action reads. */
export function targetDi(azione: Azione): TipoTarget {
  return PERMESSI[azione].target;
}

const SEZIONE: SezioneTarget = Object.freeze({ tipo: 'sezione' });

/**
 * DESIGN.md §6: may the viewer perform the action on the target? Section-wide actions need no
 * target; any other action refuses a missing target or one of the wrong kind.
 */
export function can(viewer: Viewer, azione: Azione, target?: Target): boolean {
  const permesso = PERMESSI[azione] as Permesso;
  const t = target ?? (permesso.target === 'sezione' ? SEZIONE : undefined);
  if (!t || t.tipo !== permesso.target) return false;
  return permesso.regola(viewer, t as never);
}

/**
 * Whether the viewer may know that the target exists (DESIGN.md §6): a refused action on something
 * the viewer cannot see must look like a missing one (NOT_FOUND), one on something visible is
 * FORBIDDEN. Years and the section's structure are visible to every signed-in user.
 */
export function visibile(viewer: Viewer, target: Target): boolean {
  switch (target.tipo) {
    case 'persona':
      return can(viewer, 'persona.leggi', target);
    case 'iscrizione':
      return can(viewer, 'persona.leggi', { tipo: 'persona', ...target.persona });
    case 'parte':
      return can(viewer, 'parte.leggi', target);
    case 'transazione':
      return can(viewer, 'transazione.leggi', target);
    case 'unita':
      return can(viewer, 'unita.scegli', target);
    case 'parentela':
      return can(viewer, 'persona.leggi', { tipo: 'persona', ...target.figlio });
    default:
      return viewer.signedIn;
  }
}

/** The section-wide actions the viewer may perform: what the web's route handles and menus read. */
export function azioniDiSezione(viewer: Viewer): AzioneDiSezione[] {
  return AZIONI.filter((a): a is AzioneDiSezione => PERMESSI[a].target === 'sezione' && can(viewer, a));
}

/** The actions on one target the viewer may perform (the `viewerCan` list of a GraphQL type). */
export function azioniSu(viewer: Viewer, target: Target): Azione[] {
  return AZIONI.filter((a) => PERMESSI[a].target === target.tipo && can(viewer, a, target));
}

/**
 * Spec 2 §4: the states the viewer may move an enrolment to: none without 'iscrizione.modifica',
 * every state for super, otherwise nessuna, prevista and inprova (the domain's statiSceglibili).
 */
export function statiConsentiti(viewer: Viewer, t: IscrizioneTarget): StatoIscrizione[] {
  if (!can(viewer, 'iscrizione.modifica', t)) return [];
  return statiSceglibili(livelloAccesso(viewer, t.persona), t.stato_iscrizione, t.anno_attivo);
}

/**
 * Decision 1001: besides 'nomina.gestisci' on the enrolment, which appointment a viewer may create,
 * move or delete. Super: any. A CG/VCG: only appointments in a group they head, and never a super
 * role (so a group head cannot make anyone, themselves included, an administrator of the section).
 */
export function puoGestireNomina(viewer: Viewer, n: { id_ruolo: string; id_gruppo: number | null }): boolean {
  if (sup(viewer)) return true;
  if (n.id_gruppo == null || isRuoloSuper(n.id_ruolo)) return false;
  return portata(viewer).unita.some((u) => u.branca === null && u.id_gruppo === n.id_gruppo);
}

/** The choices of the appointment form on an enrolment; `gruppi` null = every group. */
export interface NomineAssegnabili {
  ruoli: string[];
  gruppi: number[] | null;
}

/**
 * Decision 1001: what the appointment form may offer on this enrolment, so that it offers only what
 * 'nomina.gestisci' and puoGestireNomina accept: nothing without the action; super every role in any
 * group; a CG/VCG the roles that take a group (any other is stored without one) and are not super,
 * in the groups they head.
 */
export function nomineAssegnabili(viewer: Viewer, t: IscrizioneTarget): NomineAssegnabili {
  if (!can(viewer, 'nomina.gestisci', t)) return { ruoli: [], gruppi: [] };
  if (sup(viewer)) return { ruoli: RUOLI.map((r) => r.id_ruolo), gruppi: null };
  const gruppi = portata(viewer)
    .unita.filter((u) => u.branca === null)
    .map((u) => u.id_gruppo);
  const ruoli = RUOLI.map((r) => r.id_ruolo).filter(
    (id_ruolo) =>
      richiedeGruppo(id_ruolo) &&
      gruppi.some((id_gruppo) => puoGestireNomina(viewer, { id_ruolo, id_gruppo })),
  );
  return { ruoli, gruppi };
}
