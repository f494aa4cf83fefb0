import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';

// Contract §6: public code lookup. Anonymous callers (and logins attached to another person) get the
// greeting only; a signed-in login not attached to another person also gets email, contacts, enrolment.

export const UTENTE_NON_REGISTRATO = /* GraphQL */ `
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
`;

export interface UtenteNonRegistrato {
  registration_token: string;
  data_registrazione: string | null;
  id_utente: number;
  id_persona: number;
  username: string | null;
  email: string | null;
  persona: {
    id_persona: number;
    nome: string | null;
    cognome: string | null;
    sesso: 'M' | 'F' | null;
    contatti:
      | { id_contatto: number; tipo: string; valore: string; notifica: boolean | null; chi: string | null }[]
      | null;
    iscrizione: { id_iscrizione: number } | null;
  };
}

/** Keyed by the login too: the answer depends on who asks. */
export const utenteNonRegistratoQuery = (code: string, login: string) =>
  queryOptions({
    queryKey: ['utenteNonRegistrato', code, login],
    queryFn: async () =>
      (
        await request<{ utenteNonRegistrato: UtenteNonRegistrato | null }>(UTENTE_NON_REGISTRATO, {
          registration_token: code,
        })
      ).utenteNonRegistrato,
    // Lookups are rate-limited (10 a minute): never retry or refetch by themselves.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useUtenteNonRegistrato(code: string, login: string, enabled = true) {
  return useQuery({ ...utenteNonRegistratoQuery(code, login), enabled: enabled && code !== '' });
}
