import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { Pagamento } from './get-tf-parte.ts';

const GET_TRASFERIMENTI_PARTE = graphql(`
  query getTrasferimentiParte($id_parte: Int!, $anno_scout: Int) {
    getTrasferimentiParte(id_parte: $id_parte, anno_scout: $anno_scout) {
      ...PagamentoCassa
    }
  }
`);

/** Spec 3 §2 Trasferimenti: the party's internal transfers between its methods, in the scout year. */
export function useTrasferimenti(id_parte: number, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.trasferimenti(id_parte, anno_scout),
    queryFn: async () =>
      (await request(GET_TRASFERIMENTI_PARTE, { id_parte, anno_scout })).getTrasferimentiParte as Pagamento[],
    enabled: anno_scout !== null,
  });
}
