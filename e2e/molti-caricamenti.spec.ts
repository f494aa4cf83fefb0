import { demoUsers } from './support/demo-users.ts';
import { expect, openUserMenu, signIn, storedSession, test } from './support/test.ts';

// Issue 8 item 14: a scout hall on one Wi-Fi loads many pages from one address. A rate limit (429) or
// any failure that is not about authentication (5xx, no network) never signs anyone out; only a
// session the server says is not valid does.

const LOADS = 150;
/** Loads sent at the same time. */
const INSIEME = 10;

/** The member home is on screen with the person's data: signed in, and the data of the login load. */
async function expectMemberHome(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL((u) => u.pathname === '/f');
  await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utente' })).toBeVisible();
}

test.describe('Molti caricamenti dallo stesso indirizzo', () => {
  test.describe.configure({ timeout: 300_000 });

  test(`${LOADS} caricamenti di /f dallo stesso indirizzo: l'utente resta dentro`, async ({ page }) => {
    await signIn(page, demoUsers.genitore);
    // What one load of /f asks the server (the static files aside): recorded from a real load, then
    // sent LOADS times from the same address with the same cookies — more than better-auth's
    // default of 100 a minute per address, as a hall full of families would.
    const calls: { method: string; url: string; headers: Record<string, string>; body: string | null }[] = [];
    page.on('request', (r) => {
      if (/\/(api|graphql)/.test(new URL(r.url()).pathname))
        calls.push({ method: r.method(), url: r.url(), headers: r.headers(), body: r.postData() });
    });
    await page.goto('/f');
    await expectMemberHome(page);
    await expect(page.getByRole('link', { name: 'Vai ai pagamenti' }).first()).toBeVisible();
    page.removeAllListeners('request');
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(
      expect.arrayContaining(['/api/auth/get-session', '/graphql']),
    );
    // Ten families at a time, as in a hall: each load's calls in order, the loads side by side.
    const carica = async (n: number) => {
      for (const call of calls) {
        const res = await page.request.fetch(call.url, {
          method: call.method,
          headers: { authorization: call.headers.authorization ?? '', 'content-type': 'application/json' },
          data: call.body ?? undefined,
        });
        expect(res.status(), `${call.method} ${new URL(call.url).pathname}, caricamento ${n}`).toBeLessThan(
          400,
        );
      }
    };
    for (let n = 1; n <= LOADS; n += INSIEME)
      await Promise.all(Array.from({ length: Math.min(INSIEME, LOADS - n + 1) }, (_, i) => carica(n + i)));
    // A real load after them all: still signed in, with the person's data.
    await page.goto('/f');
    await expectMemberHome(page);
    await expect(page.getByRole('link', { name: 'Vai ai pagamenti' }).first()).toBeVisible();
    // The cookie session is still there on the server, and the app still knows the login.
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
      user?: { email?: string };
    } | null;
    expect(session?.user?.email).toBe(demoUsers.genitore);
    expect(await storedSession(page)).toContain(demoUsers.genitore);
  });

  for (const [what, answer] of [
    ['429 (troppe richieste)', { status: 429, body: '{"message":"Too many requests"}' }],
    ['500 (errore del server)', { status: 500, body: '{"message":"Internal Server Error"}' }],
    ['502 (proxy)', { status: 502, body: 'Bad Gateway' }],
  ] as const) {
    test(`una risposta ${what} alla lettura della sessione non fa uscire nessuno`, async ({ page }) => {
      await signIn(page, demoUsers.genitore);
      await expectMemberHome(page);
      let refused = 0;
      await page.route('**/api/auth/get-session*', (route) => {
        refused += 1;
        return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
      });
      await page.route('**/api/auth/token*', (route) => {
        refused += 1;
        return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
      });
      let signOuts = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/auth/sign-out') signOuts += 1;
      });

      for (let n = 0; n < 3; n++) {
        await page.goto('/f');
        // Still on the member area (not sent to /login), the user menu still there.
        await expect(page.getByRole('button', { name: 'Menu utente' })).toBeVisible();
        await expect(page).toHaveURL((u) => u.pathname === '/f');
        await page.waitForLoadState('networkidle');
      }
      expect(refused).toBeGreaterThan(0);
      expect(signOuts).toBe(0);
      expect(await storedSession(page)).toContain(demoUsers.genitore);

      // The server is fine again: the same session goes on, with the person's data.
      await page.unrouteAll();
      await page.goto('/f');
      await expectMemberHome(page);
      await expect(page.getByRole('link', { name: 'Vai ai pagamenti' }).first()).toBeVisible();
      const menu = await openUserMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'Esci' })).toBeVisible();
    });
  }

  test('senza rete la sessione resta; una sessione non valida invece fa uscire', async ({ page }) => {
    await signIn(page, demoUsers.genitore);
    await expectMemberHome(page);
    await page.route('**/api/auth/get-session*', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/auth/token*', (route) => route.abort('internetdisconnected'));
    await page.goto('/f');
    await expect(page.getByRole('button', { name: 'Menu utente' })).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/f');
    await page.waitForLoadState('networkidle');
    expect(await storedSession(page)).toContain(demoUsers.genitore);

    // The server ends the session (signed out elsewhere): the next load is signed out.
    await page.unrouteAll();
    await page.context().clearCookies();
    await page.goto('/f');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    expect(await storedSession(page)).not.toContain(demoUsers.genitore);
  });
});
