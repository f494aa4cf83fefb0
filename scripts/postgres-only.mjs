// The test files that can only run on a real PostgreSQL server, and why. Without one, `npm test`
// leaves them out and says so (scripts/test-all.mjs sets ZAINO_SKIP_POSTGRES, read by the vitest
// and Playwright configs); with CI=true a missing server fails the run instead.
export const POSTGRES_ONLY = [
  {
    file: 'apps/server/test/checkout-gare.test.ts',
    why: 'races between transactions need connections side by side (PGlite has one)',
  },
  {
    file: 'apps/server/test/database-congelato.test.ts',
    why: 'freezes the network to a database server under a running app, and its time bounds',
  },
  {
    file: 'apps/server/test/migrazioni-produzione.test.ts',
    why: 'a production start and two migrations at once against one PostgreSQL server',
  },
  {
    file: 'apps/server/test/verifica-backup.test.ts',
    why: 'restores a pg_dump with pg_restore into a scratch database on a PostgreSQL server',
  },
  {
    file: 'apps/server/test/istanze-multiple.test.ts',
    why: 'two server processes sharing one database need a database server both can reach',
  },
  {
    file: 'e2e/database-addormentato.spec.ts',
    why: 'stops and freezes a database server under a running app',
  },
];

export const skipPostgres = () => process.env.ZAINO_SKIP_POSTGRES === '1';

/** The files to leave out in this run: those above when ZAINO_SKIP_POSTGRES=1, else none. */
export function postgresOnlyExcluded(prefix) {
  return skipPostgres() ? POSTGRES_ONLY.filter((t) => t.file.startsWith(prefix)).map((t) => t.file) : [];
}
