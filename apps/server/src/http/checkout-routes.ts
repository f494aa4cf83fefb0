import { type ContoBonifico, nomeFileCoordinate } from '@zaino/domain/bonifico';
import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { interoDaTesto } from '@zaino/domain/validatori';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { pdfCoordinateBonifico } from '../modules/checkout/coordinate-bonifico.service.ts';
import type { ContestoRest } from './rest-context.ts';

/** The address of the bank-details PDF of a payment (spec 3 §2, decision 1204). */
export const percorsoCoordinate = (id: number | string) => `/checkout/bonifico/${id}/coordinate.pdf`;

/**
 * GET /checkout/bonifico/{id}/coordinate.pdf with the identity token: the bank details of a
 * bank-transfer payment, written on the fly (never stored). Errors as every REST route.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  opts: { contesto: ContestoRest; conto: ContoBonifico | undefined },
) {
  app.get(percorsoCoordinate(':id'), async (request, reply) => {
    const sc = await opts.contesto(request);
    const id = interoDaTesto((request.params as { id: string }).id);
    if (id === null || id <= 0) throw new AppError('NOT_FOUND', MSG_CHECKOUT.nonTrovato);
    const pdf = await pdfCoordinateBonifico(sc, opts.conto, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${nomeFileCoordinate(id)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
