import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { bloccaCartella } from './blocco-cartella.ts';
import { conNome, esitoErrore, type IstruzioniDellaConnessione } from './istruzioni-preparate.ts';
import { esitoIncerto, isConnectionError } from '../errors.ts';
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
  /**
   * Whether the database answers at all, checked outside the pool (a fresh connection, shared by
   * concurrent callers): busy connections never make it look dead. PGlite lives in the process.
   */
  vivo(): Promise<boolean>;
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
  /** PostgreSQL only: the time bounds (decision 0408); tests shorten them. */
  limiti?: Partial<LimitiPostgres>;
  /**
   * PostgreSQL only: prepare repeated statements once per connection (decision 0432; default
   * true). Off behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  istruzioniPreparate?: boolean;
}

/** Decision 0408: how long PostgreSQL work may last before it is cut, in milliseconds. */
export interface LimitiPostgres {
  /** Server side: a statement running longer is cancelled (SQLSTATE 57014). */
  statement: number;
  /** Server side: waiting longer for a lock cancels the statement (55P03). */
  lock: number;
  /** Server side: a transaction left idle longer ends its session (its locks are freed). */
  idleInTransaction: number;
  /** Client side: a query unanswered this long makes the driver check that the database answers. */
  sonda: number;
}

export const LIMITI_POSTGRES: Readonly<LimitiPostgres> = Object.freeze({
  statement: 30_000,
  lock: 10_000,
  idleInTransaction: 60_000,
  sonda: 2_000,
});

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(
      opts.databaseUrl,
      opts.onError,
      { ...LIMITI_POSTGRES, ...opts.limiti },
      opts.istruzioniPreparate ?? true,
    );
  return openPglite(opts.dataDir ?? './data', opts.pgliteDump);
}

/**
 * The planner's settings of every Zaino session, on both drivers (sent in PostgreSQL's startup
 * packet: no round trip).
 * - Decision 0906: JIT compilation costs 10-25 ms a query and only pays off on analytics; the
 *   register's correlated subqueries cross its cost threshold on a large section.
 * - Decision 0433: a section's data is a few megabytes, read from memory: a page read out of
 *   order costs about what the next one does, not PostgreSQL's default four times. With the default,
 *   the small tables of a section were scanned whole instead of through their indexes.
 */
const IMPOSTAZIONI_PIANIFICATORE = { jit: 'off', random_page_cost: '1.1' } as const;

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
    const aperto = client;
    await aperto
      .exec(
        Object.entries(IMPOSTAZIONI_PIANIFICATORE)
          .map(([nome, valore]) => `set ${nome} = ${valore};`)
          .join(' '),
      )
      // Opened but not usable as Zaino's: closed before the folder's lock is given back.
      .catch(async (error: unknown) => {
        await aperto.close();
        throw error;
      });
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
    vivo: async () => !client.closed,
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

function openPostgres(
  url: string,
  onError: ((err: Error) => void) | undefined,
  limiti: LimitiPostgres,
  preparaIstruzioni: boolean,
): Database {
  const report = onError ?? ((err: Error) => console.error(`[db] connessione persa: ${err.message}`));
  const risponde = sondaCondivisa(url, limiti.sonda);
  const pool = new pg.Pool({
    connectionString: url,
    // An unreachable server must fail fast so requests can answer DB_UNAVAILABLE.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    max: 10,
    options: Object.entries(IMPOSTAZIONI_PIANIFICATORE)
      .map(([nome, valore]) => `-c ${nome}=${valore}`)
      .join(' '),
    statement_timeout: limiti.statement,
    lock_timeout: limiti.lock,
    idle_in_transaction_session_timeout: limiti.idleInTransaction,
    Client: clientSorvegliato(limiti, risponde, preparaIstruzioni),
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
    vivo: () => (closed ? Promise.resolve(false) : risponde()),
  };
}

/** pg's internals this file touches: the socket of a client, the statements it has prepared. */
type ConSocket = {
  connection: IstruzioniDellaConnessione & { stream: { destroy(error?: Error): void } };
};

/**
 * Decision 0408: a frozen network (the peer silent, no reset) would leave a query waiting forever,
 * since PostgreSQL's own bounds cannot reach us. Every query is watched: after `sonda` ms unanswered,
 * a fresh connection checks that the database answers; if it does not, or once the query has waited
 * longer than the server would have let it run, its socket is destroyed. The query then fails with
 * 'Connection terminated' (DB_UNAVAILABLE) and the pool drops the client.
 */
function clientSorvegliato(
  limiti: LimitiPostgres,
  risponde: () => Promise<boolean>,
  preparaIstruzioni: boolean,
): typeof pg.Client {
  return class ClientSorvegliato extends pg.Client {
    /** Set to 0 by `senzaLimiti`: only a database that stops answering cuts the query. */
    limiteMs = limiti.statement + limiti.sonda;
    /** Statements this connection was asked to prepare (decision 0432). */
    preparate = 0;
    /** Set when a prepared statement can no longer run here: the pool must close this connection. */
    daScartare: Error | undefined;

    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; all pass through.
    override query(...args: any[]): any {
      const inizio = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const sorveglia = () => {
        timer = setTimeout(async () => {
          const scaduto = this.limiteMs > 0 && Date.now() - inizio >= this.limiteMs;
          if (timer && (scaduto || !(await risponde()))) {
            const errore = Object.assign(new Error('database senza risposta'), { code: 'ETIMEDOUT' });
            (this as unknown as ConSocket).connection.stream.destroy(errore);
          } else if (timer) sorveglia();
        }, limiti.sonda);
      };
      const fine = () => {
        clearTimeout(timer);
        timer = undefined;
      };
      sorveglia();
      let nome: unknown;
      if (preparaIstruzioni) {
        const connessione = (this as unknown as ConSocket).connection;
        const { primo, nuova } = conNome(args[0], args[1], connessione, this.preparate);
        args[0] = primo;
        nome = (primo as { name?: unknown } | null)?.name;
        if (nuova) this.preparate++;
      }
      // Decision 0432: a prepared statement that failed may have to be forgotten, or its connection
      // given up (`daScartare`, read when the connection goes back to the pool).
      const dopoErrore = (err: unknown) => {
        const esito = err ? esitoErrore(nome, err) : 'nulla';
        if (esito === 'nulla') return;
        // 'scarta': the server still holds the statement; parsing it again would clash with it.
        if (esito === 'scarta') {
          this.daScartare = err as Error;
          return;
        }
        const connessione = (this as unknown as ConSocket).connection;
        const dimentica = () => {
          delete connessione.parsedStatements[nome as string];
          delete connessione.submittedNamedStatements[nome as string];
        };
        dimentica();
        // A value pg could not send fails the query before the server answers; the parse's answer,
        // still to come, would record the name again: forget it once the server is done (before
        // pg sends the next query).
        (connessione as unknown as NodeJS.EventEmitter).prependOnceListener('readyForQuery', dimentica);
      };
      const cb = args.findIndex((a) => typeof a === 'function');
      if (cb >= 0) {
        const callback = args[cb];
        args[cb] = (err: unknown, res: unknown) => {
          fine();
          dopoErrore(err);
          callback(err, res);
        };
      }
      const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
      if (cb < 0) {
        if (!(result instanceof Promise)) fine();
        else {
          result.then(fine, (err: unknown) => {
            fine();
            dopoErrore(err);
          });
          if (eCommit(args[0])) return result.then(commitRiuscito);
        }
      }
      return result;
    }
  };
}

const eCommit = (q: unknown) =>
  /^\s*commit\s*$/i.test(typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? ''));

/**
 * A COMMIT that PostgreSQL answers ROLLBACK: a statement of the transaction had failed and the error
 * was caught and ignored, so every write of it is gone. Reporting success would lose them silently;
 * it becomes an error (an internal one: only a bug swallows a database error).
 */
function commitRiuscito<R extends { command?: string }>(r: R): R {
  if (r?.command === 'ROLLBACK') throw new Error('COMMIT respinto: la transazione era già fallita');
  return r;
}

/**
 * Whether the database answers a new connection within `ms`: one check shared by every query that
 * waits (a full pool cannot delay it, a busy database still answers it).
 */
function sondaCondivisa(url: string, ms: number): () => Promise<boolean> {
  let inCorso: Promise<boolean> | null = null;
  const sonda = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(ms / 2, 500) });
    client.on('error', () => {});
    try {
      await client.connect();
      // Not awaited: a network freezing right now must not leave the check pending for ever, nor
      // its socket open until the system gives up on it.
      const chiudi = setTimeout(() => (client as unknown as ConSocket).connection.stream.destroy(), ms);
      client.end().then(
        () => clearTimeout(chiudi),
        () => clearTimeout(chiudi),
      );
      return true;
    } catch (errore) {
      // A refusal with a SQLSTATE (too many clients, starting up) is an answer: the database lives.
      const code = (errore as { code?: unknown }).code;
      return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
    }
  };
  return () => {
    inCorso ??= sonda().finally(() => {
      inCorso = null;
    });
    return inCorso;
  };
}

/**
 * Lifts the bounds on a client taken from the pool, for work that may rightly last long (the
 * migrations). Release it with `release(true)`: its session must not go back to the pool.
 */
export async function senzaLimiti(client: pg.PoolClient): Promise<void> {
  await client.query(
    'set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0',
  );
  (client as pg.PoolClient & { limiteMs?: number }).limiteMs = 0;
}

/** One drizzle per pooled connection: built once per socket, not once per transaction. */
const drizzleDellaConnessione = new WeakMap<pg.PoolClient, Db>();

/**
 * Runs `run` on a connection checked out here and always given back. Drizzle's own transaction on a
 * pool sends BEGIN before its try/finally: a connection cut during BEGIN was never released, so each
 * outage could shrink the pool by one for ever and make the shutdown's `pool.end()` wait without end.
 * A connection that failed is given back with its error, so the pool closes it instead of reusing it.
 */
async function suConnessioneDelPool<T>(pool: pg.Pool, run: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let guasto: Error | undefined;
  try {
    let db = drizzleDellaConnessione.get(client);
    if (!db) {
      db = drizzleNodePg({ client, schema }) as unknown as Db;
      drizzleDellaConnessione.set(client, db);
    }
    return await run(db);
  } catch (error) {
    if (isConnectionError(error)) guasto = error as Error;
    throw error;
  } finally {
    client.release(guasto ?? (client as pg.PoolClient & { daScartare?: Error }).daScartare);
  }
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
  config?: PgTransactionConfig,
): Promise<T> {
  let corpoConcluso = false;
  const transazione = (suDb: Db) =>
    suDb.transaction(async (tx) => {
      // The author is for the audit triggers: a read-only transaction fires none (one round trip less).
      if (config?.accessMode !== 'read only')
        await tx.execute(sql`select set_config('zaino.user', ${userLabel ?? ''}, true)`);
      const risultato = await fn(tx);
      corpoConcluso = true;
      return risultato;
    }, config);
  try {
    const pool = (db as { $client?: unknown }).$client;
    return await (pool instanceof pg.Pool ? suConnessioneDelPool(pool, transazione) : transazione(db));
  } catch (error) {
    // The connection went while COMMIT was on its way: PostgreSQL may have committed. Saying
    // "database unavailable" would invite a retry that records the same thing twice (decision 0410).
    // (A client pg already knew broken cannot be told apart here: drizzle's ROLLBACK after the failed
    // COMMIT fails as "not queryable" in both cases. The message then over-warns, never under-warns.)
    if (corpoConcluso && isConnectionError(error)) throw esitoIncerto(error);
    throw error;
  }
}
