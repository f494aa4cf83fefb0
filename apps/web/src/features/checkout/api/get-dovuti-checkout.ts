import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session-store.ts';

const GET_DOVUTI_CHECKOUT = graphql(`
  query getPersoneSeCheckout {
    getPersoneSe {
      id_persona
      nome
      cognome
      codice_fiscale
      residenza_indirizzo
      residenza_comune
      residenza_provincia
      consenso_privacy {
        id_consenso_privacy
        consenso_i
        consenso_l
        consenso_s
        consenso_t
      }
      iscrizione {
        id_iscrizione
        stato_iscrizione
      }
      transazioni_economiche_todo {
        id_transazione_economica
        importo
        stato
        causale_desc
        causale_tipo
        anno_scout
        id_iscrizione
        transazioni {
          id_transazione
          importo
          stato_pagamento
        }
      }
    }
  }
`);

export type PersonaCheckout = ResultOf<typeof GET_DOVUTI_CHECKOUT>['getPersoneSe'][number];
export type DovutoFamiglia = PersonaCheckout['transazioni_economiche_todo'][number];

/** Spec 3 §7 getPersoneSe: the signed-in person first, then the children, with the dues still to pay. */
export function useDovutiCheckout() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({
    queryKey: chiavi.persone.checkout(id_persona),
    queryFn: async () => (await request(GET_DOVUTI_CHECKOUT)).getPersoneSe,
    enabled: id_persona > 0,
  });
}
