import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Spec 3 §2 party picker: other subjects by name (cercaParte, 3 characters) and 'Nuovo soggetto'
// (modificaParte). Persons by name come from lib/cerca-persone.ts (4 characters), the units and
// groups from lib/parti-struttura.ts. Each search runs with a key already debounced and long enough.

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
