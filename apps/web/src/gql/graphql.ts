/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * Spec 2 §9: importo is what the solidarity fund covers, in cents (the whole fee when absent); free
 * training ignores it. Catalogue 'iscrizione.agevolazione'.
 */
export type AgevolazioneInput = {
  id_iscrizione: number;
  importo?: number | null | undefined;
  tipo: TipoAgevolazione;
};

export type AssegnaUscitaInput = {
  id_movimento: number;
  /** Who was paid; omitted: an other subject named after the line's counterparty. */
  id_parte_a?: number | null | undefined;
  /** An expense item (code U…). */
  id_voce: number;
};

/** Unit branch: L branco, E reparto, R compagnia. */
export type Branca =
  | 'E'
  | 'L'
  | 'R';

export type CausaleTipo =
  | 'altro'
  | 'donazione'
  | 'iscrizione';

/**
 * A link of a due to an existing payment. id_transazione negative = new (then
 * id_transazione_finanziaria is required); an existing link changes its importo or is removed with elimina.
 */
export type CollegamentoDovutoInput = {
  elimina?: boolean | null | undefined;
  id_transazione: number;
  id_transazione_finanziaria?: number | null | undefined;
  importo?: number | null | undefined;
};

/**
 * A link of a payment to a due. id_transazione negative = new: it names an existing due
 * (id_transazione_economica) or carries a new one (transazione_economica). An existing link changes its
 * importo or is removed with elimina.
 */
export type CollegamentoPagamentoInput = {
  elimina?: boolean | null | undefined;
  id_transazione: number;
  id_transazione_economica?: number | null | undefined;
  importo?: number | null | undefined;
  transazione_economica?: NuovaTransazioneEconomicaInput | null | undefined;
};

/** The treasurer's choice for an incoming line: the transfer to complete, or the split over dues. */
export type ConfermaMovimentoInput = {
  conferma_eccedenza?: boolean | null | undefined;
  id_movimento: number;
  id_parte_da?: number | null | undefined;
  id_transazione_finanziaria?: number | null | undefined;
  ripartizione: Array<QuotaMovimentoInput>;
};

/** A contact of a form: id_contatto for an existing one; chi only where a relationship selector exists. */
export type ContattoInput = {
  chi?: string | null | undefined;
  id_contatto?: number | null | undefined;
  notifica?: boolean | null | undefined;
  tipo: string;
  valore: string;
};

/** Decision 1151: quasi_in_mora from 14 days before limite_mora; in_mora on the day the late fee starts. */
export type FasePromemoria =
  | 'in_mora'
  | 'quasi_in_mora';

/**
 * Spec 2 §5 register filters, as the page's query parameters (decision 0901); absent or empty: no
 * filter. utenti: attivo|creato|nessuno; iscrizione: states, exact or suffix, comma-separated;
 * nazionale: corrisponde|errori|senza_tessera.
 */
export type FiltriRegistroInput = {
  data_nascita?: string | null | undefined;
  fullText?: string | null | undefined;
  iscrizione?: string | null | undefined;
  nazionale?: string | null | undefined;
  nome?: string | null | undefined;
  nomecognome?: string | null | undefined;
  ruolo?: string | null | undefined;
  utenti?: string | null | undefined;
};

/** Spec 2 §7: a parent's contacts, edited from the child's page. */
export type GenitoreInput = {
  /** The parent's whole list of contacts (replaces it). */
  contatti: Array<ContattoInput>;
};

/** Decision 1301: the whole identity, replaced at every save (the domain's identitaSezioneSchema). */
export type IdentitaSezioneInput = {
  cap: string;
  codice_fiscale: string;
  comune: string;
  denominazione: string;
  detraibilita?: string | null | undefined;
  indirizzo: string;
  partita_iva?: string | null | undefined;
  provincia: string;
  runts?: string | null | undefined;
};

/** bank, cash, satispay, stripe (card). */
export type MetodoPagamento =
  | 'bank'
  | 'cash'
  | 'satispay'
  | 'stripe';

/**
 * An attachment of a payment. id_allegato negative = new: the uploaded file's nome, dimensione (bytes)
 * and s3_key; an existing one is removed with elimina.
 */
export type ModificaAllegatoInput = {
  dimensione?: number | null | undefined;
  elimina?: boolean | null | undefined;
  id_allegato: number;
  nome?: string | null | undefined;
  s3_key?: string | null | undefined;
};

/**
 * Spec 3 §7 modificaBilancio: adds the line (only an item not yet in that budget, only in a current or
 * future year), changes its forecast, or deletes it with elimina. preventivo in cents.
 */
export type ModificaBilancioInput = {
  anno_scout: number;
  elimina?: boolean | null | undefined;
  id_parte: number;
  id_voce: number;
  preventivo?: number | null | undefined;
};

/**
 * Spec 2 §7 modificaIscrizione: without id_iscrizione it creates the enrolment of id_persona for
 * anno_scout ('Rendi socio/a': catalogue 'iscrizione.crea', personal data complete, state prevista);
 * with id_iscrizione it edits stato_iscrizione (catalogue 'iscrizione.modifica' and the states the
 * viewer may choose) and n_tessera (catalogue 'iscrizione.tessera').
 */
export type ModificaIscrizioneInput = {
  anno_scout?: number | null | undefined;
  id_iscrizione?: number | null | undefined;
  id_persona?: number | null | undefined;
  n_tessera?: string | null | undefined;
  stato_iscrizione?: StatoIscrizione | null | undefined;
};

/**
 * Spec 2 §7 modificaNomina: without id_nomina it adds an appointment to id_iscrizione; with id_nomina it
 * edits it, or deletes it when elimina is true. id_gruppo only for a direct or non-adult role.
 * Catalogue 'nomina.gestisci'.
 */
export type ModificaNominaInput = {
  elimina?: boolean | null | undefined;
  id_gruppo?: number | null | undefined;
  id_iscrizione?: number | null | undefined;
  id_nomina?: number | null | undefined;
  id_ruolo?: string | null | undefined;
};

/** Spec 3 §7 modificaParte: a new other subject (New subject). */
export type ModificaParteInput = {
  desc: string;
};

/**
 * Spec 2 §7 modificaPersona. A field left out keeps its value; an empty string or null clears it. The
 * merged values are checked with the person form's rules (spec 2 §5: every field required for a member
 * of the active year, nome and cognome for a person with a user; major changes allowed). Dates are
 * 'yyyy-mm-dd'.
 */
export type ModificaPersonaInput = {
  /** Sets data_conferma to now (catalogue 'persona.aggiornaDataConferma', super only). */
  aggiorna_data_conferma?: boolean | null | undefined;
  codice_fiscale?: string | null | undefined;
  cognome?: string | null | undefined;
  /** The person's whole list of contacts (replaces it; minimum counts 0); absent: unchanged. */
  contatti?: Array<ContattoInput> | null | undefined;
  data_nascita?: string | null | undefined;
  id_persona: number;
  luogo_nascita?: string | null | undefined;
  nome?: string | null | undefined;
  parentele?: Array<ParentelaInput> | null | undefined;
  residenza_cap?: string | null | undefined;
  residenza_comune?: string | null | undefined;
  residenza_indirizzo?: string | null | undefined;
  residenza_provincia?: string | null | undefined;
  sesso?: string | null | undefined;
};

/** Spec 2 §7 modificaSaldoAnnuale: the opening balances, in cents (absent = 0). */
export type ModificaSaldoAnnualeInput = {
  anno_scout: number;
  bank?: number | null | undefined;
  cash?: number | null | undefined;
  id_parte: number;
  satispay?: number | null | undefined;
  stripe?: number | null | undefined;
};

/**
 * Spec 3 §7 modificaTransazioneEconomica, three forms. id_iscrizione alone: create the enrolment fee
 * due (amount from the domain's fee rule, reason 'Quota' + year, name and surname; 'Transazione
 * economica già esistente' when it exists). id_transazione_economica with elimina: delete the due and
 * its links. Otherwise the whole due (no id or a negative one = new) with its links (decision 1110).
 */
export type ModificaTransazioneEconomicaInput = {
  /** The due's scout year; default the active one (new) or its own (existing). A new or changed year must be current or future ('tesoreria.aggiungi', decision 1116). */
  anno_scout?: number | null | undefined;
  causale_desc?: string | null | undefined;
  causale_dettagli?: string | null | undefined;
  causale_tipo?: CausaleTipo | null | undefined;
  /** Spec 3 §5 'È giusto, confermo': the payments may cover more than the due. */
  conferma_eccedenza?: boolean | null | undefined;
  elimina?: boolean | null | undefined;
  id_iscrizione?: number | null | undefined;
  id_parte_a?: number | null | undefined;
  id_parte_da?: number | null | undefined;
  id_transazione_economica?: number | null | undefined;
  id_voce_a?: number | null | undefined;
  id_voce_da?: number | null | undefined;
  importo?: number | null | undefined;
  /** Links to existing payments: new ones (negative id_transazione) name the payment; existing ones change importo or are removed with elimina. */
  transazioni?: Array<CollegamentoDovutoInput> | null | undefined;
};

/**
 * Spec 3 §7 modificaTransazioneFinanziaria: id_transazione_finanziaria with elimina deletes the payment
 * and its links; otherwise the whole payment (no id or a negative one = new) with its links and
 * attachments. numero_ricevuta is accepted and ignored: the server numbers receipts. bonifico_id_allegato
 * may name a new attachment by its negative id.
 */
export type ModificaTransazioneFinanziariaInput = {
  allegati?: Array<ModificaAllegatoInput> | null | undefined;
  /** The payment's scout year; default the year of data_pagata (new) or its own (existing). A new or changed year must be current or future ('tesoreria.aggiungi', decision 1116). */
  anno_scout?: number | null | undefined;
  bonifico_id_allegato?: number | null | undefined;
  commissione_a?: number | null | undefined;
  commissione_da?: number | null | undefined;
  /** Spec 3 §5 'È giusto, confermo': a linked due may be covered beyond its amount. */
  conferma_eccedenza?: boolean | null | undefined;
  data_pagata?: string | null | undefined;
  elimina?: boolean | null | undefined;
  id_parte_a?: number | null | undefined;
  id_parte_da?: number | null | undefined;
  id_transazione_finanziaria?: number | null | undefined;
  importo?: number | null | undefined;
  numero_ricevuta?: number | null | undefined;
  stato?: StatoTransazioneFinanziaria | null | undefined;
  tipo_a?: MetodoPagamento | null | undefined;
  tipo_da?: MetodoPagamento | null | undefined;
  transazioni?: Array<CollegamentoPagamentoInput> | null | undefined;
};

/** Spec 3 §7 modificaVoce: without id_voce it creates; with id_voce it edits, or deletes with elimina. */
export type ModificaVoceInput = {
  codice?: string | null | undefined;
  descrizione?: string | null | undefined;
  elimina?: boolean | null | undefined;
  id_voce?: number | null | undefined;
  /** Decision 1140: the ETS statement line of the item's kind; null clears it, absent keeps it. */
  riga_ets?: string | null | undefined;
};

/** Decision 0902: a new person: every field of the person form, the province 2 letters (EE abroad). */
export type NuovaPersonaInput = {
  codice_fiscale?: string | null | undefined;
  cognome?: string | null | undefined;
  contatti?: Array<ContattoInput> | null | undefined;
  data_nascita?: string | null | undefined;
  luogo_nascita?: string | null | undefined;
  nome?: string | null | undefined;
  residenza_cap?: string | null | undefined;
  residenza_comune?: string | null | undefined;
  residenza_indirizzo?: string | null | undefined;
  residenza_provincia?: string | null | undefined;
  sesso?: string | null | undefined;
};

/** Spec 3 §3: the fields of a new due created from a payment's dialog ('Add cause'). */
export type NuovaTransazioneEconomicaInput = {
  /** Default the payment's scout year; a current or future one ('tesoreria.aggiungi', decision 1116). */
  anno_scout?: number | null | undefined;
  causale_desc?: string | null | undefined;
  causale_dettagli?: string | null | undefined;
  causale_tipo?: CausaleTipo | null | undefined;
  id_iscrizione?: number | null | undefined;
  id_parte_a: number;
  id_parte_da: number;
  id_voce_a?: number | null | undefined;
  id_voce_da?: number | null | undefined;
  importo: number;
};

/** Spec 2 §3 mass-registration item; also creaUtente's arguments. */
export type NuovoUtente = {
  cognome?: string | null | undefined;
  email: string;
  id_persona: number;
  /** the new parent's name (relations other than 'stessa persona'; optional) */
  nome?: string | null | undefined;
  /** 'stessa persona' (the person's own user) or a parent's relation (Mamma, Papà, free text) */
  relazione: string;
};

/** Spec 2 §7: one kinship where the edited person is the child. */
export type ParentelaInput = {
  /** Mamma, Papà or free text (3 to 40 letters, digits and spaces); absent: unchanged. */
  desc?: string | null | undefined;
  /** Absent: the parent's contacts are unchanged. */
  genitore?: GenitoreInput | null | undefined;
  id_parentela: number;
};

/** Spec 3 §7 preparazione_checkout: donation in cents (0 to 10,000 euros, decision 1210), method stripe, satispay or bank. */
export type PreparazioneCheckoutInput = {
  donazione?: number | null | undefined;
  metodo: MetodoPagamento;
  transazioni_economiche: Array<RigaCarrelloInput>;
};

export type QuotaMovimentoInput = {
  id_transazione_economica: number;
  importo: number;
};

/** Spec 1 §5.2: nome, cognome and sesso are read only when the person has no enrolment. */
export type RegistrazioneUtenteInput = {
  cognome?: string | null | undefined;
  contatti: Array<ContattoInput>;
  nome?: string | null | undefined;
  registration_token: string;
  /** M or F */
  sesso?: string | null | undefined;
};

/** Decision 1131: the rule a suggestion follows. */
export type RegolaAbbinamento =
  | 'importo'
  | 'nome'
  | 'nome_importo'
  | 'riferimento';

/** Spec 3 §7: one line of the cart. importo is what the page shows; the server charges what is still owed. */
export type RigaCarrelloInput = {
  id_transazione_economica: number;
  importo?: number | null | undefined;
};

/** Spec 1 §3: M or F. */
export type Sesso =
  | 'F'
  | 'M';

/** Spec 2 §4: derived user-account state of a member. */
export type StatoAccount =
  | 'attivo'
  | 'creato'
  | 'nessuno';

/** Spec 1 §4.5. */
export type StatoIscrizione =
  | 'completata'
  | 'incorso'
  | 'inprova'
  | 'nessuna'
  | 'prevista'
  | 'sezione';

/** Decision 1132: a line waits, was settled by a payment (or assigned to an item), or was set aside. */
export type StatoMovimentoBanca =
  | 'abbinata'
  | 'da_abbinare'
  | 'ignorata';

/** Spec 1 §4.6: how much of a due is covered, and whether the covering payments are completed. */
export type StatoTransazioneEconomica =
  | 'no'
  | 'parziale_completata'
  | 'parziale_incorso'
  | 'totale_completata'
  | 'totale_incorso';

export type StatoTransazioneFinanziaria =
  | 'completed'
  | 'initiated'
  | 'rejected'
  | 'started';

/** Spec 2 §6 and §9: solidarity fund (fee item 108) or free training enrolment (fee item 109). */
export type TipoAgevolazione =
  | 'fondo_solidarieta'
  | 'formazione_gratuita';

/** Spec 3 §7: the catalogue of checks. */
export type TipoControllo =
  | 'cfIncompatibile'
  | 'cfNonValido'
  | 'codiciFiscaliDoppi'
  | 'nomiCognomiDoppi'
  | 'personeInutili'
  | 'ruoloIncompatibile';

/** Spec 2 §3: insert, update or delete. */
export type TipoEvento =
  | 'delete'
  | 'insert'
  | 'update';

/** Decision 1024: where an open entry moves in its list. */
export type VersoSpostamento =
  | 'giu'
  | 'su';

export type GetPersonaSeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPersonaSeQuery = { getPersonaSe: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, id_parte: number | null, utenti: Array<{ id_utente: number, username: string | null, email: string | null }>, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean }>, iscrizione: { id_iscrizione: number, anno_scout: number, stato_iscrizione: StatoIscrizione, nomine: Array<{ id_nomina: number, id_ruolo: string, id_gruppo: number | null, ruolo: { id_ruolo: string, adulto: boolean, branca: Branca | null, diretto: boolean } }> } | null } | null };

export type ViewerCanQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCanQuery = { viewerCan: Array<string> };

export type IscrizioneCausaleFragment = { id_iscrizione: number, anno_scout: number, n_tessera: string | null, stato_iscrizione: StatoIscrizione, categoria_quota: { adulto: boolean }, persona: { id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null } | null, transazione_economica: { id_transazione_economica: number } | null };

export type CercaIscrizioniCausaleQueryVariables = Exact<{
  search_key: string;
  anno_scout: number;
}>;


export type CercaIscrizioniCausaleQuery = { cercaIscrizione: Array<{ id_iscrizione: number, anno_scout: number, n_tessera: string | null, stato_iscrizione: StatoIscrizione, categoria_quota: { adulto: boolean }, persona: { id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null } | null, transazione_economica: { id_transazione_economica: number } | null }> };

export type IscrizioneCausaleQueryVariables = Exact<{
  id: number;
}>;


export type IscrizioneCausaleQuery = { iscrizione: { id_iscrizione: number, anno_scout: number, n_tessera: string | null, stato_iscrizione: StatoIscrizione, categoria_quota: { adulto: boolean }, persona: { id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null } | null, transazione_economica: { id_transazione_economica: number } | null } | null };

export type CercaAltriSoggettiQueryVariables = Exact<{
  search_key: string;
}>;


export type CercaAltriSoggettiQuery = { cercaParte: Array<{ id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null }> };

export type ModificaParteMutationVariables = Exact<{
  modifica_parte: ModificaParteInput;
}>;


export type ModificaParteMutation = { modificaParte: number };

export type CercaCausaliDaCollegareQueryVariables = Exact<{
  search_key: string;
}>;


export type CercaCausaliDaCollegareQuery = { cercaTransazioneEconomica: Array<{ id_transazione_economica: number, id_parte_da: number, id_parte_a: number, importo: number, causale_desc: string, causale_dettagli: string | null, causale_tipo: CausaleTipo, id_voce_da: number | null, id_voce_a: number | null, data_creata: string, data_pagata: string | null, stato: StatoTransazioneEconomica, id_iscrizione: number | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, transazioni: Array<{ id_transazione: number, id_transazione_finanziaria: number, importo: number }> }> };

export type CercaPagamentiDaCollegareQueryVariables = Exact<{
  search_key: string;
}>;


export type CercaPagamentiDaCollegareQuery = { cercaTransazioneFinanziaria: Array<{ id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, transazioni: Array<{ id_transazione: number, id_transazione_economica: number, importo: number }>, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null }> };

export type ElencaBilanciQueryVariables = Exact<{
  anno_scout: number;
  id_parte: number;
}>;


export type ElencaBilanciQuery = { elencaBilanci: Array<{ id_parte: number, anno_scout: number, id_voce: number, preventivo: number, consuntivo: number, voce: { id_voce: number, codice: string, descrizione: string } }> };

export type ElencaVociQueryVariables = Exact<{ [key: string]: never; }>;


export type ElencaVociQuery = { elencaVoci: Array<{ id_voce: number, codice: string, descrizione: string, tipo: string, in_uso: boolean, riga_ets: string | null }> };

export type ParteCassaFragment = { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null };

export type PagamentoCassaFragment = { id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null };

export type CausaleCassaFragment = { id_transazione_economica: number, id_parte_da: number, id_parte_a: number, importo: number, causale_desc: string, causale_dettagli: string | null, causale_tipo: CausaleTipo, id_voce_da: number | null, id_voce_a: number | null, data_creata: string, data_pagata: string | null, stato: StatoTransazioneEconomica, id_iscrizione: number | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, transazioni: Array<{ id_transazione: number, id_transazione_finanziaria: number, importo: number }> };

export type GetTeParteQueryVariables = Exact<{
  id_parte: number;
  anno_scout?: number | null | undefined;
}>;


export type GetTeParteQuery = { getTeParte: Array<{ id_transazione_economica: number, id_parte_da: number, id_parte_a: number, importo: number, causale_desc: string, causale_dettagli: string | null, causale_tipo: CausaleTipo, id_voce_da: number | null, id_voce_a: number | null, data_creata: string, data_pagata: string | null, stato: StatoTransazioneEconomica, id_iscrizione: number | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, transazioni: Array<{ id_transazione: number, id_transazione_finanziaria: number, importo: number }> }> };

export type GetTfParteTipoQueryVariables = Exact<{
  id_parte: number;
  tipo: MetodoPagamento;
  anno_scout?: number | null | undefined;
}>;


export type GetTfParteTipoQuery = { getTfParteTipo: Array<{ id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null }> };

export type GetTfParteQueryVariables = Exact<{
  id_parte: number;
  anno_scout?: number | null | undefined;
}>;


export type GetTfParteQuery = { getTfParte: Array<{ id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null }> };

export type GetTrasferimentiParteQueryVariables = Exact<{
  id_parte: number;
  anno_scout?: number | null | undefined;
}>;


export type GetTrasferimentiParteQuery = { getTrasferimentiParte: Array<{ id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null }> };

export type ModificaBilancioMutationVariables = Exact<{
  modifica_bilancio: ModificaBilancioInput;
}>;


export type ModificaBilancioMutation = { modificaBilancio: { id_voce: number } | null };

export type ModificaTransazioneEconomicaMutationVariables = Exact<{
  modifica_transazione_economica: ModificaTransazioneEconomicaInput;
}>;


export type ModificaTransazioneEconomicaMutation = { modificaTransazioneEconomica: number };

export type ModificaTransazioneFinanziariaMutationVariables = Exact<{
  modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput;
}>;


export type ModificaTransazioneFinanziariaMutation = { modificaTransazioneFinanziaria: number };

export type CreateTransazioneFinanziariaAllegatoPostUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateTransazioneFinanziariaAllegatoPostUrlMutation = { createTransazioneFinanziariaAllegatoPostUrl: string };

export type ModificaVoceMutationVariables = Exact<{
  modifica_voce: ModificaVoceInput;
}>;


export type ModificaVoceMutation = { modificaVoce: { id_voce: number } | null };

export type MovimentiBancaQueryVariables = Exact<{
  stato: StatoMovimentoBanca;
}>;


export type MovimentiBancaQuery = { movimentiBanca: Array<{ id_movimento: number, data: string, importo: number, verso: string, causale: string, controparte: string | null, riferimento: string | null, stato: StatoMovimentoBanca, id_transazione_finanziaria: number | null, id_voce: number | null, suggerimenti: Array<{ regola: RegolaAbbinamento, punteggio: number, spiegazione: string, id_transazione_finanziaria: number | null, id_parte_da: number | null, pagante: string | null, ripartizione: Array<{ id_transazione_economica: number, importo: number, causale_desc: string }> }>, possibile_doppio_pagamento: Array<{ id_transazione_economica: number, importo: number, causale_desc: string }>, quote_pagate: Array<{ id_transazione_economica: number, importo: number, causale_desc: string }> }> };

export type CercaDovutiPerMovimentoQueryVariables = Exact<{
  search_key: string;
}>;


export type CercaDovutiPerMovimentoQuery = { cercaTransazioneEconomica: Array<{ id_transazione_economica: number, id_parte_da: number, importo: number, causale_desc: string, stato: StatoTransazioneEconomica, transazioni: Array<{ id_transazione: number, importo: number, stato_pagamento: string, id_transazione_finanziaria: number, transazione_finanziaria: { tipo_da: MetodoPagamento, importo: number, transazioni: Array<{ importo: number }> } | null }> }> };

export type RiepilogoMovimentiBancaQueryVariables = Exact<{ [key: string]: never; }>;


export type RiepilogoMovimentiBancaQuery = { riepilogoMovimentiBanca: { da_abbinare: number, abbinata: number, ignorata: number } };

export type MappatureCsvBancaQueryVariables = Exact<{ [key: string]: never; }>;


export type MappatureCsvBancaQuery = { mappatureCsvBanca: Array<{ banca: string, mappatura: string }> };

export type ConfermaMovimentiBancaMutationVariables = Exact<{
  conferme: Array<ConfermaMovimentoInput> | ConfermaMovimentoInput;
}>;


export type ConfermaMovimentiBancaMutation = { confermaMovimentiBanca: Array<{ id_movimento: number, id_transazione_finanziaria: number | null, tipo_errore: string | null, errore: string | null, richiede_conferma: boolean }> };

export type IgnoraMovimentoBancaMutationVariables = Exact<{
  id_movimento: number;
  ignora: boolean;
}>;


export type IgnoraMovimentoBancaMutation = { ignoraMovimentoBanca: { id_movimento: number, stato: StatoMovimentoBanca } };

export type AssegnaUscitaBancaMutationVariables = Exact<{
  assegna: AssegnaUscitaInput;
}>;


export type AssegnaUscitaBancaMutation = { assegnaUscitaBanca: number };

export type AnteprimaPromemoriaQueryVariables = Exact<{ [key: string]: never; }>;


export type AnteprimaPromemoriaQuery = { anteprimaPromemoria: { anno_scout: number, oggi: string, fase: FasePromemoria | null, mora_dal: string, gia_inviati: number, mail: Array<{ fase: FasePromemoria, destinatari: Array<string>, voci: Array<{ id_transazione_economica: number, nome: string, cognome: string, causale: string, importo: number, coperto: number, mora: number, mora_inclusa: boolean, da_pagare_con_mora: number }> }>, senza_indirizzo: Array<{ id_transazione_economica: number, nome: string, cognome: string, causale: string, importo: number, coperto: number }> } };

export type StoricoPromemoriaQueryVariables = Exact<{
  anno_scout: number;
}>;


export type StoricoPromemoriaQuery = { storicoPromemoria: Array<{ id_promemoria: number, nome: string | null, cognome: string | null, causale: string, fase: FasePromemoria, destinatari: string, stato: string, creato: string, inviato: string | null }> };

export type InviaPromemoriaMutationVariables = Exact<{ [key: string]: never; }>;


export type InviaPromemoriaMutation = { inviaPromemoria: { mail_inviate: number, mail_fallite: number, dovuti: number } };

export type RendicontoEtsQueryVariables = Exact<{
  anno_scout: number;
}>;


export type RendicontoEtsQuery = { rendicontoEts: { anno_scout: number, sezioni: Array<{ sezione: string, uscite: { titolo: string, righe: Array<{ codice: string, numero: number, titolo: string, anno: number, precedente: number }>, totale: { anno: number, precedente: number } }, entrate: { titolo: string, righe: Array<{ codice: string, numero: number, titolo: string, anno: number, precedente: number }>, totale: { anno: number, precedente: number } }, risultato: { anno: number, precedente: number } }>, non_classificate: Array<{ id_voce: number, codice: string, descrizione: string, tipo: string, anno: number, precedente: number }>, totale_uscite: { anno: number, precedente: number }, totale_entrate: { anno: number, precedente: number }, risultato: { anno: number, precedente: number } } };

export type SaldoAnnualeQueryVariables = Exact<{
  id_parte: number;
  anno_scout: number;
}>;


export type SaldoAnnualeQuery = { saldoAnnuale: { id_parte: number, anno_scout: number, metodi: Array<{ tipo: MetodoPagamento, iniziale: number, entrate: number, uscite: number, finale: number }> } };

export type TransazioneEconomicaQueryVariables = Exact<{
  id: number;
}>;


export type TransazioneEconomicaQuery = { transazioneEconomica: { id_transazione_economica: number, id_parte_da: number, id_parte_a: number, importo: number, causale_desc: string, causale_dettagli: string | null, causale_tipo: CausaleTipo, id_voce_da: number | null, id_voce_a: number | null, data_creata: string, data_pagata: string | null, stato: StatoTransazioneEconomica, id_iscrizione: number | null, anno_scout: number, transazioni: Array<{ id_transazione: number, importo: number, id_transazione_finanziaria: number, transazione_finanziaria: { id_transazione_finanziaria: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, data_pagata: string | null } | null }>, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null } | null };

export type TransazioneFinanziariaQueryVariables = Exact<{
  id: number;
}>;


export type TransazioneFinanziariaQuery = { transazioneFinanziaria: { stripe_payment_id: string | null, satispay_payment_id: string | null, bonifico_id_allegato: number | null, ricevuta_id_allegato: number | null, id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, commissione_da: number, commissione_a: number, numero_ricevuta: number | null, data_creata: string, data_pagata: string | null, anno_scout: number, allegati: Array<{ id_allegato: number, nome: string, dimensione: number, s3_key: string }>, transazioni: Array<{ id_transazione: number, importo: number, transazione_economica: { id_transazione_economica: number, causale_desc: string, importo: number, stato: StatoTransazioneEconomica } | null }>, parte_da: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, id_persona: number | null, id_unita: number | null, id_gruppo: number | null, nome_persona: string | null } | null } | null };

export type ReinviaRicevutaMutationVariables = Exact<{
  id_transazione_finanziaria: number;
}>;


export type ReinviaRicevutaMutation = { reinviaRicevuta: { destinatari: Array<string> } };

export type CoordinateBonificoQueryVariables = Exact<{
  id_transazione_finanziaria: number;
}>;


export type CoordinateBonificoQuery = { coordinateBonifico: { iban: string, beneficiario: string, importo: number, causale: string } };

export type GetPersoneSeCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPersoneSeCheckoutQuery = { getPersoneSe: Array<{ id_persona: number, nome: string | null, cognome: string | null, codice_fiscale: string | null, residenza_indirizzo: string | null, residenza_comune: string | null, residenza_provincia: string | null, consenso_privacy: { id_consenso_privacy: number, consenso_i: boolean | null, consenso_l: boolean | null, consenso_s: boolean | null, consenso_t: boolean | null } | null, iscrizione: { id_iscrizione: number, stato_iscrizione: StatoIscrizione } | null, transazioni_economiche_todo: Array<{ id_transazione_economica: number, importo: number, stato: StatoTransazioneEconomica, causale_desc: string, causale_tipo: CausaleTipo, anno_scout: number, id_iscrizione: number | null, transazioni: Array<{ id_transazione: number, importo: number, stato_pagamento: string }> }> }> };

export type PagamentoCheckoutQueryVariables = Exact<{
  id_transazione_finanziaria: number;
}>;


export type PagamentoCheckoutQuery = { transazioneFinanziaria: { id_transazione_finanziaria: number, stato: StatoTransazioneFinanziaria, ricevuta_id_allegato: number | null } | null };

export type PreparaCheckoutMutationVariables = Exact<{
  preparazione_checkout: PreparazioneCheckoutInput;
}>;


export type PreparaCheckoutMutation = { preparaCheckout: { id_transazione_finanziaria: number, metodo: MetodoPagamento, stripe_payment_id: string | null, satispay_payment_id: string | null, bonifico_upload_url: string | null, redirect_url: string | null, commissione: number, importo: number } };

export type VerificaCheckoutMutationVariables = Exact<{
  id_transazione_finanziaria: number;
  bonifico_upload_key?: string | null | undefined;
}>;


export type VerificaCheckoutMutation = { verificaCheckout: boolean };

export type ElencaControlliPaginaQueryVariables = Exact<{
  tipo: TipoControllo;
  ignorati: boolean;
  pagina: number;
  per_pagina: number;
}>;


export type ElencaControlliPaginaQuery = { elencaControlliPagina: { totale: number, righe: Array<{ id_controllo: number, tipo: TipoControllo, dettagli: string, ignora: boolean, id_persona: number | null, altre_persone: number, persone: Array<{ id_persona: number, nome: string | null, cognome: string | null }>, unita: Array<{ id_gruppo: number, branca: string | null, descrizione: string }> }> } };

export type AnteprimaFusioneQueryVariables = Exact<{
  id_tieni: number;
  id_elimina: number;
}>;


export type AnteprimaFusioneQuery = { anteprimaFusione: { campi_completati: Array<string>, rifiuto: string | null, tieni: { id_persona: number }, elimina: { id_persona: number }, conteggi: { contatti: number, contatti_doppi: number, parentele: number, parentele_doppie: number, iscrizioni: number, nomine: number, liste_attesa: number, liste_attesa_doppie: number, utenti: number, consensi_privacy: number, dovuti: number, pagamenti: number, collegamenti: number, allegati: number, conti: number, rilievi: number } } };

export type UnisciPersoneMutationVariables = Exact<{
  id_tieni: number;
  id_elimina: number;
}>;


export type UnisciPersoneMutation = { unisciPersone: { eseguita: boolean } };

export type IgnoraControlloMutationVariables = Exact<{
  id_controllo: number;
  ignora: boolean;
}>;


export type IgnoraControlloMutation = { ignoraControllo: { id_controllo: number, ignora: boolean } };

export type StatisticheControlliQueryVariables = Exact<{ [key: string]: never; }>;


export type StatisticheControlliQuery = { statisticheControlli: Array<{ tipo: TipoControllo, nome: string, totale: number, ignorati: number }>, ultimoRicalcoloControlli: { eseguito: string, nome_autore: string | null } | null };

export type CompilaPrivacyFamigliaMutationVariables = Exact<{
  id_persona: number;
  consenso_i?: boolean | null | undefined;
  consenso_l?: boolean | null | undefined;
  consenso_s?: boolean | null | undefined;
  consenso_t?: boolean | null | undefined;
  versione_testo?: string | null | undefined;
}>;


export type CompilaPrivacyFamigliaMutation = { compilaPrivacy: { id_consenso_privacy: number } };

export type GetPersoneSeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPersoneSeQuery = { getPersoneSe: Array<{ id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null, sesso: Sesso | null, data_nascita: string | null, data_conferma: string | null, consenso_privacy: { id_consenso_privacy: number, consenso_i: boolean | null, consenso_l: boolean | null, consenso_s: boolean | null, consenso_t: boolean | null } | null, iscrizione: { id_iscrizione: number, anno_scout: number, stato_iscrizione: StatoIscrizione, categoria_quota: { adulto: boolean, nuovo: boolean }, transazione_economica: { id_transazione_economica: number, importo: number, stato: StatoTransazioneEconomica } | null, nomine: Array<{ id_nomina: number, id_ruolo: string, id_gruppo: number | null }> } | null }>, getAsAttivo: { anno_scout: number, attivo: boolean, inizio_fiscale: string, limite_iscrizioni: string, limite_mora: string, mora_nuovi: number, mora_rinnovi: number, quota_giovani_nuovi: number, quota_giovani_rinnovi: number, quota_adulti_nuovi: number, quota_adulti_rinnovi: number } | null };

export type GetTeFamigliaQueryVariables = Exact<{
  id_parte: number;
}>;


export type GetTeFamigliaQuery = { getTeParte: Array<{ id_transazione_economica: number, anno_scout: number, importo: number, stato: StatoTransazioneEconomica, causale_desc: string, causale_tipo: CausaleTipo, data_creata: string }> };

export type GetTfPersonaQueryVariables = Exact<{
  id_persona: number;
}>;


export type GetTfPersonaQuery = { getTfPersona: Array<{ id_transazione_finanziaria: number, importo: number, commissione_da: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, data_creata: string, data_pagata: string | null, numero_ricevuta: number | null, ricevuta_id_allegato: number | null, transazioni: Array<{ id_transazione: number, importo: number, transazione_economica: { id_transazione_economica: number, causale_desc: string } | null }> }> };

export type ModificaPersonaFamigliaMutationVariables = Exact<{
  modifica_persona: ModificaPersonaInput;
}>;


export type ModificaPersonaFamigliaMutation = { modificaPersona: number | null };

export type PersonaFamigliaQueryVariables = Exact<{
  id_persona: number;
}>;


export type PersonaFamigliaQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, data_nascita: string | null, codice_fiscale: string | null, luogo_nascita: string | null, residenza_indirizzo: string | null, residenza_comune: string | null, residenza_provincia: string | null, residenza_cap: string | null, data_conferma: string | null, consenso_privacy: { id_consenso_privacy: number, consenso_i: boolean | null, consenso_l: boolean | null, consenso_s: boolean | null, consenso_t: boolean | null, data_espressione: string } | null, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean, chi: string | null }>, parentele: Array<{ id_parentela: number, id_persona_figlio: number, desc: string, genitore: { id_persona: number, nome: string | null, cognome: string | null, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean, chi: string | null }> } | null }> } | null };

export type PreparaQuotaMutationVariables = Exact<{
  id_iscrizione: number;
}>;


export type PreparaQuotaMutation = { modificaTransazioneEconomica: number };

export type AggiungiVoceListaAttesaMutationVariables = Exact<{
  id_unita: number;
  id_persona: number;
  note?: string | null | undefined;
}>;


export type AggiungiVoceListaAttesaMutation = { aggiungiVoceListaAttesa: { id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> } };

export type AnniScoutImpostazioniQueryVariables = Exact<{ [key: string]: never; }>;


export type AnniScoutImpostazioniQuery = { getAnniScout: Array<{ anno_scout: number, attivo: boolean, presenteOFuturo: boolean, inizio_fiscale: string, limite_iscrizioni: string, limite_mora: string, mora_nuovi: number, mora_rinnovi: number, quota_giovani_nuovi: number, quota_giovani_rinnovi: number, quota_adulti_nuovi: number, quota_adulti_rinnovi: number }> };

export type IdentitaSezioneQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentitaSezioneQuery = { identitaSezione: { denominazione: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, codice_fiscale: string | null, partita_iva: string | null, runts: string | null, detraibilita: string | null, completa: boolean } };

export type ListaAttesaUnitaFieldsFragment = { id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> };

export type ListeAttesaQueryVariables = Exact<{ [key: string]: never; }>;


export type ListeAttesaQuery = { getAsAttivo: { anno_scout: number } | null, listeAttesa: Array<{ id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> }> };

export type ModificaIdentitaSezioneMutationVariables = Exact<{
  identita: IdentitaSezioneInput;
}>;


export type ModificaIdentitaSezioneMutation = { modificaIdentitaSezione: { denominazione: string | null, indirizzo: string | null, cap: string | null, comune: string | null, provincia: string | null, codice_fiscale: string | null, partita_iva: string | null, runts: string | null, detraibilita: string | null, completa: boolean } };

export type ModificaPostiUnitaMutationVariables = Exact<{
  id_unita: number;
  posti?: number | null | undefined;
}>;


export type ModificaPostiUnitaMutation = { modificaPostiUnita: { id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> } };

export type RimuoviVoceListaAttesaMutationVariables = Exact<{
  id_lista_attesa: number;
}>;


export type RimuoviVoceListaAttesaMutation = { rimuoviVoceListaAttesa: { id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> } };

export type SaldoInizialeAnnoQueryVariables = Exact<{
  id_parte: number;
  anno_scout: number;
}>;


export type SaldoInizialeAnnoQuery = { saldoAnnuale: { id_parte: number, anno_scout: number, bank: number, cash: number, satispay: number, stripe: number } };

export type ModificaSaldoAnnualeImpostazioniMutationVariables = Exact<{
  modifica: ModificaSaldoAnnualeInput;
}>;


export type ModificaSaldoAnnualeImpostazioniMutation = { modificaSaldoAnnuale: { id_parte: number, anno_scout: number, bank: number, cash: number, satispay: number, stripe: number } };

export type SpostaVoceListaAttesaMutationVariables = Exact<{
  id_lista_attesa: number;
  verso: VersoSpostamento;
}>;


export type SpostaVoceListaAttesaMutation = { spostaVoceListaAttesa: { id_unita: number, branca: Branca, descrizione: string, posti: number | null, occupati: number, voci: Array<{ id_lista_attesa: number, id_persona: number, nome: string | null, cognome: string | null, posizione: number, note: string | null, data_richiesta: string, aperta: boolean }> } };

export type IniziFiscaliQueryVariables = Exact<{ [key: string]: never; }>;


export type IniziFiscaliQuery = { getAnniScout: Array<{ anno_scout: number, inizio_fiscale: string }> };

export type StatoIscrizioniQueryVariables = Exact<{
  anno_scout: number;
  id_gruppo?: number | null | undefined;
  id_unita?: number | null | undefined;
}>;


export type StatoIscrizioniQuery = { statoIscrizioni: { completo: boolean, iscrizioni: Array<{ chiave: string, n: number }>, utenti: Array<{ chiave: string, n: number }> } };

export type ElencaEventiQueryVariables = Exact<{
  id_gruppo?: number | null | undefined;
  id_unita?: number | null | undefined;
}>;


export type ElencaEventiQuery = { elencaEventi: Array<{ id_evento: number, rev_date: string, rev_author: string | null, rev_type: TipoEvento, table: string, id_persona: number | null, details: string, anno_scout: number | null, persona: { id_persona: number, nome: string | null, cognome: string | null } | null }> };

export type AnnoScoutFieldsFragment = { anno_scout: number, attivo: boolean };

export type CercaUnitaQueryVariables = Exact<{
  branca: string;
  id_gruppo: number;
}>;


export type CercaUnitaQuery = { cercaUnita: { id_unita: number, id_parte: number | null } | null };

export type ElencaGruppiQueryVariables = Exact<{ [key: string]: never; }>;


export type ElencaGruppiQuery = { elencaGruppi: Array<{ id_gruppo: number, numero: number, id_parte: number | null }> };

export type GetAnniScoutQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAnniScoutQuery = { getAnniScout: Array<{ anno_scout: number, attivo: boolean }> };

export type GetAsAttivoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAsAttivoQuery = { getAsAttivo: { anno_scout: number, attivo: boolean } | null };

export type GruppoQueryVariables = Exact<{
  id_gruppo: number;
}>;


export type GruppoQuery = { gruppo: { id_gruppo: number, numero: number, id_parte: number | null } | null };

export type PingDbQueryVariables = Exact<{ [key: string]: never; }>;


export type PingDbQuery = { pingDb: boolean };

export type AccountFamiglieQueryVariables = Exact<{
  id_persone: Array<number> | number;
}>;


export type AccountFamiglieQuery = { persone: Array<{ id_persona: number, utenti: Array<{ id_utente: number }>, parentele: Array<{ desc: string, id_persona_figlio: number, genitore: { utenti: Array<{ id_utente: number }> } | null }> }> };

export type PersonaAccountQueryVariables = Exact<{
  id_persona: number;
}>;


export type PersonaAccountQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, data_nascita: string | null, viewerCan: Array<string>, utenti: Array<{ id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, registration_token: string | null }>, parentele: Array<{ id_parentela: number, id_persona_genitore: number, id_persona_figlio: number, desc: string, figlio: { id_persona: number, nome: string | null, cognome: string | null } | null, genitore: { id_persona: number, nome: string | null, cognome: string | null, viewerCan: Array<string>, utenti: Array<{ id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, registration_token: string | null }>, parentele: Array<{ id_parentela: number, id_persona_genitore: number, id_persona_figlio: number }> } | null }> } | null };

export type CercaPersonaQueryVariables = Exact<{
  registration_token?: string | null | undefined;
  search_key?: string | null | undefined;
}>;


export type CercaPersonaQuery = { cercaPersona: Array<{ id_persona: number, nome: string | null, cognome: string | null, parentele: Array<{ id_parentela: number, id_persona_figlio: number, desc: string, figlio: { id_persona: number, nome: string | null, cognome: string | null } | null }>, utenti: Array<{ id_utente: number, email: string | null, username: string | null, data_registrazione: string | null, registration_token: string | null }> }> };

export type CercaCollegabiliQueryVariables = Exact<{
  search_key?: string | null | undefined;
  id_persona_figlio: number;
}>;


export type CercaCollegabiliQuery = { cercaPersona: Array<{ id_persona: number, collegabileA: boolean }> };

export type ControlliPersonaQueryVariables = Exact<{
  id_persona: number;
}>;


export type ControlliPersonaQuery = { controlliPersona: Array<{ id_controllo: number, tipo: TipoControllo, dettagli: string, altre_persone: number, persone: Array<{ id_persona: number, nome: string | null, cognome: string | null }> }> };

export type CreaPersonaMutationVariables = Exact<{
  nuova_persona: NuovaPersonaInput;
}>;


export type CreaPersonaMutation = { creaPersona: number | null };

export type CreaUtenteMutationVariables = Exact<{
  email: string;
  id_persona: number;
  relazione: string;
  nome?: string | null | undefined;
  cognome?: string | null | undefined;
}>;


export type CreaUtenteMutation = { creaUtente: { id_persona: number, id_utente: number | null, registration_token: string | null, errorType: string | null, errorMessage: string | null } };

export type CreaUtentiInMassaMutationVariables = Exact<{
  utenti: Array<NuovoUtente> | NuovoUtente;
}>;


export type CreaUtentiInMassaMutation = { creaUtentiInMassa: Array<{ id_persona: number, id_utente: number | null, registration_token: string | null, errorType: string | null, errorMessage: string | null }> };

export type InviaInvitoUtenteMutationVariables = Exact<{
  id_utente: number;
  email?: string | null | undefined;
  cc?: Array<string> | string | null | undefined;
}>;


export type InviaInvitoUtenteMutation = { inviaInvitoUtente: boolean };

export type IscrizionePersonaQueryVariables = Exact<{
  id_persona: number;
  anno_scout: number;
}>;


export type IscrizionePersonaQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, data_nascita: string | null, luogo_nascita: string | null, codice_fiscale: string | null, residenza_indirizzo: string | null, residenza_comune: string | null, residenza_provincia: string | null, residenza_cap: string | null, data_conferma: string | null, viewerCan: Array<string>, iscrizione: { id_iscrizione: number, anno_scout: number, stato_iscrizione: StatoIscrizione, n_tessera: string | null, errori_nazionale: string | null, viewerCan: Array<string>, statiConsentiti: Array<StatoIscrizione>, ruoliNominabili: Array<string>, gruppiNominabili: Array<number> | null, transazione_economica: { id_transazione_economica: number, stato: StatoTransazioneEconomica, importo: number } | null, nomine: Array<{ id_nomina: number, id_ruolo: string, id_gruppo: number | null, ruolo: { nome: string }, gruppo: { numero: number } | null }> } | null, consenso_privacy: { id_consenso_privacy: number, consenso_i: boolean | null, consenso_l: boolean | null, consenso_s: boolean | null, consenso_t: boolean | null, data_espressione: string, titolare_nome: string | null, cartaceo: boolean, inserito_da_nome: string | null } | null } | null, getAnniScout: Array<{ anno_scout: number, attivo: boolean, inizio_fiscale: string, viewerCan: Array<string> }> };

export type RuoliEGruppiQueryVariables = Exact<{ [key: string]: never; }>;


export type RuoliEGruppiQuery = { getRuoli: Array<{ id_ruolo: string, nome: string, adulto: boolean, diretto: boolean }>, elencaGruppi: Array<{ id_gruppo: number, numero: number }> };

export type StoricoPrivacyQueryVariables = Exact<{
  id_persona: number;
}>;


export type StoricoPrivacyQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, storico_privacy: Array<{ id_consenso_privacy: number, consenso_i: boolean | null, consenso_l: boolean | null, consenso_s: boolean | null, consenso_t: boolean | null, data_espressione: string, titolare_nome: string | null, titolare_email: string | null, testo_versione: string | null, cartaceo: boolean, inserito_da_nome: string | null }> } | null };

export type ModificaIscrizioneMutationVariables = Exact<{
  modifica_iscrizione: ModificaIscrizioneInput;
}>;


export type ModificaIscrizioneMutation = { modificaIscrizione: { id_iscrizione: number } };

export type ModificaNominaMutationVariables = Exact<{
  modifica_nomina: ModificaNominaInput;
}>;


export type ModificaNominaMutation = { modificaNomina: { id_iscrizione: number } };

export type ConcediAgevolazioneMutationVariables = Exact<{
  agevolazione: AgevolazioneInput;
}>;


export type ConcediAgevolazioneMutation = { concediAgevolazione: { id_iscrizione: number } };

export type ModificaUtenteAccountMutationVariables = Exact<{
  id_persona: number;
  id_utente: number;
  elimina?: boolean | null | undefined;
  reset_password?: boolean | null | undefined;
}>;


export type ModificaUtenteAccountMutation = { modificaUtente: number | null };

export type ModificaParentelaAccountMutationVariables = Exact<{
  id_parentela?: number | null | undefined;
  elimina?: boolean | null | undefined;
  id_persona_figlio?: number | null | undefined;
  id_persona_genitore?: number | null | undefined;
  desc?: string | null | undefined;
}>;


export type ModificaParentelaAccountMutation = { modificaParentela: number };

export type AzzeraSecondoFattoreAccountMutationVariables = Exact<{
  id_persona: number;
  id_utente: number;
}>;


export type AzzeraSecondoFattoreAccountMutation = { azzeraSecondoFattore: number | null };

export type ModificaPersonaMutationVariables = Exact<{
  modifica_persona: ModificaPersonaInput;
}>;


export type ModificaPersonaMutation = { modificaPersona: number | null };

export type PagamentiPersonaQueryVariables = Exact<{
  id_persona: number;
}>;


export type PagamentiPersonaQuery = { persona: { id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null } | null };

export type PartePersonaPagamentiFragment = { id_parte: number, desc: string | null, nome_persona: string | null };

export type MovimentiPersonaQueryVariables = Exact<{
  id_parte: number;
}>;


export type MovimentiPersonaQuery = { getTeParte: Array<{ id_transazione_economica: number, id_parte_da: number, id_parte_a: number, importo: number, causale_desc: string, stato: StatoTransazioneEconomica, data_creata: string, anno_scout: number, parte_da: { id_parte: number, desc: string | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, nome_persona: string | null } | null }>, getTfParte: Array<{ id_transazione_finanziaria: number, id_parte_da: number, id_parte_a: number, importo: number, stato: StatoTransazioneFinanziaria, tipo_da: MetodoPagamento, tipo_a: MetodoPagamento, data_creata: string, data_pagata: string | null, parte_da: { id_parte: number, desc: string | null, nome_persona: string | null } | null, parte_a: { id_parte: number, desc: string | null, nome_persona: string | null } | null }> };

export type PersonaAnagraficaQueryVariables = Exact<{
  id_persona: number;
}>;


export type PersonaAnagraficaQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, data_nascita: string | null, codice_fiscale: string | null, luogo_nascita: string | null, residenza_indirizzo: string | null, residenza_comune: string | null, residenza_provincia: string | null, residenza_cap: string | null, data_conferma: string | null, viewerCan: Array<string>, iscrizione: { id_iscrizione: number } | null, utenti: Array<{ id_utente: number }>, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean, chi: string | null }>, parentele: Array<{ id_parentela: number, id_persona_genitore: number, id_persona_figlio: number, desc: string, genitore: { id_persona: number, nome: string | null, cognome: string | null, viewerCan: Array<string>, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean, chi: string | null }> } | null }> } | null, getAsAttivo: { anno_scout: number, inizio_fiscale: string } | null };

export type PersonaTestataQueryVariables = Exact<{
  id_persona: number;
}>;


export type PersonaTestataQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, viewerCan: Array<string> } | null };

export type RegistraPrivacyCartaceaMutationVariables = Exact<{
  id_persona: number;
  consenso_i?: boolean | null | undefined;
  consenso_l?: boolean | null | undefined;
  consenso_s?: boolean | null | undefined;
  consenso_t?: boolean | null | undefined;
  firmato_da?: string | null | undefined;
  data_firma?: string | null | undefined;
}>;


export type RegistraPrivacyCartaceaMutation = { registraPrivacyCartacea: { id_consenso_privacy: number } };

export type RegistroPersonaFragment = { id_persona: number, nome: string | null, cognome: string | null, data_nascita: string | null, stato_account: StatoAccount | null, accesso: string, parentele: Array<{ id_parentela: number, desc: string, id_persona_genitore: number, id_persona_figlio: number, genitore: { id_persona: number, nome: string | null, cognome: string | null } | null, figlio: { id_persona: number, nome: string | null, cognome: string | null } | null }>, iscrizione: { id_iscrizione: number, stato_iscrizione: StatoIscrizione, n_tessera: string | null, errori_nazionale: string | null, nomine: Array<{ id_nomina: number, id_ruolo: string, gruppo: { numero: number } | null }> } | null };

export type RegistroPaginaQueryVariables = Exact<{
  anno_scout: number;
  id_gruppo?: number | null | undefined;
  id_unita?: number | null | undefined;
  filtri?: FiltriRegistroInput | null | undefined;
  ordina?: string | null | undefined;
  pagina?: number | null | undefined;
  per_pagina?: number | null | undefined;
}>;


export type RegistroPaginaQuery = { registroPagina: { totale: number, righe: Array<{ id_persona: number, nome: string | null, cognome: string | null, data_nascita: string | null, stato_account: StatoAccount | null, accesso: string, parentele: Array<{ id_parentela: number, desc: string, id_persona_genitore: number, id_persona_figlio: number, genitore: { id_persona: number, nome: string | null, cognome: string | null } | null, figlio: { id_persona: number, nome: string | null, cognome: string | null } | null }>, iscrizione: { id_iscrizione: number, stato_iscrizione: StatoIscrizione, n_tessera: string | null, errori_nazionale: string | null, nomine: Array<{ id_nomina: number, id_ruolo: string, gruppo: { numero: number } | null }> } | null }> } };

export type RegistroAnagraficaQueryVariables = Exact<{
  anno_scout: number;
  id_gruppo?: number | null | undefined;
  id_unita?: number | null | undefined;
  filtri?: FiltriRegistroInput | null | undefined;
  ordina?: string | null | undefined;
  pagina?: number | null | undefined;
  per_pagina?: number | null | undefined;
}>;


export type RegistroAnagraficaQuery = { registroPagina: { totale: number, righe: Array<{ codice_fiscale: string | null, residenza_indirizzo: string | null, residenza_cap: string | null, residenza_comune: string | null, residenza_provincia: string | null, id_persona: number, nome: string | null, cognome: string | null, data_nascita: string | null, stato_account: StatoAccount | null, accesso: string, contatti: Array<{ tipo: string, valore: string }>, parentele: Array<{ id_parentela: number, desc: string, id_persona_genitore: number, id_persona_figlio: number, genitore: { id_persona: number, nome: string | null, cognome: string | null } | null, figlio: { id_persona: number, nome: string | null, cognome: string | null } | null }>, iscrizione: { id_iscrizione: number, stato_iscrizione: StatoIscrizione, n_tessera: string | null, errori_nazionale: string | null, nomine: Array<{ id_nomina: number, id_ruolo: string, gruppo: { numero: number } | null }> } | null }> } };

export type SchedaNazionaleQueryVariables = Exact<{
  id_persona: number;
}>;


export type SchedaNazionaleQuery = { schedaNazionale: { tessera: string | null, presente: boolean, errori_nazionale: string | null, campi: Array<{ campo: string, etichetta: string, locale: string | null, nazionale: string | null, diverso: boolean, prendibile: boolean, inviabile: boolean }> } | null, general: { ultimo_download_nazionale: string | null, ultimo_confronto_nazionale: string | null } };

export type PrendiDalNazionaleMutationVariables = Exact<{
  id_persona: number;
  campi: Array<string> | string;
}>;


export type PrendiDalNazionaleMutation = { prendiDalNazionale: { tessera: string | null } | null };

export type UtenteRegistroFragment = { id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, data_ultimo_accesso: string | null, persona: { id_persona: number, nome: string | null, cognome: string | null } | null };

export type UtentiDellaSezioneQueryVariables = Exact<{
  anno_scout: number;
}>;


export type UtentiDellaSezioneQuery = { utentiSezione: Array<{ id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, data_ultimo_accesso: string | null, persona: { id_persona: number, nome: string | null, cognome: string | null } | null }> };

export type UtentiDelGruppoQueryVariables = Exact<{
  id_gruppo: number;
  anno_scout: number;
}>;


export type UtentiDelGruppoQuery = { utentiGruppo: Array<{ id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, data_ultimo_accesso: string | null, persona: { id_persona: number, nome: string | null, cognome: string | null } | null }> };

export type UtentiDellUnitaQueryVariables = Exact<{
  id_unita: number;
  anno_scout: number;
}>;


export type UtentiDellUnitaQuery = { utentiUnita: Array<{ id_utente: number, id_persona: number | null, username: string | null, email: string | null, data_registrazione: string | null, data_ultimo_accesso: string | null, persona: { id_persona: number, nome: string | null, cognome: string | null } | null }> };

export type NomePersonaSeQueryVariables = Exact<{ [key: string]: never; }>;


export type NomePersonaSeQuery = { getPersonaSe: { id_persona: number, nome: string | null, cognome: string | null } | null };

export type RegistraUtenteMutationVariables = Exact<{
  registrazione_utente: RegistrazioneUtenteInput;
}>;


export type RegistraUtenteMutation = { registraUtente: boolean | null };

export type UtenteNonRegistratoQueryVariables = Exact<{
  registration_token: string;
}>;


export type UtenteNonRegistratoQuery = { utenteNonRegistrato: { registration_token: string, data_registrazione: string | null, id_utente: number, id_persona: number, username: string | null, email: string | null, persona: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean, chi: string | null }> | null, iscrizione: { id_iscrizione: number } | null } } | null };

export type GetAllegatoSignedUrlQueryVariables = Exact<{
  id_allegato: number;
}>;


export type GetAllegatoSignedUrlQuery = { getAllegatoSignedUrl: string };

export type UnitaDelRegistroQueryVariables = Exact<{
  branca: string;
  id_gruppo: number;
}>;


export type UnitaDelRegistroQuery = { cercaUnita: { id_unita: number } | null };

export type AzioniAnniScoutQueryVariables = Exact<{ [key: string]: never; }>;


export type AzioniAnniScoutQuery = { getAnniScout: Array<{ anno_scout: number, inizio_fiscale: string, viewerCan: Array<string> }> };

export type CercaPersoneParteQueryVariables = Exact<{
  search_key: string;
  anno_scout: number;
  per_pagina: number;
}>;


export type CercaPersoneParteQuery = { iscritti: { righe: Array<{ id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null }> }, altri: { righe: Array<{ id_persona: number, id_parte: number | null, nome: string | null, cognome: string | null }> } };

export type PartiStrutturaQueryVariables = Exact<{ [key: string]: never; }>;


export type PartiStrutturaQuery = { elencaUnita: Array<{ id_unita: number, branca: Branca, id_parte: number | null, gruppo: { numero: number } }>, elencaGruppi: Array<{ id_gruppo: number, numero: number, id_parte: number | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const IscrizioneCausaleFragmentDoc = new TypedDocumentString(`
    fragment IscrizioneCausale on Iscrizione {
  id_iscrizione
  anno_scout
  n_tessera
  stato_iscrizione
  categoria_quota {
    adulto
  }
  persona {
    id_persona
    id_parte
    nome
    cognome
  }
  transazione_economica {
    id_transazione_economica
  }
}
    `, {"fragmentName":"IscrizioneCausale"}) as unknown as TypedDocumentString<IscrizioneCausaleFragment, unknown>;
export const ParteCassaFragmentDoc = new TypedDocumentString(`
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
    `, {"fragmentName":"ParteCassa"}) as unknown as TypedDocumentString<ParteCassaFragment, unknown>;
export const PagamentoCassaFragmentDoc = new TypedDocumentString(`
    fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}`, {"fragmentName":"PagamentoCassa"}) as unknown as TypedDocumentString<PagamentoCassaFragment, unknown>;
export const CausaleCassaFragmentDoc = new TypedDocumentString(`
    fragment CausaleCassa on TransazioneEconomica {
  id_transazione_economica
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  causale_desc
  causale_dettagli
  causale_tipo
  id_voce_da
  id_voce_a
  data_creata
  data_pagata
  stato
  id_iscrizione
  anno_scout
  transazioni {
    id_transazione
    id_transazione_finanziaria
    importo
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}`, {"fragmentName":"CausaleCassa"}) as unknown as TypedDocumentString<CausaleCassaFragment, unknown>;
export const ListaAttesaUnitaFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}
    `, {"fragmentName":"ListaAttesaUnitaFields"}) as unknown as TypedDocumentString<ListaAttesaUnitaFieldsFragment, unknown>;
export const AnnoScoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnnoScoutFields on AnnoScout {
  anno_scout
  attivo
}
    `, {"fragmentName":"AnnoScoutFields"}) as unknown as TypedDocumentString<AnnoScoutFieldsFragment, unknown>;
export const PartePersonaPagamentiFragmentDoc = new TypedDocumentString(`
    fragment PartePersonaPagamenti on Parte {
  id_parte
  desc
  nome_persona
}
    `, {"fragmentName":"PartePersonaPagamenti"}) as unknown as TypedDocumentString<PartePersonaPagamentiFragment, unknown>;
export const RegistroPersonaFragmentDoc = new TypedDocumentString(`
    fragment RegistroPersona on Persona {
  id_persona
  nome
  cognome
  data_nascita
  stato_account
  accesso
  parentele {
    id_parentela
    desc
    id_persona_genitore
    id_persona_figlio
    genitore {
      id_persona
      nome
      cognome
    }
    figlio {
      id_persona
      nome
      cognome
    }
  }
  iscrizione {
    id_iscrizione
    stato_iscrizione
    n_tessera
    errori_nazionale
    nomine {
      id_nomina
      id_ruolo
      gruppo {
        numero
      }
    }
  }
}
    `, {"fragmentName":"RegistroPersona"}) as unknown as TypedDocumentString<RegistroPersonaFragment, unknown>;
export const UtenteRegistroFragmentDoc = new TypedDocumentString(`
    fragment UtenteRegistro on Utente {
  id_utente
  id_persona
  username
  email
  data_registrazione
  data_ultimo_accesso
  persona {
    id_persona
    nome
    cognome
  }
}
    `, {"fragmentName":"UtenteRegistro"}) as unknown as TypedDocumentString<UtenteRegistroFragment, unknown>;
export const GetPersonaSeDocument = new TypedDocumentString(`
    query getPersonaSe {
  getPersonaSe {
    id_persona
    nome
    cognome
    sesso
    id_parte
    utenti {
      id_utente
      username
      email
    }
    contatti {
      id_contatto
      tipo
      valore
      notifica
    }
    iscrizione {
      id_iscrizione
      anno_scout
      stato_iscrizione
      nomine {
        id_nomina
        id_ruolo
        id_gruppo
        ruolo {
          id_ruolo
          adulto
          branca
          diretto
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPersonaSeQuery, GetPersonaSeQueryVariables>;
export const ViewerCanDocument = new TypedDocumentString(`
    query viewerCan {
  viewerCan
}
    `) as unknown as TypedDocumentString<ViewerCanQuery, ViewerCanQueryVariables>;
export const CercaIscrizioniCausaleDocument = new TypedDocumentString(`
    query cercaIscrizioniCausale($search_key: String!, $anno_scout: Int!) {
  cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {
    ...IscrizioneCausale
  }
}
    fragment IscrizioneCausale on Iscrizione {
  id_iscrizione
  anno_scout
  n_tessera
  stato_iscrizione
  categoria_quota {
    adulto
  }
  persona {
    id_persona
    id_parte
    nome
    cognome
  }
  transazione_economica {
    id_transazione_economica
  }
}`) as unknown as TypedDocumentString<CercaIscrizioniCausaleQuery, CercaIscrizioniCausaleQueryVariables>;
export const IscrizioneCausaleDocument = new TypedDocumentString(`
    query iscrizioneCausale($id: Int!) {
  iscrizione(id_iscrizione: $id) {
    ...IscrizioneCausale
  }
}
    fragment IscrizioneCausale on Iscrizione {
  id_iscrizione
  anno_scout
  n_tessera
  stato_iscrizione
  categoria_quota {
    adulto
  }
  persona {
    id_persona
    id_parte
    nome
    cognome
  }
  transazione_economica {
    id_transazione_economica
  }
}`) as unknown as TypedDocumentString<IscrizioneCausaleQuery, IscrizioneCausaleQueryVariables>;
export const CercaAltriSoggettiDocument = new TypedDocumentString(`
    query cercaAltriSoggetti($search_key: String!) {
  cercaParte(search_key: $search_key) {
    ...ParteCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}`) as unknown as TypedDocumentString<CercaAltriSoggettiQuery, CercaAltriSoggettiQueryVariables>;
export const ModificaParteDocument = new TypedDocumentString(`
    mutation modificaParte($modifica_parte: ModificaParteInput!) {
  modificaParte(modifica_parte: $modifica_parte)
}
    `) as unknown as TypedDocumentString<ModificaParteMutation, ModificaParteMutationVariables>;
export const CercaCausaliDaCollegareDocument = new TypedDocumentString(`
    query cercaCausaliDaCollegare($search_key: String!) {
  cercaTransazioneEconomica(search_key: $search_key) {
    ...CausaleCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment CausaleCassa on TransazioneEconomica {
  id_transazione_economica
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  causale_desc
  causale_dettagli
  causale_tipo
  id_voce_da
  id_voce_a
  data_creata
  data_pagata
  stato
  id_iscrizione
  anno_scout
  transazioni {
    id_transazione
    id_transazione_finanziaria
    importo
  }
}`) as unknown as TypedDocumentString<CercaCausaliDaCollegareQuery, CercaCausaliDaCollegareQueryVariables>;
export const CercaPagamentiDaCollegareDocument = new TypedDocumentString(`
    query cercaPagamentiDaCollegare($search_key: String!) {
  cercaTransazioneFinanziaria(search_key: $search_key) {
    ...PagamentoCassa
    transazioni {
      id_transazione
      id_transazione_economica
      importo
    }
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}`) as unknown as TypedDocumentString<CercaPagamentiDaCollegareQuery, CercaPagamentiDaCollegareQueryVariables>;
export const ElencaBilanciDocument = new TypedDocumentString(`
    query elencaBilanci($anno_scout: Int!, $id_parte: Int!) {
  elencaBilanci(anno_scout: $anno_scout, id_parte: $id_parte) {
    id_parte
    anno_scout
    id_voce
    preventivo
    consuntivo
    voce {
      id_voce
      codice
      descrizione
    }
  }
}
    `) as unknown as TypedDocumentString<ElencaBilanciQuery, ElencaBilanciQueryVariables>;
export const ElencaVociDocument = new TypedDocumentString(`
    query elencaVoci {
  elencaVoci {
    id_voce
    codice
    descrizione
    tipo
    in_uso
    riga_ets
  }
}
    `) as unknown as TypedDocumentString<ElencaVociQuery, ElencaVociQueryVariables>;
export const GetTeParteDocument = new TypedDocumentString(`
    query getTeParte($id_parte: Int!, $anno_scout: Int) {
  getTeParte(id_parte: $id_parte, anno_scout: $anno_scout) {
    ...CausaleCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment CausaleCassa on TransazioneEconomica {
  id_transazione_economica
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  causale_desc
  causale_dettagli
  causale_tipo
  id_voce_da
  id_voce_a
  data_creata
  data_pagata
  stato
  id_iscrizione
  anno_scout
  transazioni {
    id_transazione
    id_transazione_finanziaria
    importo
  }
}`) as unknown as TypedDocumentString<GetTeParteQuery, GetTeParteQueryVariables>;
export const GetTfParteTipoDocument = new TypedDocumentString(`
    query getTfParteTipo($id_parte: Int!, $tipo: MetodoPagamento!, $anno_scout: Int) {
  getTfParteTipo(id_parte: $id_parte, tipo: $tipo, anno_scout: $anno_scout) {
    ...PagamentoCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}`) as unknown as TypedDocumentString<GetTfParteTipoQuery, GetTfParteTipoQueryVariables>;
export const GetTfParteDocument = new TypedDocumentString(`
    query getTfParte($id_parte: Int!, $anno_scout: Int) {
  getTfParte(id_parte: $id_parte, anno_scout: $anno_scout) {
    ...PagamentoCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}`) as unknown as TypedDocumentString<GetTfParteQuery, GetTfParteQueryVariables>;
export const GetTrasferimentiParteDocument = new TypedDocumentString(`
    query getTrasferimentiParte($id_parte: Int!, $anno_scout: Int) {
  getTrasferimentiParte(id_parte: $id_parte, anno_scout: $anno_scout) {
    ...PagamentoCassa
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}`) as unknown as TypedDocumentString<GetTrasferimentiParteQuery, GetTrasferimentiParteQueryVariables>;
export const ModificaBilancioDocument = new TypedDocumentString(`
    mutation modificaBilancio($modifica_bilancio: ModificaBilancioInput!) {
  modificaBilancio(modifica_bilancio: $modifica_bilancio) {
    id_voce
  }
}
    `) as unknown as TypedDocumentString<ModificaBilancioMutation, ModificaBilancioMutationVariables>;
export const ModificaTransazioneEconomicaDocument = new TypedDocumentString(`
    mutation modificaTransazioneEconomica($modifica_transazione_economica: ModificaTransazioneEconomicaInput!) {
  modificaTransazioneEconomica(
    modifica_transazione_economica: $modifica_transazione_economica
  )
}
    `) as unknown as TypedDocumentString<ModificaTransazioneEconomicaMutation, ModificaTransazioneEconomicaMutationVariables>;
export const ModificaTransazioneFinanziariaDocument = new TypedDocumentString(`
    mutation modificaTransazioneFinanziaria($modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput!) {
  modificaTransazioneFinanziaria(
    modifica_transazione_finanziaria: $modifica_transazione_finanziaria
  )
}
    `) as unknown as TypedDocumentString<ModificaTransazioneFinanziariaMutation, ModificaTransazioneFinanziariaMutationVariables>;
export const CreateTransazioneFinanziariaAllegatoPostUrlDocument = new TypedDocumentString(`
    mutation createTransazioneFinanziariaAllegatoPostUrl {
  createTransazioneFinanziariaAllegatoPostUrl
}
    `) as unknown as TypedDocumentString<CreateTransazioneFinanziariaAllegatoPostUrlMutation, CreateTransazioneFinanziariaAllegatoPostUrlMutationVariables>;
export const ModificaVoceDocument = new TypedDocumentString(`
    mutation modificaVoce($modifica_voce: ModificaVoceInput!) {
  modificaVoce(modifica_voce: $modifica_voce) {
    id_voce
  }
}
    `) as unknown as TypedDocumentString<ModificaVoceMutation, ModificaVoceMutationVariables>;
export const MovimentiBancaDocument = new TypedDocumentString(`
    query movimentiBanca($stato: StatoMovimentoBanca!) {
  movimentiBanca(stato: $stato) {
    id_movimento
    data
    importo
    verso
    causale
    controparte
    riferimento
    stato
    id_transazione_finanziaria
    id_voce
    suggerimenti {
      regola
      punteggio
      spiegazione
      id_transazione_finanziaria
      id_parte_da
      pagante
      ripartizione {
        id_transazione_economica
        importo
        causale_desc
      }
    }
    possibile_doppio_pagamento {
      id_transazione_economica
      importo
      causale_desc
    }
    quote_pagate {
      id_transazione_economica
      importo
      causale_desc
    }
  }
}
    `) as unknown as TypedDocumentString<MovimentiBancaQuery, MovimentiBancaQueryVariables>;
export const CercaDovutiPerMovimentoDocument = new TypedDocumentString(`
    query cercaDovutiPerMovimento($search_key: String!) {
  cercaTransazioneEconomica(search_key: $search_key) {
    id_transazione_economica
    id_parte_da
    importo
    causale_desc
    stato
    transazioni {
      id_transazione
      importo
      stato_pagamento
      id_transazione_finanziaria
      transazione_finanziaria {
        tipo_da
        importo
        transazioni {
          importo
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CercaDovutiPerMovimentoQuery, CercaDovutiPerMovimentoQueryVariables>;
export const RiepilogoMovimentiBancaDocument = new TypedDocumentString(`
    query riepilogoMovimentiBanca {
  riepilogoMovimentiBanca {
    da_abbinare
    abbinata
    ignorata
  }
}
    `) as unknown as TypedDocumentString<RiepilogoMovimentiBancaQuery, RiepilogoMovimentiBancaQueryVariables>;
export const MappatureCsvBancaDocument = new TypedDocumentString(`
    query mappatureCsvBanca {
  mappatureCsvBanca {
    banca
    mappatura
  }
}
    `) as unknown as TypedDocumentString<MappatureCsvBancaQuery, MappatureCsvBancaQueryVariables>;
export const ConfermaMovimentiBancaDocument = new TypedDocumentString(`
    mutation confermaMovimentiBanca($conferme: [ConfermaMovimentoInput!]!) {
  confermaMovimentiBanca(conferme: $conferme) {
    id_movimento
    id_transazione_finanziaria
    tipo_errore
    errore
    richiede_conferma
  }
}
    `) as unknown as TypedDocumentString<ConfermaMovimentiBancaMutation, ConfermaMovimentiBancaMutationVariables>;
export const IgnoraMovimentoBancaDocument = new TypedDocumentString(`
    mutation ignoraMovimentoBanca($id_movimento: Int!, $ignora: Boolean!) {
  ignoraMovimentoBanca(id_movimento: $id_movimento, ignora: $ignora) {
    id_movimento
    stato
  }
}
    `) as unknown as TypedDocumentString<IgnoraMovimentoBancaMutation, IgnoraMovimentoBancaMutationVariables>;
export const AssegnaUscitaBancaDocument = new TypedDocumentString(`
    mutation assegnaUscitaBanca($assegna: AssegnaUscitaInput!) {
  assegnaUscitaBanca(assegna: $assegna)
}
    `) as unknown as TypedDocumentString<AssegnaUscitaBancaMutation, AssegnaUscitaBancaMutationVariables>;
export const AnteprimaPromemoriaDocument = new TypedDocumentString(`
    query anteprimaPromemoria {
  anteprimaPromemoria {
    anno_scout
    oggi
    fase
    mora_dal
    gia_inviati
    mail {
      fase
      destinatari
      voci {
        id_transazione_economica
        nome
        cognome
        causale
        importo
        coperto
        mora
        mora_inclusa
        da_pagare_con_mora
      }
    }
    senza_indirizzo {
      id_transazione_economica
      nome
      cognome
      causale
      importo
      coperto
    }
  }
}
    `) as unknown as TypedDocumentString<AnteprimaPromemoriaQuery, AnteprimaPromemoriaQueryVariables>;
export const StoricoPromemoriaDocument = new TypedDocumentString(`
    query storicoPromemoria($anno_scout: Int!) {
  storicoPromemoria(anno_scout: $anno_scout) {
    id_promemoria
    nome
    cognome
    causale
    fase
    destinatari
    stato
    creato
    inviato
  }
}
    `) as unknown as TypedDocumentString<StoricoPromemoriaQuery, StoricoPromemoriaQueryVariables>;
export const InviaPromemoriaDocument = new TypedDocumentString(`
    mutation inviaPromemoria {
  inviaPromemoria {
    mail_inviate
    mail_fallite
    dovuti
  }
}
    `) as unknown as TypedDocumentString<InviaPromemoriaMutation, InviaPromemoriaMutationVariables>;
export const RendicontoEtsDocument = new TypedDocumentString(`
    query rendicontoEts($anno_scout: Int!) {
  rendicontoEts(anno_scout: $anno_scout) {
    anno_scout
    sezioni {
      sezione
      uscite {
        titolo
        righe {
          codice
          numero
          titolo
          anno
          precedente
        }
        totale {
          anno
          precedente
        }
      }
      entrate {
        titolo
        righe {
          codice
          numero
          titolo
          anno
          precedente
        }
        totale {
          anno
          precedente
        }
      }
      risultato {
        anno
        precedente
      }
    }
    non_classificate {
      id_voce
      codice
      descrizione
      tipo
      anno
      precedente
    }
    totale_uscite {
      anno
      precedente
    }
    totale_entrate {
      anno
      precedente
    }
    risultato {
      anno
      precedente
    }
  }
}
    `) as unknown as TypedDocumentString<RendicontoEtsQuery, RendicontoEtsQueryVariables>;
export const SaldoAnnualeDocument = new TypedDocumentString(`
    query saldoAnnuale($id_parte: Int!, $anno_scout: Int!) {
  saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {
    id_parte
    anno_scout
    metodi {
      tipo
      iniziale
      entrate
      uscite
      finale
    }
  }
}
    `) as unknown as TypedDocumentString<SaldoAnnualeQuery, SaldoAnnualeQueryVariables>;
export const TransazioneEconomicaDocument = new TypedDocumentString(`
    query transazioneEconomica($id: Int!) {
  transazioneEconomica(id_transazione_economica: $id) {
    ...CausaleCassa
    transazioni {
      id_transazione
      importo
      transazione_finanziaria {
        id_transazione_finanziaria
        importo
        stato
        tipo_da
        tipo_a
        data_pagata
      }
    }
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment CausaleCassa on TransazioneEconomica {
  id_transazione_economica
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  causale_desc
  causale_dettagli
  causale_tipo
  id_voce_da
  id_voce_a
  data_creata
  data_pagata
  stato
  id_iscrizione
  anno_scout
  transazioni {
    id_transazione
    id_transazione_finanziaria
    importo
  }
}`) as unknown as TypedDocumentString<TransazioneEconomicaQuery, TransazioneEconomicaQueryVariables>;
export const TransazioneFinanziariaDocument = new TypedDocumentString(`
    query transazioneFinanziaria($id: Int!) {
  transazioneFinanziaria(id_transazione_finanziaria: $id) {
    ...PagamentoCassa
    stripe_payment_id
    satispay_payment_id
    bonifico_id_allegato
    ricevuta_id_allegato
    allegati {
      id_allegato
      nome
      dimensione
      s3_key
    }
    transazioni {
      id_transazione
      importo
      transazione_economica {
        id_transazione_economica
        causale_desc
        importo
        stato
      }
    }
  }
}
    fragment ParteCassa on Parte {
  id_parte
  desc
  id_persona
  id_unita
  id_gruppo
  nome_persona
}
fragment PagamentoCassa on TransazioneFinanziaria {
  id_transazione_finanziaria
  id_parte_da
  id_parte_a
  parte_da {
    ...ParteCassa
  }
  parte_a {
    ...ParteCassa
  }
  importo
  stato
  tipo_da
  tipo_a
  commissione_da
  commissione_a
  numero_ricevuta
  data_creata
  data_pagata
  anno_scout
}`) as unknown as TypedDocumentString<TransazioneFinanziariaQuery, TransazioneFinanziariaQueryVariables>;
export const ReinviaRicevutaDocument = new TypedDocumentString(`
    mutation reinviaRicevuta($id_transazione_finanziaria: Int!) {
  reinviaRicevuta(id_transazione_finanziaria: $id_transazione_finanziaria) {
    destinatari
  }
}
    `) as unknown as TypedDocumentString<ReinviaRicevutaMutation, ReinviaRicevutaMutationVariables>;
export const CoordinateBonificoDocument = new TypedDocumentString(`
    query coordinateBonifico($id_transazione_finanziaria: Int!) {
  coordinateBonifico(id_transazione_finanziaria: $id_transazione_finanziaria) {
    iban
    beneficiario
    importo
    causale
  }
}
    `) as unknown as TypedDocumentString<CoordinateBonificoQuery, CoordinateBonificoQueryVariables>;
export const GetPersoneSeCheckoutDocument = new TypedDocumentString(`
    query getPersoneSeCheckout {
  getPersoneSe {
    id_persona
    nome
    cognome
    codice_fiscale
    residenza_indirizzo
    residenza_comune
    residenza_provincia
    consenso_privacy {
      id_consenso_privacy
      consenso_i
      consenso_l
      consenso_s
      consenso_t
    }
    iscrizione {
      id_iscrizione
      stato_iscrizione
    }
    transazioni_economiche_todo {
      id_transazione_economica
      importo
      stato
      causale_desc
      causale_tipo
      anno_scout
      id_iscrizione
      transazioni {
        id_transazione
        importo
        stato_pagamento
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPersoneSeCheckoutQuery, GetPersoneSeCheckoutQueryVariables>;
export const PagamentoCheckoutDocument = new TypedDocumentString(`
    query pagamentoCheckout($id_transazione_finanziaria: Int!) {
  transazioneFinanziaria(id_transazione_finanziaria: $id_transazione_finanziaria) {
    id_transazione_finanziaria
    stato
    ricevuta_id_allegato
  }
}
    `) as unknown as TypedDocumentString<PagamentoCheckoutQuery, PagamentoCheckoutQueryVariables>;
export const PreparaCheckoutDocument = new TypedDocumentString(`
    mutation preparaCheckout($preparazione_checkout: PreparazioneCheckoutInput!) {
  preparaCheckout(preparazione_checkout: $preparazione_checkout) {
    id_transazione_finanziaria
    metodo
    stripe_payment_id
    satispay_payment_id
    bonifico_upload_url
    redirect_url
    commissione
    importo
  }
}
    `) as unknown as TypedDocumentString<PreparaCheckoutMutation, PreparaCheckoutMutationVariables>;
export const VerificaCheckoutDocument = new TypedDocumentString(`
    mutation verificaCheckout($id_transazione_finanziaria: Int!, $bonifico_upload_key: String) {
  verificaCheckout(
    id_transazione_finanziaria: $id_transazione_finanziaria
    bonifico_upload_key: $bonifico_upload_key
  )
}
    `) as unknown as TypedDocumentString<VerificaCheckoutMutation, VerificaCheckoutMutationVariables>;
export const ElencaControlliPaginaDocument = new TypedDocumentString(`
    query elencaControlliPagina($tipo: TipoControllo!, $ignorati: Boolean!, $pagina: Int!, $per_pagina: Int!) {
  elencaControlliPagina(
    tipo: $tipo
    ignorati: $ignorati
    pagina: $pagina
    per_pagina: $per_pagina
  ) {
    totale
    righe {
      id_controllo
      tipo
      dettagli
      ignora
      id_persona
      persone {
        id_persona
        nome
        cognome
      }
      altre_persone
      unita {
        id_gruppo
        branca
        descrizione
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ElencaControlliPaginaQuery, ElencaControlliPaginaQueryVariables>;
export const AnteprimaFusioneDocument = new TypedDocumentString(`
    query anteprimaFusione($id_tieni: Int!, $id_elimina: Int!) {
  anteprimaFusione(id_tieni: $id_tieni, id_elimina: $id_elimina) {
    tieni {
      id_persona
    }
    elimina {
      id_persona
    }
    conteggi {
      contatti
      contatti_doppi
      parentele
      parentele_doppie
      iscrizioni
      nomine
      liste_attesa
      liste_attesa_doppie
      utenti
      consensi_privacy
      dovuti
      pagamenti
      collegamenti
      allegati
      conti
      rilievi
    }
    campi_completati
    rifiuto
  }
}
    `) as unknown as TypedDocumentString<AnteprimaFusioneQuery, AnteprimaFusioneQueryVariables>;
export const UnisciPersoneDocument = new TypedDocumentString(`
    mutation unisciPersone($id_tieni: Int!, $id_elimina: Int!) {
  unisciPersone(id_tieni: $id_tieni, id_elimina: $id_elimina) {
    eseguita
  }
}
    `) as unknown as TypedDocumentString<UnisciPersoneMutation, UnisciPersoneMutationVariables>;
export const IgnoraControlloDocument = new TypedDocumentString(`
    mutation ignoraControllo($id_controllo: Int!, $ignora: Boolean!) {
  ignoraControllo(id_controllo: $id_controllo, ignora: $ignora) {
    id_controllo
    ignora
  }
}
    `) as unknown as TypedDocumentString<IgnoraControlloMutation, IgnoraControlloMutationVariables>;
export const StatisticheControlliDocument = new TypedDocumentString(`
    query statisticheControlli {
  statisticheControlli {
    tipo
    nome
    totale
    ignorati
  }
  ultimoRicalcoloControlli {
    eseguito
    nome_autore
  }
}
    `) as unknown as TypedDocumentString<StatisticheControlliQuery, StatisticheControlliQueryVariables>;
export const CompilaPrivacyFamigliaDocument = new TypedDocumentString(`
    mutation compilaPrivacyFamiglia($id_persona: Int!, $consenso_i: Boolean, $consenso_l: Boolean, $consenso_s: Boolean, $consenso_t: Boolean, $versione_testo: String) {
  compilaPrivacy(
    id_persona: $id_persona
    consenso_i: $consenso_i
    consenso_l: $consenso_l
    consenso_s: $consenso_s
    consenso_t: $consenso_t
    versione_testo: $versione_testo
  ) {
    id_consenso_privacy
  }
}
    `) as unknown as TypedDocumentString<CompilaPrivacyFamigliaMutation, CompilaPrivacyFamigliaMutationVariables>;
export const GetPersoneSeDocument = new TypedDocumentString(`
    query getPersoneSe {
  getPersoneSe {
    id_persona
    id_parte
    nome
    cognome
    sesso
    data_nascita
    data_conferma
    consenso_privacy {
      id_consenso_privacy
      consenso_i
      consenso_l
      consenso_s
      consenso_t
    }
    iscrizione {
      id_iscrizione
      anno_scout
      stato_iscrizione
      categoria_quota {
        adulto
        nuovo
      }
      transazione_economica {
        id_transazione_economica
        importo
        stato
      }
      nomine {
        id_nomina
        id_ruolo
        id_gruppo
      }
    }
  }
  getAsAttivo {
    anno_scout
    attivo
    inizio_fiscale
    limite_iscrizioni
    limite_mora
    mora_nuovi
    mora_rinnovi
    quota_giovani_nuovi
    quota_giovani_rinnovi
    quota_adulti_nuovi
    quota_adulti_rinnovi
  }
}
    `) as unknown as TypedDocumentString<GetPersoneSeQuery, GetPersoneSeQueryVariables>;
export const GetTeFamigliaDocument = new TypedDocumentString(`
    query getTeFamiglia($id_parte: Int!) {
  getTeParte(id_parte: $id_parte) {
    id_transazione_economica
    anno_scout
    importo
    stato
    causale_desc
    causale_tipo
    data_creata
  }
}
    `) as unknown as TypedDocumentString<GetTeFamigliaQuery, GetTeFamigliaQueryVariables>;
export const GetTfPersonaDocument = new TypedDocumentString(`
    query getTfPersona($id_persona: Int!) {
  getTfPersona(id_persona: $id_persona) {
    id_transazione_finanziaria
    importo
    commissione_da
    stato
    tipo_da
    tipo_a
    data_creata
    data_pagata
    numero_ricevuta
    ricevuta_id_allegato
    transazioni {
      id_transazione
      importo
      transazione_economica {
        id_transazione_economica
        causale_desc
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetTfPersonaQuery, GetTfPersonaQueryVariables>;
export const ModificaPersonaFamigliaDocument = new TypedDocumentString(`
    mutation modificaPersonaFamiglia($modifica_persona: ModificaPersonaInput!) {
  modificaPersona(modifica_persona: $modifica_persona)
}
    `) as unknown as TypedDocumentString<ModificaPersonaFamigliaMutation, ModificaPersonaFamigliaMutationVariables>;
export const PersonaFamigliaDocument = new TypedDocumentString(`
    query personaFamiglia($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    nome
    cognome
    sesso
    data_nascita
    codice_fiscale
    luogo_nascita
    residenza_indirizzo
    residenza_comune
    residenza_provincia
    residenza_cap
    data_conferma
    consenso_privacy {
      id_consenso_privacy
      consenso_i
      consenso_l
      consenso_s
      consenso_t
      data_espressione
    }
    contatti {
      id_contatto
      tipo
      valore
      notifica
      chi
    }
    parentele {
      id_parentela
      id_persona_figlio
      desc
      genitore {
        id_persona
        nome
        cognome
        contatti {
          id_contatto
          tipo
          valore
          notifica
          chi
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PersonaFamigliaQuery, PersonaFamigliaQueryVariables>;
export const PreparaQuotaDocument = new TypedDocumentString(`
    mutation preparaQuota($id_iscrizione: Int!) {
  modificaTransazioneEconomica(
    modifica_transazione_economica: {id_iscrizione: $id_iscrizione}
  )
}
    `) as unknown as TypedDocumentString<PreparaQuotaMutation, PreparaQuotaMutationVariables>;
export const AggiungiVoceListaAttesaDocument = new TypedDocumentString(`
    mutation aggiungiVoceListaAttesa($id_unita: Int!, $id_persona: Int!, $note: String) {
  aggiungiVoceListaAttesa(
    id_unita: $id_unita
    id_persona: $id_persona
    note: $note
  ) {
    ...ListaAttesaUnitaFields
  }
}
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}`) as unknown as TypedDocumentString<AggiungiVoceListaAttesaMutation, AggiungiVoceListaAttesaMutationVariables>;
export const AnniScoutImpostazioniDocument = new TypedDocumentString(`
    query anniScoutImpostazioni {
  getAnniScout {
    anno_scout
    attivo
    presenteOFuturo
    inizio_fiscale
    limite_iscrizioni
    limite_mora
    mora_nuovi
    mora_rinnovi
    quota_giovani_nuovi
    quota_giovani_rinnovi
    quota_adulti_nuovi
    quota_adulti_rinnovi
  }
}
    `) as unknown as TypedDocumentString<AnniScoutImpostazioniQuery, AnniScoutImpostazioniQueryVariables>;
export const IdentitaSezioneDocument = new TypedDocumentString(`
    query identitaSezione {
  identitaSezione {
    denominazione
    indirizzo
    cap
    comune
    provincia
    codice_fiscale
    partita_iva
    runts
    detraibilita
    completa
  }
}
    `) as unknown as TypedDocumentString<IdentitaSezioneQuery, IdentitaSezioneQueryVariables>;
export const ListeAttesaDocument = new TypedDocumentString(`
    query listeAttesa {
  getAsAttivo {
    anno_scout
  }
  listeAttesa {
    ...ListaAttesaUnitaFields
  }
}
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}`) as unknown as TypedDocumentString<ListeAttesaQuery, ListeAttesaQueryVariables>;
export const ModificaIdentitaSezioneDocument = new TypedDocumentString(`
    mutation modificaIdentitaSezione($identita: IdentitaSezioneInput!) {
  modificaIdentitaSezione(identita: $identita) {
    denominazione
    indirizzo
    cap
    comune
    provincia
    codice_fiscale
    partita_iva
    runts
    detraibilita
    completa
  }
}
    `) as unknown as TypedDocumentString<ModificaIdentitaSezioneMutation, ModificaIdentitaSezioneMutationVariables>;
export const ModificaPostiUnitaDocument = new TypedDocumentString(`
    mutation modificaPostiUnita($id_unita: Int!, $posti: Int) {
  modificaPostiUnita(id_unita: $id_unita, posti: $posti) {
    ...ListaAttesaUnitaFields
  }
}
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}`) as unknown as TypedDocumentString<ModificaPostiUnitaMutation, ModificaPostiUnitaMutationVariables>;
export const RimuoviVoceListaAttesaDocument = new TypedDocumentString(`
    mutation rimuoviVoceListaAttesa($id_lista_attesa: Int!) {
  rimuoviVoceListaAttesa(id_lista_attesa: $id_lista_attesa) {
    ...ListaAttesaUnitaFields
  }
}
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}`) as unknown as TypedDocumentString<RimuoviVoceListaAttesaMutation, RimuoviVoceListaAttesaMutationVariables>;
export const SaldoInizialeAnnoDocument = new TypedDocumentString(`
    query saldoInizialeAnno($id_parte: Int!, $anno_scout: Int!) {
  saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {
    id_parte
    anno_scout
    bank
    cash
    satispay
    stripe
  }
}
    `) as unknown as TypedDocumentString<SaldoInizialeAnnoQuery, SaldoInizialeAnnoQueryVariables>;
export const ModificaSaldoAnnualeImpostazioniDocument = new TypedDocumentString(`
    mutation modificaSaldoAnnualeImpostazioni($modifica: ModificaSaldoAnnualeInput!) {
  modificaSaldoAnnuale(modifica_saldo_annuale: $modifica) {
    id_parte
    anno_scout
    bank
    cash
    satispay
    stripe
  }
}
    `) as unknown as TypedDocumentString<ModificaSaldoAnnualeImpostazioniMutation, ModificaSaldoAnnualeImpostazioniMutationVariables>;
export const SpostaVoceListaAttesaDocument = new TypedDocumentString(`
    mutation spostaVoceListaAttesa($id_lista_attesa: Int!, $verso: VersoSpostamento!) {
  spostaVoceListaAttesa(id_lista_attesa: $id_lista_attesa, verso: $verso) {
    ...ListaAttesaUnitaFields
  }
}
    fragment ListaAttesaUnitaFields on ListaAttesaUnita {
  id_unita
  branca
  descrizione
  posti
  occupati
  voci {
    id_lista_attesa
    id_persona
    nome
    cognome
    posizione
    note
    data_richiesta
    aperta
  }
}`) as unknown as TypedDocumentString<SpostaVoceListaAttesaMutation, SpostaVoceListaAttesaMutationVariables>;
export const IniziFiscaliDocument = new TypedDocumentString(`
    query iniziFiscali {
  getAnniScout {
    anno_scout
    inizio_fiscale
  }
}
    `) as unknown as TypedDocumentString<IniziFiscaliQuery, IniziFiscaliQueryVariables>;
export const StatoIscrizioniDocument = new TypedDocumentString(`
    query statoIscrizioni($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) {
  statoIscrizioni(
    anno_scout: $anno_scout
    id_gruppo: $id_gruppo
    id_unita: $id_unita
  ) {
    iscrizioni {
      chiave
      n
    }
    utenti {
      chiave
      n
    }
    completo
  }
}
    `) as unknown as TypedDocumentString<StatoIscrizioniQuery, StatoIscrizioniQueryVariables>;
export const ElencaEventiDocument = new TypedDocumentString(`
    query elencaEventi($id_gruppo: Int, $id_unita: Int) {
  elencaEventi(id_gruppo: $id_gruppo, id_unita: $id_unita) {
    id_evento
    rev_date
    rev_author
    rev_type
    table
    id_persona
    details
    anno_scout
    persona {
      id_persona
      nome
      cognome
    }
  }
}
    `) as unknown as TypedDocumentString<ElencaEventiQuery, ElencaEventiQueryVariables>;
export const CercaUnitaDocument = new TypedDocumentString(`
    query cercaUnita($branca: String!, $id_gruppo: Int!) {
  cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {
    id_unita
    id_parte
  }
}
    `) as unknown as TypedDocumentString<CercaUnitaQuery, CercaUnitaQueryVariables>;
export const ElencaGruppiDocument = new TypedDocumentString(`
    query elencaGruppi {
  elencaGruppi {
    id_gruppo
    numero
    id_parte
  }
}
    `) as unknown as TypedDocumentString<ElencaGruppiQuery, ElencaGruppiQueryVariables>;
export const GetAnniScoutDocument = new TypedDocumentString(`
    query getAnniScout {
  getAnniScout {
    ...AnnoScoutFields
  }
}
    fragment AnnoScoutFields on AnnoScout {
  anno_scout
  attivo
}`) as unknown as TypedDocumentString<GetAnniScoutQuery, GetAnniScoutQueryVariables>;
export const GetAsAttivoDocument = new TypedDocumentString(`
    query getAsAttivo {
  getAsAttivo {
    ...AnnoScoutFields
  }
}
    fragment AnnoScoutFields on AnnoScout {
  anno_scout
  attivo
}`) as unknown as TypedDocumentString<GetAsAttivoQuery, GetAsAttivoQueryVariables>;
export const GruppoDocument = new TypedDocumentString(`
    query gruppo($id_gruppo: Int!) {
  gruppo(id_gruppo: $id_gruppo) {
    id_gruppo
    numero
    id_parte
  }
}
    `) as unknown as TypedDocumentString<GruppoQuery, GruppoQueryVariables>;
export const PingDbDocument = new TypedDocumentString(`
    query pingDb {
  pingDb
}
    `) as unknown as TypedDocumentString<PingDbQuery, PingDbQueryVariables>;
export const AccountFamiglieDocument = new TypedDocumentString(`
    query accountFamiglie($id_persone: [Int!]!) {
  persone(id_persone: $id_persone) {
    id_persona
    utenti {
      id_utente
    }
    parentele {
      desc
      id_persona_figlio
      genitore {
        utenti {
          id_utente
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountFamiglieQuery, AccountFamiglieQueryVariables>;
export const PersonaAccountDocument = new TypedDocumentString(`
    query personaAccount($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    nome
    cognome
    data_nascita
    viewerCan
    utenti {
      id_utente
      id_persona
      username
      email
      data_registrazione
      registration_token
    }
    parentele {
      id_parentela
      id_persona_genitore
      id_persona_figlio
      desc
      figlio {
        id_persona
        nome
        cognome
      }
      genitore {
        id_persona
        nome
        cognome
        viewerCan
        utenti {
          id_utente
          id_persona
          username
          email
          data_registrazione
          registration_token
        }
        parentele {
          id_parentela
          id_persona_genitore
          id_persona_figlio
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PersonaAccountQuery, PersonaAccountQueryVariables>;
export const CercaPersonaDocument = new TypedDocumentString(`
    query cercaPersona($registration_token: String, $search_key: String) {
  cercaPersona(registration_token: $registration_token, search_key: $search_key) {
    id_persona
    nome
    cognome
    parentele {
      id_parentela
      id_persona_figlio
      desc
      figlio {
        id_persona
        nome
        cognome
      }
    }
    utenti {
      id_utente
      email
      username
      data_registrazione
      registration_token
    }
  }
}
    `) as unknown as TypedDocumentString<CercaPersonaQuery, CercaPersonaQueryVariables>;
export const CercaCollegabiliDocument = new TypedDocumentString(`
    query cercaCollegabili($search_key: String, $id_persona_figlio: Int!) {
  cercaPersona(search_key: $search_key) {
    id_persona
    collegabileA(id_persona_figlio: $id_persona_figlio)
  }
}
    `) as unknown as TypedDocumentString<CercaCollegabiliQuery, CercaCollegabiliQueryVariables>;
export const ControlliPersonaDocument = new TypedDocumentString(`
    query controlliPersona($id_persona: Int!) {
  controlliPersona(id_persona: $id_persona) {
    id_controllo
    tipo
    dettagli
    persone {
      id_persona
      nome
      cognome
    }
    altre_persone
  }
}
    `) as unknown as TypedDocumentString<ControlliPersonaQuery, ControlliPersonaQueryVariables>;
export const CreaPersonaDocument = new TypedDocumentString(`
    mutation creaPersona($nuova_persona: NuovaPersonaInput!) {
  creaPersona(nuova_persona: $nuova_persona)
}
    `) as unknown as TypedDocumentString<CreaPersonaMutation, CreaPersonaMutationVariables>;
export const CreaUtenteDocument = new TypedDocumentString(`
    mutation creaUtente($email: String!, $id_persona: Int!, $relazione: String!, $nome: String, $cognome: String) {
  creaUtente(
    email: $email
    id_persona: $id_persona
    relazione: $relazione
    nome: $nome
    cognome: $cognome
  ) {
    id_persona
    id_utente
    registration_token
    errorType
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<CreaUtenteMutation, CreaUtenteMutationVariables>;
export const CreaUtentiInMassaDocument = new TypedDocumentString(`
    mutation creaUtentiInMassa($utenti: [NuovoUtente!]!) {
  creaUtentiInMassa(utenti: $utenti) {
    id_persona
    id_utente
    registration_token
    errorType
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<CreaUtentiInMassaMutation, CreaUtentiInMassaMutationVariables>;
export const InviaInvitoUtenteDocument = new TypedDocumentString(`
    mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {
  inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)
}
    `) as unknown as TypedDocumentString<InviaInvitoUtenteMutation, InviaInvitoUtenteMutationVariables>;
export const IscrizionePersonaDocument = new TypedDocumentString(`
    query iscrizionePersona($id_persona: Int!, $anno_scout: Int!) {
  persona(id_persona: $id_persona, anno_scout: $anno_scout) {
    id_persona
    nome
    cognome
    sesso
    data_nascita
    luogo_nascita
    codice_fiscale
    residenza_indirizzo
    residenza_comune
    residenza_provincia
    residenza_cap
    data_conferma
    viewerCan
    iscrizione {
      id_iscrizione
      anno_scout
      stato_iscrizione
      n_tessera
      errori_nazionale
      viewerCan
      statiConsentiti
      ruoliNominabili
      gruppiNominabili
      transazione_economica {
        id_transazione_economica
        stato
        importo
      }
      nomine {
        id_nomina
        id_ruolo
        id_gruppo
        ruolo {
          nome
        }
        gruppo {
          numero
        }
      }
    }
    consenso_privacy {
      id_consenso_privacy
      consenso_i
      consenso_l
      consenso_s
      consenso_t
      data_espressione
      titolare_nome
      cartaceo
      inserito_da_nome
    }
  }
  getAnniScout {
    anno_scout
    attivo
    inizio_fiscale
    viewerCan
  }
}
    `) as unknown as TypedDocumentString<IscrizionePersonaQuery, IscrizionePersonaQueryVariables>;
export const RuoliEGruppiDocument = new TypedDocumentString(`
    query ruoliEGruppi {
  getRuoli {
    id_ruolo
    nome
    adulto
    diretto
  }
  elencaGruppi {
    id_gruppo
    numero
  }
}
    `) as unknown as TypedDocumentString<RuoliEGruppiQuery, RuoliEGruppiQueryVariables>;
export const StoricoPrivacyDocument = new TypedDocumentString(`
    query storicoPrivacy($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    nome
    cognome
    storico_privacy {
      id_consenso_privacy
      consenso_i
      consenso_l
      consenso_s
      consenso_t
      data_espressione
      titolare_nome
      titolare_email
      testo_versione
      cartaceo
      inserito_da_nome
    }
  }
}
    `) as unknown as TypedDocumentString<StoricoPrivacyQuery, StoricoPrivacyQueryVariables>;
export const ModificaIscrizioneDocument = new TypedDocumentString(`
    mutation modificaIscrizione($modifica_iscrizione: ModificaIscrizioneInput!) {
  modificaIscrizione(modifica_iscrizione: $modifica_iscrizione) {
    id_iscrizione
  }
}
    `) as unknown as TypedDocumentString<ModificaIscrizioneMutation, ModificaIscrizioneMutationVariables>;
export const ModificaNominaDocument = new TypedDocumentString(`
    mutation modificaNomina($modifica_nomina: ModificaNominaInput!) {
  modificaNomina(modifica_nomina: $modifica_nomina) {
    id_iscrizione
  }
}
    `) as unknown as TypedDocumentString<ModificaNominaMutation, ModificaNominaMutationVariables>;
export const ConcediAgevolazioneDocument = new TypedDocumentString(`
    mutation concediAgevolazione($agevolazione: AgevolazioneInput!) {
  concediAgevolazione(agevolazione: $agevolazione) {
    id_iscrizione
  }
}
    `) as unknown as TypedDocumentString<ConcediAgevolazioneMutation, ConcediAgevolazioneMutationVariables>;
export const ModificaUtenteAccountDocument = new TypedDocumentString(`
    mutation modificaUtenteAccount($id_persona: Int!, $id_utente: Int!, $elimina: Boolean, $reset_password: Boolean) {
  modificaUtente(
    id_persona: $id_persona
    id_utente: $id_utente
    elimina: $elimina
    reset_password: $reset_password
  )
}
    `) as unknown as TypedDocumentString<ModificaUtenteAccountMutation, ModificaUtenteAccountMutationVariables>;
export const ModificaParentelaAccountDocument = new TypedDocumentString(`
    mutation modificaParentelaAccount($id_parentela: Int, $elimina: Boolean, $id_persona_figlio: Int, $id_persona_genitore: Int, $desc: String) {
  modificaParentela(
    id_parentela: $id_parentela
    elimina: $elimina
    id_persona_figlio: $id_persona_figlio
    id_persona_genitore: $id_persona_genitore
    desc: $desc
  )
}
    `) as unknown as TypedDocumentString<ModificaParentelaAccountMutation, ModificaParentelaAccountMutationVariables>;
export const AzzeraSecondoFattoreAccountDocument = new TypedDocumentString(`
    mutation azzeraSecondoFattoreAccount($id_persona: Int!, $id_utente: Int!) {
  azzeraSecondoFattore(id_persona: $id_persona, id_utente: $id_utente)
}
    `) as unknown as TypedDocumentString<AzzeraSecondoFattoreAccountMutation, AzzeraSecondoFattoreAccountMutationVariables>;
export const ModificaPersonaDocument = new TypedDocumentString(`
    mutation modificaPersona($modifica_persona: ModificaPersonaInput!) {
  modificaPersona(modifica_persona: $modifica_persona)
}
    `) as unknown as TypedDocumentString<ModificaPersonaMutation, ModificaPersonaMutationVariables>;
export const PagamentiPersonaDocument = new TypedDocumentString(`
    query pagamentiPersona($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    id_parte
    nome
    cognome
  }
}
    `) as unknown as TypedDocumentString<PagamentiPersonaQuery, PagamentiPersonaQueryVariables>;
export const MovimentiPersonaDocument = new TypedDocumentString(`
    query movimentiPersona($id_parte: Int!) {
  getTeParte(id_parte: $id_parte) {
    id_transazione_economica
    id_parte_da
    id_parte_a
    parte_da {
      ...PartePersonaPagamenti
    }
    parte_a {
      ...PartePersonaPagamenti
    }
    importo
    causale_desc
    stato
    data_creata
    anno_scout
  }
  getTfParte(id_parte: $id_parte) {
    id_transazione_finanziaria
    id_parte_da
    id_parte_a
    parte_da {
      ...PartePersonaPagamenti
    }
    parte_a {
      ...PartePersonaPagamenti
    }
    importo
    stato
    tipo_da
    tipo_a
    data_creata
    data_pagata
  }
}
    fragment PartePersonaPagamenti on Parte {
  id_parte
  desc
  nome_persona
}`) as unknown as TypedDocumentString<MovimentiPersonaQuery, MovimentiPersonaQueryVariables>;
export const PersonaAnagraficaDocument = new TypedDocumentString(`
    query personaAnagrafica($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    nome
    cognome
    sesso
    data_nascita
    codice_fiscale
    luogo_nascita
    residenza_indirizzo
    residenza_comune
    residenza_provincia
    residenza_cap
    data_conferma
    viewerCan
    iscrizione {
      id_iscrizione
    }
    utenti {
      id_utente
    }
    contatti {
      id_contatto
      tipo
      valore
      notifica
      chi
    }
    parentele {
      id_parentela
      id_persona_genitore
      id_persona_figlio
      desc
      genitore {
        id_persona
        nome
        cognome
        viewerCan
        contatti {
          id_contatto
          tipo
          valore
          notifica
          chi
        }
      }
    }
  }
  getAsAttivo {
    anno_scout
    inizio_fiscale
  }
}
    `) as unknown as TypedDocumentString<PersonaAnagraficaQuery, PersonaAnagraficaQueryVariables>;
export const PersonaTestataDocument = new TypedDocumentString(`
    query personaTestata($id_persona: Int!) {
  persona(id_persona: $id_persona) {
    id_persona
    nome
    cognome
    viewerCan
  }
}
    `) as unknown as TypedDocumentString<PersonaTestataQuery, PersonaTestataQueryVariables>;
export const RegistraPrivacyCartaceaDocument = new TypedDocumentString(`
    mutation registraPrivacyCartacea($id_persona: Int!, $consenso_i: Boolean, $consenso_l: Boolean, $consenso_s: Boolean, $consenso_t: Boolean, $firmato_da: String, $data_firma: String) {
  registraPrivacyCartacea(
    id_persona: $id_persona
    consenso_i: $consenso_i
    consenso_l: $consenso_l
    consenso_s: $consenso_s
    consenso_t: $consenso_t
    firmato_da: $firmato_da
    data_firma: $data_firma
  ) {
    id_consenso_privacy
  }
}
    `) as unknown as TypedDocumentString<RegistraPrivacyCartaceaMutation, RegistraPrivacyCartaceaMutationVariables>;
export const RegistroPaginaDocument = new TypedDocumentString(`
    query registroPagina($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int, $filtri: FiltriRegistroInput, $ordina: String, $pagina: Int, $per_pagina: Int) {
  registroPagina(
    anno_scout: $anno_scout
    id_gruppo: $id_gruppo
    id_unita: $id_unita
    filtri: $filtri
    ordina: $ordina
    pagina: $pagina
    per_pagina: $per_pagina
  ) {
    totale
    righe {
      ...RegistroPersona
    }
  }
}
    fragment RegistroPersona on Persona {
  id_persona
  nome
  cognome
  data_nascita
  stato_account
  accesso
  parentele {
    id_parentela
    desc
    id_persona_genitore
    id_persona_figlio
    genitore {
      id_persona
      nome
      cognome
    }
    figlio {
      id_persona
      nome
      cognome
    }
  }
  iscrizione {
    id_iscrizione
    stato_iscrizione
    n_tessera
    errori_nazionale
    nomine {
      id_nomina
      id_ruolo
      gruppo {
        numero
      }
    }
  }
}`) as unknown as TypedDocumentString<RegistroPaginaQuery, RegistroPaginaQueryVariables>;
export const RegistroAnagraficaDocument = new TypedDocumentString(`
    query registroAnagrafica($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int, $filtri: FiltriRegistroInput, $ordina: String, $pagina: Int, $per_pagina: Int) {
  registroPagina(
    anno_scout: $anno_scout
    id_gruppo: $id_gruppo
    id_unita: $id_unita
    filtri: $filtri
    ordina: $ordina
    pagina: $pagina
    per_pagina: $per_pagina
  ) {
    totale
    righe {
      ...RegistroPersona
      codice_fiscale
      residenza_indirizzo
      residenza_cap
      residenza_comune
      residenza_provincia
      contatti {
        tipo
        valore
      }
    }
  }
}
    fragment RegistroPersona on Persona {
  id_persona
  nome
  cognome
  data_nascita
  stato_account
  accesso
  parentele {
    id_parentela
    desc
    id_persona_genitore
    id_persona_figlio
    genitore {
      id_persona
      nome
      cognome
    }
    figlio {
      id_persona
      nome
      cognome
    }
  }
  iscrizione {
    id_iscrizione
    stato_iscrizione
    n_tessera
    errori_nazionale
    nomine {
      id_nomina
      id_ruolo
      gruppo {
        numero
      }
    }
  }
}`) as unknown as TypedDocumentString<RegistroAnagraficaQuery, RegistroAnagraficaQueryVariables>;
export const SchedaNazionaleDocument = new TypedDocumentString(`
    query schedaNazionale($id_persona: Int!) {
  schedaNazionale(id_persona: $id_persona) {
    tessera
    presente
    errori_nazionale
    campi {
      campo
      etichetta
      locale
      nazionale
      diverso
      prendibile
      inviabile
    }
  }
  general {
    ultimo_download_nazionale
    ultimo_confronto_nazionale
  }
}
    `) as unknown as TypedDocumentString<SchedaNazionaleQuery, SchedaNazionaleQueryVariables>;
export const PrendiDalNazionaleDocument = new TypedDocumentString(`
    mutation prendiDalNazionale($id_persona: Int!, $campi: [String!]!) {
  prendiDalNazionale(id_persona: $id_persona, campi: $campi) {
    tessera
  }
}
    `) as unknown as TypedDocumentString<PrendiDalNazionaleMutation, PrendiDalNazionaleMutationVariables>;
export const UtentiDellaSezioneDocument = new TypedDocumentString(`
    query utentiDellaSezione($anno_scout: Int!) {
  utentiSezione(anno_scout: $anno_scout) {
    ...UtenteRegistro
  }
}
    fragment UtenteRegistro on Utente {
  id_utente
  id_persona
  username
  email
  data_registrazione
  data_ultimo_accesso
  persona {
    id_persona
    nome
    cognome
  }
}`) as unknown as TypedDocumentString<UtentiDellaSezioneQuery, UtentiDellaSezioneQueryVariables>;
export const UtentiDelGruppoDocument = new TypedDocumentString(`
    query utentiDelGruppo($id_gruppo: Int!, $anno_scout: Int!) {
  utentiGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {
    ...UtenteRegistro
  }
}
    fragment UtenteRegistro on Utente {
  id_utente
  id_persona
  username
  email
  data_registrazione
  data_ultimo_accesso
  persona {
    id_persona
    nome
    cognome
  }
}`) as unknown as TypedDocumentString<UtentiDelGruppoQuery, UtentiDelGruppoQueryVariables>;
export const UtentiDellUnitaDocument = new TypedDocumentString(`
    query utentiDellUnita($id_unita: Int!, $anno_scout: Int!) {
  utentiUnita(id_unita: $id_unita, anno_scout: $anno_scout) {
    ...UtenteRegistro
  }
}
    fragment UtenteRegistro on Utente {
  id_utente
  id_persona
  username
  email
  data_registrazione
  data_ultimo_accesso
  persona {
    id_persona
    nome
    cognome
  }
}`) as unknown as TypedDocumentString<UtentiDellUnitaQuery, UtentiDellUnitaQueryVariables>;
export const NomePersonaSeDocument = new TypedDocumentString(`
    query nomePersonaSe {
  getPersonaSe {
    id_persona
    nome
    cognome
  }
}
    `) as unknown as TypedDocumentString<NomePersonaSeQuery, NomePersonaSeQueryVariables>;
export const RegistraUtenteDocument = new TypedDocumentString(`
    mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {
  registraUtente(registrazione_utente: $registrazione_utente)
}
    `) as unknown as TypedDocumentString<RegistraUtenteMutation, RegistraUtenteMutationVariables>;
export const UtenteNonRegistratoDocument = new TypedDocumentString(`
    query utenteNonRegistrato($registration_token: String!) {
  utenteNonRegistrato(registration_token: $registration_token) {
    registration_token
    data_registrazione
    id_utente
    id_persona
    username
    email
    persona {
      id_persona
      nome
      cognome
      sesso
      contatti {
        id_contatto
        tipo
        valore
        notifica
        chi
      }
      iscrizione {
        id_iscrizione
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UtenteNonRegistratoQuery, UtenteNonRegistratoQueryVariables>;
export const GetAllegatoSignedUrlDocument = new TypedDocumentString(`
    query getAllegatoSignedUrl($id_allegato: Int!) {
  getAllegatoSignedUrl(id_allegato: $id_allegato)
}
    `) as unknown as TypedDocumentString<GetAllegatoSignedUrlQuery, GetAllegatoSignedUrlQueryVariables>;
export const UnitaDelRegistroDocument = new TypedDocumentString(`
    query unitaDelRegistro($branca: String!, $id_gruppo: Int!) {
  cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {
    id_unita
  }
}
    `) as unknown as TypedDocumentString<UnitaDelRegistroQuery, UnitaDelRegistroQueryVariables>;
export const AzioniAnniScoutDocument = new TypedDocumentString(`
    query azioniAnniScout {
  getAnniScout {
    anno_scout
    inizio_fiscale
    viewerCan
  }
}
    `) as unknown as TypedDocumentString<AzioniAnniScoutQuery, AzioniAnniScoutQueryVariables>;
export const CercaPersoneParteDocument = new TypedDocumentString(`
    query cercaPersoneParte($search_key: String!, $anno_scout: Int!, $per_pagina: Int!) {
  iscritti: registroPagina(
    anno_scout: $anno_scout
    filtri: {nomecognome: $search_key}
    per_pagina: $per_pagina
  ) {
    righe {
      id_persona
      id_parte
      nome
      cognome
    }
  }
  altri: registroPagina(
    anno_scout: $anno_scout
    filtri: {nomecognome: $search_key, iscrizione: "non_iscritti"}
    per_pagina: $per_pagina
  ) {
    righe {
      id_persona
      id_parte
      nome
      cognome
    }
  }
}
    `) as unknown as TypedDocumentString<CercaPersoneParteQuery, CercaPersoneParteQueryVariables>;
export const PartiStrutturaDocument = new TypedDocumentString(`
    query partiStruttura {
  elencaUnita {
    id_unita
    branca
    id_parte
    gruppo {
      numero
    }
  }
  elencaGruppi {
    id_gruppo
    numero
    id_parte
  }
}
    `) as unknown as TypedDocumentString<PartiStrutturaQuery, PartiStrutturaQueryVariables>;