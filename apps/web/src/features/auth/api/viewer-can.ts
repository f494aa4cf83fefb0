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

/** The section-wide catalogue actions of the signed-in person (keyed by login and person: never reused). */
export const viewerCanQuery = (username: string, id_persona: number) =>
  queryOptions({
    queryKey: chiavi.permessi.sezione(username, id_persona),
    queryFn: async () => (await request(VIEWER_CAN)).viewerCan as AzioneDiSezione[],
    staleTime: 5 * 60_000,
  });

export function useViewerCan() {
  const username = session.use((s) => s.user?.username ?? '');
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({ ...viewerCanQuery(username, id_persona), enabled: username !== '' && id_persona > 0 });
}
