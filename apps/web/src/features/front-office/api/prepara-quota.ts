import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { ApiError, request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PREPARA_QUOTA = graphql(`
  mutation preparaQuota($id_iscrizione: Int!) {
    modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id_iscrizione })
  }
`);

/**
 * Spec 3 §4 step 3: creates the enrolment fee due (modificaTransazioneEconomica with id_iscrizione);
 * resolves to false when it already existed. The family's persons are read again either way.
 */
export function usePreparaQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id_iscrizione: number) => {
      try {
        await request(PREPARA_QUOTA, { id_iscrizione });
        return true;
      } catch (error) {
        // Spec 3 §4 / §8: the fee due is already there; ignored silently.
        if (error instanceof ApiError && error.message === MSG_TRANSAZIONI.causaleEsistente) return false;
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
