import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../apps/server/src/db/client.ts';

/**
 * Counts the SQL statements a database runs, on either driver: PGlite's query/exec, or the
 * PostgreSQL pool's query (drizzle sends every statement outside a transaction through it).
 */
export function contaStatements(database: Database): { get: () => number; reset: () => void } {
  let n = 0;
  const wrap = (target: Record<string, unknown>, methods: readonly string[]) => {
    for (const method of methods) {
      const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
      target[method] = (...args: unknown[]) => {
        n++;
        return original(...args);
      };
    }
  };
  const driver = database.driver;
  if (driver.kind === 'pglite') wrap(driver.client as PGlite & Record<string, unknown>, ['query', 'exec']);
  else wrap(driver.pool as unknown as Record<string, unknown>, ['query']);
  return {
    get: () => n,
    reset: () => {
      n = 0;
    },
  };
}
