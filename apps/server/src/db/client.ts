import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { bloccaCartella } from './blocco-cartella.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What `db.execute(sql…)` resolves to on both drivers: `{ rows }`. (Row counts differ: node-postgres
 * says `rowCount`, PGlite `affectedRows`; use `.returning()` to know what an update touched.)
 */
export interface QueryRows<T> {
  rows: T[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** The one Drizzle type services use, whichever driver is underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle; it is also a `Db`, so repositories can take either. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The underlying driver, for the few places (migrations, tests) that need it. */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  driver: Driver;
  close(): Promise<void>;
  /** Resolves when the database answers `select 1`; rejects (quickly) otherwise. */
  ping(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL: when present, node-postgres is used. */
  databaseUrl?: string;
  /** PGlite data directory (`memory://` for an in-memory database); defaults to `./data`. */
  dataDir?: string;
  /** Called with connection errors that happen outside a query (server gone away…). */
  onError?: (err: Error) => void;
  /** PGlite only: start from this dump of a data directory (tests copy a migrated, seeded one). */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onError);
  return openPglite(opts.dataDir ?? './data', opts.pgliteDump);
}

async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  let rilascia = () => {};
  if (!dataDir.includes('://')) {
    // The database files are created with the process umask (often world-readable): the folder
    // itself is private to the server's user.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    rilascia = bloccaCartella(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, dump ? { loadDataDir: dump } : {});
    if (!dataDir.includes('://')) rendiPrivata(dataDir);
  } catch (error) {
    rilascia();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async close() {
      if (!client.closed) await client.close();
      if (!dataDir.includes('://')) rendiPrivata(dataDir);
      rilascia();
    },
    async ping() {
      await client.query('select 1');
    },
  };
}

/**
 * Issue 22 item 11: PGlite unpacks its initial database with mode 0666 and rewrites PostgreSQL's
 * cache files at each start with the process umask; the files it creates while running are 0600.
 * So at open and at close every file becomes 0600 and every folder 0700 (about 1,000 entries).
 */
function rendiPrivata(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isSymbolicLink()) continue;
    chmodSync(join(e.parentPath, e.name), e.isDirectory() ? 0o700 : 0o600);
  }
}

// count(*) and bigint columns come back as strings from node-postgres but as numbers from PGlite;
// parse them the PGlite way (number when safe, bigint beyond) so raw queries match on both.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
});

function openPostgres(url: string, onError?: (err: Error) => void): Database {
  const report = onError ?? ((err: Error) => console.error(`[db] connessione persa: ${err.message}`));
  const pool = new pg.Pool({
    connectionString: url,
    // An unreachable server must fail fast so requests can answer DB_UNAVAILABLE.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    max: 10,
    // Decision 0906: JIT compilation costs 10-25 ms a query and only pays off on analytics; the
    // register's correlated subqueries cross its cost threshold on a large section.
    options: '-c jit=off',
  });
  // Without these listeners a dropped connection would be an unhandled 'error' event and crash
  // the process. The pool discards broken clients and opens new ones when the server is back.
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    async ping() {
      await pool.query('select 1');
    },
  };
}

/**
 * Runs `fn` in one transaction, with the acting user recorded for the audit triggers
 * (DESIGN.md §4: `set_config('zaino.user', …, true)` is local to the transaction).
 * Use only `tx` inside `fn`: on PGlite the connection is single and `db` would wait for the end
 * of this very transaction.
 */
export async function withTransaction<T>(
  db: Db,
  userLabel: string | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('zaino.user', ${userLabel ?? ''}, true)`);
    return fn(tx);
  });
}
