import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { ElencaBilanciQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ELENCA_BILANCI = graphql(`
  query elencaBilanci($anno_scout: Int!, $id_parte: Int!) {
    elencaBilanci(anno_scout: $anno_scout, id_parte: $id_parte) {
      id_parte
      anno_scout
      id_voce
      preventivo
      consuntivo
      voce {
        id_voce
        codice
        descrizione
      }
    }
  }
`);

export type Bilancio = ElencaBilanciQuery['elencaBilanci'][number];

/** Spec 3 §7 elencaBilanci: the budget lines of the party in the scout year, forecast and actual. */
export function useBilanci(id_parte: number, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.bilanci(id_parte, anno_scout ?? 0),
    queryFn: async () => (await request(ELENCA_BILANCI, { id_parte, anno_scout: anno_scout! })).elencaBilanci,
    enabled: anno_scout !== null,
  });
}
