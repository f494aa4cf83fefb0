import { useMutation } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';

export const REGISTRA_UTENTE = graphql(`
  mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {
    registraUtente(registrazione_utente: $registrazione_utente)
  }
`);

/** Contract §6: RegistrazioneUtenteInput (nome, cognome, sesso only for a person without an enrolment). */
export type RegistrazioneUtente = VariablesOf<typeof REGISTRA_UTENTE>['registrazione_utente'];

export function registraUtente(registrazione_utente: RegistrazioneUtente) {
  return request(REGISTRA_UTENTE, { registrazione_utente });
}

export function useRegistraUtente() {
  return useMutation({ mutationFn: registraUtente });
}
