import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, senzaLimiti } from './client.ts';

/** The generated SQL files, found beside this module whatever the working directory. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant: serialises concurrent start-ups against the same PostgreSQL database.
const MIGRATION_LOCK = 7_240_519;

/**
 * Applies the pending migrations in order, in one transaction, with Drizzle's migrator.
 * Both drivers read the same files and keep the same `drizzle.__drizzle_migrations` journal.
 */
export async function migrate(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder });
    return;
  }
  // One dedicated connection, so the session-level advisory lock covers the whole run. Decision 0408:
  // no time bound on it (a migration may rewrite a big table, or wait for another start-up's lock);
  // it is closed afterwards rather than returned to the pool with its bounds lifted.
  const client = await driver.pool.connect();
  try {
    await senzaLimiti(client);
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release(true);
  }
}
