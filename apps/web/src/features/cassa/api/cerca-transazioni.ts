import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Spec 3 §4–§5 'Link to existing cause' and 'Link to existing payment': the server's searches (at
// least 4 characters, newest first, at most 20), run with a key already debounced and long enough.

const CERCA_CAUSALI = graphql(`
  query cercaCausaliDaCollegare($search_key: String!) {
    cercaTransazioneEconomica(search_key: $search_key) {
      ...CausaleCassa
    }
  }
`);

const CERCA_PAGAMENTI = graphql(`
  query cercaPagamentiDaCollegare($search_key: String!) {
    cercaTransazioneFinanziaria(search_key: $search_key) {
      ...PagamentoCassa
      transazioni {
        id_transazione
        id_transazione_economica
        importo
      }
    }
  }
`);

export function useCercaCausali(chiave: string | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.cerca('causali', chiave ?? '', null),
    queryFn: async () =>
      (await request(CERCA_CAUSALI, { search_key: chiave ?? '' })).cercaTransazioneEconomica,
    enabled: chiave !== null,
  });
}

export function useCercaPagamenti(chiave: string | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.cerca('pagamenti', chiave ?? '', null),
    queryFn: async () =>
      (await request(CERCA_PAGAMENTI, { search_key: chiave ?? '' })).cercaTransazioneFinanziaria,
    enabled: chiave !== null,
  });
}

export type CausaleTrovata = NonNullable<ReturnType<typeof useCercaCausali>['data']>[number];
export type PagamentoTrovato = NonNullable<ReturnType<typeof useCercaPagamenti>['data']>[number];
