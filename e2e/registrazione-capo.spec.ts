import { createAccount, freshEmail } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { expect, openUserMenu, sideBarMenu, test } from './support/test.ts';

// Review of issue 7: a leader completing the registration is an adult at once. The permissions the
// web reads (viewerCan) belong to the person, not only to the login, so the back office opens right
// after the registration, without a reload or a new sign-in.

test('un capo completa la registrazione e arriva subito nel back office', async ({ page }) => {
  const codice = codeFor('capoRegistrato');
  expect(codice.capo).toBe(true);
  await createAccount(page, freshEmail('capo'));
  await page.goto(`/register/complete?state=${codice.code}`);
  await expect(page.getByTestId('form-contatti')).toBeVisible();
  // An enrolled person's contacts say whose they are: here all the leader's own.
  const chi = page.getByLabel(/^A chi appartiene: /);
  for (let i = 0; i < (await chi.count()); i++) {
    await chi.nth(i).selectOption({ label: `${codice.nome} (personale)` });
  }
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni', { timeout: 20_000 });
  await expect(sideBarMenu(page)).toBeVisible();
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Iscrizione' })).toBeVisible();
});
