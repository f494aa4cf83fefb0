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
