import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const INVIA_INVITO = graphql(`
  mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {
    inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)
  }
`);

/** Spec 2 §5 invite: the registration link mailed to the user (and the cc list). */
export function useInviaInvito() {
  const client = useQueryClient();
  return useMutation<boolean, Error, { id_utente: number; email?: string | null; cc: string[] }>({
    mutationFn: async (v) =>
      (await request(INVIA_INVITO, { id_utente: v.id_utente, email: v.email || null, cc: v.cc }))
        .inviaInvitoUtente,
    // A user without an email keeps the one the invite went to: the account lists read it again.
    onSuccess: () => client.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}
