import { nomeFileCoordinate } from '@zaino/domain/bonifico';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { scaricaDaServer } from '../../../lib/scarica-rest.ts';

const COORDINATE_BONIFICO = graphql(`
  query coordinateBonifico($id_transazione_finanziaria: Int!) {
    coordinateBonifico(id_transazione_finanziaria: $id_transazione_finanziaria) {
      iban
      beneficiario
      importo
      causale
    }
  }
`);

/** Spec 3 §2: the bank details of a bank-transfer payment (decision 1204). */
export function useCoordinateBonifico(id: number) {
  return useQuery({
    queryKey: chiavi.checkout.coordinate(id),
    queryFn: async () =>
      (await request(COORDINATE_BONIFICO, { id_transazione_finanziaria: id })).coordinateBonifico,
  });
}

/** Spec 3 §2: the same as a PDF, written by the server (apps/server/src/http/checkout-routes.ts). */
export function scaricaCoordinate(id: number): Promise<void> {
  return scaricaDaServer(`/checkout/bonifico/${id}/coordinate.pdf`, nomeFileCoordinate(id));
}
