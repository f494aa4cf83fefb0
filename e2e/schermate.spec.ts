import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { expect, graphql, openUserMenu, sideBarMenu, signIn, test } from './support/test.ts';

// Issue 2 "Done when": a clean shell on /b/stato-iscrizioni and /f at 360 px and 1280 px.
// Screenshots go to test-results/screenshots/ (gitignored) to be looked at by a person.

test.describe('Schermate a 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Stato iscrizioni (cens): niente esce dallo schermo e il burger apre la barra laterale', async ({
    page,
  }) => {
    await signIn(page, demoUsers.cens);
    await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
    await expect(page.getByTestId('conta-persone')).toHaveText(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeInViewport();

    // The side bar is tucked away behind the burger on a phone.
    const menu = sideBarMenu(page);
    await expect(menu).not.toBeInViewport();
    await expectNoHorizontalOverflow(page, 360);
    await reviewScreenshot(page, 'stato-iscrizioni-360', { fullPage: true });

    await page.getByRole('button', { name: 'Apri il menu' }).click();
    // Wait for the slide-in to end: the whole menu on screen.
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Stato iscrizioni',
      'Soci',
      'Cassa',
      'Utenti',
      'Impostazioni',
      'Controlli',
    ]);
    await expect(page.getByRole('combobox', { name: 'Unità' })).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Anno scout' })).toBeInViewport();
    await expectNoHorizontalOverflow(page, 360);
    await reviewScreenshot(page, 'stato-iscrizioni-360-menu');

    // Choosing an item closes the side bar again.
    await menu.getByRole('link', { name: 'Soci' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/b/soci');
    await expect(menu).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
  });

  test('Front office (genitore): niente esce dallo schermo', async ({ page }) => {
    await signIn(page, demoUsers.genitore);
    await expect(page).toHaveURL((url) => url.pathname === '/f');
    await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Vai ai pagamenti' })).toBeVisible();
    // No back office, so no burger.
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu utente' })).toBeInViewport();
    await expectNoHorizontalOverflow(page, 360);
    await reviewScreenshot(page, 'front-office-360', { fullPage: true });
  });
});

test.describe('Schermate a 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Stato iscrizioni (cens): barra laterale sempre visibile', async ({ page }) => {
    await signIn(page, demoUsers.cens);
    await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
    await expect(page.getByTestId('conta-persone')).toHaveText(/^\d+$/);
    await expect(sideBarMenu(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeHidden();
    await expectNoHorizontalOverflow(page, 1280);
    await reviewScreenshot(page, 'stato-iscrizioni-1280', { fullPage: true });
  });

  test('Front office (genitore)', async ({ page }) => {
    await signIn(page, demoUsers.genitore);
    await expect(page).toHaveURL((url) => url.pathname === '/f');
    await expect(page.getByRole('link', { name: 'Vai ai pagamenti' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 1280);
    await reviewScreenshot(page, 'front-office-1280', { fullPage: true });
  });
});

/** Issue 8 item 18: a touch target at least 44 × 44 px (WCAG 2.2 target size). */
async function expectTouchTarget(locator: import('@playwright/test').Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.height, 'height').toBeGreaterThanOrEqual(44);
  expect(box!.width, 'width').toBeGreaterThanOrEqual(44);
}

test.describe('Bersagli da toccare e selettori a 360 px (issue 8 item 18)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('le briciole di pane e il link Privacy del menu utente sono alti almeno 44 px', async ({ page }) => {
    await signIn(page, demoUsers.cens, { at: '/b/cassa/causali' });
    await expect(page.getByRole('heading', { name: 'Causali', level: 1 })).toBeVisible();
    // Spec 3 §2: the causali's breadcrumb is 'Cassa > Causali' (no Home, unlike Voci and Bilanci).
    const crumbs = page.getByRole('main').getByRole('link');
    await expect(crumbs).toHaveText(['Cassa']);
    for (const crumb of await crumbs.all()) await expectTouchTarget(crumb);
    await expectNoHorizontalOverflow(page, 360);
    await reviewScreenshot(page, 'briciole-360');

    const menu = await openUserMenu(page);
    const privacy = menu.getByRole('link', { name: 'Privacy' });
    await expectTouchTarget(privacy);
    await reviewScreenshot(page, 'menu-utente-360');
    await privacy.click();
    await expect(page).toHaveURL((u) => u.pathname === '/legal/privacy-policy');
  });

  test('il selettore dell’anno c’è già quando compare la barra laterale (niente spostamenti)', async ({
    page,
  }) => {
    // The scout years answer late, as on a slow connection.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('getAnniScout')) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, demoUsers.cens);
    await page.getByTestId('side-bar').waitFor();
    // At the first paint of the side bar, the year selector is already above the unit selector.
    const present = await page.evaluate(
      () => document.querySelector('select[aria-label="Anno scout"]') !== null,
    );
    expect(present, 'year selector at the first paint of the side bar').toBe(true);
    const top = await page.getByRole('combobox', { name: 'Unità' }).boundingBox();
    await page.waitForLoadState('networkidle');
    expect((await page.getByRole('combobox', { name: 'Unità' }).boundingBox())?.y).toBe(top?.y);
  });
});

/** The first person of the section (by id) whose privacy consents were given. */
async function personaConConsensi(page: Page): Promise<number> {
  const ids = Array.from({ length: 300 }, (_, i) => i + 1);
  const { persone } = await graphql<{ persone: { id_persona: number; consenso_privacy: unknown }[] }>(
    page,
    'query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona consenso_privacy { id_consenso_privacy } } }',
    { ids },
  );
  const persona = persone
    .filter((p) => p.consenso_privacy != null)
    .sort((a, b) => a.id_persona - b.id_persona)[0];
  expect(persona, 'a person with privacy consents').toBeDefined();
  return persona!.id_persona;
}

// Issue 12: the back-office screens at a phone's and a laptop's size, colour contrast included (the
// axe checks are in the specs of each screen). Nothing may scroll sideways; the shots are looked at.
for (const [larghezza, altezza] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`accesso, soci, persona, storico privacy, pagamenti e stato iscrizioni a ${larghezza} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: larghezza, height: altezza });
    /** A page whole; an open dialog as the screen shows it (it stays put while the page scrolls). */
    const fotografa = async (nome: string, fullPage = true) => {
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, larghezza);
      await reviewScreenshot(page, `${nome}-${larghezza}`, { fullPage });
    };
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi', exact: true })).toBeVisible();
    await fotografa('accesso');

    await signIn(page, demoUsers.cens);
    await expect(page.getByTestId('conta-persone')).toHaveText(/^\d+$/);
    await fotografa('stato-iscrizioni');

    await page.goto('/b/soci');
    await page.getByTestId('riga-persona').first().waitFor();
    await fotografa('soci');

    // A person with a consent given, so the history has a record (the demo data has many).
    const persona = await personaConConsensi(page);
    await page.goto(`/b/persona/${persona}/iscrizioni`);
    await page.getByTestId('privacy').waitFor();
    await fotografa('persona-iscrizione');
    // Every button of the person page is a touch target of at least 36 px, on a phone too.
    const bottoni = page.getByRole('main').getByRole('button');
    expect(await bottoni.count()).toBeGreaterThan(0);
    for (const bottone of await bottoni.all())
      expect((await bottone.boundingBox())?.height, await bottone.innerText()).toBeGreaterThanOrEqual(36);

    await page.getByRole('link', { name: 'Storico dei consensi' }).click();
    await expect(page.getByRole('heading', { name: 'Storico dei consensi privacy' })).toBeVisible();
    // A phone gets a card per record, a wide screen the table.
    await expect(
      page.getByTestId(larghezza < 1200 ? 'storico-privacy-schede' : 'storico-privacy'),
    ).toBeVisible();
    await expect(
      page.getByTestId(larghezza < 1200 ? 'storico-privacy' : 'storico-privacy-schede'),
    ).toBeHidden();
    await fotografa('storico-privacy');

    await page.goto('/b/cassa/pagamenti');
    await page.getByTestId('riga-pagamento').first().waitFor();
    await fotografa('pagamenti');
    await page.getByRole('button', { name: 'Aggiungi pagamento' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuovo pagamento' })).toBeVisible();
    await page.waitForTimeout(400); // the modal's opening transition, for the screenshot only
    await fotografa('pagamento-nuovo', false);
  });
}
