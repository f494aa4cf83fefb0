import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Contract §6: public code lookup. Anonymous callers (and logins attached to another person) get the
// greeting only; a signed-in login not attached to another person also gets email, contacts, enrolment.

export const UTENTE_NON_REGISTRATO = graphql(`
  query utenteNonRegistrato($registration_token: String!) {
    utenteNonRegistrato(registration_token: $registration_token) {
      registration_token
      data_registrazione
      id_utente
      id_persona
      username
      email
      persona {
        id_persona
        nome
        cognome
        sesso
        contatti {
          id_contatto
          tipo
          valore
          notifica
          chi
        }
        iscrizione {
          id_iscrizione
        }
      }
    }
  }
`);

export type UtenteNonRegistrato = NonNullable<ResultOf<typeof UTENTE_NON_REGISTRATO>['utenteNonRegistrato']>;

/** Keyed by the login too: the answer depends on who asks. */
export const utenteNonRegistratoQuery = (code: string, login: string) =>
  queryOptions({
    queryKey: chiavi.registrazione.codice(code, login),
    queryFn: async () =>
      (await request(UTENTE_NON_REGISTRATO, { registration_token: code })).utenteNonRegistrato,
    // Lookups are rate-limited (10 a minute): never retry or refetch by themselves.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useUtenteNonRegistrato(code: string, login: string, enabled = true) {
  return useQuery({ ...utenteNonRegistratoQuery(code, login), enabled: enabled && code !== '' });
}
