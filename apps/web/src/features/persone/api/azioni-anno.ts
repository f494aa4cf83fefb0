import { useQuery } from '@tanstack/react-query';
import type { AzioneSu } from '@zaino/domain/permessi';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const AZIONI_ANNI = graphql(`
  query azioniAnniScout {
    getAnniScout {
      anno_scout
      viewerCan
    }
  }
`);

/** Whether the viewer has a catalogue action on a scout year (e.g. 'nazionale.vedi': the Nazionale column). */
export function usePuoSullAnno(anno: number | null, azione: AzioneSu): boolean {
  const q = useQuery({
    queryKey: chiavi.anniScout.azioni(),
    queryFn: async () => (await request(AZIONI_ANNI)).getAnniScout,
  });
  return q.data?.find((a) => a.anno_scout === anno)?.viewerCan.includes(azione) === true;
}
