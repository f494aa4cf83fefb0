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
 * For a route whose body is a file of megabytes: an `onRequest` hook, which Fastify runs before
 * reading the body, checking the session and the section-wide permission, so a caller who would be
 * refused anyway (anonymous, signed out, or without the permission) is answered at once instead of
 * having the server take in the whole file first (decision 0431). The handler builds its context
 * again once the body is in: a session ended during a slow upload is refused then too. The service
 * checks the permission again, as every service does.
 */
export function accessoPrimaDelCorpo(contesto: ContestoRest, azione: AzioneDiSezione) {
  return async (req: FastifyRequest): Promise<void> => {
    assertCan((await contesto(req)).viewer, azione);
  };
}
