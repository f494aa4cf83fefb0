import { ApiError } from './graphql.ts';

export const NETWORK_ERROR_TEXT = 'Errore di rete: impossibile raggiungere il server';

/** Messages of a failed fetch in Chromium, Firefox and Safari. */
const FETCH_FALLITA = /failed to fetch|networkerror|load failed|network request failed/i;

/** fetch rejects with a TypeError when the server cannot be reached; a TypeError of our code is a bug. */
export function isFetchFallita(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FALLITA.test(error.message);
}

/**
 * The bare message of a failure, for texts that carry their own prefix (spec 3 §8 "C'è stato un
 * errore: {message}", "Si è verificato un errore: {error}"); a network failure in Italian.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.network ? NETWORK_ERROR_TEXT : error.message;
  if (isFetchFallita(error)) return NETWORK_ERROR_TEXT;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec 1 §2.12: the text shown for a failed load. Network → 'Errore di rete: …'; NOT_FOUND with a
 * custom message → that message; any other server error → 'Errore: {message}'.
 */
export function errorText(error: unknown, notFoundMessage?: string): string {
  if (error instanceof ApiError) {
    if (error.network) return NETWORK_ERROR_TEXT;
    if (error.errorType === 'NOT_FOUND' && notFoundMessage) return notFoundMessage;
  }
  const messaggio = errorMessage(error);
  return messaggio === NETWORK_ERROR_TEXT ? messaggio : `Errore: ${messaggio}`;
}

/** Spec 1 §8: errors are reported (logged; an error-reporting service may be wired here). */
export function reportError(error: unknown, context?: string): void {
  console.error(context ? `[zaino] ${context}` : '[zaino]', error);
}
