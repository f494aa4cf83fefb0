import { GraphQLError } from './graphql-runtime.ts';
import { internalErrorMessage } from '@zaino/domain/errori';
import { AppError, DB_UNAVAILABLE_MESSAGE, isConnectionError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import { erroreDaLog } from '../lib/errore-da-log.ts';

export { internalErrorMessage };

export function dbUnavailableError(): GraphQLError {
  return new GraphQLError(DB_UNAVAILABLE_MESSAGE, {
    extensions: { errorType: 'DB_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': '5' } } },
  });
}

/**
 * DESIGN.md §5: AppErrors become `extensions.errorType` + their Italian message; a lost database
 * becomes DB_UNAVAILABLE (HTTP 503); any other error thrown by a resolver is logged with the request
 * id and masked. GraphQL's own errors (syntax, validation, variables) pass unchanged.
 */
export function toClientError(error: GraphQLError, ctx: GraphQLContext | undefined): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) {
    if (original instanceof GraphQLError && original.extensions?.errorType) return original;
    return error;
  }
  const where = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof AppError && original.errorType !== 'DB_UNAVAILABLE') {
    return new GraphQLError(original.message, {
      ...where,
      extensions: { errorType: original.errorType, ...(original.details ?? {}) },
    });
  }
  if (original instanceof AppError || isConnectionError(original)) {
    ctx?.availability.report(original);
    ctx?.log.warn({ err: original }, 'database non raggiungibile');
    const e = dbUnavailableError();
    return new GraphQLError(e.message, { ...where, extensions: e.extensions });
  }
  const requestId = ctx?.requestId ?? 'sconosciuta';
  ctx?.log.error({ err: erroreDaLog(original), path: error.path }, 'errore inatteso in GraphQL');
  return new GraphQLError(internalErrorMessage(requestId), {
    ...where,
    extensions: { errorType: 'INTERNAL', requestId },
  });
}
