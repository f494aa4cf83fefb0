import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const CREA_PERSONA = graphql(`
  mutation creaPersona($nuova_persona: NuovaPersonaInput!) {
    creaPersona(nuova_persona: $nuova_persona)
  }
`);

export type NuovaPersona = VariablesOf<typeof CREA_PERSONA>['nuova_persona'];

/** Decision 0902 creaPersona: the registers and counts that list persons are read again. */
export function useCreaPersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (nuova_persona: NuovaPersona) =>
      (await request(CREA_PERSONA, { nuova_persona })).creaPersona,
    onSuccess: () =>
      Promise.all(
        [chiavi.persone.tutte, chiavi.iscrizioni.tutte].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
