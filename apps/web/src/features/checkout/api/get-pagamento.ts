import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const GET_PAGAMENTO = graphql(`
  query pagamentoCheckout($id_transazione_finanziaria: Int!) {
    transazioneFinanziaria(id_transazione_finanziaria: $id_transazione_finanziaria) {
      id_transazione_finanziaria
      stato
      ricevuta_id_allegato
    }
  }
`);

/** Spec 3 §9: the success screen asks again every 3 s. */
export const ATTESA_RICEVUTA_MS = 3000;

/**
 * Spec 3 §4 receipt: the payment, read again every 3 s while it is completed without its receipt;
 * polling stops when the receipt exists or the payment is not completed.
 */
export function usePagamento(id: number) {
  return useQuery({
    queryKey: chiavi.checkout.pagamento(id),
    queryFn: async () =>
      (await request(GET_PAGAMENTO, { id_transazione_finanziaria: id })).transazioneFinanziaria,
    refetchInterval: (q) =>
      q.state.data?.stato === 'completed' && q.state.data.ricevuta_id_allegato == null
        ? ATTESA_RICEVUTA_MS
        : false,
  });
}
