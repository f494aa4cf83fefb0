import { demoUsers } from './support/demo-users.ts';
import { expect, sideBarMenu, signIn, test } from './support/test.ts';

// Issue 7: route handles name the catalogue action a screen needs. What the side bar hides, the URL
// does not open: a leader without 'tesoreria.leggi' typing /b/cassa gets the 404 page, exactly as for
// a page that does not exist; a non-adult typing a back-office URL is sent to the front office.

const ADMIN_ONLY = ['/b/cassa', '/b/cassa/pagamenti', '/b/impostazioni', '/b/controlli', '/b/persona/nuova'];

test('a unit leader opening admin screens by URL sees the 404 page inside the back office', async ({
  page,
}) => {
  await signIn(page, demoUsers.capobranco);
  await expect(sideBarMenu(page).getByRole('link', { name: 'Cassa' })).toHaveCount(0);
  for (const path of ADMIN_ONLY) {
    await page.goto(path);
    await expect(page.getByText('Pagina non trovata'), path).toBeVisible();
    await expect(page.getByText('Questa sezione è in costruzione.')).toHaveCount(0);
    // Still in the back office: the shell with its menu stays.
    await expect(sideBarMenu(page)).toBeVisible();
  }
  // A page that does not exist looks the same.
  await page.goto('/b/non-esiste');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
});

test('the auditor opens the treasury but not the new-person screen', async ({ page }) => {
  await signIn(page, demoUsers.revisore, { at: '/b/cassa' });
  await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
  await page.goto('/b/persona/nuova');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
});

test('a parent typing a back-office URL lands on the front office', async ({ page }) => {
  await signIn(page, demoUsers.genitore, { at: '/b/cassa' });
  await expect(page).toHaveURL((url) => url.pathname === '/f');
});
