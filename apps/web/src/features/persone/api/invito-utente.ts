import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';

export const INVIA_INVITO = graphql(`
  mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {
    inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)
  }
`);

/** Spec 2 §5 invite: the registration link mailed to the user (and the cc list). */
export function useInviaInvito() {
  return useMutation<boolean, Error, { id_utente: number; email?: string | null; cc: string[] }>({
    mutationFn: async (v) =>
      (await request(INVIA_INVITO, { id_utente: v.id_utente, email: v.email || null, cc: v.cc }))
        .inviaInvitoUtente,
  });
}
