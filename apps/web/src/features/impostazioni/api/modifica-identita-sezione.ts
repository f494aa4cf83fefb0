import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_IDENTITA_SEZIONE = graphql(`
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
`);

export type IdentitaSezioneVariabili = VariablesOf<typeof MODIFICA_IDENTITA_SEZIONE>['identita'];

/** Decision 1301 modificaIdentitaSezione: saves the whole identity; the settings card reads the answer. */
export function useModificaIdentitaSezione() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identita: IdentitaSezioneVariabili) => request(MODIFICA_IDENTITA_SEZIONE, { identita }),
    onSuccess: (dati) =>
      queryClient.setQueryData(chiavi.organizzazione.identita(), dati.modificaIdentitaSezione),
  });
}
