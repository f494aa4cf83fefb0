// Error types of the API (DESIGN.md §5): the server puts them in `extensions.errorType` (GraphQL) or
// `errorType` (REST) with an Italian message; the web reads them. Defined once, here.

export const ERROR_TYPES = [
  'NOT_FOUND',
  'ALREADY_USED',
  'FORBIDDEN',
  'VALIDATION',
  'CONFLICT',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'DB_UNAVAILABLE',
  /** An unexpected failure, masked: the message carries only the request id. */
  'INTERNAL',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** Spec 1 §8 Reset (LimitExceededException): also every rate limit of the GraphQL API. */
export const RATE_LIMITED_MESSAGE = "Troppi tentativi falliti. Riprova tra un po' di tempo";

/** Spec 1 §8 'Sleeping database': the web recognises this text (and the errorType). */
export const DB_UNAVAILABLE_MESSAGE = 'Il database si sta avviando. Please wait a few seconds and try again';

/** The message of an error type when the thrower gives none. */
export const ERROR_MESSAGES: Readonly<Record<ErrorType, string>> = Object.freeze({
  NOT_FOUND: 'Elemento non trovato',
  ALREADY_USED: 'Elemento già utilizzato',
  FORBIDDEN: 'Operazione non consentita',
  VALIDATION: 'Dati non validi',
  CONFLICT: 'Operazione in conflitto con lo stato attuale dei dati',
  UNAUTHENTICATED: 'Accesso richiesto: effettua di nuovo il login',
  RATE_LIMITED: RATE_LIMITED_MESSAGE,
  DB_UNAVAILABLE: DB_UNAVAILABLE_MESSAGE,
  INTERNAL: 'Errore interno del server',
});

/** Shown instead of an unexpected error: no internals, the request id to quote to support. */
export const internalErrorMessage = (requestId: string): string =>
  `${ERROR_MESSAGES.INTERNAL} (richiesta ${requestId})`;
