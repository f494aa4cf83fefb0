import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const TRANSAZIONE_ECONOMICA = graphql(`
  query transazioneEconomica($id: Int!) {
    transazioneEconomica(id_transazione_economica: $id) {
      ...CausaleCassa
      transazioni {
        id_transazione
        importo
        transazione_finanziaria {
          id_transazione_finanziaria
          importo
          stato
          tipo_da
          tipo_a
          data_pagata
        }
      }
    }
  }
`);

/** Spec 3 §7 transazioneEconomica: one due with the payments covering it (null = not found). */
export function useTransazioneEconomica(id: number) {
  return useQuery({
    queryKey: chiavi.tesoreria.causale(id),
    queryFn: async () => (await request(TRANSAZIONE_ECONOMICA, { id })).transazioneEconomica,
    enabled: Number.isInteger(id) && id > 0,
  });
}
