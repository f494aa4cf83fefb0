import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EsitoNuovoUtente, NuovoUtente } from '@zaino/domain/form-account';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Account creation shared by the account tab and mass registration (issue 9, decision 0904):
//   creaUtente(email, id_persona, relazione, nome, cognome): EsitoNuovoUtente!
//   creaUtentiInMassa(utenti: [NuovoUtente!]!): [EsitoNuovoUtente!]!
// Both are safe to repeat: the same person, relation and email answer the user already made.

export const CREA_UTENTE = graphql(`
  mutation creaUtente($email: String!, $id_persona: Int!, $relazione: String!, $nome: String, $cognome: String) {
    creaUtente(email: $email, id_persona: $id_persona, relazione: $relazione, nome: $nome, cognome: $cognome) {
      id_persona
      id_utente
      registration_token
      errorType
      errorMessage
    }
  }
`);

export const CREA_UTENTI_IN_MASSA = graphql(`
  mutation creaUtentiInMassa($utenti: [NuovoUtente!]!) {
    creaUtentiInMassa(utenti: $utenti) {
      id_persona
      id_utente
      registration_token
      errorType
      errorMessage
    }
  }
`);

const senzaVuoti = (u: NuovoUtente) => ({
  email: u.email,
  id_persona: u.id_persona,
  relazione: u.relazione,
  nome: u.nome?.trim() || null,
  cognome: u.cognome?.trim() || null,
});

/**
 * creaUtente: one account for a person or for a new parent of the person. A hidden or not allowed
 * person rejects (ApiError NOT_FOUND/FORBIDDEN); validation and conflicts ('Account già collegato',
 * 'Parentela già registrata', an email used by another user) come back in errorType/errorMessage.
 */
export function useCreaUtente() {
  const client = useQueryClient();
  return useMutation<EsitoNuovoUtente, Error, NuovoUtente>({
    mutationFn: async (u) => (await request(CREA_UTENTE, senzaVuoti(u))).creaUtente,
    // Users, parents and account states of persons changed: every person query reads again.
    onSettled: () => client.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}

/** creaUtentiInMassa: one result per item, in order. */
export function useCreaUtentiInMassa() {
  const client = useQueryClient();
  return useMutation<EsitoNuovoUtente[], Error, NuovoUtente[]>({
    mutationFn: async (utenti) =>
      (await request(CREA_UTENTI_IN_MASSA, { utenti: utenti.map(senzaVuoti) })).creaUtentiInMassa,
    onSettled: () => client.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
