import { describe, expect, it } from 'vitest';
// The CommonJS build, the one CentsScalar comes from (graphql-runtime.ts).
import { GraphQLNonNull, GraphQLObjectType, GraphQLSchema, graphql, parseValue } from 'graphql/index.js';
import { CENTS_FUORI_LIMITE, CENTS_MAX, CENTS_NON_INTERO, CentsScalar } from './scalars.ts';

const MAX = 2 ** 53 - 1;

describe('Cents: integer cents exact beyond 32 bits, up to ±(2^53 − 1)', () => {
  it('sends integers from numbers, bigints and PostgreSQL digit strings as JSON numbers', () => {
    expect(CENTS_MAX).toBe(MAX);
    expect(CentsScalar.serialize(8500)).toBe(8500);
    expect(CentsScalar.serialize(-8500)).toBe(-8500);
    expect(CentsScalar.serialize(3_000_000_000)).toBe(3_000_000_000); // beyond Int (2^31 − 1)
    expect(CentsScalar.serialize(MAX)).toBe(MAX);
    expect(CentsScalar.serialize(-MAX)).toBe(-MAX);
    expect(CentsScalar.serialize(9_007_199_254_740_991n)).toBe(MAX);
    expect(CentsScalar.serialize('9007199254740991')).toBe(MAX);
    expect(CentsScalar.serialize('-120')).toBe(-120);
    expect(Object.is(CentsScalar.serialize(-0), 0)).toBe(true);
  });

  it.each([
    ['a fraction', 12.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a decimal string', '12.50'],
    ['an empty string', ''],
    ['a word', 'dieci'],
    ['a boolean', true],
    ['null', null],
  ])('refuses to send %s', (_label, value) => {
    expect(() => CentsScalar.serialize(value)).toThrow(CENTS_NON_INTERO);
  });

  it.each([
    ['2^53 as a number', 2 ** 53],
    ['−2^53 as a number', -(2 ** 53)],
    ['2^53 as a bigint', 2n ** 53n],
    ['2^63 − 1 as a digit string (bigint column maximum)', '9223372036854775807'],
    ['−2^53 as a digit string', '-9007199254740992'],
  ])('refuses to send %s: it would not be exact', (_label, value) => {
    expect(() => CentsScalar.serialize(value)).toThrow(CENTS_FUORI_LIMITE);
  });

  it('accepts JSON integers in variables and refuses strings, fractions and unsafe integers', () => {
    expect(CentsScalar.parseValue(8500)).toBe(8500);
    expect(CentsScalar.parseValue(-MAX)).toBe(-MAX);
    expect(() => CentsScalar.parseValue('8500')).toThrow(CENTS_NON_INTERO);
    expect(() => CentsScalar.parseValue(85.5)).toThrow(CENTS_NON_INTERO);
    expect(() => CentsScalar.parseValue(2 ** 53)).toThrow(CENTS_FUORI_LIMITE);
  });

  it('accepts integer literals in the query text, exact only within the safe range', () => {
    expect(CentsScalar.parseLiteral(parseValue('9007199254740991'))).toBe(MAX);
    expect(CentsScalar.parseLiteral(parseValue('-42'))).toBe(-42);
    expect(() => CentsScalar.parseLiteral(parseValue('9007199254740993'))).toThrow(CENTS_FUORI_LIMITE);
    expect(() => CentsScalar.parseLiteral(parseValue('12.5'))).toThrow(CENTS_NON_INTERO);
    expect(() => CentsScalar.parseLiteral(parseValue('"12"'))).toThrow(CENTS_NON_INTERO);
  });

  it('in a response: a large amount arrives whole, an unsafe one becomes an error with the Italian message', async () => {
    let importo: unknown = 0;
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { importo: { type: new GraphQLNonNull(CentsScalar), resolve: () => importo } },
      }),
    });
    importo = '4000000000';
    expect((await graphql({ schema, source: '{ importo }' })).data).toEqual({ importo: 4_000_000_000 });
    importo = '9007199254740993';
    const r = await graphql({ schema, source: '{ importo }' });
    expect(r.errors?.[0]?.message).toBe(CENTS_FUORI_LIMITE);
  });
});
