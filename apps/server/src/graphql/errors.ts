import { GraphQLError } from './graphql-runtime.ts';
import { internalErrorMessage } from '@zaino/domain/errori';
import {
  AppError,
  DB_UNAVAILABLE_MESSAGE,
  ESITO_INCERTO_MESSAGE,
  isConnectionError,
  tempoScaduto,
} from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import { erroreDaLog } from '../lib/errore-da-log.ts';

export { internalErrorMessage };

export function dbUnavailableError(): GraphQLError {
  return new GraphQLError(DB_UNAVAILABLE_MESSAGE, {
    extensions: { errorType: 'DB_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': '5' } } },
  });
}

/** graphql-js's reasons for refusing a variable's value, in Italian (decision 1003). */
const CAUSE_VARIABILI: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/Int cannot represent non 32-bit/, () => 'deve essere un numero intero tra -2147483648 e 2147483647'],
  [/Int cannot represent/, () => 'deve essere un numero intero'],
  [/Float cannot represent/, () => 'deve essere un numero'],
  [/String cannot represent/, () => 'deve essere un testo'],
  [/Boolean cannot represent/, () => 'deve essere vero o falso'],
  [/Value .* does not exist in "\w+" enum/, () => 'valore non previsto'],
  [/to be an object/, () => 'deve essere un oggetto'],
  [/Field "(\w+)" is not defined by type/, (m) => `il campo ${m[1]} non è previsto`],
  [
    /Field "(?:\w+\.)?(\w+)" of required type "[^"]+" was not provided/,
    (m) => `il campo ${m[1]} è obbligatorio`,
  ],
];

/** The same reasons for a value written in the query text (a literal), or null for other errors. */
export function erroreLetteraleInItaliano(message: string): string | null {
  // graphql-js stops after 100 validation errors with an English line (issue 22 item 12).
  if (message === 'Validation aborted.') return 'Richiesta non valida: troppi errori';
  // Our scalars' own refusals (Cents, Date) are reported as they are: Italian already.
  if (/^(Importo|Data)\b/.test(message)) return message;
  if (/^Expected value of type "[^"]+", found/.test(message)) {
    // Our scalars append their Italian reason ("…; Importo non valido …").
    const nostra = /; ((?:Importo|Data)\b[\s\S]*)$/.exec(message);
    return `Dato non valido: ${nostra ? nostra[1] : 'valore non accettato'}`;
  }
  for (const [re, testo] of CAUSE_VARIABILI) {
    const trovata = re.exec(message);
    if (trovata && trovata.index === 0) return `Dato non valido: ${testo(trovata)}`;
  }
  return null;
}

/**
 * A variable graphql-js could not coerce ('Variable "$m" got invalid value … at "m.id"; Int cannot
 * represent …'), as one Italian VALIDATION naming the field; null for any other error. Reasons our
 * own scalars give (already Italian, e.g. Cents) are kept as they are.
 */
export function erroreVariabileInItaliano(message: string): string | null {
  const mancante =
    /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)/.exec(
      message,
    );
  if (mancante) return `Dato mancante: ${mancante[1]} è obbligatorio`;
  const m = /^Variable "\$(\w+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/.exec(message);
  if (!m) return null;
  const campo = m[2] ?? m[1]!;
  const causa = m[3]!
    .replace(/ Did you mean [^?]*\?/g, '')
    .replace(/^Expected type [^;]+;\s*/, '')
    .trim();
  for (const [re, testo] of CAUSE_VARIABILI) {
    const trovata = re.exec(causa);
    if (trovata) return `Dato non valido (${campo}): ${testo(trovata)}`;
  }
  // Our scalars' reasons are Italian already; anything else gets a generic one (never English).
  const italiano = /^(Importo|Data)\b/.test(causa);
  return `Dato non valido (${campo}): ${italiano ? causa : 'valore non accettato'}`;
}

/**
 * DESIGN.md §5: AppErrors become `extensions.errorType` + their Italian message; a lost database
 * becomes DB_UNAVAILABLE (HTTP 503); any other error thrown by a resolver is logged with the request
 * id and masked. GraphQL's own errors (syntax, validation, variables) pass unchanged.
 */
export function toClientError(error: GraphQLError, ctx: GraphQLContext | undefined): GraphQLError {
  const original = error.originalError && (tempoScaduto(error.originalError) ?? error.originalError);
  if (!original || original instanceof GraphQLError) {
    if (original instanceof GraphQLError && original.extensions?.errorType) return original;
    const italiano = error.path ? null : erroreVariabileInItaliano(error.message);
    if (italiano) {
      return new GraphQLError(italiano, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { errorType: 'VALIDATION' },
      });
    }
    return error;
  }
  const where = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof AppError && original.message === ESITO_INCERTO_MESSAGE)
    // Decision 0410: whoever runs the server can find the requests whose outcome nobody knows.
    ctx?.log.warn({ err: erroreDaLog(original.cause), requestId: ctx.requestId }, 'COMMIT senza risposta');
  if (original instanceof AppError && original.errorType !== 'DB_UNAVAILABLE') {
    return new GraphQLError(original.message, {
      ...where,
      extensions: { errorType: original.errorType, ...(original.details ?? {}) },
    });
  }
  if (original instanceof AppError || isConnectionError(original)) {
    ctx?.availability.report(original);
    ctx?.log.warn({ err: erroreDaLog(original) }, 'database non raggiungibile');
    const e = dbUnavailableError();
    return new GraphQLError(e.message, { ...where, extensions: e.extensions });
  }
  const requestId = ctx?.requestId ?? 'sconosciuta';
  ctx?.log.error({ err: erroreDaLog(original), path: error.path }, 'errore inatteso in GraphQL');
  return new GraphQLError(internalErrorMessage(requestId), {
    ...where,
    extensions: { errorType: 'INTERNAL', requestId },
  });
}
