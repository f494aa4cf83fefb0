import type { FormatoEstrattoConto } from '@zaino/domain/estratto-conto';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

export interface RichiestaEstratto {
  id_parte: number;
  tipo: TipoPagamento;
  anno_scout: number;
  formato: FormatoEstrattoConto;
}

/** Spec 3 §7 POST /esporta/estratto-conto/{id_parte}/{tipo}: the signed URL of the written file. */
export async function urlEstrattoConto({ id_parte, tipo, anno_scout, formato }: RichiestaEstratto) {
  const { url } = await inviaAlServer<{ url: string }>(`/esporta/estratto-conto/${id_parte}/${tipo}`, {
    anno_scout,
    formato,
  });
  return url;
}
