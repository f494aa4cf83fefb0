import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const ELENCA_GRUPPI = graphql(`
  query elencaGruppi {
    elencaGruppi {
      id_gruppo
      numero
      id_parte
    }
  }
`);

/** Spec 1 §6: the groups the viewer may choose (all groups only for admins). */
export function useElencaGruppi(enabled: boolean) {
  return useQuery({
    queryKey: chiavi.organizzazione.gruppi(),
    queryFn: async () => (await request(ELENCA_GRUPPI)).elencaGruppi,
    staleTime: 10 * 60_000,
    enabled,
  });
}
