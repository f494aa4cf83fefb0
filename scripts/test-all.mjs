// `npm test`: every check — types, lint, GraphQL contract drift, migrations (append-only and
// matching the Drizzle schema), layering (who may import whom), unit and integration tests, the web
// build and its first-load budget, end-to-end tests in Chromium. The quick checks run side by side
// with the build and the unit tests; then the end-to-end tests. Prints each stage's time and one
// closing line with the number of tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { campionaCpu, rigaCpu } from './cpu-per-processo.mjs';
import { POSTGRES_ONLY } from './postgres-only.mjs';
import { postgresInstalled, startTempPostgres } from './postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
/** [stage, seconds, ok, cpu line or undefined] in the order they ended. */
const times = [];

/**
 * Runs one stage. `quiet` stages print their output in one block when they end (they run beside
 * others); the rest stream it. `cpu` stages also say where the machine's CPU went meanwhile.
 */
function run(name, cmd, args, { env = {}, quiet = false, cpu = false } = {}) {
  const t0 = Date.now();
  const campione = cpu ? campionaCpu() : null;
  if (!quiet) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0;
      const riga = campione ? rigaCpu(campione.ferma()) : undefined;
      times.push([name, seconds, ok, riga]);
      if (quiet) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}\n${out.trimEnd()}`);
      console.log(
        `${ok ? '✓' : '✖'} ${name} ${ok ? 'passed' : `failed (exit ${code ?? signal})`} in ${seconds.toFixed(1)} s`,
      );
      if (riga) console.log(`  ${riga}`);
      resolve(ok);
    });
  });
}

// Integration, race and outage tests run on real PostgreSQL too: CI passes TEST_DATABASE_URL,
// otherwise we start a throwaway server when PostgreSQL 15 is installed.
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
  process.env.ZAINO_SKIP_POSTGRES = '1';
  console.warn('⚠ PostgreSQL 15 not found (install it, or set TEST_DATABASE_URL): these tests are left out,');
  for (const { file, why } of POSTGRES_ONLY) console.warn(`   - ${file}: ${why}`);
  console.warn('  and the integration tests run on PGlite only.');
}

const checks = [
  ['Type check', 'npx', ['tsc', '-b', 'packages/domain', 'apps/server', 'apps/web', 'tsconfig.json']],
  ['Lint', 'npx', ['biome', 'check', '.']],
  ['GraphQL contract', 'node', ['scripts/check-schema-drift.mjs']],
  ['Migrations', 'node', ['scripts/check-migrations.mjs']],
  ['Layering', 'node', ['scripts/check-layering.mjs']],
];

async function main() {
  // The quick checks one after another (the type check is most of them, on one core), beside the
  // build and then the unit tests: they need nothing from each other, and the machine's second core
  // would otherwise wait for the type check (decision 0317). The end-to-end tests start only once
  // the checks have passed.
  const checksDone = (async () => {
    for (const [name, cmd, args] of checks) if (!(await run(name, cmd, args, { quiet: true }))) return false;
    return true;
  })();
  const tests = await unitAndEndToEnd(checksDone);
  // Every path waits for the checks: their output is printed when they end, and no check is left
  // running behind a failed stage.
  const checksOk = await checksDone;
  return tests && checksOk;
}

/** Build, budget, unit tests and end-to-end tests; `checksDone`: the checks running beside them. */
async function unitAndEndToEnd(checksDone) {
  if (!(await run('Build', 'npm', ['run', 'build'], { quiet: true }))) return false;
  // DESIGN.md §9: first-load JS budget, on the build just made (decision 0204).
  if (!(await run('First-load budget', 'node', ['scripts/bundle-budget.mjs']))) return false;
  const vitestOk = await run(
    'Unit and integration tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    { cpu: true },
  );
  if (!vitestOk || !(await checksDone)) return false;
  return run('End-to-end tests', 'npx', ['playwright', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    cpu: true,
  });
}

const ok = await main();
pg?.stop();

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
const e2eReport = join(reports, 'e2e.json');
if (existsSync(e2eReport)) {
  const e = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (e.stats?.expected ?? 0) + (e.stats?.flaky ?? 0);
  failed += e.stats?.unexpected ?? 0;
  skipped += e.stats?.skipped ?? 0;
}
if (!ok && failed === 0) failed = 1;

console.log('\nStage times:');
for (const [name, seconds, stageOk, cpu] of times)
  console.log(
    `  ${stageOk ? ' ' : '✖'} ${name.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s${cpu ? `   ${cpu}` : ''}`,
  );
console.log(`  ${'  Total'.padEnd(30)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
if (process.env.ZAINO_SKIP_POSTGRES)
  console.log(`Left out without PostgreSQL: ${POSTGRES_ONLY.map((t) => t.file).join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
