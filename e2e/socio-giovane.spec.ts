import { demoUsers } from './support/demo-users.ts';
import { expect, openUserMenu, signIn, test } from './support/test.ts';

// Issue 23 item 19: the demo section has a young member (spec 1 'socio' under 18) with their own
// login; signed in, they see the member's view: their own enrolment card, no back office.

test('il socio giovane entra e vede la propria iscrizione, non il back office', async ({ page }) => {
  await signIn(page, demoUsers.giovane);
  await expect(page).toHaveURL((u) => u.pathname === '/f');
  await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();

  // One card, their own, with this year's enrolment (no children, no other person).
  const schede = page.getByTestId('persona-card');
  await expect(schede).toHaveCount(1);
  const nome = ((await schede.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(nome).toMatch(/^\S+ \S+/);
  await expect(schede).toContainText(/Iscrizione \d{4}\/\d{4}/);
  // Born less than 18 years ago.
  const nascita = ((await schede.getByText(/^Nat[oa] il /).textContent()) ?? '').match(/(\d{4})$/)?.[1];
  expect(new Date().getFullYear() - Number(nascita)).toBeLessThanOrEqual(18);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText(nome);
  await page.keyboard.press('Escape');

  // No back office: a back-office address leads back to the front office.
  await page.goto('/b/soci');
  await expect(page).toHaveURL((u) => u.pathname === '/f');
});
