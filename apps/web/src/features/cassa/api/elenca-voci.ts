import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { ElencaVociQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ELENCA_VOCI = graphql(`
  query elencaVoci {
    elencaVoci {
      id_voce
      codice
      descrizione
      tipo
      in_uso
      riga_ets
    }
  }
`);

export type Voce = ElencaVociQuery['elencaVoci'][number];

/** Spec 3 §7 elencaVoci: the budget item catalogue (items have no year). */
export function useVoci() {
  return useQuery({
    queryKey: chiavi.tesoreria.voci(),
    queryFn: async () => (await request(ELENCA_VOCI)).elencaVoci,
  });
}
