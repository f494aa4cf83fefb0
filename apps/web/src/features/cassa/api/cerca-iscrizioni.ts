import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

// Spec 3 §5, §7: the due dialog's enrolment search (cercaIscrizione: 4 characters and a scout year,
// run with a key already debounced and long enough) and the enrolment a due names (iscrizione).

export const ISCRIZIONE_CAUSALE = graphql(`
  fragment IscrizioneCausale on Iscrizione {
    id_iscrizione
    anno_scout
    n_tessera
    stato_iscrizione
    categoria_quota {
      adulto
    }
    persona {
      id_persona
      id_parte
      nome
      cognome
    }
    transazione_economica {
      id_transazione_economica
    }
  }
`);

const CERCA_ISCRIZIONI = graphql(`
  query cercaIscrizioniCausale($search_key: String!, $anno_scout: Int!) {
    cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {
      ...IscrizioneCausale
    }
  }
`);

const ISCRIZIONE = graphql(`
  query iscrizioneCausale($id: Int!) {
    iscrizione(id_iscrizione: $id) {
      ...IscrizioneCausale
    }
  }
`);

const leggi = async (id: number) => (await request(ISCRIZIONE, { id })).iscrizione;

type Letta = NonNullable<Awaited<ReturnType<typeof leggi>>>;
/** An enrolment as the due dialog shows it: only those whose person the viewer reads. */
export type IscrizioneTrovata = Letta & { persona: NonNullable<Letta['persona']> };
const conPersona = (i: Letta | null | undefined): i is IscrizioneTrovata => i?.persona != null;

export function useCercaIscrizioni(chiave: string | null, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.cerca('iscrizioni', chiave ?? '', anno_scout),
    queryFn: async () =>
      (
        await request(CERCA_ISCRIZIONI, { search_key: chiave ?? '', anno_scout: anno_scout ?? 0 })
      ).cercaIscrizione.filter(conPersona),
    enabled: chiave !== null && anno_scout !== null,
  });
}

/** The enrolment of an existing due (null = none, or its person is out of the viewer's reach). */
export function useIscrizione(id: number | null) {
  return useQuery({
    queryKey: chiavi.tesoreria.iscrizione(id ?? 0),
    queryFn: async () => {
      const i = await leggi(id ?? 0);
      return conPersona(i) ? i : null;
    },
    enabled: id !== null && id > 0,
  });
}
