import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { sostituisciUnita } from './liste-attesa.ts';

const MODIFICA_POSTI = graphql(`
  mutation modificaPostiUnita($id_unita: Int!, $posti: Int) {
    modificaPostiUnita(id_unita: $id_unita, posti: $posti) {
      ...ListaAttesaUnitaFields
    }
  }
`);

/** Decision 1024: a unit's places, 0–999, or null (not counted). */
export function useModificaPostiUnita() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id_unita: number; posti: number | null }) => request(MODIFICA_POSTI, v),
    onSuccess: (r) => sostituisciUnita(queryClient, r.modificaPostiUnita),
  });
}
