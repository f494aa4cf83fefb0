import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AzioneDiSezione } from '@zaino/domain/permessi';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const VIEWER_CAN = graphql(`
  query viewerCan {
    viewerCan
  }
`);

/** The section-wide catalogue actions of the signed-in login (keyed by login so a new one never reuses it). */
export const viewerCanQuery = (username: string) =>
  queryOptions({
    queryKey: chiavi.permessi.sezione(username),
    queryFn: async () => (await request(VIEWER_CAN)).viewerCan as AzioneDiSezione[],
    staleTime: 5 * 60_000,
  });

export function useViewerCan() {
  const username = session.use((s) => s.user?.username ?? '');
  return useQuery({ ...viewerCanQuery(username), enabled: username !== '' });
}
