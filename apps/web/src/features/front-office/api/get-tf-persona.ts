import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_TF_PERSONA = graphql(`
  query getTfPersona($id_persona: Int!) {
    getTfPersona(id_persona: $id_persona) {
      id_transazione_finanziaria
      importo
      commissione_da
      stato
      tipo_da
      tipo_a
      data_creata
      data_pagata
      numero_ricevuta
      ricevuta_id_allegato
      transazioni {
        id_transazione
        importo
        transazione_economica {
          id_transazione_economica
          causale_desc
        }
      }
    }
  }
`);

export type PagamentoPersona = ResultOf<typeof GET_TF_PERSONA>['getTfPersona'][number];

/** Spec 3 §2 payment history: the payments of a person (getTfPersona). */
export function useTfPersona(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.pagamenti(id_persona),
    queryFn: async () => (await request(GET_TF_PERSONA, { id_persona })).getTfPersona,
    enabled: id_persona > 0,
  });
}
