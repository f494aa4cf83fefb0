import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const REGISTRA_PRIVACY_CARTACEA = graphql(`
  mutation registraPrivacyCartacea(
    $id_persona: Int!
    $consenso_i: Boolean
    $consenso_l: Boolean
    $consenso_s: Boolean
    $consenso_t: Boolean
    $firmato_da: String
    $data_firma: String
  ) {
    registraPrivacyCartacea(
      id_persona: $id_persona
      consenso_i: $consenso_i
      consenso_l: $consenso_l
      consenso_s: $consenso_s
      consenso_t: $consenso_t
      firmato_da: $firmato_da
      data_firma: $data_firma
    ) {
      id_consenso_privacy
    }
  }
`);

export type PrivacyCartaceaVariabili = VariablesOf<typeof REGISTRA_PRIVACY_CARTACEA>;

/** Decision 0914: consents from a paper form; the person's tabs, history and registers read again. */
export function useRegistraPrivacyCartacea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: PrivacyCartaceaVariabili) => request(REGISTRA_PRIVACY_CARTACEA, v),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
        queryClient.invalidateQueries({ queryKey: chiavi.eventi.tutti }),
      ]),
  });
}
