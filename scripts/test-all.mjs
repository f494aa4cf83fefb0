// `npm test`: every check in order — types, lint, GraphQL contract drift, migrations (append-only and
// matching the Drizzle schema), layering (who may import whom), unit and integration
// tests, end-to-end tests in Chromium. Prints one closing line with the number of tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { postgresInstalled, startTempPostgres } from './postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['Type check', 'npx', ['tsc', '-p', 'packages/domain', '--noEmit'], {}],
  ['Type check server', 'npx', ['tsc', '-p', 'apps/server', '--noEmit'], {}],
  ['Type check web', 'npx', ['tsc', '-p', 'apps/web', '--noEmit'], {}],
  ['Type check tests', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], {}],
  ['Lint', 'npx', ['biome', 'check', '.'], {}],
  ['GraphQL contract', 'node', ['scripts/check-schema-drift.mjs'], {}],
  ['Migrations', 'node', ['scripts/check-migrations.mjs'], {}],
  ['Layering', 'node', ['scripts/check-layering.mjs'], {}],
  [
    'Unit and integration tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    {},
  ],
  ['Build web', 'npm', ['run', 'build'], {}],
  // DESIGN.md §9: first-load JS budget, on the build just made (decision 0204).
  ['First-load budget', 'node', ['scripts/bundle-budget.mjs'], {}],
  [
    'End-to-end tests',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
  ],
];

// Integration and race tests also run on real PostgreSQL: CI passes TEST_DATABASE_URL, otherwise we
// start a throwaway server when PostgreSQL 15 is installed.
let pg = null;
if (!process.env.TEST_DATABASE_URL && postgresInstalled()) {
  pg = await startTempPostgres();
  process.env.TEST_DATABASE_URL = pg.url;
}
if (!process.env.TEST_DATABASE_URL) {
  // The race, isolation and outage tests need a real server: in CI their absence is a failure.
  if (process.env.CI) {
    console.error('✗ PostgreSQL 15 not found: CI must run the PostgreSQL tests (.ci/run installs it).');
    process.exit(1);
  }
  console.warn('⚠ PostgreSQL 15 not found: integration tests run on PGlite only.');
}

let failedStep = null;
for (const [name, cmd, args, env] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    failedStep = name;
    console.error(`✖ ${name} failed (exit ${r.status ?? r.signal})`);
    break;
  }
}

pg?.stop();

let passed = 0;
let failed = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
const e2eReport = join(reports, 'e2e.json');
if (existsSync(e2eReport)) {
  const e = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (e.stats?.expected ?? 0) + (e.stats?.flaky ?? 0);
  failed += e.stats?.unexpected ?? 0;
}
if (failedStep && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
