// Issue 27, `npm run bench:esportazioni`: the exports at the size of a large section (SEED_PERSONS,
// default 5,000), target ≤ 1 s each. The year's payments of each method (the treasurer's statement,
// built on the server: POST /esporta/estratto-conto/1/{metodo}, CSV and XLSX) and the member register
// as the office downloads it in Chromium (built in the page from the register's pages, decision
// 0907): from the click to the file. On PGlite, the default every fresh install runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { METODI_PAGAMENTO } from '@zaino/domain/transazioni';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { DEMO_PASSWORD, demoUsers } from '../e2e/support/demo-users.ts';
import { startServer } from '../e2e/support/server.ts';

const persone = Number(process.env.SEED_PERSONS ?? 5000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const VOLTE = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'zaino-bench-esporta-'));
const database = await openDatabase({ dataDir });
await migrate(database);
await seedIfEmpty(database, { persons: persone });
const anno = Number(
  (await database.db.execute<{ a: number }>('select anno_scout as a from anni_scout where attivo' as never))
    .rows[0]!.a,
);
const pagamenti = (
  await database.db.execute<{ tipo: string; n: number }>(
    `select tipo_a as tipo, count(*)::int as n from transazioni_finanziarie
     where anno_scout = ${anno} and stato = 'completed' group by tipo_a` as never,
  )
).rows;
await database.close();
const server = await startServer({ NODE_ENV: 'development', SEED_PERSONS: String(persone) }, { dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ baseURL: server.url, locale: 'it-IT', acceptDownloads: true });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoUsers.tesoriere);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const token = await page.evaluate(async () => {
    const r = await fetch('/api/auth/token', { credentials: 'include' });
    return ((await r.json()) as { token: string }).token;
  });

  console.log(`Esportazioni, ${persone} persone (PGlite), mediana di ${VOLTE}; obiettivo ≤ 1000 ms`);
  for (const metodo of METODI_PAGAMENTO) {
    const n = pagamenti.find((p) => p.tipo === metodo)?.n ?? 0;
    for (const formato of ['csv', 'xlsx'] as const) {
      const tempi: number[] = [];
      for (let i = 0; i < VOLTE; i++) {
        const t0 = performance.now();
        const r = await fetch(`${server.url}/esporta/estratto-conto/1/${metodo}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ anno_scout: anno, formato }),
        });
        const { url } = (await r.json()) as { url: string };
        const file = await fetch(new URL(url, server.url));
        await file.arrayBuffer();
        tempi.push(performance.now() - t0);
      }
      console.log(
        `  pagamenti ${metodo.padEnd(8)} ${String(n).padStart(6)} righe ${formato.padEnd(4)} ${median(tempi).toFixed(0).padStart(6)} ms`,
      );
    }
  }

  // The register: the office's Esporta menu, from the click to the downloaded file.
  await page.goto('/b/soci');
  await page.getByTestId('riga-persona').first().waitFor({ timeout: 120_000 });
  for (const [voce, nome] of [
    ['CSV', 'csv'],
    ['Excel (XLSX)', 'xlsx'],
  ] as const) {
    const tempi: number[] = [];
    for (let i = 0; i < VOLTE; i++) {
      const t0 = performance.now();
      const scaricato = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Esporta' }).click();
      await page.getByRole('menuitem', { name: voce, exact: true }).click();
      await (await scaricato).path();
      await page.keyboard.press('Escape');
      tempi.push(performance.now() - t0);
    }
    console.log(`  anagrafe in Chromium      ${nome.padEnd(4)} ${median(tempi).toFixed(0).padStart(6)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
