import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';
import type { Gruppo } from './elenca-gruppi.ts';

export const GRUPPO = /* GraphQL */ `
  query gruppo($id_gruppo: Int!) {
    gruppo(id_gruppo: $id_gruppo) {
      id_gruppo
      numero
      id_parte
    }
  }
`;

/** Spec 1 §4.4: branch G means a group, and the group's party is looked up. */
export const gruppoQuery = (id_gruppo: number) =>
  queryOptions({
    queryKey: ['gruppo', id_gruppo],
    queryFn: async () =>
      (await request<{ gruppo: Gruppo | null }, { id_gruppo: number }>(GRUPPO, { id_gruppo })).gruppo,
    staleTime: 10 * 60_000,
  });
