import { type SQL, sql } from 'drizzle-orm';

/**
 * `'a','b',…` for a CHECK `in (…)` over a value list of the domain, so the constraint and the domain
 * cannot drift apart (decision 0305). The lists are constants of our code, never user input.
 */
export const valoriSql = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(','));
