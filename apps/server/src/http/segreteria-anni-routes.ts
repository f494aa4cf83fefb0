import type { FastifyInstance } from 'fastify';
import {
  cambiaAnnoScout,
  modificaAnnoScout,
  nuovoAnnoScout,
} from '../modules/anni-scout/anni-scout.segreteria.ts';
import type { ContestoRest } from './rest-context.ts';

/**
 * Spec 2 §7 REST calls of the settings page on the scout years (decision 1302): POST
 * /segreteria/modifica-anno-scout (the scout-year fields), /segreteria/cambia-anno-scout
 * {anno_scout} and 'Nuovo anno scout' /segreteria/nuovo-anno-scout {anno_scout}. Success answers
 * have status 'success'; errors as every REST route: {errorType, message}.
 */
export async function segreteriaAnniRoutes(app: FastifyInstance, opts: { contesto: ContestoRest }) {
  const corpo = (b: unknown) => (typeof b === 'object' && b !== null ? b : {});
  app.post('/segreteria/modifica-anno-scout', async (request) =>
    modificaAnnoScout(await opts.contesto(request), corpo(request.body)),
  );
  app.post('/segreteria/cambia-anno-scout', async (request) =>
    cambiaAnnoScout(await opts.contesto(request), corpo(request.body)),
  );
  app.post('/segreteria/nuovo-anno-scout', async (request) =>
    nuovoAnnoScout(await opts.contesto(request), corpo(request.body)),
  );
}
