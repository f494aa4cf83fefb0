import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_PERSONE_SE = graphql(`
  query getPersoneSe {
    getPersoneSe {
      id_persona
      nome
      cognome
      sesso
      data_nascita
      iscrizione {
        id_iscrizione
        anno_scout
        stato_iscrizione
        nomine {
          id_nomina
          id_ruolo
          id_gruppo
        }
      }
    }
  }
`);

export type PersonaGestita = ResultOf<typeof GET_PERSONE_SE>['getPersoneSe'][number];

/** Spec 1 §7: the signed-in person and the people they manage. */
export function usePersoneSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({
    queryKey: chiavi.persone.gestite(id_persona),
    queryFn: async () => (await request(GET_PERSONE_SE)).getPersoneSe,
    enabled: id_persona > 0,
  });
}
