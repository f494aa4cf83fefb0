import type { VariablesOf } from '@graphql-typed-document-node/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_TRANSAZIONE_ECONOMICA = graphql(`
  mutation modificaTransazioneEconomica($modifica_transazione_economica: ModificaTransazioneEconomicaInput!) {
    modificaTransazioneEconomica(modifica_transazione_economica: $modifica_transazione_economica)
  }
`);

export type ModificaCausaleVariabili = VariablesOf<
  typeof MODIFICA_TRANSAZIONE_ECONOMICA
>['modifica_transazione_economica'];

/** Spec 3 §7 modificaTransazioneEconomica (full form): save or (elimina) delete a due; every treasury list reloads. */
export function useModificaCausale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (modifica_transazione_economica: ModificaCausaleVariabili) =>
      (await request(MODIFICA_TRANSAZIONE_ECONOMICA, { modifica_transazione_economica }))
        .modificaTransazioneEconomica,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.tutta }),
  });
}
