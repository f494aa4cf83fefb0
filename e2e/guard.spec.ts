import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Spec 1 §2.1, §2.2, §2.11: the navigation guard, the catch-all page and the public legal pages.

const path = (p: string) => (url: URL) => url.pathname === p;
/** Decision 0912: why a family who opened a back-office address lands on /f. */
const RISERVATA =
  'Questa pagina è riservata ai capi e alla segreteria: ti abbiamo riportato alle tue iscrizioni.';

test.describe('Visitatore senza accesso', () => {
  for (const target of ['/b/soci', '/b', '/f', '/f/storicoPagamenti', '/b/xyz', '/']) {
    test(`${target} porta a /login`, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL(path('/login'));
      await expect(page.getByRole('heading', { name: 'Accedi', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    });
  }

  test('/logout-complete senza accesso porta a /login', async ({ page }) => {
    await page.goto('/logout-complete');
    await expect(page).toHaveURL(path('/login'));
    await expect(page.getByRole('heading', { name: 'Accedi', exact: true })).toBeVisible();
  });

  test('una pagina inesistente mostra "Pagina non trovata" con il pulsante Home', async ({ page }) => {
    await page.goto('/pagina-inesistente');
    await expect(page).toHaveURL(path('/pagina-inesistente'));
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(
      page.getByText("L'indirizzo che hai aperto non esiste o non è più disponibile."),
    ).toBeVisible();
    // Not signed in: the top bar offers Login; Home leads (through the guard) to the login page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(path('/login'));
  });

  test("l'informativa privacy è pubblica e indica la conservazione per 2 anni", async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    await expect(page).toHaveURL(path('/legal/privacy-policy'));
    await expect(page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'I dati trattati per finalità di marketing diretto sono conservati per 2 anni dalla fine del rapporto.',
    );
  });

  for (const [target, title] of [
    ['/legal/terms-of-service', 'Termini di servizio'],
    ['/legal/user-data-deletion', 'Cancellazione dei dati'],
  ] as const) {
    test(`${target} è pubblica`, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL(path(target));
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }
});

test.describe('Adulto con accesso (cens)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.cens);
    await expect(page).toHaveURL(path('/b/stato-iscrizioni'));
  });

  test('/login e / portano a Stato iscrizioni', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(path('/b/stato-iscrizioni'));
    await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(path('/b/stato-iscrizioni'));
    await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
  });

  test('/login-complete con accesso porta a /', async ({ page }) => {
    await page.goto('/login-complete');
    await expect(page).toHaveURL(path('/b/stato-iscrizioni'));
  });

  test('un adulto può aprire anche il front office', async ({ page }) => {
    await page.goto('/f');
    await expect(page).toHaveURL(path('/f'));
    await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
  });

  for (const target of ['/b/xyz', '/pagina-inesistente', '/f/xyz/abc']) {
    test(`${target} mostra "Pagina non trovata" e Home riporta alla home del ruolo`, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL(path(target));
      await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(path('/b/stato-iscrizioni'));
      await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
    });
  }
});

test.describe('Non adulto con accesso (genitore)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.genitore);
    await expect(page).toHaveURL(path('/f'));
  });

  test('/login e / portano al front office', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(path('/f'));
    await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(path('/f'));
  });

  for (const target of ['/b', '/b/stato-iscrizioni', '/b/soci', '/b/cassa']) {
    test(`${target} porta a /f e dice perché`, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL(path('/f'));
      await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: RISERVATA })).toBeVisible();
    });
  }

  test('il messaggio «riservata ai capi» non esce: si chiude, e sparisce cambiando pagina', async ({
    page,
  }) => {
    const avviso = page.getByRole('status').filter({ hasText: RISERVATA });
    // Arriving at /f after signing in says nothing.
    await expect(page.getByTestId('persona-card').first()).toBeVisible();
    await expect(avviso).toHaveCount(0);
    for (const larghezza of [360, 1280]) {
      await page.setViewportSize({ width: larghezza, height: larghezza === 360 ? 740 : 800 });
      await page.goto('/b/soci');
      await expect(avviso).toBeVisible();
      // Still signed in: the family's own cards load under the message.
      await expect(page.getByTestId('persona-card').first()).toBeVisible();
      await senzaViolazioniGravi(page);
      await reviewScreenshot(page, `riservata-capi-${larghezza}`);
    }
    await avviso.getByRole('button', { name: 'Chiudi' }).click();
    await expect(avviso).toHaveCount(0);
    await page.goto('/b/soci');
    await expect(avviso).toBeVisible();
    await page.getByTestId('menu-utente').click();
    await page.getByRole('menuitem', { name: 'Storico Pagamenti' }).click();
    await expect(page).toHaveURL(path('/f/storicoPagamenti'));
    await expect(avviso).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(path('/f'));
    await expect(page.getByTestId('persona-card').first()).toBeVisible();
    await expect(avviso).toHaveCount(0);
  });

  test('/f/storicoPagamenti si apre', async ({ page }) => {
    await page.goto('/f/storicoPagamenti');
    await expect(page).toHaveURL(path('/f/storicoPagamenti'));
    await expect(page.getByRole('heading', { name: 'Storico Pagamenti', level: 1 })).toBeVisible();
  });

  test('/pagina-inesistente mostra "Pagina non trovata" e Home porta a /f', async ({ page }) => {
    await page.goto('/pagina-inesistente');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(path('/f'));
  });
});
