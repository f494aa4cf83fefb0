import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PERSONA_ACCOUNT = graphql(`
  query personaAccount($id_persona: Int!) {
    persona(id_persona: $id_persona) {
      id_persona
      nome
      cognome
      data_nascita
      viewerCan
      utenti {
        id_utente
        id_persona
        username
        email
        data_registrazione
        registration_token
      }
      parentele {
        id_parentela
        id_persona_genitore
        id_persona_figlio
        desc
        figlio {
          id_persona
          nome
          cognome
        }
        genitore {
          id_persona
          nome
          cognome
          viewerCan
          utenti {
            id_utente
            id_persona
            username
            email
            data_registrazione
            registration_token
          }
          parentele {
            id_parentela
            id_persona_genitore
            id_persona_figlio
          }
        }
      }
    }
  }
`);

/** Spec 2 §2 'Account & Parentele': the person's users, parents and the parents' users. */
export function usePersonaAccount(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.account(id_persona),
    queryFn: async () => (await request(PERSONA_ACCOUNT, { id_persona })).persona,
    enabled: Number.isInteger(id_persona) && id_persona > 0,
  });
}
