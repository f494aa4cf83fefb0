import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_TE_FAMIGLIA = graphql(`
  query getTeFamiglia($id_parte: Int!) {
    getTeParte(id_parte: $id_parte) {
      id_transazione_economica
      anno_scout
      importo
      stato
      causale_desc
      causale_tipo
      data_creata
    }
  }
`);

export type DovutoFamiglia = ResultOf<typeof GET_TE_FAMIGLIA>['getTeParte'][number];

/** Spec 3 §2 /f/quote: the dues of a person's party, every year, newest first. */
export function useTeParte(id_parte: number | null | undefined) {
  return useQuery({
    queryKey: chiavi.persone.dovuti(id_parte ?? 0),
    queryFn: async () => (await request(GET_TE_FAMIGLIA, { id_parte: id_parte ?? 0 })).getTeParte,
    enabled: (id_parte ?? 0) > 0,
  });
}
