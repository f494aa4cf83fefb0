import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PER_PAGINA_CONTROLLI } from '@zaino/domain/controlli';
import { graphql } from '../../../gql/index.ts';
import type { ElencaControlliPaginaQuery, TipoControllo } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ELENCA_CONTROLLI_PAGINA = graphql(`
  query elencaControlliPagina($tipo: TipoControllo!, $ignorati: Boolean!, $pagina: Int!, $per_pagina: Int!) {
    elencaControlliPagina(tipo: $tipo, ignorati: $ignorati, pagina: $pagina, per_pagina: $per_pagina) {
      totale
      righe {
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
  }
`);

export type Controllo = ElencaControlliPaginaQuery['elencaControlliPagina']['righe'][number];

/**
 * Decision 0925: one page of a check's findings and their total, the ignored ones only when asked;
 * the previous page stays on screen while the next arrives.
 */
export function useElencaControlli(tipo: TipoControllo, v: { ignorati: boolean; pagina: number }) {
  return useQuery({
    queryKey: chiavi.controlli.elenco(tipo, v.ignorati, v.pagina),
    queryFn: async () =>
      (await request(ELENCA_CONTROLLI_PAGINA, { tipo, ...v, per_pagina: PER_PAGINA_CONTROLLI }))
        .elencaControlliPagina,
    placeholderData: keepPreviousData,
  });
}
