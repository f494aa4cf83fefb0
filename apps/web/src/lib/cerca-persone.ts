import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/index.ts';
import { request } from './graphql.ts';
import { chiavi } from './query-keys.ts';

// Persons by name among everyone the viewer reaches, enrolled in the year or not (two pages of the
// register in one request, decision 1122): the treasury's party picker and the waiting lists' person
// picker share it. Each search runs with a key already debounced and long enough (lib/ricerca.ts).

/** Found persons per kind (enrolled, then the others: parents, new persons, past members). */
const MAX_PERSONE = 20;

const CERCA_PERSONE = graphql(`
  query cercaPersoneParte($search_key: String!, $anno_scout: Int!, $per_pagina: Int!) {
    iscritti: registroPagina(
      anno_scout: $anno_scout
      filtri: { nomecognome: $search_key }
      per_pagina: $per_pagina
    ) {
      righe {
        id_persona
        id_parte
        nome
        cognome
      }
    }
    altri: registroPagina(
      anno_scout: $anno_scout
      filtri: { nomecognome: $search_key, iscrizione: "non_iscritti" }
      per_pagina: $per_pagina
    ) {
      righe {
        id_persona
        id_parte
        nome
        cognome
      }
    }
  }
`);

/** A person found by name: their id, their party (null: cannot pay or be paid) and their name. */
export interface PersonaTrovata {
  id_persona: number;
  id_parte: number | null;
  nome: string;
}

/** The persons whose name matches `chiave` (null: nothing to search yet), each once. */
export function useCercaPersone(chiave: string | null, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.cerca('persone', chiave ?? '', anno_scout),
    queryFn: async (): Promise<PersonaTrovata[]> => {
      const r = await request(CERCA_PERSONE, {
        search_key: chiave ?? '',
        anno_scout: anno_scout ?? 0,
        per_pagina: MAX_PERSONE,
      });
      const viste = new Set<number>();
      return [...r.iscritti.righe, ...r.altri.righe].flatMap((p) =>
        viste.has(p.id_persona) || !viste.add(p.id_persona)
          ? []
          : [
              {
                id_persona: p.id_persona,
                id_parte: p.id_parte ?? null,
                nome: `${p.nome ?? ''} ${p.cognome ?? ''}`.trim(),
              },
            ],
      );
    },
    enabled: chiave !== null && anno_scout !== null,
    staleTime: 30_000,
  });
}
