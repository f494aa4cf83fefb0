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

export const CERCA_COLLEGABILI = graphql(`
  query cercaCollegabili($search_key: String, $id_persona_figlio: Int!) {
    cercaPersona(search_key: $search_key) {
      id_persona
      collegabileA(id_persona_figlio: $id_persona_figlio)
    }
  }
`);

/** associa-account: which found persons the viewer may link to this child (the catalogue decides). */
export function useCollegabili(chiave: string | null, idFiglio: number) {
  return useQuery({
    queryKey: chiavi.persone.collegabili(chiave ?? '', idFiglio),
    queryFn: async () => {
      const r = await request(CERCA_COLLEGABILI, { search_key: chiave, id_persona_figlio: idFiglio });
      return new Set(r.cercaPersona.filter((p) => p.collegabileA).map((p) => p.id_persona));
    },
    enabled: chiave != null,
  });
}
