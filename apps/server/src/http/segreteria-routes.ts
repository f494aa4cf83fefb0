import type { FastifyInstance } from 'fastify';
import type { Coda } from '../lavori/coda.ts';
import { accodaPasso, statoLavoroPasso } from '../modules/ciclo-annuale/passi-lavoro.ts';
import { elencaPassi } from '../modules/ciclo-annuale/passi-storico.service.ts';
import { PASSI } from '../modules/ciclo-annuale/passi/index.ts';
import { anteprimaPasso, eseguiPasso, NOMI_PASSI } from '../modules/ciclo-annuale/passo.ts';
import { ricalcolaControlli } from '../modules/controlli/controlli.service.ts';
import type { ContestoRest } from './rest-context.ts';

/**
 * Spec 2 §7 yearly steps (decision 1016): POST /segreteria/{passo} runs a step and answers
 * {status: 'success', …its result fields}; POST /segreteria/{passo}/anteprima answers the same
 * fields and the plan, writing nothing; POST /segreteria/{passo}/lavoro enqueues the run as a job
 * and answers {id_lavoro}, GET /segreteria/lavori/:id its state and progress (decision 1017);
 * GET /segreteria/passi lists the step history and the unfinished jobs. Errors as
 * every REST route: {errorType, message} with the HTTP status of the refusal.
 * Spec 3 §7 POST /segreteria/controlli, no body: recomputes the data-quality checks and answers the
 * new statistics; the web then refreshes every query.
 */
export async function segreteriaRoutes(app: FastifyInstance, opts: { contesto: ContestoRest; coda: Coda }) {
  for (const nome of NOMI_PASSI) {
    const passo = PASSI[nome];
    app.post(`/segreteria/${nome}`, async (request) =>
      eseguiPasso(await opts.contesto(request), passo, request.body),
    );
    app.post(`/segreteria/${nome}/anteprima`, async (request) =>
      anteprimaPasso(await opts.contesto(request), passo, request.body),
    );
    // Decision 1017: the same run as a background job; the answer is the job's id.
    app.post(`/segreteria/${nome}/lavoro`, async (request) =>
      accodaPasso(await opts.contesto(request), opts.coda, nome, request.body),
    );
  }
  app.get<{ Params: { id: string } }>('/segreteria/lavori/:id', async (request) =>
    statoLavoroPasso(await opts.contesto(request), opts.coda, request.params.id),
  );
  app.get('/segreteria/passi', async (request) => elencaPassi(await opts.contesto(request)));
  app.post('/segreteria/controlli', async (request) => ricalcolaControlli(await opts.contesto(request)));
}
