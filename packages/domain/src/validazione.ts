// One validation contract (decision 0307): every form is one zod schema of this package; the server
// parses its input with it and the web validates with it, and both read errors in this one shape.
import type { z } from 'zod';

/** One problem of a form: the field path ('' for the whole form) and the Italian message. */
export interface ErroreCampo {
  campo: string;
  messaggio: string;
}

/** The outcome of validating a form's values. */
export type EsitoValidazione<T> = { ok: true; dati: T } | { ok: false; errori: ErroreCampo[] };

/** zod issues as ErroreCampo, in order, each (field, message) once. */
export function erroriDaZod(error: z.ZodError): ErroreCampo[] {
  const visti = new Set<string>();
  const errori: ErroreCampo[] = [];
  for (const issue of error.issues) {
    const campo = issue.path.map(String).join('.');
    const chiave = `${campo}\u0000${issue.message}`;
    if (visti.has(chiave)) continue;
    visti.add(chiave);
    errori.push({ campo, messaggio: issue.message });
  }
  return errori;
}

/** Validates values with a form schema: the parsed data, or the errors in the shared shape. */
export function valida<S extends z.ZodType>(schema: S, valori: unknown): EsitoValidazione<z.output<S>> {
  const parsed = schema.safeParse(valori);
  return parsed.success ? { ok: true, dati: parsed.data } : { ok: false, errori: erroriDaZod(parsed.error) };
}

/** The distinct messages of a list of errors, in order (what a summary or a toast shows). */
export function messaggiDistinti(errori: readonly ErroreCampo[]): string[] {
  return [...new Set(errori.map((e) => e.messaggio))];
}
