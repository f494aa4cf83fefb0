import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ANNI_SCOUT_IMPOSTAZIONI = graphql(`
  query anniScoutImpostazioni {
    getAnniScout {
      anno_scout
      attivo
      presenteOFuturo
      inizio_fiscale
      limite_iscrizioni
      limite_mora
      mora_nuovi
      mora_rinnovi
      quota_giovani_nuovi
      quota_giovani_rinnovi
      quota_adulti_nuovi
      quota_adulti_rinnovi
    }
  }
`);

export type AnnoScoutImpostazioni = ResultOf<typeof ANNI_SCOUT_IMPOSTAZIONI>['getAnniScout'][number];

/** Spec 2 §2 settings, §7 getAnniScout: every scout year with all of its fields, newest first. */
export function useAnniScoutImpostazioni() {
  return useQuery({
    queryKey: chiavi.anniScout.impostazioni(),
    queryFn: async () => (await request(ANNI_SCOUT_IMPOSTAZIONI)).getAnniScout,
  });
}
