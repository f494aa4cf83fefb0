import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/index.ts';
import { request } from './graphql.ts';
import { chiavi } from './query-keys.ts';

// Every unit and group with its party (admins read them all): the treasury's party picker and the
// yearly cycle's party selector share it.

const PARTI_STRUTTURA = graphql(`
  query partiStruttura {
    elencaUnita {
      id_unita
      branca
      id_parte
      gruppo {
        numero
      }
    }
    elencaGruppi {
      id_gruppo
      numero
      id_parte
    }
  }
`);

/** Units and groups with their parties; those without a party cannot be chosen. */
export function usePartiStruttura(enabled: boolean) {
  return useQuery({
    queryKey: chiavi.tesoreria.partiStruttura(),
    queryFn: () => request(PARTI_STRUTTURA, {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}
