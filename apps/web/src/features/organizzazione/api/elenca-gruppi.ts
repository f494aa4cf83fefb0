import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';

export const ELENCA_GRUPPI = /* GraphQL */ `
  query elencaGruppi {
    elencaGruppi {
      id_gruppo
      numero
      id_parte
    }
  }
`;

export interface Gruppo {
  id_gruppo: number;
  numero: number;
  id_parte: number | null;
}

/** Spec 1 §6: the groups the viewer may choose (all groups only for admins). */
export function useElencaGruppi(enabled: boolean) {
  return useQuery({
    queryKey: ['elencaGruppi'],
    queryFn: async () => (await request<{ elencaGruppi: Gruppo[] }>(ELENCA_GRUPPI)).elencaGruppi,
    staleTime: 10 * 60_000,
    enabled,
  });
}
