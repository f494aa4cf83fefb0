import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';

const VERIFICA_CHECKOUT = graphql(`
  mutation verificaCheckout($id_transazione_finanziaria: Int!, $bonifico_upload_key: String) {
    verificaCheckout(
      id_transazione_finanziaria: $id_transazione_finanziaria
      bonifico_upload_key: $bonifico_upload_key
    )
  }
`);

/** Spec 3 §7 verificaCheckout: true when the office has the payment (completed, or started). */
export async function verificaCheckout(
  id_transazione_finanziaria: number,
  bonifico_upload_key?: string,
): Promise<boolean> {
  return (await request(VERIFICA_CHECKOUT, { id_transazione_finanziaria, bonifico_upload_key }))
    .verificaCheckout;
}
