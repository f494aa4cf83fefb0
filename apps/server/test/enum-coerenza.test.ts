// Decision 0305: the closed value lists live once, in packages/domain. The GraphQL enums (merged
// schema.graphql) and the CHECK constraints of the migrated database must hold exactly those values.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildSchema, GraphQLEnumType } from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPI_CONTROLLO } from '@zaino/domain/controlli';
import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { CAUSALI_TIPO, METODI_PAGAMENTO, STATI_DOVUTO, STATI_PAGAMENTO } from '@zaino/domain/transazioni';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

/** domain list, GraphQL enum, and every (constraint, column) whose CHECK lists the values. */
const LISTE: [string, readonly string[], string, [string, string][]][] = [
  ['enrolment states', STATI_ISCRIZIONE, 'StatoIscrizione', [['iscrizioni_stato_ck', 'stato_iscrizione']]],
  ['due states', STATI_DOVUTO, 'StatoTransazioneEconomica', [['te_stato_ck', 'stato']]],
  ['payment states', STATI_PAGAMENTO, 'StatoTransazioneFinanziaria', [['tf_stato_ck', 'stato']]],
  [
    'payment methods',
    METODI_PAGAMENTO,
    'MetodoPagamento',
    [
      ['tf_tipo_ck', 'tipo_da'],
      ['tf_tipo_ck', 'tipo_a'],
    ],
  ],
  ['due types', CAUSALI_TIPO, 'CausaleTipo', [['te_tipo_ck', 'causale_tipo']]],
  ['data-quality checks', TIPI_CONTROLLO, 'TipoControllo', [['controlli_tipo_ck', 'tipo']]],
];

const sorted = (values: readonly string[]) => [...values].sort();

/**
 * The values a CHECK allows for one column, from PostgreSQL's own text of the constraint:
 * `(col = ANY (ARRAY['a'::text, 'b'::text]))`. Null when the column is not constrained that way.
 */
function valoriCheck(def: string, column: string): string[] | null {
  const m = new RegExp(`\\b${column} = ANY \\(ARRAY\\[([^\\]]*)\\]`).exec(def);
  if (!m) return null;
  return [...m[1]!.matchAll(/'((?:[^']|'')*)'::/g)].map((v) => v[1]!.replaceAll("''", "'"));
}

describe('closed value lists: domain = GraphQL enum', () => {
  const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
  it.each(LISTE)('%s', (_label, domain, enumName) => {
    const type = schema.getType(enumName);
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((v) => v.name);
    expect(sorted(values)).toEqual(sorted(domain));
  });
});

describe.each(dbKinds)('closed value lists: domain = CHECK constraint (%s)', (kind) => {
  let database: TestDatabase;
  const defs = new Map<string, string>();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const r = await database.db.execute<{ conname: string; def: string }>(
      sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
          where contype = 'c' and connamespace = 'public'::regnamespace`,
    );
    for (const row of r.rows) defs.set(row.conname, row.def);
  });
  afterAll(() => database?.drop());

  it.each(LISTE)('%s', (_label, domain, _enum, checks) => {
    for (const [constraint, column] of checks) {
      const def = defs.get(constraint);
      expect(def, constraint).toBeDefined();
      expect(valoriCheck(def!, column), `${constraint} (${column})`).toEqual([...domain]);
    }
  });

  it('the parser reads a list, and a column the constraint does not name gives null', () => {
    const def = "CHECK (((tipo_da = ANY (ARRAY['bank'::text, 'l''altro'::text])) AND (x > 0)))";
    expect(valoriCheck(def, 'tipo_da')).toEqual(['bank', "l'altro"]);
    expect(valoriCheck(def, 'tipo_a')).toBeNull();
  });
});
