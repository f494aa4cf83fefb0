import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PERSONA_FAMIGLIA = graphql(`
  query personaFamiglia($id_persona: Int!) {
    persona(id_persona: $id_persona) {
      id_persona
      nome
      cognome
      sesso
      data_nascita
      codice_fiscale
      luogo_nascita
      residenza_indirizzo
      residenza_comune
      residenza_provincia
      residenza_cap
      data_conferma
      consenso_privacy {
        id_consenso_privacy
        consenso_i
        consenso_l
        consenso_s
        consenso_t
        data_espressione
      }
      contatti {
        id_contatto
        tipo
        valore
        notifica
        chi
      }
      parentele {
        id_parentela
        id_persona_figlio
        desc
        genitore {
          id_persona
          nome
          cognome
          contatti {
            id_contatto
            tipo
            valore
            notifica
            chi
          }
        }
      }
    }
  }
`);

export type PersonaFamiglia = NonNullable<ResultOf<typeof PERSONA_FAMIGLIA>['persona']>;

/** A person of the family with what the front-office forms edit (spec 3 §5). */
export function usePersonaFamiglia(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.famiglia(id_persona),
    queryFn: async () => (await request(PERSONA_FAMIGLIA, { id_persona })).persona,
    enabled: id_persona > 0,
  });
}
