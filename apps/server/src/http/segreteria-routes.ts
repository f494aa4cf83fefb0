import type { FastifyInstance } from 'fastify';
import { ricalcolaControlli } from '../modules/controlli/controlli.service.ts';
import type { ContestoRest } from './rest-context.ts';

/**
 * Spec 3 §7 POST /segreteria/controlli, no body: recomputes the data-quality checks ('controlli.gestisci')
 * and answers the new statistics; the web then refreshes every query. Errors as every REST route:
 * {errorType, message}.
 */
export async function segreteriaRoutes(app: FastifyInstance, opts: { contesto: ContestoRest }) {
  app.post('/segreteria/controlli', async (request) => ricalcolaControlli(await opts.contesto(request)));
}
