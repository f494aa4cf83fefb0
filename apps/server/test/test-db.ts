import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** Admin URL of a PostgreSQL 15 server for integration tests (CI sets it); absent → PGlite only. */
export const postgresUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export type DbKind = 'pglite' | 'postgres';

/** For `describe.each(dbKinds)`: every driver available on this machine. */
export const dbKinds: DbKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated, empty database: PGlite in memory, or a uniquely named database on the
 * `TEST_DATABASE_URL` server. `drop()` closes it and removes it.
 */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    return { ...database, drop: () => database.close() };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL non impostato: PostgreSQL non disponibile');
  const name = `zaino_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), onError: () => {} });
  try {
    await migrate(database);
  } catch (err) {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    throw err;
  }
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
