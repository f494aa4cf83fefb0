// Decision 1211 (issue 22): files nobody will ever ask for are deleted. An upload link hands out up
// to 10 MiB; what was uploaded but never claimed by a payment, and every statement export (a
// one-time download), would otherwise stay on the disk or in the bucket for ever.
import { type Cartella, RECLAMO_MAX_MS, type Storage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { basiConAllegato } from './allegati.repo.ts';

const ORA = 60 * 60 * 1000;

/**
 * How old an unclaimed upload, or an export, must be before it goes. An upload link lives 15
 * minutes and the page claims its file at once; a claim older than RECLAMO_MAX_MS (1 hour) is
 * refused by the store, so the clean-up never races a payment that is attaching the file.
 */
export const PULIZIA_FILE = Object.freeze({
  caricamentiMs: RECLAMO_MAX_MS + ORA,
  estrattiMs: 24 * ORA,
});

/** Uploaded by people, kept only when an attachment row (a payment's file or bank receipt) names them. */
const CARICAMENTI: readonly Cartella[] = ['allegati', 'bonifici'];

/** Rows of the database checked per query. */
const LOTTO = 500;

export interface EsitoPulizia {
  eliminati: number;
}

/**
 * One round: unclaimed uploads older than `caricamentiMs` and statement exports older than
 * `estrattiMs` are deleted. Receipts are never touched. Idempotent (a second round finds nothing)
 * and safe to cut short anywhere: each file is judged again by the next round; several servers
 * running it at once only delete the same files twice.
 */
export async function pulisciFileOrfani(
  db: Db,
  storage: Pick<Storage, 'elenca' | 'elimina'>,
  adesso = Date.now(),
): Promise<EsitoPulizia> {
  let eliminati = 0;
  for (const cartella of CARICAMENTI) {
    const vecchi = (await storage.elenca(cartella)).filter(
      (d) => d.modificato.getTime() < adesso - PULIZIA_FILE.caricamentiMs,
    );
    for (let i = 0; i < vecchi.length; i += LOTTO) {
      const lotto = vecchi.slice(i, i + LOTTO);
      const usati = await basiConAllegato(
        db,
        lotto.map((d) => d.base),
      );
      for (const d of lotto.filter((x) => !usati.has(x.base))) {
        await storage.elimina(d.base);
        eliminati++;
      }
    }
  }
  for (const d of await storage.elenca('estratti-conto')) {
    if (d.modificato.getTime() >= adesso - PULIZIA_FILE.estrattiMs) continue;
    await storage.elimina(d.base);
    eliminati++;
  }
  return { eliminati };
}
