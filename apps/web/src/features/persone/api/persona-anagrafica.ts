import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PERSONA_ANAGRAFICA = graphql(`
  query personaAnagrafica($id_persona: Int!) {
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
      viewerCan
      iscrizione {
        id_iscrizione
      }
      utenti {
        id_utente
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
        id_persona_genitore
        id_persona_figlio
        desc
        genitore {
          id_persona
          nome
          cognome
          viewerCan
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
    getAsAttivo {
      anno_scout
      inizio_fiscale
    }
  }
`);

export type PersonaAnagrafica = NonNullable<ResultOf<typeof PERSONA_ANAGRAFICA>['persona']>;

/** Spec 2 §2 'Anagrafica & Contatti': the person's data, contacts, parents' contacts, and the fiscal start. */
export function usePersonaAnagrafica(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.anagrafica(id_persona),
    queryFn: async () => {
      const r = await request(PERSONA_ANAGRAFICA, { id_persona });
      return { persona: r.persona, inizioFiscale: r.getAsAttivo?.inizio_fiscale ?? null };
    },
  });
}
