import { MAX_BASE64 } from '@zaino/domain/form-estratti-banca';
import type { FastifyInstance } from 'fastify';
import { importaEstrattoBanca } from '../modules/estratti-banca/importa-estratto.service.ts';
import { accessoPrimaDelCorpo, type ContestoRest } from './rest-context.ts';

/**
 * Issue 26, decision 1141: POST /segreteria/estratti-banca with the JSON body {formato: 'camt053' | 'csv',
 * nome_file, contenuto (the file, base64), mappatura (CSV only)} imports a bank statement and answers
 * {id_estratto, righe_lette, righe_nuove, gia_importato}. Errors as every REST route:
 * {errorType, message}. The body may hold the 5 MB file (base64) and no more;
 * a caller who may not import is refused before it is read.
 */
export async function estrattiBancaRoutes(app: FastifyInstance, opts: { contesto: ContestoRest }) {
  app.post(
    '/segreteria/estratti-banca',
    {
      bodyLimit: MAX_BASE64 + 64 * 1024,
      onRequest: accessoPrimaDelCorpo(opts.contesto, 'estrattiBanca.gestisci'),
    },
    async (request) => importaEstrattoBanca(await opts.contesto(request), request.body ?? {}),
  );
}
