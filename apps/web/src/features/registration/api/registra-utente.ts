import { useMutation } from '@tanstack/react-query';
import type { ContattoApi } from '../../../components/contacts-form/contacts-model.ts';
import { request } from '../../../lib/graphql.ts';

export const REGISTRA_UTENTE = /* GraphQL */ `
  mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {
    registraUtente(registrazione_utente: $registrazione_utente)
  }
`;

/** Contract §6: RegistrazioneUtenteInput (nome, cognome, sesso only for a person without an enrolment). */
export interface RegistrazioneUtente {
  registration_token: string;
  nome?: string;
  cognome?: string;
  sesso?: string;
  contatti: ContattoApi[];
}

export function registraUtente(registrazione_utente: RegistrazioneUtente) {
  return request<{ registraUtente: boolean | null }>(REGISTRA_UTENTE, { registrazione_utente });
}

export function useRegistraUtente() {
  return useMutation({ mutationFn: registraUtente });
}
