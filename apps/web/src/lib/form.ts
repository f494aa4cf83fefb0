import { type ErroreCampo, messaggiDistinti, valida } from '@zaino/domain/validazione';
import type { z } from 'zod';
import { ApiError } from './graphql.ts';

// The web side of the one validation contract (decision 0307): a form validates its values with the
// domain's zod schema, exactly as the server's parseInput does, and reads the server's VALIDATION
// answer in the same { campo, messaggio } shape.

export interface ModuloValidato<T> {
  ok: boolean;
  /** the parsed values when ok */
  dati: T | null;
  errori: ErroreCampo[];
  /** the first message of a field (a path prefix: 'contatti' covers 'contatti.0.valore'), if any */
  errore(campo: string): string | undefined;
  /** every distinct message, for a summary */
  messaggi: string[];
}

export function validaModulo<S extends z.ZodType>(schema: S, valori: unknown): ModuloValidato<z.output<S>> {
  const esito = valida(schema, valori);
  const errori = esito.ok ? [] : esito.errori;
  return {
    ok: esito.ok,
    dati: esito.ok ? esito.dati : null,
    errori,
    errore: (campo) => errori.find((e) => e.campo === campo || e.campo.startsWith(`${campo}.`))?.messaggio,
    messaggi: messaggiDistinti(errori),
  };
}

/** The problems of a server VALIDATION answer (extensions.errori), or null for any other error. */
export function erroriDelServer(error: unknown): ErroreCampo[] | null {
  if (!(error instanceof ApiError) || error.errorType !== 'VALIDATION') return null;
  const errori = error.extensions.errori;
  if (Array.isArray(errori) && errori.length > 0) {
    return errori.map((e) => ({
      campo: String(e?.campo ?? ''),
      messaggio: String(e?.messaggio ?? error.message),
    }));
  }
  return [{ campo: '', messaggio: error.message }];
}
