import { GraphQLError, GraphQLScalarType, Kind } from './graphql-runtime.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toIsoDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && ISO_DAY.test(value.slice(0, 10))) return value.slice(0, 10);
  throw new GraphQLError('Data non valida: usare il formato aaaa-mm-gg');
}

/** 'yyyy-mm-dd' calendar days (PostgreSQL `date`). */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: toIsoDay,
  parseValue: toIsoDay,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Data non valida: usare il formato aaaa-mm-gg');
    return toIsoDay(ast.value);
  },
});

function toIsoDateTime(value: unknown): string {
  const d = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) throw new GraphQLError('Data e ora non valide (ISO 8601)');
  return d.toISOString();
}

/** ISO 8601 instants (PostgreSQL `timestamptz`), always sent in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIsoDateTime,
  parseValue: toIsoDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Data e ora non valide (ISO 8601)');
    return toIsoDateTime(ast.value);
  },
});

/** Spec 1 §9: amounts are integer cents; JavaScript numbers are exact up to ±(2^53 − 1). */
export const CENTS_MAX = Number.MAX_SAFE_INTEGER;
export const CENTS_NON_INTERO = 'Importo non valido: deve essere un numero intero di centesimi';
export const CENTS_FUORI_LIMITE = `Importo fuori dai limiti: al massimo ${CENTS_MAX} centesimi, in più o in meno`;

const DIGITS = /^-?\d+$/;

function fromBigInt(value: bigint): number {
  if (value > BigInt(CENTS_MAX) || value < -BigInt(CENTS_MAX)) throw new GraphQLError(CENTS_FUORI_LIMITE);
  return Number(value);
}

function fromNumber(value: number): number {
  if (!Number.isInteger(value)) throw new GraphQLError(CENTS_NON_INTERO);
  if (!Number.isSafeInteger(value)) throw new GraphQLError(CENTS_FUORI_LIMITE);
  return value === 0 ? 0 : value; // no -0 on the wire
}

/**
 * A `bigint` column read as a number (Drizzle mode 'number'), as a bigint or as PostgreSQL's text
 * of digits: always sent as a JSON integer, or an error when it would not be exact.
 */
function toCents(value: unknown): number {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'bigint') return fromBigInt(value);
  if (typeof value === 'string' && DIGITS.test(value)) return fromBigInt(BigInt(value));
  throw new GraphQLError(CENTS_NON_INTERO);
}

/**
 * Integer cents (decision 0305): unlike `Int` (32-bit, at most about 21 million euros) it carries any
 * amount a JavaScript number holds exactly. Inputs must be JSON integers.
 */
export const CentsScalar = new GraphQLScalarType({
  name: 'Cents',
  serialize: toCents,
  parseValue: (value) => {
    if (typeof value !== 'number') throw new GraphQLError(CENTS_NON_INTERO);
    return fromNumber(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError(CENTS_NON_INTERO);
    return fromBigInt(BigInt(ast.value));
  },
});
