import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';

export const GET_PERSONA_SE = /* GraphQL */ `
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
`;

export interface NominaSe {
  id_nomina: number;
  id_ruolo: string;
  id_gruppo: number | null;
  ruolo: { id_ruolo: string; adulto: boolean; branca: string | null; diretto: boolean };
}

export interface PersonaSe {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  sesso: 'M' | 'F' | null;
  id_parte: number | null;
  utenti: { id_utente: number; username: string; email: string | null }[];
  contatti: { id_contatto: number; tipo: string; valore: string; notifica: boolean | null }[];
  iscrizione: {
    id_iscrizione: number;
    anno_scout: number;
    stato_iscrizione: string;
    nomine: NominaSe[];
  } | null;
}

/** Spec 1 §4.3 login check: the signed-in person (keyed by id_persona so a new login never reuses it). */
export const personaSeQuery = (id_persona: number) =>
  queryOptions({
    queryKey: ['getPersonaSe', id_persona],
    queryFn: async () => (await request<{ getPersonaSe: PersonaSe | null }>(GET_PERSONA_SE)).getPersonaSe,
    staleTime: 5 * 60_000,
  });

export function usePersonaSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({ ...personaSeQuery(id_persona), enabled: id_persona > 0 });
}
