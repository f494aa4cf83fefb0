import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const CERCA_UNITA = graphql(`
  query cercaUnita($branca: String!, $id_gruppo: Int!) {
    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {
      id_unita
      id_parte
    }
  }
`);

/** Spec 1 §4.4: a unit is looked up by branch and group. */
export const cercaUnitaQuery = (branca: string, id_gruppo: number) =>
  queryOptions({
    queryKey: chiavi.organizzazione.unita(branca, id_gruppo),
    queryFn: async () => (await request(CERCA_UNITA, { branca, id_gruppo })).cercaUnita,
    staleTime: 10 * 60_000,
  });
