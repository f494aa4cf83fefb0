// Decision 1155: what a settled bank line became: the dues its payment covers, each with the link's
// amount. Read through the request's loaders, so a list of settled lines costs two statements
// (links of the payments, their dues) whatever its length. The caller checked 'estrattiBanca.leggi'.
import type { ServiceContext } from '../../request-context.ts';
import type { QuotaSuggerita } from './abbinamenti.service.ts';
import type { MovimentoRow } from './estratti-banca.repo.ts';

/** The dues covered by the payment of each line, in the lines' order (empty for a line without one). */
export async function quotePagateDi(
  sc: ServiceContext,
  righe: readonly MovimentoRow[],
): Promise<QuotaSuggerita[][]> {
  const { transazioniDiTf, te } = sc.loaders.tesoreria;
  const links = await Promise.all(
    righe.map((r) =>
      r.stato === 'abbinata' && r.id_transazione_finanziaria !== null
        ? transazioniDiTf.load(r.id_transazione_finanziaria)
        : [],
    ),
  );
  const ids = [...new Set(links.flat().map((l) => l.id_transazione_economica))];
  const dovuti = new Map((await te.loadMany(ids)).map((d, i) => [ids[i]!, d]));
  return links.map((ls) =>
    [...ls]
      .sort((a, b) => a.id_transazione_economica - b.id_transazione_economica)
      .map((l) => {
        const d = dovuti.get(l.id_transazione_economica);
        const desc = d && !(d instanceof Error) ? d.causale_desc : null;
        return {
          id_transazione_economica: l.id_transazione_economica,
          importo: Number(l.importo),
          causale_desc: desc ?? `Quota ${l.id_transazione_economica}`,
        };
      }),
  );
}
