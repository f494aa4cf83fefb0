import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

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

/**
 * registraUtente, then everything it changed is read again: the login's person and its people,
 * the viewer's permissions, and the code (now used).
 */
export function useRegistraUtente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registraUtente,
    onSuccess: async () => {
      await Promise.all(
        [chiavi.persone.tutte, chiavi.permessi.tutti, chiavi.registrazione.tutta].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
