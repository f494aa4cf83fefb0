import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const IGNORA_CONTROLLO = graphql(`
  mutation ignoraControllo($id_controllo: Int!, $ignora: Boolean!) {
    ignoraControllo(id_controllo: $id_controllo, ignora: $ignora) {
      id_controllo
      ignora
    }
  }
`);

/** Spec 3 §2: ignores or un-ignores a finding; the list and the counts reload. */
export function useIgnoraControllo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id_controllo: number; ignora: boolean }) => request(IGNORA_CONTROLLO, v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.controlli.tutti }),
  });
}
