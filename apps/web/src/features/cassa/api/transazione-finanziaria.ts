import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const TRANSAZIONE_FINANZIARIA = graphql(`
  query transazioneFinanziaria($id: Int!) {
    transazioneFinanziaria(id_transazione_finanziaria: $id) {
      ...PagamentoCassa
      stripe_payment_id
      satispay_payment_id
      bonifico_id_allegato
      ricevuta_id_allegato
      allegati {
        id_allegato
        nome
        dimensione
        s3_key
      }
      transazioni {
        id_transazione
        importo
        transazione_economica {
          id_transazione_economica
          causale_desc
          importo
          stato
        }
      }
    }
  }
`);

/** Spec 3 §7 transazioneFinanziaria: one payment with the dues it covers and its attachments (null = not found). */
export function useTransazioneFinanziaria(id: number) {
  return useQuery({
    queryKey: chiavi.tesoreria.pagamento(id),
    queryFn: async () => (await request(TRANSAZIONE_FINANZIARIA, { id })).transazioneFinanziaria,
    enabled: Number.isInteger(id) && id > 0,
  });
}
