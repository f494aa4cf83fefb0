import { messaggiDistinti, valida } from '@zaino/domain/validazione';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Decision 1116: PostgreSQL text cannot hold U+0000; refused as bad input, not a server error. */
export const MSG_CARATTERE_NULLO = 'Il testo contiene un carattere non ammesso';

/** Whether any string in the input (at any depth) holds U+0000. */
function haCarattereNullo(v: unknown, profondita = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (typeof v !== 'object' || v === null || profondita > 32) return false;
  return Object.values(v).some((x) => haCarattereNullo(x, profondita + 1));
}

/**
 * Parses a service's input with the form's domain schema (decision 0307): the parsed data, or one
 * VALIDATION error whose message is the first problem and whose extensions carry every problem
 * (`errori`: field + message) and the distinct messages (`messaggi`). Nothing is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (haCarattereNullo(input)) throw new AppError('VALIDATION', MSG_CARATTERE_NULLO);
  const esito = valida(schema, input);
  if (esito.ok) return esito.dati;
  const messaggi = messaggiDistinti(esito.errori);
  throw new AppError('VALIDATION', messaggi[0], { errori: esito.errori, messaggi });
}
