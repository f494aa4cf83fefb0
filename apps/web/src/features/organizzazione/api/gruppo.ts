import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GRUPPO = graphql(`
  query gruppo($id_gruppo: Int!) {
    gruppo(id_gruppo: $id_gruppo) {
      id_gruppo
      numero
      id_parte
    }
  }
`);

/** Spec 1 §4.4: branch G means a group, and the group's party is looked up. */
export const gruppoQuery = (id_gruppo: number) =>
  queryOptions({
    queryKey: chiavi.organizzazione.gruppo(id_gruppo),
    queryFn: async () => (await request(GRUPPO, { id_gruppo })).gruppo,
    staleTime: 10 * 60_000,
  });
