import { messaggiDistinti, valida } from '@zaino/domain/validazione';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Parses a service's input with the form's domain schema (decision 0307): the parsed data, or one
 * VALIDATION error whose message is the first problem and whose extensions carry every problem
 * (`errori`: field + message) and the distinct messages (`messaggi`). Nothing is written.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const esito = valida(schema, input);
  if (esito.ok) return esito.dati;
  const messaggi = messaggiDistinti(esito.errori);
  throw new AppError('VALIDATION', messaggi[0], { errori: esito.errori, messaggi });
}
