import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { ElencaControlliQuery, TipoControllo } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ELENCA_CONTROLLI = graphql(`
  query elencaControlli($tipo: TipoControllo!) {
    elencaControlli(tipo: $tipo) {
      id_controllo
      tipo
      dettagli
      ignora
      id_persona
      persone {
        id_persona
        nome
        cognome
      }
      altre_persone
      unita {
        id_gruppo
        branca
        descrizione
      }
    }
  }
`);

export type Controllo = ElencaControlliQuery['elencaControlli'][number];

/** Spec 3 §7 elencaControlli: the findings of one check. */
export function useElencaControlli(tipo: TipoControllo) {
  return useQuery({
    queryKey: chiavi.controlli.elenco(tipo),
    queryFn: async () => (await request(ELENCA_CONTROLLI, { tipo })).elencaControlli,
  });
}
