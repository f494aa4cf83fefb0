import type { ErroreSegnalato } from '../adapters/segnalazione-errori.ts';

/**
 * The error report of one log call: pino's arguments are `(obj, msg)` or `(msg)`; the object
 * carries `err` (erroreDaLog's copy), and a request's logger binds `reqId`.
 */
export function erroreDaArgomenti(args: unknown[], bindings: Record<string, unknown>): ErroreSegnalato {
  const [primo, secondo] = args;
  const oggetto = primo && typeof primo === 'object' ? (primo as Record<string, unknown>) : {};
  const messaggio = typeof primo === 'string' ? primo : typeof secondo === 'string' ? secondo : 'errore';
  const err = oggetto.err;
  return {
    messaggio,
    ...(err && typeof err === 'object' ? { errore: err as ErroreSegnalato['errore'] } : {}),
    ...(typeof bindings.reqId === 'string' ? { requestId: bindings.reqId } : {}),
  };
}
