import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_BILANCIO = graphql(`
  mutation modificaBilancio($modifica_bilancio: ModificaBilancioInput!) {
    modificaBilancio(modifica_bilancio: $modifica_bilancio) {
      id_voce
    }
  }
`);

export type ModificaBilancioVariabili = VariablesOf<typeof MODIFICA_BILANCIO>['modifica_bilancio'];

/** Spec 3 §7 modificaBilancio: add a line, change its forecast, or (elimina) delete it. */
export function useModificaBilancio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modifica_bilancio: ModificaBilancioVariabili) =>
      request(MODIFICA_BILANCIO, { modifica_bilancio }),
    onSuccess: (_d, v) =>
      queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.bilanci(v.id_parte, v.anno_scout) }),
  });
}
