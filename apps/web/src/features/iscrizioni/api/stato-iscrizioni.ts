import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { AmbitoRegistro } from '../../../lib/ambito-registro.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const STATO_ISCRIZIONI = graphql(`
  query statoIscrizioni($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) {
    statoIscrizioni(anno_scout: $anno_scout, id_gruppo: $id_gruppo, id_unita: $id_unita) {
      iscrizioni {
        chiave
        n
      }
      utenti {
        chiave
        n
      }
      completo
    }
  }
`);

const ELENCA_EVENTI = graphql(`
  query elencaEventi($id_gruppo: Int, $id_unita: Int) {
    elencaEventi(id_gruppo: $id_gruppo, id_unita: $id_unita) {
      id_evento
      rev_date
      rev_author
      rev_type
      table
      id_persona
      details
      anno_scout
      persona {
        id_persona
        nome
        cognome
      }
    }
  }
`);

/** The unit selector's scope as the server's arguments (section: neither). */
const argomenti = (a: AmbitoRegistro) => ({
  id_gruppo: a.tipo === 'gruppo' ? a.id_gruppo : null,
  id_unita: a.tipo === 'unita' ? a.id_unita : null,
});

/** Spec 2 §2 dashboard counts of the chosen scope and year (computed by the server in SQL). */
export function useStatoIscrizioni(
  ambito: AmbitoRegistro | null | undefined,
  anno: number | null,
  id_parte: number,
) {
  return useQuery({
    queryKey: chiavi.iscrizioni.stato(anno, id_parte),
    queryFn: async () =>
      (await request(STATO_ISCRIZIONI, { anno_scout: anno!, ...argomenti(ambito!) })).statoIscrizioni,
    enabled: ambito != null && anno != null,
  });
}

/** Spec 2 §2 events list of the chosen scope, newest first. */
export function useEventi(ambito: AmbitoRegistro | null | undefined, id_parte: number) {
  return useQuery({
    queryKey: chiavi.eventi.ambito(id_parte),
    queryFn: async () => (await request(ELENCA_EVENTI, argomenti(ambito!))).elencaEventi,
    enabled: ambito != null,
  });
}
