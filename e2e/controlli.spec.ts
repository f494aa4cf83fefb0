import { PER_PAGINA_CONTROLLI } from '@zaino/domain/controlli';
import { giornoSezione } from '@zaino/domain/date';
import { formatData } from '@zaino/domain/formato';
import { demoUsers } from './support/demo-users.ts';
import { expectNienteScorreDiLato, reviewScreenshot } from './support/schermo.ts';
import { expect, signIn, test } from './support/test.ts';

// Issue 25, spec 3 §2 and §7: the office recomputes the data-quality checks, opens a check's list
// (the demo section has persons never enrolled nor related to anyone enrolled), ignores a finding
// and takes it back. Decision 0926: the page says when the checks were last recomputed (before the
// first time, that they never were instead of zeros), and at 360 px neither the summary nor a list
// scrolls sideways.

test('the checks summary, recompute, a list and ignore / un-ignore', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b/controlli' });
  await expect(page.getByRole('heading', { name: 'Controlli', level: 1 })).toBeVisible();
  await expect(page.getByText('Questa sezione è in costruzione.')).toHaveCount(0);
  // Another spec of this worker may have recomputed already: either state, never zeros unexplained.
  const mai = page.getByTestId('controlli-mai-calcolati');
  const ultimo = page.getByTestId('ultimo-ricalcolo');
  await expect(mai.or(ultimo)).toBeVisible();
  if (await mai.isVisible()) {
    await expect(mai).toHaveText('I controlli non sono ancora stati calcolati: premi «Ricalcola».');
    await expect(
      page.getByTestId('statistiche-controlli').getByRole('cell', { name: '0', exact: true }),
    ).toHaveCount(0);
    await reviewScreenshot(page, 'controlli-mai-calcolati-1280');
  }
  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  await expect(mai).toHaveCount(0);
  await expect(ultimo).toContainText(`Ultimo ricalcolo: ${formatData(giornoSezione(new Date()))} `);
  await expect(ultimo).toContainText(/, eseguito da \S+/);
  // A keyboard user stays on the button (it is disabled while it loads, which dropped the focus).
  await expect(page.getByRole('button', { name: 'Ricalcola' })).toBeFocused();
  for (const nome of [
    'Codici fiscali incompatibili',
    'Codici fiscali non validi',
    'Codici fiscali doppi',
    'Nomi-cognomi doppi',
    'Persone inutili',
    'Ruolo incompatibile',
  ])
    await expect(page.getByRole('link', { name: nome })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNienteScorreDiLato(page, width);
    await reviewScreenshot(page, `controlli-${width}`, { fullPage: true });
  }

  await page.getByRole('link', { name: 'Persone inutili' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/b/controlli/personeInutili');
  await expect(page.getByRole('heading', { name: 'Persone inutili', level: 1 })).toBeVisible();
  const righe = page.getByTestId('elenco-controlli').locator('tbody tr');
  await expect(righe.first()).toContainText('Persona mai iscritta, nessun genitore o figlio iscritto');
  await expect(righe.first()).toContainText('Segreteria');
  // Decision 0925: the count is the server's total, the table one page of it.
  const conta = page.getByTestId('conta-controlli');
  await expect(conta).toHaveText(/^\d+ rilievi?$/);
  const prima = Number.parseInt((await conta.textContent()) ?? '', 10);
  await expect(righe).toHaveCount(Math.min(prima, PER_PAGINA_CONTROLLI));
  // At 360 px a finding is a block: who can fix it is labelled, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 900 });
  await expect(righe.first().locator('td[data-etichetta="Chi può correggere"]')).toBeVisible();
  await expect(page.getByTestId('elenco-controlli').locator('thead')).toBeHidden();
  await expectNienteScorreDiLato(page, 360);
  await reviewScreenshot(page, 'controllo-360', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNienteScorreDiLato(page, 1280);
  await reviewScreenshot(page, 'controllo-1280');
  const rilievi = (n: number) => `${n} ${n === 1 ? 'rilievo' : 'rilievi'}`;

  const ignorato = (await righe.first().locator('td').nth(1).textContent()) ?? '';
  await righe.first().getByRole('button', { name: 'Ignora' }).click();
  await expect(conta).toHaveText(rilievi(prima - 1));
  await expect(righe.filter({ hasText: 'Ignorato' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Mostra ignorati (1)' }).click();
  await expect(conta).toHaveText(rilievi(prima));
  const ignorata = righe.filter({ hasText: 'Ignorato' });
  await expect(ignorata).toHaveCount(1);
  await expect(ignorata).toContainText(ignorato);
  await ignorata.getByRole('button', { name: 'Non ignorare' }).click();
  await expect(page.getByRole('switch', { name: 'Mostra ignorati (0)' })).toBeVisible();
  await expect(conta).toHaveText(rilievi(prima));
});
