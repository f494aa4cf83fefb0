import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { PagamentoCassaFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const GET_TF_PARTE = graphql(`
  query getTfParte($id_parte: Int!, $anno_scout: Int) {
    getTfParte(id_parte: $id_parte, anno_scout: $anno_scout) {
      ...PagamentoCassa
    }
  }
`);

export type Pagamento = PagamentoCassaFragment;

/** Spec 3 §7 getTfParte: the payments the party makes or receives, in the scout year. */
export function usePagamentiParte(id_parte: number, anno_scout: number | null, enabled = true) {
  return useQuery({
    // Not tipo null: that is the key of getTfParteTipo while disabled on the same page, and a shared
    // key would refetch this list with the other query's document (no tipo: a VALIDATION error).
    queryKey: chiavi.tesoreria.pagamenti(id_parte, 'tutti', anno_scout),
    queryFn: async () => (await request(GET_TF_PARTE, { id_parte, anno_scout })).getTfParte as Pagamento[],
    enabled: enabled && anno_scout !== null,
  });
}
