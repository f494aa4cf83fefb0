import { randomBytes } from 'node:crypto';
import { configDefaults, defineConfig } from 'vitest/config';
import { PiuLunghiPrima } from './scripts/ordine-test.mjs';
import { postgresOnlyExcluded } from './scripts/postgres-only.mjs';

// One id for the whole run, inherited by every worker: the server tests' database templates
// (apps/server/test/test-db.ts) are shared under it.
process.env.ZAINO_TEST_RUN ??= randomBytes(4).toString('hex');

// One runner for every package; each project keeps its own environment.
export default defineConfig({
  test: {
    // Three files at a time on this 2-core machine (decision 0316: a file waits on its databases,
    // servers and timers about half the time); VITEST_WORKERS=1 replays a run in one process.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    // The longest files first (scripts/ordine-test.mjs), so that none runs alone at the end.
    sequence: { sequencer: PiuLunghiPrima },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: one import of the modules per worker, not one per file (decision 0317:
          // 26.6 → 8.0 CPU-s for the domain's 70 files).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      // The test tools' own pure helpers.
      {
        test: {
          name: 'tools',
          include: ['e2e/support/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...postgresOnlyExcluded('apps/')],
          environment: 'node',
          globalSetup: ['apps/server/test/templates-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side (maxWorkers above): each has its own database copy, and the
          // templates are built once and shared by every worker (test-db.ts).
          // The server's modules are imported once per worker, not once per file (each file still builds
          // its own app on its own database copy).
          isolate: false,
        },
      },
    ],
  },
});
