import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_AS_ATTIVO = graphql(`
  query getAsAttivo {
    getAsAttivo {
      ...AnnoScoutFields
    }
  }
`);

/** Spec 1 §4.3: the active scout year, loaded by the login check. */
export const asAttivoQuery = () =>
  queryOptions({
    queryKey: chiavi.anniScout.attivo(),
    queryFn: async () => (await request(GET_AS_ATTIVO)).getAsAttivo,
    staleTime: 5 * 60_000,
  });

export function useAsAttivo() {
  const loggedIn = session.use((s) => s.user !== null);
  return useQuery({ ...asAttivoQuery(), enabled: loggedIn });
}
