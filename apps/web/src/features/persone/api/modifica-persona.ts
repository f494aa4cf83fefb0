import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const MODIFICA_PERSONA = graphql(`
  mutation modificaPersona($modifica_persona: ModificaPersonaInput!) {
    modificaPersona(modifica_persona: $modifica_persona)
  }
`);

export type ModificaPersona = VariablesOf<typeof MODIFICA_PERSONA>['modifica_persona'];

/**
 * Spec 2 §7 modificaPersona. Every person query is read again: the page header (name), this tab,
 * the parents' pages and the registers that show names and contacts.
 */
export function useModificaPersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modifica_persona: ModificaPersona) => request(MODIFICA_PERSONA, { modifica_persona }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
