import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { ErrorType } from '@zaino/domain/errori';
import { raiseDbAsleep } from './db-status.ts';
import { getIdentityToken, IdentityUnavailableError, loadIdentity } from './identity-token.ts';

/** The error types the server puts in `extensions.errorType` (DESIGN.md §5), from the domain. */
export type { ErrorType };

/** A failed GraphQL call: a server error (with its errorType) or a network failure. */
export class ApiError extends Error {
  readonly errorType?: ErrorType | string;
  readonly network: boolean;
  /** the other `extensions` of the GraphQL error (e.g. `messaggi`, `stesso_utente`) */
  readonly extensions: Record<string, unknown>;

  constructor(
    message: string,
    options: { errorType?: string; network?: boolean; extensions?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.errorType = options.errorType;
    this.network = options.network ?? false;
    this.extensions = options.extensions ?? {};
  }
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { errorType?: string } & Record<string, unknown> }[];
}

export interface RequestOptions {
  /** Public calls (pingDb, registration-code lookup) are sent without the identity token. */
  public?: boolean;
  signal?: AbortSignal;
}

async function send<TData>(
  query: string,
  variables: unknown,
  options: RequestOptions,
): Promise<{ status: number; body: GraphQLResponse<TData> | null }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (!options.public) {
    let token: string | null;
    try {
      token = await getIdentityToken();
    } catch (error) {
      // The login could not be read (rate limit, server error, network): a failure, not a sign-out.
      if (error instanceof IdentityUnavailableError) throw new ApiError(error.message, { network: true });
      throw error;
    }
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: variables ?? {} }),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Errore di rete: impossibile raggiungere il server', { network: true });
  }
  const body = (await response.json().catch(() => null)) as GraphQLResponse<TData> | null;
  return { status: response.status, body };
}

function firstError(body: GraphQLResponse<unknown> | null) {
  return body?.errors?.[0];
}

/**
 * A document from the generated `graphql()` (apps/web/src/gql, `npm run codegen`): its text plus the
 * result and variables types (TypedDocumentString).
 */
export type GraphQLDocument<TData, TVars> = DocumentTypeDecoration<TData, TVars> & { toString(): string };

/** Variables may be left out only when the operation has no required ones. */
type VariablesArgs<TVars> =
  Record<string, never> extends TVars
    ? [variables?: TVars, options?: RequestOptions]
    : [variables: TVars, options?: RequestOptions];

/**
 * Sends one GraphQL operation to `/graphql`. Throws `ApiError` on GraphQL errors, HTTP errors and
 * network failures; a DB_UNAVAILABLE error also raises the global database-asleep state (spec 1 §2.3).
 */
export async function request<TData, TVars>(
  document: GraphQLDocument<TData, TVars>,
  ...[variables, options = {}]: VariablesArgs<TVars>
): Promise<TData> {
  const query = document.toString();
  let { status, body } = await send<TData>(query, variables, options);
  // An identity token that expired in between: read it again once and retry.
  if (!options.public && firstError(body)?.extensions?.errorType === 'UNAUTHENTICATED') {
    const identity = await loadIdentity();
    if (identity.kind === 'user') ({ status, body } = await send<TData>(query, variables, options));
    // The login could not be read again: not known to be signed out, so not an authentication error.
    if (identity.kind === 'network') {
      throw new ApiError('Errore di rete: impossibile raggiungere il server', { network: true });
    }
  }
  const error = firstError(body);
  if (error) {
    const errorType = error.extensions?.errorType;
    if (errorType === 'DB_UNAVAILABLE') raiseDbAsleep();
    throw new ApiError(error.message, { errorType, extensions: error.extensions });
  }
  if (status >= 400 || !body || body.data == null) {
    throw new ApiError(
      status >= 500 ? `il server ha risposto ${status}` : `risposta non valida (${status})`,
      {
        network: status === 502 || status === 504,
      },
    );
  }
  return body.data;
}
