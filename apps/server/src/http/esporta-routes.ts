import type { FastifyInstance } from 'fastify';
import type { Storage } from '../adapters/storage/storage.ts';
import { esportaEstrattoConto } from '../modules/estratti-conto/estratti-conto.service.ts';
import { esportaRendiconto } from '../modules/rendiconto/rendiconto.service.ts';
import type { ContestoRest } from './rest-context.ts';

/**
 * Spec 3 §7 exports: POST /esporta/estratto-conto/{id_parte}/{tipo} with body {anno_scout, formato}
 * answers {url}, a signed download link the web opens in a new window. Errors as every REST route:
 * {errorType, message}.
 */
export async function esportaRoutes(
  app: FastifyInstance,
  opts: { contesto: ContestoRest; storage: Storage },
) {
  app.post('/esporta/estratto-conto/:id_parte/:tipo', async (request) => {
    const sc = await opts.contesto(request);
    const { id_parte, tipo } = request.params as { id_parte: string; tipo: string };
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return esportaEstrattoConto(sc, opts.storage, { ...body, id_parte, tipo });
  });
  // Decision 1140: POST /esporta/rendiconto with body {anno_scout, formato} answers {url}.
  app.post('/esporta/rendiconto', async (request) => {
    const sc = await opts.contesto(request);
    return esportaRendiconto(sc, opts.storage, request.body ?? {});
  });
}
