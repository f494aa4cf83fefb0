import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Spec 3 §2 party picker: persons by name among everyone the viewer reaches, enrolled in the year or
// not (two pages of the register in one request, decision 1122; 4 characters),
// other subjects by name (cercaParte, 3), every unit and group (admins read them all), and
// 'Nuovo soggetto' (modificaParte). The units and groups come from lib/parti-struttura.ts. Each search runs with a key already debounced and long enough.

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

const CERCA_ALTRI = graphql(`
  query cercaAltriSoggetti($search_key: String!) {
    cercaParte(search_key: $search_key) {
      ...ParteCassa
    }
  }
`);

const MODIFICA_PARTE = graphql(`
  mutation modificaParte($modifica_parte: ModificaParteInput!) {
    modificaParte(modifica_parte: $modifica_parte)
  }
`);

/** A person found by name: their party and name (persons without a party cannot pay or be paid). */
export interface PersonaTrovata {
  id_parte: number;
  id_persona: number;
  nome: string;
}

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
        p.id_parte != null && !viste.has(p.id_parte) && viste.add(p.id_parte)
          ? [
              {
                id_parte: p.id_parte,
                id_persona: p.id_persona,
                nome: `${p.nome ?? ''} ${p.cognome ?? ''}`.trim(),
              },
            ]
          : [],
      );
    },
    enabled: chiave !== null && anno_scout !== null,
    staleTime: 30_000,
  });
}

export function useCercaAltri(chiave: string | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.cerca('altri', chiave ?? '', null),
    queryFn: async () => (await request(CERCA_ALTRI, { search_key: chiave ?? '' })).cercaParte,
    enabled: chiave !== null,
    staleTime: 30_000,
  });
}

/** Spec 3 §7 modificaParte: a new other subject; returns its id_parte. */
export function useNuovoSoggetto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (desc: string) =>
      (await request(MODIFICA_PARTE, { modifica_parte: { desc } })).modificaParte,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chiavi.tesoreria.tutta, 'cerca'] }),
  });
}
