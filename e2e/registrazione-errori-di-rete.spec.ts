import type { Page, Route } from '@playwright/test';
import { createAccount, freshEmail } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, identityToken, signIn, test } from './support/test.ts';

// Spec 1 §8 "Registration code lookup" and §2.12: the messages a person sees only when the server or
// the network fails. Only the failure is simulated, in the browser (page.route): everything else is
// the real server, with real sign-ins.

/** The operation a /graphql request carries (the web sends `query` only, named). */
function operationOf(route: Route): string | undefined {
  const body = route.request().postDataJSON() as { query?: string; operationName?: string } | null;
  return body?.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/** Routes the GraphQL operation `name` to `handler`; every other call goes to the server. */
async function onOperation(page: Page, name: string, handler: (route: Route) => Promise<void> | void) {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) === name) await handler(route);
    else await route.fallback();
  });
}

/** A GraphQL error answer as the server gives it (DESIGN.md §5, `extensions.errorType`). */
const graphqlError = (message: string, errorType: string) => ({
  status: 200,
  contentType: 'application/json',
  json: { errors: [{ message, extensions: { errorType } }], data: null },
});

const SERVER_MESSAGE = 'Servizio momentaneamente non disponibile';

/** The toast of the registration (spec 1 §8: title 'Creazione account', danger). */
const registrationToast = (page: Page) =>
  page.getByRole('alert').filter({ has: page.locator('.mantine-Notification-title') });

const completeUrl = (code: string) => `/register/complete?state=${code}`;

test.describe('Registrazione: errori del server e della rete', () => {
  test('lettura A (/register/code/{code}): "Errore: {message}" e "Errore di rete"', async ({ page }) => {
    const { code } = codeFor('erroriDiRete');

    // Another server error.
    await onOperation(page, 'utenteNonRegistrato', (route) =>
      route.fulfill(graphqlError(SERVER_MESSAGE, 'INTERNAL')),
    );
    await page.goto(`/register/code/${code}`);
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(`Errore: ${SERVER_MESSAGE}`);
    await expect(page.getByLabel('Codice di registrazione')).toHaveValue(code);

    // The network fails.
    await page.unrouteAll();
    await onOperation(page, 'utenteNonRegistrato', (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Errore di rete');
    await expect(page.getByLabel('Codice di registrazione')).toHaveValue(code);
  });

  test('lettura B (/register/complete): "Errore: {message}" con "Esci e riprova"', async ({ page }) => {
    const { code, nome, sesso } = codeFor('erroriDiRete');
    const email = freshEmail('errore.b');
    await createAccount(page, email);

    await onOperation(page, 'utenteNonRegistrato', (route) =>
      route.fulfill(graphqlError(SERVER_MESSAGE, 'INTERNAL')),
    );
    await page.goto(completeUrl(code));
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    await expect(page.getByTestId('errore-codice')).toHaveText(`Errore: ${SERVER_MESSAGE}`);

    // Sign out and retry: back to the code's screen, signed out, where the lookup now answers.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Esci e riprova' }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/register/code/${code}`);
    await expect(
      page.getByRole('heading', { name: `Ciao ${nome}, ${sesso === 'F' ? 'benvenuta' : 'benvenuto'}!` }),
    ).toBeVisible();
    await expect(page.getByTestId('passo-email')).toHaveText('Crea il tuo account');
    expect((await page.request.get('/api/auth/token')).status()).toBe(401);
  });

  test('lettura B (/register/complete): "Errore di rete: {error}", poi Riprova', async ({ page }) => {
    const { code } = codeFor('erroriDiRete');
    await createAccount(page, freshEmail('rete.b'));

    await onOperation(page, 'utenteNonRegistrato', (route) => route.abort('failed'));
    await page.goto(completeUrl(code));
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    await expect(page.getByTestId('errore-codice')).toHaveText(
      'Errore di rete: impossibile raggiungere il server',
    );

    // The network is back: Riprova loads the completion form.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByTestId('form-completamento')).toBeVisible();
  });

  test('registraUtente risponde con un errore: avviso "Creazione account" con "C’è stato un errore: {message}"', async ({
    page,
  }) => {
    const { code } = codeFor('erroriDiRete');
    await createAccount(page, freshEmail('errore.registrazione'));
    await page.goto(completeUrl(code));
    await expect(page.getByTestId('form-completamento')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).not.toHaveValue('');

    let calls = 0;
    await onOperation(page, 'registraUtente', (route) => {
      calls += 1;
      return route.fulfill(graphqlError(SERVER_MESSAGE, 'INTERNAL'));
    });
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    const toast = registrationToast(page);
    await expect(toast.locator('.mantine-Notification-title')).toHaveText('Creazione account');
    await expect(toast.locator('.mantine-Notification-description')).toHaveText(
      `C'è stato un errore: ${SERVER_MESSAGE}`,
    );
    expect(calls).toBe(1);
    // The person stays on the form and may try again.
    await expect(page).toHaveURL((u) => u.pathname === '/register/complete');
    await expect(page.getByRole('button', { name: 'Completa la registrazione' })).toBeEnabled();
  });

  test('il token non riceve mai id_persona: 10 tentativi a 1 s, poi "impossibile ricaricare il codice JWT"', async ({
    page,
  }) => {
    const { code } = codeFor('jwtNonAggiornato');
    const email = freshEmail('jwt');
    await createAccount(page, email);
    // The identity token of this login as the server gives it, with id_persona 0 for ever: the web
    // only decodes the payload, so a token with the real payload (its signature left out) will do.
    const real = await identityToken(page);
    const payload = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(payload.id_persona).toBe(0);
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const stale = `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ ...payload, id_persona: 0 })}.firma`;

    // The page's timers are the test's: the 1 s pauses between tries pass when the test says so.
    await page.clock.install();
    // The tries the page starts, counted as they start (no round trip to wait for), and the 1 s
    // pauses it starts between them.
    await page.addInitScript(() => {
      const w = window as unknown as { tokenFetches: number; pauses: number };
      w.tokenFetches = 0;
      w.pauses = 0;
      const timer = window.setTimeout.bind(window);
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
        if (ms === 1_000) w.pauses += 1;
        return timer(fn, ms, ...args);
      }) as typeof window.setTimeout;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url, location.href).pathname === '/api/auth/get-session') w.tokenFetches += 1;
        return original(input, init);
      };
    });
    await page.goto(completeUrl(code));
    await expect(page.getByTestId('form-completamento')).toBeVisible();

    let tries = 0;
    // The web reads the session, with the identity token in its set-auth-jwt header.
    await page.route('**/api/auth/get-session', (route) => {
      tries += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'set-auth-jwt': stale },
        json: { session: { userId: payload.sub }, user: { email, id_persona: 0 } },
      });
    });
    const started = () => page.evaluate(() => (window as unknown as { tokenFetches: number }).tokenFetches);
    const before = await started();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    // registraUtente (real) answers true; the first refresh follows at once.
    await expect.poll(() => tries).toBe(1);
    await expect(
      page.getByRole('status').filter({ hasText: 'Stiamo collegando il tuo account...' }),
    ).toBeVisible();
    const pauses = () => page.evaluate(() => (window as unknown as { pauses: number }).pauses);
    for (let n = 2; n <= 10; n++) {
      // The page has read try n-1's answer and started its pause (the fake clock stands still
      // meanwhile, however slow the machine) …
      await expect.poll(pauses).toBe(n - 1);
      // … not before the second is over …
      await page.clock.runFor(990);
      expect(await started()).toBe(before + n - 1);
      // … then one more try.
      await page.clock.runFor(10);
      await expect.poll(() => tries).toBe(n);
    }
    await page.clock.resume();
    const toast = registrationToast(page);
    await expect(toast.locator('.mantine-Notification-title')).toHaveText('Creazione account');
    await expect(toast.locator('.mantine-Notification-description')).toHaveText(
      "C'è stato un errore: impossibile ricaricare il codice JWT",
    );
    // No eleventh try; the person is still on the form.
    expect(tries).toBe(10);
    await expect(page).toHaveURL((u) => u.pathname === '/register/complete');
  });

  test('caricamento e errori generici (§2.12) sulla home /f: "Caricamento...", "Errore: …", "Errore di rete: …"', async ({
    page,
  }) => {
    await signIn(page, demoUsers.genitore);
    await expect(page).toHaveURL((u) => u.pathname === '/f');
    const cards = page.getByRole('link', { name: 'Vai ai pagamenti' });
    await expect(cards).toBeVisible();

    // A slow answer: 'Caricamento...' until it arrives.
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await onOperation(page, 'getPersoneSe', async (route) => {
      await arrived;
      await route.fallback();
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento...' })).toBeVisible();
    await expect(cards).toBeHidden();
    release();
    await expect(cards).toBeVisible();
    await expect(page.getByText('Caricamento...')).toBeHidden();

    // A server error.
    await page.unrouteAll();
    await onOperation(page, 'getPersoneSe', (route) =>
      route.fulfill(graphqlError(SERVER_MESSAGE, 'INTERNAL')),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(`Errore: ${SERVER_MESSAGE}`);

    // The network fails (the app tries a few times before saying so).
    await page.unrouteAll();
    await onOperation(page, 'getPersoneSe', (route) => route.abort('failed'));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Errore di rete: impossibile raggiungere il server');
    await expect(alert).not.toContainText('Errore:');

    // Back online: Riprova shows the cards.
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(cards).toBeVisible();
  });
});
