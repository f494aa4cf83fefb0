import type { FastifyRequest } from 'fastify';
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
