// Decision 1017: a yearly step run as a background job. The request checks the permission and the
// payload and enqueues (one unfinished job per step: a second click answers the same job); the
// worker runs the step exactly as the synchronous path does (decision 1016: one transaction under
// the step's lock, recorded in the history), reporting each row written; the page follows the job.
import { isErrorType } from '@zaino/domain/errori';
import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { assertCan } from '../../auth/assert-can.ts';
import { type RequestViewer, viewerAttuale } from '../../auth/viewer.ts';
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
  /** who asked: the run is theirs (audit author; their rights read again when it runs) */
  viewer: RequestViewer;
}

/** What a job's row and its caller read of a failure the step did not explain (no internals). */
export const MSG_ERRORE_PASSO = 'Errore interno: nessuna modifica salvata';

/** Registers the worker that runs the yearly steps' jobs. */
export function registraLavoroPassi(coda: Coda, db: Db): void {
  coda.lavora<DatiLavoroPasso>(CODA_PASSI, async (data, avanza) => {
    const passo = PASSI[data.passo];
    if (!passo) throw new AppError('NOT_FOUND', NON_TROVATO.lavoro);
    try {
      const viewer = await viewerAttuale(db, data.viewer);
      return await eseguiPasso(createServiceContext(db, viewer), passo, data.body, avanza);
    } catch (error) {
      // A database error's text may quote rows: the job keeps the Italian message only.
      if (error instanceof AppError) throw error;
      throw new AppError('INTERNAL', MSG_ERRORE_PASSO);
    }
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

/** How long a spec 2 §7 path waits for its job before answering 202 with the job's id. */
export const ATTESA_PASSO_MS = 120_000;
const INTERVALLO_ATTESA_MS = 200;

/** The job's row once it is finished, or null when the wait ran out first. */
async function attendiFine(coda: Coda, id: string, scadenza: number): Promise<RigaLavoro | null> {
  for (;;) {
    const riga = await coda.leggi(id);
    if (riga && (riga.stato === 'completato' || riga.stato === 'errore')) return riga;
    if (Date.now() >= scadenza) return null;
    await new Promise((r) => setTimeout(r, INTERVALLO_ATTESA_MS));
  }
}

/**
 * POST /segreteria/<step> (spec 2 §7, decision 1022): the run always goes through the queue, so
 * every run of a step is one job (one at a time, with its progress and report); the spec's path
 * waits for it and answers the spec's result fields, plus `id_passo` and `id_lavoro`. A run
 * already under way is waited for first, then this caller's own run follows (reporting what is
 * left: 0 when that run did it all). Past the wait: `{status: 'in_corso', id_lavoro}` (HTTP 202).
 */
export async function eseguiPassoInLavoro(
  sc: ServiceContext,
  coda: Coda,
  nome: NomePasso,
  body: unknown,
  attesaMs = ATTESA_PASSO_MS,
): Promise<{ attesa_scaduta: boolean; risposta: Record<string, unknown> }> {
  const scadenza = Date.now() + attesaMs;
  for (let giro = 0; giro < 3; giro++) {
    const { id_lavoro, gia_in_corso } = await accodaPasso(sc, coda, nome, body);
    const riga = await attendiFine(coda, id_lavoro, scadenza);
    if (!riga) return { attesa_scaduta: true, risposta: { status: 'in_corso', id_lavoro } };
    if (gia_in_corso) continue;
    if (riga.stato === 'errore') {
      const tipo = (riga.risultato as { errorType?: unknown } | null)?.errorType;
      throw new AppError(isErrorType(tipo) ? tipo : 'INTERNAL', riga.errore ?? MSG_ERRORE_PASSO);
    }
    return { attesa_scaduta: false, risposta: { ...(riga.risultato as object), id_lavoro } };
  }
  throw new AppError('CONFLICT', 'Il passo è già in esecuzione: riprovare tra poco');
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
