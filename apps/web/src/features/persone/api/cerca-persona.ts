import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const CERCA_PERSONA = graphql(`
  query cercaPersona($registration_token: String, $search_key: String) {
    cercaPersona(registration_token: $registration_token, search_key: $search_key) {
      id_persona
      nome
      cognome
      parentele {
        id_parentela
        id_persona_figlio
        desc
        figlio {
          id_persona
          nome
          cognome
        }
      }
      utenti {
        id_utente
        email
        username
        data_registrazione
        registration_token
      }
    }
  }
`);

/** Spec 2 §5 code search: the person of a registration code (null = nothing to look up yet). */
export function useCercaPerCodice(codice: string | null) {
  return useQuery({
    queryKey: chiavi.persone.cercaCodice(codice ?? ''),
    queryFn: async () => (await request(CERCA_PERSONA, { registration_token: codice })).cercaPersona,
    enabled: codice != null,
  });
}

/** Spec 2 §5 associa-account: persons with a user by name, surname or email (null = too short). */
export function useCercaPerChiave(chiave: string | null) {
  return useQuery({
    queryKey: chiavi.persone.cercaChiave(chiave ?? ''),
    queryFn: async () => (await request(CERCA_PERSONA, { search_key: chiave })).cercaPersona,
    enabled: chiave != null,
  });
}
