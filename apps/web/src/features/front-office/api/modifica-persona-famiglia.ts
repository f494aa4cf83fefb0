import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const MODIFICA_PERSONA_FAMIGLIA = graphql(`
  mutation modificaPersonaFamiglia($modifica_persona: ModificaPersonaInput!) {
    modificaPersona(modifica_persona: $modifica_persona)
  }
`);

export type ModificaPersonaFamiglia = VariablesOf<typeof MODIFICA_PERSONA_FAMIGLIA>['modifica_persona'];

/** Spec 3 §7 modificaPersona from the front office (data confirmation, user data). */
export function useModificaPersonaFamiglia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modifica_persona: ModificaPersonaFamiglia) =>
      request(MODIFICA_PERSONA_FAMIGLIA, { modifica_persona }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
