import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { sostituisciUnita } from './liste-attesa.ts';

const AGGIUNGI_VOCE = graphql(`
  mutation aggiungiVoceListaAttesa($id_unita: Int!, $id_persona: Int!, $note: String) {
    aggiungiVoceListaAttesa(id_unita: $id_unita, id_persona: $id_persona, note: $note) {
      ...ListaAttesaUnitaFields
    }
  }
`);

/** Decision 1024: a person at the end of a unit's waiting list. */
export function useAggiungiVoceLista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: VariablesOf<typeof AGGIUNGI_VOCE>) => request(AGGIUNGI_VOCE, v),
    onSuccess: (r) => sostituisciUnita(queryClient, r.aggiungiVoceListaAttesa),
  });
}
