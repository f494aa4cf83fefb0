import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const SALDO_ANNUALE = graphql(`
  query saldoAnnuale($id_parte: Int!, $anno_scout: Int!) {
    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {
      id_parte
      anno_scout
      metodi {
        tipo
        iniziale
        entrate
        uscite
        finale
      }
    }
  }
`);

/** Spec 2 §7 saldoAnnuale: the opening balance and the year's movements of each method. */
export function useSaldoAnnuale(id_parte: number, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.saldo(id_parte, anno_scout ?? 0),
    queryFn: async () => (await request(SALDO_ANNUALE, { id_parte, anno_scout: anno_scout! })).saldoAnnuale,
    enabled: anno_scout !== null,
  });
}
