import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { sostituisciUnita } from './liste-attesa.ts';

const RIMUOVI_VOCE = graphql(`
  mutation rimuoviVoceListaAttesa($id_lista_attesa: Int!) {
    rimuoviVoceListaAttesa(id_lista_attesa: $id_lista_attesa) {
      ...ListaAttesaUnitaFields
    }
  }
`);

/** Decision 1024: deletes an open entry (the server refuses a closed one). */
export function useRimuoviVoceLista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id_lista_attesa: number) => request(RIMUOVI_VOCE, { id_lista_attesa }),
    onSuccess: (r) => sostituisciUnita(queryClient, r.rimuoviVoceListaAttesa),
  });
}
