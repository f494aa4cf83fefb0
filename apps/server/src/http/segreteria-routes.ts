import type { FastifyInstance } from 'fastify';
import { elencaPassi } from '../modules/ciclo-annuale/passi-storico.service.ts';
import { PASSI } from '../modules/ciclo-annuale/passi/index.ts';
import { anteprimaPasso, eseguiPasso, NOMI_PASSI } from '../modules/ciclo-annuale/passo.ts';
import { ricalcolaControlli } from '../modules/controlli/controlli.service.ts';
import type { ContestoRest } from './rest-context.ts';

/**
 * Spec 2 §7 yearly steps (decision 1016): POST /segreteria/{passo} runs a step and answers
 * {status: 'success', …its result fields}; POST /segreteria/{passo}/anteprima answers the same
 * fields and the plan, writing nothing; GET /segreteria/passi lists the step history. Errors as
 * every REST route: {errorType, message} with the HTTP status of the refusal.
 * Spec 3 §7 POST /segreteria/controlli, no body: recomputes the data-quality checks and answers the
 * new statistics; the web then refreshes every query.
 */
export async function segreteriaRoutes(app: FastifyInstance, opts: { contesto: ContestoRest }) {
  for (const nome of NOMI_PASSI) {
    const passo = PASSI[nome];
    app.post(`/segreteria/${nome}`, async (request) =>
      eseguiPasso(await opts.contesto(request), passo, request.body),
    );
    app.post(`/segreteria/${nome}/anteprima`, async (request) =>
      anteprimaPasso(await opts.contesto(request), passo, request.body),
    );
  }
  app.get('/segreteria/passi', async (request) => elencaPassi(await opts.contesto(request)));
  app.post('/segreteria/controlli', async (request) => ricalcolaControlli(await opts.contesto(request)));
}
