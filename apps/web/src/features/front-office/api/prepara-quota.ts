import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { ApiError, request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PREPARA_QUOTA = graphql(`
  mutation preparaQuota($id_iscrizione: Int!) {
    modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id_iscrizione })
  }
`);

/** Spec 3 §4 / §8: this answer means the fee due is already there, and is ignored silently. */
export const MSG_TRANSAZIONE_ESISTENTE = 'Transazione economica già esistente';

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
        if (error instanceof ApiError && error.message === MSG_TRANSAZIONE_ESISTENTE) return false;
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
