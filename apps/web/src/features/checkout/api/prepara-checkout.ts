import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';

const PREPARA_CHECKOUT = graphql(`
  mutation preparaCheckout($preparazione_checkout: PreparazioneCheckoutInput!) {
    preparaCheckout(preparazione_checkout: $preparazione_checkout) {
      id_transazione_finanziaria
      metodo
      stripe_payment_id
      satispay_payment_id
      bonifico_upload_url
      redirect_url
      commissione
      importo
    }
  }
`);

export type CheckoutPreparato = ResultOf<typeof PREPARA_CHECKOUT>['preparaCheckout'];
export type Preparazione = VariablesOf<typeof PREPARA_CHECKOUT>['preparazione_checkout'];

/** Spec 3 §7 preparaCheckout; `signal` lets the family cancel while it is saving (spec 3 §4). */
export async function preparaCheckout(p: Preparazione, signal: AbortSignal): Promise<CheckoutPreparato> {
  return (await request(PREPARA_CHECKOUT, { preparazione_checkout: p }, { signal })).preparaCheckout;
}
