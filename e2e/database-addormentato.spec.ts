import pg from 'pg';
import { demoUsers } from './support/demo-users.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { type TcpProxy, startTcpProxy } from './support/tcp-proxy.ts';
import { test as base, expect, signIn } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 2 / spec 1 §2.3, §9: when the database stops, the whole app is replaced by the 'Ops!' screen
// (15 s countdown bar, then a spinner, then a wait-and-reload message 5 s after zero); meanwhile it
// pings every 5 s and reloads by itself once the database answers again.
//
// For real: a separate server on a fresh PostgreSQL database (TEST_DATABASE_URL is the admin URL,
// always given by `npm test`), reached through a TCP proxy that the test stops and starts again.

let server: RunningServer | undefined;
let proxy: TcpProxy | undefined;
let adminUrl: string | undefined;
const dbName = `zaino_e2e_addormentato_${process.pid}_${Date.now()}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// This spec's pages go to its own server (test fixtures are also set up for the hooks, before
// beforeAll has started the server: then they keep the default).
const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(server?.url ?? baseURL);
  },
});

test.describe('Database addormentato', () => {
  // Migrations and demo data on PostgreSQL take a while; the test itself waits out the countdown.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      throw new Error(
        'TEST_DATABASE_URL non è impostata: questo test richiede un server PostgreSQL (URL di amministrazione, ' +
          'es. postgres://postgres@127.0.0.1:5432/postgres). `npm test` la imposta da solo (scripts/test-all.mjs).',
      );
    }
    await admin((c) => c.query(`create database "${dbName}"`));
    const target = new URL(adminUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(adminUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${dbName}`;
    server = await startServer({ DATABASE_URL: viaProxy.toString() });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    if (adminUrl) await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
  });

  test("mostra 'Ops!' quando il database si ferma e torna da solo quando riparte", async ({
    page,
    baseURL,
  }) => {
    expect(baseURL).toBe(server!.url);
    // The server really runs on PostgreSQL, through the proxy.
    expect(server!.output()).toContain('PostgreSQL (DATABASE_URL)');

    await signIn(page, demoUsers.cens);
    await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
    const conta = page.getByTestId('conta-persone');
    await expect(conta).toHaveText(/^\d+$/);
    const prima = await conta.textContent();
    const ops = page.getByRole('heading', { name: 'Ops!', level: 1 });
    await expect(ops).toHaveCount(0);

    // A marker that only survives if the page is NOT reloaded.
    await page.evaluate('window.__primaDelRisveglio = true');

    // The database goes to sleep: every connection is cut and no new one gets through.
    await proxy!.stop();

    // The next request (changing the scout year) meets DB_UNAVAILABLE: the whole app is replaced.
    const anni = page.getByRole('combobox', { name: 'Anno scout' }).locator('option');
    const precedente = await anni.nth(1).getAttribute('value');
    await page.getByRole('combobox', { name: 'Anno scout' }).selectOption(precedente!);

    await expect(ops).toBeVisible();
    await expect(page.getByText("l'app tornerà disponibile tra pochi secondi")).toBeVisible();
    await expect(
      page.getByText("il database va in pausa di notte dopo un'ora di inutilizzo", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await expect(page.getByTestId('conta-persone')).toHaveCount(0);

    // The 15-second countdown bar, counting down.
    const barra = page.getByRole('progressbar', { name: 'Attesa del risveglio del database' });
    await expect(barra).toBeVisible();
    const secondi = page.getByText(/^\d+ s$/);
    const iniziale = Number((await secondi.textContent())?.replace(' s', ''));
    expect(iniziale).toBeGreaterThan(10);
    expect(iniziale).toBeLessThanOrEqual(15);
    await expect(secondi).toHaveText(`${iniziale - 1} s`, { timeout: 3_000 });
    const valore = Number(await barra.getAttribute('aria-valuenow'));
    expect(valore).toBeGreaterThan(0);
    expect(valore).toBeLessThan(100);

    // At zero the bar gives way to the spinner, and it is still asleep (pings every 5 s fail).
    const spinner = page.getByLabel('Attesa in corso');
    await expect(spinner).toBeVisible({ timeout: 17_000 });
    await expect(barra).toHaveCount(0);
    await expect(ops).toBeVisible();

    // Five seconds after zero: the message asking to wait or reload.
    await expect(page.getByText('Ci sta mettendo più del previsto.', { exact: false })).toBeVisible({
      timeout: 7_000,
    });
    await expect(page.getByRole('button', { name: 'Ricarica' })).toBeVisible();
    await reviewScreenshot(page, 'test-results/screenshots/database-addormentato', { fullPage: true });
    await expect(ops).toBeVisible();
    expect(await page.evaluate('window.__primaDelRisveglio')).toBe(true);

    // The database wakes up: within two pings (5 s each) the page reloads by itself.
    await proxy!.start();
    await expect(ops).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
    await expect(page.getByTestId('conta-persone')).toHaveText(prima!);
    expect(await page.evaluate('window.__primaDelRisveglio'), 'the page was reloaded').toBeUndefined();
    // Still signed in, with the back office working again.
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Anno scout' })).toBeVisible();
  });
});
