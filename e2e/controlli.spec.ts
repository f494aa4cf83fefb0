import { demoUsers } from './support/demo-users.ts';
import { expect, signIn, test } from './support/test.ts';

// Issue 25, spec 3 §2 and §7: the office recomputes the data-quality checks, opens a check's list
// (the demo section has persons never enrolled nor related to anyone enrolled), ignores a finding
// and takes it back.

test('the checks summary, recompute, a list and ignore / un-ignore', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b/controlli' });
  await expect(page.getByRole('heading', { name: 'Controlli', level: 1 })).toBeVisible();
  await expect(page.getByText('Questa sezione è in costruzione.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  for (const nome of [
    'Codici fiscali incompatibili',
    'Codici fiscali non validi',
    'Codici fiscali doppi',
    'Nomi-cognomi doppi',
    'Persone inutili',
    'Ruolo incompatibile',
  ])
    await expect(page.getByRole('link', { name: nome })).toBeVisible();

  await page.getByRole('link', { name: 'Persone inutili' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/b/controlli/personeInutili');
  await expect(page.getByRole('heading', { name: 'Persone inutili', level: 1 })).toBeVisible();
  const righe = page.getByTestId('elenco-controlli').locator('tbody tr');
  await expect(righe.first()).toContainText('Mai iscritta, nessun genitore o figlio iscritto');
  await expect(righe.first()).toContainText('Segreteria');
  const prima = await righe.count();

  await righe.first().getByRole('button', { name: 'Ignora' }).click();
  await expect(righe).toHaveCount(prima - 1);
  await page.getByRole('switch', { name: 'Mostra ignorati (1)' }).click();
  const ignorata = righe.filter({ hasText: 'Ignorato' });
  await expect(ignorata).toHaveCount(1);
  await ignorata.getByRole('button', { name: 'Non ignorare' }).click();
  await expect(page.getByRole('switch', { name: 'Mostra ignorati (0)' })).toBeVisible();
  await expect(righe).toHaveCount(prima);
});
