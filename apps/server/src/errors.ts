// Typed application errors (DESIGN.md §5): services throw them, the GraphQL and REST edges map them
// to `extensions.errorType` with an Italian message. Anything else is unexpected and gets masked.

import { ERROR_MESSAGES, type ErrorType } from '@zaino/domain/errori';

// The list and the default messages are the domain's, shared with the web.
export {
  DB_UNAVAILABLE_MESSAGE,
  ERROR_TYPES,
  type ErrorType,
  RATE_LIMITED_MESSAGE,
} from '@zaino/domain/errori';

const HTTP_STATUS: Record<ErrorType, number> = {
  NOT_FOUND: 200,
  ALREADY_USED: 200,
  FORBIDDEN: 200,
  VALIDATION: 200,
  CONFLICT: 200,
  UNAUTHENTICATED: 200,
  RATE_LIMITED: 200,
  DB_UNAVAILABLE: 503,
  // As GraphQL answers a masked error today (yoga's maskedErrors); REST routes answer 500 themselves.
  INTERNAL: 200,
};

/**
 * The status of a REST refusal (issue 22 item 12): the HTTP meaning of each kind, so a client, a
 * proxy or a log tells a refusal from a bad request. GraphQL keeps HTTP_STATUS above.
 */
export const REST_STATUS: Record<ErrorType, number> = {
  NOT_FOUND: 404,
  ALREADY_USED: 409,
  FORBIDDEN: 403,
  VALIDATION: 400,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  RATE_LIMITED: 429,
  DB_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly errorType: ErrorType;
  /** Extra, safe-to-show details (e.g. the invalid fields of a VALIDATION error). */
  readonly details: Record<string, unknown> | undefined;

  constructor(errorType: ErrorType, message?: string, details?: Record<string, unknown>) {
    super(message ?? ERROR_MESSAGES[errorType]);
    this.errorType = errorType;
    this.details = details;
  }

  /** HTTP status for the whole response: only DB_UNAVAILABLE changes it (503). */
  get httpStatus(): number {
    return HTTP_STATUS[this.errorType];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const dbUnavailable = () => new AppError('DB_UNAVAILABLE');

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: server shutting down / starting up / too many connections / connection failures.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const CONNECTION_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection timeout',
  'cannot use a pool after calling end',
  'client has encountered a connection error',
  'the database system is starting up',
  'the database system is shutting down',
];

/** Decision 0410: the answer to a COMMIT was lost with the connection. */
export const ESITO_INCERTO_MESSAGE =
  'Il collegamento con il database si è interrotto mentre la modifica veniva salvata: potrebbe essere stata salvata. Ricarica la pagina e controlla prima di riprovare';

/** A COMMIT whose answer never came: a CONFLICT that tells the person to look before retrying. */
export function esitoIncerto(cause: unknown): AppError {
  const error = new AppError('CONFLICT', ESITO_INCERTO_MESSAGE);
  error.cause = cause;
  return error;
}

/** Decision 0408: PostgreSQL cancelled a statement at its time bound (57014) or lock bound (55P03). */
export const TEMPO_SCADUTO_MESSAGE =
  "Il database non ha completato l'operazione in tempo ed è stata annullata: riprova tra qualche istante";

/** A statement cut by the server's time bounds, as a CONFLICT with its message; otherwise null. */
export function tempoScaduto(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '57014' || code === '55P03') return new AppError('CONFLICT', TEMPO_SCADUTO_MESSAGE);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * True when an error (or one of its causes) says the database cannot be reached, as opposed to a
 * query that reached it and failed.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof AppError) return current.errorType === 'DB_UNAVAILABLE';
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string') {
      const m = e.message.toLowerCase();
      if (CONNECTION_MESSAGES.some((text) => m.includes(text))) return true;
    }
    // AggregateError from net.connect over several addresses (IPv4 + IPv6).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner))) return true;
    current = e.cause;
  }
  return false;
}
