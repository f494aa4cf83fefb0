import { defineConfig } from '@playwright/test';
import { useWorkerServer } from './e2e/support/worker-server.ts';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium.ts';
import { OPZIONI_CONTESTO } from './e2e/support/contesto-caldo.ts';
import { postgresOnlyExcluded } from './scripts/postgres-only.mjs';

useWorkerServer();

// Debian's Chromium, never a downloaded browser (e2e/support/chromium.ts). Global setup starts one
// server per worker on a free port, each with a copy of one seeded embedded database (the same code
// path as `npm start`).

export default defineConfig({
  testDir: './e2e',
  // e2e/support/*.test.ts are Vitest unit tests of the test tools.
  testMatch: '**/*.spec.ts',
  testIgnore: postgresOnlyExcluded('e2e/').map((f) => f.replace(/^e2e\//, '**/')),
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three workers, each with its own server, on this 2-core machine: a test waits on its server and
  // the browser about half the time (decision 0316); E2E_WORKERS=1 replays a run in one process.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/reports/e2e.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    ...OPZIONI_CONTESTO,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failed test's pages are photographed by its context fixture (support/test.ts): Playwright's
    // 'only-on-failure' photographs every closing context, passed tests included.
    screenshot: 'off',
    trace: 'off',
  },
});
