import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const INIZI_FISCALI = graphql(`
  query iniziFiscali {
    getAnniScout {
      anno_scout
      inizio_fiscale
    }
  }
`);

/** The selected scout year's fiscal start (null while loading or unknown). */
export function useInizioFiscale(anno: number | null): string | null {
  const q = useQuery({
    queryKey: chiavi.anniScout.inizi(),
    queryFn: async () => (await request(INIZI_FISCALI)).getAnniScout,
    staleTime: 5 * 60 * 1000,
  });
  return q.data?.find((a) => a.anno_scout === anno)?.inizio_fiscale ?? null;
}
