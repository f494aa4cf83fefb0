import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { RequestViewer } from './auth/viewer.ts';
import { type Db, type Tx, withTransaction } from './db/client.ts';
import { createLoaders, type Loaders } from './loaders.ts';

/**
 * What a service method receives: the connection (the request's, or a transaction's), loaders bound
 * to that same connection, the viewer, and the audit author label computed once (DESIGN.md §4).
 */
export interface ServiceContext {
  db: Db;
  loaders: Loaders;
  viewer: RequestViewer;
  autore: string;
}

/** The audit label of the acting login: username, else the login id; empty for anonymous callers. */
export function autoreDi(viewer: RequestViewer): string {
  return viewer.username || viewer.userId || '';
}

export function createServiceContext(
  db: Db,
  viewer: RequestViewer,
  loaders = createLoaders(db),
): ServiceContext {
  return { db, loaders, viewer, autore: autoreDi(viewer) };
}

/** A service context inside a transaction: `db` is the transaction, `tx` the same handle typed for locks. */
export interface TxContext extends ServiceContext {
  tx: Tx;
}

/** Reads from one snapshot and writes nothing (PostgreSQL: `repeatable read, read only`). */
export const ISTANTANEA: PgTransactionConfig = { isolationLevel: 'repeatable read', accessMode: 'read only' };

/**
 * Runs `fn` in one transaction with a context of its own: its loaders read through the transaction
 * (on PGlite the only connection is busy until the end), the author is recorded for the audit
 * triggers, and the caller's loaders are cleared afterwards so later reads see what was written.
 */
export async function inTransazione<T>(
  sc: ServiceContext,
  fn: (t: TxContext) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  try {
    return await withTransaction(
      sc.db,
      sc.autore,
      (tx) => fn({ ...sc, db: tx, tx, loaders: createLoaders(tx) }),
      config,
    );
  } finally {
    sc.loaders.clearAll();
  }
}
