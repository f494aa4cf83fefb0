import type { AzioneDiSezione } from '@zaino/domain/permessi';
import type { FastifyRequest } from 'fastify';
import { assertCan } from '../auth/assert-can.ts';
import { bearerToken } from '../auth/bearer-token.ts';
import type { TokenVerifier } from '../auth/identity-token.ts';
import { viewerDellaRichiesta } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createLoaders } from '../loaders.ts';
import { createServiceContext, type ServiceContext } from '../request-context.ts';

/** Builds the service context of a REST request (DESIGN.md §5: same services, same checks as GraphQL). */
export type ContestoRest = (req: FastifyRequest) => Promise<ServiceContext>;

/** Every REST route of the spec needs a signed-in user: no or an invalid token is UNAUTHENTICATED (401). */
export function createContestoRest(
  db: Db,
  verifyToken: TokenVerifier,
  obbligoSecondoFattore: boolean,
): ContestoRest {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const loaders = createLoaders(db);
    return createServiceContext(
      db,
      await viewerDellaRichiesta(db, loaders, verifyToken, token, obbligoSecondoFattore),
      loaders,
    );
  };
}

/**
 * For a route whose body is a file of megabytes: the session and the section-wide permission are
 * checked in `onRequest`, before Fastify reads the body, so a caller who would be refused anyway
 * (anonymous, signed out, or without the permission) is answered at once instead of having the
 * server take in the whole file first. The handler reads the context the hook built; the service
 * checks the permission again, as every service does.
 */
export function contestoPrimaDelCorpo(contesto: ContestoRest, azione: AzioneDiSezione) {
  const costruiti = new WeakMap<FastifyRequest, ServiceContext>();
  return {
    async onRequest(req: FastifyRequest) {
      const sc = await contesto(req);
      assertCan(sc.viewer, azione);
      costruiti.set(req, sc);
    },
    contesto(req: FastifyRequest): ServiceContext {
      const sc = costruiti.get(req);
      if (!sc) throw new Error('contestoPrimaDelCorpo: onRequest non eseguito');
      return sc;
    },
  };
}
