import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_ANNI_SCOUT = graphql(`
  query getAnniScout {
    getAnniScout {
      ...AnnoScoutFields
    }
  }
`);

/** Spec 1 §2.4: all scout years, for the scout-year selector (loaded by the login check too). */
export const anniScoutQuery = () =>
  queryOptions({
    queryKey: chiavi.anniScout.elenco(),
    queryFn: async () => (await request(GET_ANNI_SCOUT)).getAnniScout,
    staleTime: 5 * 60_000,
  });

export function useAnniScout() {
  return useQuery(anniScoutQuery());
}
