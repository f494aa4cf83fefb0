import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { createTestDatabase, type DbKind } from '../apps/server/test/test-db.ts';
import { startServer } from '../e2e/support/server.ts';
import { DEMO_PASSWORD, demoUsers } from '../e2e/support/demo-users.ts';

// Issue 9: time to first rows of /b/soci in Chromium, for the section secretary (the whole
// section), on the real server (`apps/server/src/main.ts`) with a generated section of `persone`,
// on PGlite or on a PostgreSQL database of its own.

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function primeRigheRegistro(
  kind: DbKind,
  persone: number,
  volte: number,
): Promise<{ freddo: number; caldo: number }> {
  // The section is generated here, before the server starts (on a loaded machine seeding 5,000
  // persons can outlast the server's start-up wait); the server then finds it and only migrates.
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'zaino-bench-')) : null;
  const pg = dataDir ? null : await createTestDatabase('postgres');
  const database = pg ?? (await openDatabase({ dataDir: dataDir! }));
  if (!pg) await migrate(database);
  await seedIfEmpty(database, { persons: persone });
  if (!pg) await database.close();
  // The demo section (and its logins) loads only outside production.
  const server = await startServer({
    NODE_ENV: 'development',
    SEED_PERSONS: String(persone),
    ...(pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: dataDir! }),
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: server.url, locale: 'it-IT' });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(demoUsers.cens);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const riga = page.getByTestId('riga-persona').first();
    // From the navigation's start to the first register row on screen.
    const misura = async () => {
      const t0 = performance.now();
      await page.goto('/b/soci');
      await riga.waitFor({ state: 'visible', timeout: 60_000 });
      return performance.now() - t0;
    };
    // Cold: the first visit (code and data not cached); warm: full reloads afterwards.
    const freddo = await misura();
    const caldi: number[] = [];
    for (let i = 0; i < volte; i++) caldi.push(await misura());
    return { freddo, caldo: median(caldi) };
  } finally {
    await browser.close();
    await server.stop();
    if (pg) await pg.drop();
    else rmSync(dataDir!, { recursive: true, force: true });
  }
}
