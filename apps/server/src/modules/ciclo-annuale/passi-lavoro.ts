// Decision 1017: a yearly step run as a background job. The request checks the permission and the
// payload and enqueues (one unfinished job per step: a second click answers the same job); the
// worker runs the step exactly as the synchronous path does (decision 1016: one transaction under
// the step's lock, recorded in the history), reporting each row written; the page follows the job.
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { assertCan } from '../../auth/assert-can.ts';
import type { RequestViewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Coda, RigaLavoro } from '../../lavori/coda.ts';
import { parseInput } from '../../parse-input.ts';
import { createServiceContext, type ServiceContext } from '../../request-context.ts';
import { PASSI } from './passi/index.ts';
import { eseguiPasso, NOMI_PASSI, type NomePasso } from './passo.ts';

/** The pg-boss queue of the yearly steps. */
export const CODA_PASSI = 'ciclo-annuale.passo';

interface DatiLavoroPasso {
  passo: NomePasso;
  body: Record<string, unknown>;
  /** who asked: the run is theirs (audit author, permission checked again by the runner) */
  viewer: RequestViewer;
}

/** Registers the worker that runs the yearly steps' jobs. */
export function registraLavoroPassi(coda: Coda, db: Db): void {
  coda.lavora<DatiLavoroPasso>(CODA_PASSI, async (data, avanza) => {
    const passo = PASSI[data.passo];
    if (!passo) throw new Error('Passo sconosciuto');
    return eseguiPasso(createServiceContext(db, data.viewer), passo, data.body, avanza);
  });
}

const corpo = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** POST /segreteria/<step>/lavoro: checks, then enqueues; answers the job's id. */
export async function accodaPasso(sc: ServiceContext, coda: Coda, nome: NomePasso, body: unknown) {
  assertCan(sc.viewer, 'impostazioni.gestisci');
  const passo = PASSI[nome];
  const input = parseInput(passo.payload, corpo(body));
  // A year or a party that does not exist is refused now, not in the job.
  await passo.anno(sc, input);
  const { id, nuovo } = await coda.accoda(
    CODA_PASSI,
    nome,
    { passo: nome, body: input, viewer: sc.viewer },
    sc.autore,
  );
  return { status: 'success' as const, id_lavoro: id, gia_in_corso: !nuovo };
}

/** What the page reads of a job. */
export function vistaLavoro(r: RigaLavoro) {
  return {
    id_lavoro: r.id,
    passo: r.chiave,
    stato: r.stato,
    fatti: r.fatti,
    totale: r.totale,
    risultato: r.risultato,
    errore: r.errore,
    creato: r.creato.toISOString(),
    aggiornato: r.aggiornato.toISOString(),
  };
}

/** GET /segreteria/lavori/:id: the job's state, progress and answer. */
export async function statoLavoroPasso(sc: ServiceContext, coda: Coda, id: string) {
  assertCan(sc.viewer, 'impostazioni.leggi');
  const riga = id.length <= 64 ? await coda.leggi(id) : null;
  if (!riga || !(NOMI_PASSI as readonly string[]).includes(riga.chiave))
    throw new AppError('NOT_FOUND', NON_TROVATO.lavoro);
  return { status: 'success' as const, lavoro: vistaLavoro(riga) };
}
