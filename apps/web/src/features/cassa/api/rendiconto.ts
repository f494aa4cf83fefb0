import { useQuery } from '@tanstack/react-query';
import type { FormatoEstrattoConto } from '@zaino/domain/rendiconto-ets';
import { graphql } from '../../../gql/index.ts';
import type { RendicontoEtsQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

const RENDICONTO = graphql(`
  query rendicontoEts($anno_scout: Int!) {
    rendicontoEts(anno_scout: $anno_scout) {
      anno_scout
      sezioni {
        sezione
        uscite {
          titolo
          righe { codice numero titolo anno precedente }
          totale { anno precedente }
        }
        entrate {
          titolo
          righe { codice numero titolo anno precedente }
          totale { anno precedente }
        }
        risultato { anno precedente }
      }
      non_classificate { id_voce codice descrizione tipo anno precedente }
      totale_uscite { anno precedente }
      totale_entrate { anno precedente }
      risultato { anno precedente }
    }
  }
`);

export type RendicontoEts = RendicontoEtsQuery['rendicontoEts'];

/** Decision 1140: the section's ETS cash-basis statement of a scout year, the previous one beside it. */
export function useRendiconto(anno: number | null) {
  return useQuery({
    queryKey: [...chiavi.tesoreria.tutta, 'rendiconto', anno],
    queryFn: async () => (await request(RENDICONTO, { anno_scout: anno! })).rendicontoEts,
    enabled: anno !== null,
  });
}

export interface RichiestaRendiconto {
  anno_scout: number;
  formato: FormatoEstrattoConto;
}

/** POST /esporta/rendiconto: the signed URL of the written PDF or XLSX. */
export async function urlRendiconto(r: RichiestaRendiconto) {
  const { url } = await inviaAlServer<{ url: string }>('/esporta/rendiconto', { ...r });
  return url;
}
