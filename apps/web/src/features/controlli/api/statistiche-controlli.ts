import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { StatisticheControlliQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const STATISTICHE_CONTROLLI = graphql(`
  query statisticheControlli {
    statisticheControlli {
      tipo
      nome
      totale
      ignorati
    }
  }
`);

export type StatisticaControllo = StatisticheControlliQuery['statisticheControlli'][number];

/** Spec 3 §7 statisticheControlli: totals and ignored counts of every check. */
export function useStatisticheControlli() {
  return useQuery({
    queryKey: chiavi.controlli.statistiche(),
    queryFn: async () => (await request(STATISTICHE_CONTROLLI)).statisticheControlli,
  });
}
