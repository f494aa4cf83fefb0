// `npm run bench`: the benchmarks on PGlite and, when PostgreSQL 15 is installed (or TEST_DATABASE_URL
// is set), on a real PostgreSQL server too — a throwaway one, stopped by its own pid at the end.
import { spawnSync } from 'node:child_process';
import { postgresInstalled, startTempPostgres } from './postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
let pg = null;
if (!process.env.TEST_DATABASE_URL && postgresInstalled()) {
  pg = await startTempPostgres();
  process.env.TEST_DATABASE_URL = pg.url;
}
if (!process.env.TEST_DATABASE_URL) console.warn('⚠ PostgreSQL 15 non trovato: solo PGlite.');
// The server runs with NODE_ENV=production in use (docs/configuration.md): graphql-js then skips its
// development-only checks, which it decides when loaded. The in-process app keeps its test config.
// BENCH_SOLO=carico (`npm run bench:carico`): only the load on the families' pages (bench/carico.ts).
const script = process.env.BENCH_SOLO === 'carico' ? 'bench/carico.ts' : 'bench/run.ts';
const r = spawnSync('npx', ['tsx', script], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (pg) pg.stop();
process.exit(r.status ?? 1);
