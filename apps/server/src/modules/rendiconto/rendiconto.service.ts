// Decision 1140: the section's ETS cash-basis statement (Mod. D) of a scout year beside the previous
// one, read on screen and exported as PDF or XLSX. Whoever may read it ('rendiconto.leggi': the
// admins, RCSEZ included) may export it.
import { annoScoutSchema } from '@zaino/domain/form-anno-scout';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import {
  costruisciRendiconto,
  esportaRendicontoSchema,
  type FormatoEstrattoConto,
  type Rendiconto,
} from '@zaino/domain/rendiconto-ets';
import type { Storage } from '../../adapters/storage/storage.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import { intestazioneParte, type Intestazione } from '../ricevute/intestazioni.ts';
import { consuntiviPerVoce, listVoci } from '../tesoreria/bilancio.repo.ts';
import { scriviRendicontoPdf } from './rendiconto-pdf.ts';
import { scriviRendicontoXlsx } from './rendiconto-xlsx.ts';

/** What a document prints: the section's identity (decision 1301) and the statement. */
export interface DocumentoRendiconto {
  sezione: Intestazione;
  rendiconto: Rendiconto;
}

const SCRITTORI: Record<FormatoEstrattoConto, (d: DocumentoRendiconto) => Promise<Buffer>> = {
  pdf: scriviRendicontoPdf,
  xlsx: scriviRendicontoXlsx,
};

async function costruisci(sc: ServiceContext, anno: number): Promise<Rendiconto> {
  const [voci, importi] = await Promise.all([
    listVoci(sc.db),
    consuntiviPerVoce(sc.db, ID_PARTE_SEZIONE, [anno, anno - 1]),
  ]);
  return costruisciRendiconto(anno, voci, importi);
}

export async function rendicontoEts(sc: ServiceContext, annoScout: unknown): Promise<Rendiconto> {
  assertCan(sc.viewer, 'rendiconto.leggi');
  return costruisci(sc, parseInput(annoScoutSchema, annoScout));
}

/** POST /esporta/rendiconto {anno_scout, formato}: the statement as a signed download URL. */
export async function esportaRendiconto(
  sc: ServiceContext,
  storage: Storage,
  input: unknown,
): Promise<{ url: string }> {
  assertCan(sc.viewer, 'rendiconto.leggi');
  const r = parseInput(esportaRendicontoSchema, input);
  const [rendiconto, sezione] = await Promise.all([
    costruisci(sc, r.anno_scout),
    intestazioneParte(sc, ID_PARTE_SEZIONE),
  ]);
  const body = await SCRITTORI[r.formato]({ sezione, rendiconto });
  const nome = `rendiconto-per-cassa-${r.anno_scout}.${r.formato}`;
  // The folder of generated statements, which the clean-up empties after a while (like estratti).
  const file = await storage.put({ cartella: 'estratti-conto', tipo: r.formato, nome, body });
  return { url: await storage.getSignedUrl(file.key, file.nome) };
}
