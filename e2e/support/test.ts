import {
  test as base,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { ContestoCaldo, OPZIONI_CONTESTO, paginaNuova } from './contesto-caldo.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

let clients = 0;

/** A distinct client address per test (10.x.y.z), sent as X-Forwarded-For to a server with TRUST_PROXY. */
function clientAddress(workerIndex: number): string {
  clients += 1;
  return `10.${workerIndex % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/**
 * A failed test's pages, attached to its report. Playwright's own `screenshot: 'only-on-failure'`
 * photographs every page of every context that closes, failed or not, in case the test fails later:
 * about 0.7 CPU-s a test where contexts close (decision 0317). This one photographs only on failure,
 * the test's own context (one a test opens itself is its own to photograph).
 */
async function fotografaSeFallito(context: BrowserContext, testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [i, pagina] of context.pages().entries()) {
    const path = testInfo.outputPath(`test-failed-${i + 1}.png`);
    try {
      await pagina.screenshot({ path, timeout: 5_000 });
      testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
    } catch {
      // a page already gone or stuck: the error itself is in the report
    }
  }
}

// baseURL comes from global setup (a server on a free port), so read it per test.
export const test = base.extend<object, { contestoCaldo: ContestoCaldo }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
  // One context per worker, emptied between tests but keeping the app's files cached
  // (contesto-caldo.ts); `context` and `page` are the test's view of it.
  contestoCaldo: [
    async ({ browser }, use) => {
      const caldo = new ContestoCaldo(browser, { ...OPZIONI_CONTESTO, baseURL: process.env.E2E_BASE_URL });
      await use(caldo);
      await caldo.chiudi();
    },
    { scope: 'worker' },
  ],
  context: async ({ contestoCaldo, extraHTTPHeaders, baseURL, browser }, use, testInfo) => {
    if (baseURL !== process.env.E2E_BASE_URL) {
      // A spec with a server of its own (its baseURL): a context of its own, never the shared one,
      // whose relative addresses lead to the worker's server.
      const proprio = await browser.newContext({ ...OPZIONI_CONTESTO, baseURL, extraHTTPHeaders });
      await use(proprio);
      await fotografaSeFallito(proprio, testInfo);
      await proprio.close();
      return;
    }
    const caldo = await contestoCaldo.prendi(extraHTTPHeaders ?? {});
    await use(caldo);
    await fotografaSeFallito(caldo, testInfo);
    await contestoCaldo.restituisci();
  },
  page: async ({ context, viewport }, use) => {
    await use(await paginaNuova(context, viewport));
  },
  // Every test is its own client: better-auth rate-limits sign-ins per IP (3 every 10 s by default),
  // and all tests come from 127.0.0.1. The server trusts X-Forwarded-For (TRUST_PROXY, server.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.workerIndex) });
  },
});

export { expect };

/**
 * Signs in through the real /login form, as a person would, and waits until the app has left /login
 * (the form sends the user to /, and the guard on to the home of their role). For the specs about
 * signing in; the others use `signIn`.
 */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Accedi', exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The session cookies of each login this worker has signed in, reused by later tests. */
const savedSessions = new Map<string, Cookie[]>();

async function sessionIsLive(page: Page): Promise<boolean> {
  const res = await page.request.get('/api/auth/get-session');
  return res.ok() && (await res.json()) !== null;
}

/**
 * Signs `page` in as `email`, then opens `at` (default /, where the guard sends it on to the home of
 * its role, as after the form) and waits until the app has not sent it to /login. The first time in
 * a worker the sign-in goes through the auth API (what the form calls); later tests reuse that
 * session's cookies (Playwright's storage state), unless a test ended it (sign-out, password
 * change), when a new one is made. So a full run stays far below the per-account sign-in limit, and
 * no test pays for a form it is not about. Opening the test's own page directly saves a whole load.
 */
export async function signIn(
  page: Page,
  email: string,
  opts: string | { password?: string; at?: string } = {},
) {
  const { password = DEMO_PASSWORD, at = '/' } = typeof opts === 'string' ? { password: opts } : opts;
  const key = `${email}\n${password}`;
  const saved = savedSessions.get(key);
  await page.context().clearCookies();
  if (saved) await page.context().addCookies(saved);
  if (!saved || !(await sessionIsLive(page))) {
    await page.context().clearCookies();
    const origin = await baseOrigin(page);
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin },
    });
    expect(res.status(), `accesso di ${email}: ${await res.text()}`).toBe(200);
    savedSessions.set(key, (await page.context().storageState()).cookies);
  }
  await page.goto(at);
  await expect(page).not.toHaveURL(at === '/' ? /:\d+\/(login)?(\?.*)?$/ : /:\d+\/login(\?.*)?$/);
}

/** The origin better-auth accepts calls from: the test's server, as the browser would send it. */
async function baseOrigin(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/get-session');
  return new URL(res.url()).origin;
}

/**
 * Opens the user menu ('Menu utente'). Its full version is loaded right after the first paint; the
 * placeholder button before it does not open anything, so wait until the button controls a menu.
 */
export async function openUserMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Menu utente' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The local session state persisted by the app under the key 'zaino' (spec 1 §3), raw. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('zaino')");
}

/** The back-office side bar (its menu, without the selectors). */
export const sideBarMenu = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** The identity token of the signed-in browser context (better-auth cookie session → JWT). */
export async function identityToken(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/token');
  expect(res.status(), 'GET /api/auth/token').toBe(200);
  const body = (await res.json()) as { token?: string };
  expect(body.token, 'identity token').toBeTruthy();
  return body.token!;
}

/** Calls /graphql directly with the signed-in user's identity token and returns `data`. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await identityToken(page);
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL errors for ${query}`).toBeUndefined();
  expect(res.status()).toBe(200);
  return body.data as T;
}
