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
      id_parte
      nome
      cognome
      sesso
      data_nascita
      data_conferma
      consenso_privacy {
        id_consenso_privacy
        consenso_i
        consenso_l
        consenso_s
        consenso_t
      }
      iscrizione {
        id_iscrizione
        anno_scout
        stato_iscrizione
        categoria_quota {
          adulto
          nuovo
        }
        transazione_economica {
          id_transazione_economica
          importo
          stato
        }
        nomine {
          id_nomina
          id_ruolo
          id_gruppo
        }
      }
    }
    getAsAttivo {
      anno_scout
      attivo
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

type Risposta = ResultOf<typeof GET_PERSONE_SE>;
export type PersonaGestita = Risposta['getPersoneSe'][number];
export type AnnoAttivo = NonNullable<Risposta['getAsAttivo']>;

/** Spec 1 §7: the signed-in person and the people they manage, with the active year's fees. */
export function usePersoneSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({
    queryKey: chiavi.persone.gestite(id_persona),
    queryFn: async () => {
      const r = await request(GET_PERSONE_SE);
      return { persone: r.getPersoneSe, anno: r.getAsAttivo ?? null };
    },
    enabled: id_persona > 0,
  });
}
