import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const COMPILA_PRIVACY = graphql(`
  mutation compilaPrivacyFamiglia(
    $id_persona: Int!
    $consenso_i: Boolean
    $consenso_l: Boolean
    $consenso_s: Boolean
    $consenso_t: Boolean
    $versione_testo: String
  ) {
    compilaPrivacy(
      id_persona: $id_persona
      consenso_i: $consenso_i
      consenso_l: $consenso_l
      consenso_s: $consenso_s
      consenso_t: $consenso_t
      versione_testo: $versione_testo
    ) {
      id_consenso_privacy
    }
  }
`);

export type Consensi = VariablesOf<typeof COMPILA_PRIVACY>;

/** Spec 3 §7 compilaPrivacy (phase 1): the member home and the person's pages read again. */
export function useCompilaPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consensi: Consensi) => request(COMPILA_PRIVACY, consensi),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
