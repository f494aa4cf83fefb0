import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';

export const GET_PERSONE_SE = /* GraphQL */ `
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
`;

export interface PersonaGestita {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  sesso: 'M' | 'F' | null;
  data_nascita: string | null;
  iscrizione: {
    id_iscrizione: number;
    anno_scout: number;
    stato_iscrizione: string;
    nomine: { id_nomina: number; id_ruolo: string; id_gruppo: number | null }[];
  } | null;
}

/** Spec 1 §7: the signed-in person and the people they manage. */
export function usePersoneSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({
    queryKey: ['getPersoneSe', id_persona],
    queryFn: async () => (await request<{ getPersoneSe: PersonaGestita[] }>(GET_PERSONE_SE)).getPersoneSe,
    enabled: id_persona > 0,
  });
}
