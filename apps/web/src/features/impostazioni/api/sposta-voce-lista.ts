import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { VersoSpostamento } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { sostituisciUnita } from './liste-attesa.ts';

const SPOSTA_VOCE = graphql(`
  mutation spostaVoceListaAttesa($id_lista_attesa: Int!, $verso: VersoSpostamento!) {
    spostaVoceListaAttesa(id_lista_attesa: $id_lista_attesa, verso: $verso) {
      ...ListaAttesaUnitaFields
    }
  }
`);

/** Decision 1024: an open entry swaps places with its neighbour above or below. */
export function useSpostaVoceLista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id_lista_attesa: number; verso: VersoSpostamento }) => request(SPOSTA_VOCE, v),
    onSuccess: (r) => sostituisciUnita(queryClient, r.spostaVoceListaAttesa),
  });
}
