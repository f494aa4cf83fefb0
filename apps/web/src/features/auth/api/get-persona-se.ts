import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const GET_PERSONA_SE = graphql(`
  query getPersonaSe {
    getPersonaSe {
      id_persona
      nome
      cognome
      sesso
      id_parte
      utenti {
        id_utente
        username
        email
      }
      contatti {
        id_contatto
        tipo
        valore
        notifica
      }
      iscrizione {
        id_iscrizione
        anno_scout
        stato_iscrizione
        nomine {
          id_nomina
          id_ruolo
          id_gruppo
          ruolo {
            id_ruolo
            adulto
            branca
            diretto
          }
        }
      }
    }
  }
`);

export type PersonaSe = NonNullable<ResultOf<typeof GET_PERSONA_SE>['getPersonaSe']>;

/** Spec 1 §4.3 login check: the signed-in person (keyed by id_persona so a new login never reuses it). */
export const personaSeQuery = (id_persona: number) =>
  queryOptions({
    queryKey: chiavi.persone.se(id_persona),
    queryFn: async () => (await request(GET_PERSONA_SE)).getPersonaSe,
    staleTime: 5 * 60_000,
  });

export function usePersonaSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({ ...personaSeQuery(id_persona), enabled: id_persona > 0 });
}
