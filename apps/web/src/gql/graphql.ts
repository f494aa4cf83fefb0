/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Unit branch: L branco, E reparto, R compagnia. */
export type Branca =
  | 'E'
  | 'L'
  | 'R';

/** A contact of a form: id_contatto for an existing one; chi only where a relationship selector exists. */
export type ContattoInput = {
  chi?: string | null | undefined;
  id_contatto?: number | null | undefined;
  notifica?: boolean | null | undefined;
  tipo: string;
  valore: string;
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

/** Spec 1 §5.2: nome, cognome and sesso are read only when the person has no enrolment. */
export type RegistrazioneUtenteInput = {
  cognome?: string | null | undefined;
  contatti: Array<ContattoInput>;
  nome?: string | null | undefined;
  registration_token: string;
  /** M or F */
  sesso?: string | null | undefined;
};

/** Spec 1 §3: M or F. */
export type Sesso =
  | 'F'
  | 'M';

/** Spec 1 §4.5. */
export type StatoIscrizione =
  | 'completata'
  | 'incorso'
  | 'inprova'
  | 'nessuna'
  | 'prevista'
  | 'sezione';

export type GetPersonaSeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPersonaSeQuery = { getPersonaSe: { id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, id_parte: number | null, utenti: Array<{ id_utente: number, username: string | null, email: string | null }>, contatti: Array<{ id_contatto: number, tipo: string, valore: string, notifica: boolean }>, iscrizione: { id_iscrizione: number, anno_scout: number, stato_iscrizione: StatoIscrizione, nomine: Array<{ id_nomina: number, id_ruolo: string, id_gruppo: number | null, ruolo: { id_ruolo: string, adulto: boolean, branca: Branca | null, diretto: boolean } }> } | null } | null };

export type ViewerCanQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCanQuery = { viewerCan: Array<string> };

export type GetPersoneSeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPersoneSeQuery = { getPersoneSe: Array<{ id_persona: number, nome: string | null, cognome: string | null, sesso: Sesso | null, data_nascita: string | null, iscrizione: { id_iscrizione: number, anno_scout: number, stato_iscrizione: StatoIscrizione, nomine: Array<{ id_nomina: number, id_ruolo: string, id_gruppo: number | null }> } | null }> };

export type ContaPersoneQueryVariables = Exact<{
  anno_scout: number;
  id_parte: number;
}>;


export type ContaPersoneQuery = { contaPersone: number };

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

export type PersonaTestataQueryVariables = Exact<{
  id_persona: number;
}>;


export type PersonaTestataQuery = { persona: { id_persona: number, nome: string | null, cognome: string | null, viewerCan: Array<string> } | null };

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
export const AnnoScoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnnoScoutFields on AnnoScout {
  anno_scout
  attivo
}
    `, {"fragmentName":"AnnoScoutFields"}) as unknown as TypedDocumentString<AnnoScoutFieldsFragment, unknown>;
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
export const GetPersoneSeDocument = new TypedDocumentString(`
    query getPersoneSe {
  getPersoneSe {
    id_persona
    nome
    cognome
    sesso
    data_nascita
    iscrizione {
      id_iscrizione
      anno_scout
      stato_iscrizione
      nomine {
        id_nomina
        id_ruolo
        id_gruppo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPersoneSeQuery, GetPersoneSeQueryVariables>;
export const ContaPersoneDocument = new TypedDocumentString(`
    query contaPersone($anno_scout: Int!, $id_parte: Int!) {
  contaPersone(anno_scout: $anno_scout, id_parte: $id_parte)
}
    `) as unknown as TypedDocumentString<ContaPersoneQuery, ContaPersoneQueryVariables>;
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