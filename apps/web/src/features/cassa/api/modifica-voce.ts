import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_VOCE = graphql(`
  mutation modificaVoce($modifica_voce: ModificaVoceInput!) {
    modificaVoce(modifica_voce: $modifica_voce) {
      id_voce
    }
  }
`);

export type ModificaVoceVariabili = VariablesOf<typeof MODIFICA_VOCE>['modifica_voce'];

/** Spec 3 §7 modificaVoce: add, edit or (elimina) delete an item; budgets show item codes, so all reload. */
export function useModificaVoce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modifica_voce: ModificaVoceVariabili) => request(MODIFICA_VOCE, { modifica_voce }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.tutta }),
  });
}
