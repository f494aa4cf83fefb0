import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow } from './support/schermo.ts';
import { expect, signIn, test } from './support/test.ts';

// Issue 23 item 11, decision 1006: the auditor's dashboard said "Sezione · Persone iscritte 1", read
// as the section's figure. Counts within a reach that is not the whole scope now say so.

const SCREENSHOTS = 'test-results/screenshots';

test('the auditor is told the dashboard counts only the persons they may see', async ({ page }) => {
  await signIn(page, demoUsers.revisore, { at: '/b/stato-iscrizioni' });
  await expect(page.getByTestId('contesto-selezionato')).toContainText('Sezione');
  await expect(page.getByText('Persone iscritte che puoi vedere', { exact: true })).toBeVisible();
  await expect(page.getByTestId('conteggi-parziali')).toHaveText(
    'I numeri e i grafici contano solo le persone che puoi vedere, non tutte quelle di «Sezione».',
  );
  for (const larghezza of [1280, 360]) {
    await page.setViewportSize({ width: larghezza, height: 800 });
    // Loaded at this width, as a phone would (measured right after a resize, the layout lags).
    await page.reload();
    await expect(page.getByTestId('conteggi-parziali')).toBeVisible();
    await expectNoHorizontalOverflow(page, larghezza);
    await page.screenshot({
      path: `${SCREENSHOTS}/stato-iscrizioni-revisore-${larghezza}.png`,
      fullPage: true,
    });
  }
});

test('a super role sees the section’s own figure, without the note', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b/stato-iscrizioni' });
  await expect(page.getByTestId('conta-persone')).toHaveText(/^\d+$/);
  await expect(page.getByText('Persone iscritte', { exact: true })).toBeVisible();
  await expect(page.getByTestId('conteggi-parziali')).toHaveCount(0);
});
