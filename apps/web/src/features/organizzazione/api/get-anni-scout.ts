import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';
import { ANNO_SCOUT_FIELDS, type AnnoScoutBase } from './anno-scout-fields.ts';

export const GET_ANNI_SCOUT = /* GraphQL */ `
  query getAnniScout {
    getAnniScout {
      ${ANNO_SCOUT_FIELDS}
    }
  }
`;

/** Spec 1 §2.4: all scout years, for the scout-year selector. */
export function useAnniScout() {
  return useQuery({
    queryKey: ['getAnniScout'],
    queryFn: async () => (await request<{ getAnniScout: AnnoScoutBase[] }>(GET_ANNI_SCOUT)).getAnniScout,
    staleTime: 5 * 60_000,
  });
}
