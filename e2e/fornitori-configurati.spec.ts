import { codeFor } from './support/codes.ts';
import { expect, test } from './support/test.ts';

// Issue 8 item 17: the screens name only the federated sign-ins the server has configured. The
// shared e2e server has neither Google nor Facebook: no button and no word about them anywhere the
// spec puts them (/login, the registration screens) nor on the data-deletion page. The server with
// Google configured is checked in registrazione-google.spec.ts.

test('senza Google né Facebook configurati nessuna schermata li nomina', async ({ page }) => {
  const federated = await page.request.get('/api/auth/federated');
  expect(await federated.json()).toEqual({ google: false, facebook: false });
  const { code } = codeFor('altraPersona');
  for (const path of [
    '/login',
    `/register/code/${code}`,
    `/register/token/${code}`,
    `/register/info/${code}`,
    '/register/code',
    '/legal/user-data-deletion',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/Google|Facebook/);
  }
  await page.goto(`/register/code/${code}`);
  await expect(page.getByTestId('saluto-testo')).toHaveText(
    'Per completare la registrazione crea un account con la tua email e una password.',
  );
  await page.goto(`/register/token/${code}`);
  await expect(page.getByTestId('prossimo-passo')).toHaveText(
    'Nel prossimo passo potrai creare un account con la tua email e una password. Poi ti chiederemo di controllare i tuoi recapiti.',
  );
});
