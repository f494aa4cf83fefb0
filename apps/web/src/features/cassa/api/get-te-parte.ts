import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { CausaleCassaFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const GET_TE_PARTE = graphql(`
  query getTeParte($id_parte: Int!, $anno_scout: Int) {
    getTeParte(id_parte: $id_parte, anno_scout: $anno_scout) {
      ...CausaleCassa
    }
  }
`);

export type Causale = CausaleCassaFragment;

/** Spec 3 §7 getTeParte: the dues (causali) the party pays or is paid, in the scout year. */
export function useCausali(id_parte: number, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.causali(id_parte, anno_scout),
    queryFn: async () => (await request(GET_TE_PARTE, { id_parte, anno_scout })).getTeParte as Causale[],
    enabled: anno_scout !== null,
  });
}
