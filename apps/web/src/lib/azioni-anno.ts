import { useQuery } from '@tanstack/react-query';
import type { AzioneSu } from '@zaino/domain/permessi';
import { graphql } from '../gql/index.ts';
import { request } from './graphql.ts';
import { chiavi } from './query-keys.ts';

const AZIONI_ANNI = graphql(`
  query azioniAnniScout {
    getAnniScout {
      anno_scout
      inizio_fiscale
      viewerCan
    }
  }
`);

/** Every scout year with its fiscal start and the viewer's actions on it. */
export function useAnniScoutAzioni() {
  return useQuery({
    queryKey: chiavi.anniScout.azioni(),
    queryFn: async () => (await request(AZIONI_ANNI)).getAnniScout,
  });
}

/** The selected scout year: its fiscal start and the viewer's actions on it. */
export function useAnnoScelto(anno: number | null) {
  const q = useAnniScoutAzioni();
  const riga = q.data?.find((a) => a.anno_scout === anno);
  return {
    inizio_fiscale: riga?.inizio_fiscale ?? null,
    /** e.g. 'nazionale.vedi': the Nazionale column and filter. */
    puo: (azione: AzioneSu) => riga?.viewerCan.includes(azione) === true,
  };
}
