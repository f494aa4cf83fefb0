import { useQuery } from '@tanstack/react-query';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { Pagamento } from './get-tf-parte.ts';

const GET_TF_PARTE_TIPO = graphql(`
  query getTfParteTipo($id_parte: Int!, $tipo: MetodoPagamento!, $anno_scout: Int) {
    getTfParteTipo(id_parte: $id_parte, tipo: $tipo, anno_scout: $anno_scout) {
      ...PagamentoCassa
    }
  }
`);

/** Spec 3 §7 getTfParteTipo: the party's payments on one method (its side's method). */
export function usePagamentiTipo(id_parte: number, tipo: TipoPagamento | null, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.pagamenti(id_parte, tipo, anno_scout),
    queryFn: async () =>
      (await request(GET_TF_PARTE_TIPO, { id_parte, tipo: tipo!, anno_scout })).getTfParteTipo as Pagamento[],
    enabled: tipo !== null && anno_scout !== null,
  });
}
