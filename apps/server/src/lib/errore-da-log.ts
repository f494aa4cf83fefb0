// What of an unexpected error may reach the log (issue 7 review): a failed query's error carries the
// statement's parameters (names, tax codes, emails) and PostgreSQL's `detail` may quote row values.
// The log keeps the kind, the SQL text with its placeholders, the SQLSTATE and the database's
// message, and the stack; never a parameter or a detail.

interface ErroreDb {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  stack?: unknown;
  cause?: unknown;
}

const testo = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A copy of the error fit for the log: no query parameters, no row details. */
export function erroreDaLog(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as ErroreDb;
  const causa = (e.cause && typeof e.cause === 'object' ? e.cause : {}) as ErroreDb;
  const query = testo(e.query);
  // A failed query's message repeats the query and its parameters: keep only the database's words.
  const message = query ? (testo(causa.message) ?? 'query non riuscita') : testo(e.message);
  return {
    type: testo(e.name) ?? 'Error',
    message,
    ...(query ? { query } : {}),
    ...((testo(e.code) ?? testo(causa.code)) ? { code: testo(e.code) ?? testo(causa.code) } : {}),
    stack: testo(e.stack)
      ?.split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}
