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
    ultimoRicalcoloControlli {
      eseguito
      nome_autore
    }
  }
`);

export type StatisticaControllo = StatisticheControlliQuery['statisticheControlli'][number];
export type UltimoRicalcolo = NonNullable<StatisticheControlliQuery['ultimoRicalcoloControlli']>;

/** One request for the counts and the last recompute; each hook reads its part of it. */
const opzioni = {
  queryKey: chiavi.controlli.statistiche(),
  queryFn: () => request(STATISTICHE_CONTROLLI),
};

/** Spec 3 §7 statisticheControlli: totals and ignored counts of every check. */
export function useStatisticheControlli() {
  return useQuery({ ...opzioni, select: (d) => d.statisticheControlli });
}

/**
 * Decision 0926: when the checks were last recomputed and by whom; null when they never were, so
 * the counts' zeros mean "not computed" (read with the counts, in the same request).
 */
export function useUltimoRicalcolo() {
  return useQuery({ ...opzioni, select: (d) => d.ultimoRicalcoloControlli ?? null });
}
