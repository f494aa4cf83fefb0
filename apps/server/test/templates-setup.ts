import { rmSync } from 'node:fs';
import { buildServerSeVecchio } from '../build.mjs';
import { admin, postgresUrl, TEMPLATE_PREFIX, templateDir } from './test-db.ts';

// The database templates of this run (test-db.ts) are built by the first test that needs each one;
// at the end of the run they go, so a shared PostgreSQL server does not collect them. The tests that
// start the server as an operator does run its bundle: built here when older than the source.
export default async function templatesSetup() {
  await buildServerSeVecchio();
  return async () => {
    rmSync(templateDir, { recursive: true, force: true });
    if (!postgresUrl) return;
    const rows = (await admin(
      `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
    )) as { datname: string }[];
    for (const { datname } of rows) await admin(`drop database if exists ${datname} with (force)`);
  };
}
