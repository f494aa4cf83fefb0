import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow } from './support/schermo.ts';
import { expect, signIn, test } from './support/test.ts';

// Issue 23 item 1, decisions 0913 and 1122: a person created at /b/persona/nuova and a parent
// without enrolment (Laura Conti) are found in the register with 'Iscrizione: Non iscritti', and the
// payment dialog's party picker finds the parent who paid.

const SCREENSHOTS = 'test-results/screenshots';
const righe = (page: Page) => page.getByTestId('riga-persona');

/** Each width loaded afresh, as a phone opens it (the table sizes its columns on load). */
async function fotografa(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(righe(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page, width);
    await page.screenshot({ path: `${SCREENSHOTS}/${nome}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the secretary finds the non-enrolled in the register: the parent, and the 'Non iscritti' choice of the filter", async ({
  page,
}) => {
  await signIn(page, demoUsers.cens);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/b/soci?fullText=Conti');
  await expect(page.getByText('Nessuna persona trovata')).toBeVisible();
  await page.goto('/b/soci?fullText=Conti&iscrizione=non_iscritti');
  await expect(righe(page).filter({ hasText: 'Laura' })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Iscrizione' })).toHaveValue('Non iscritti');
  await fotografa(page, 'anagrafe-non-iscritti');
  await righe(page).filter({ hasText: 'Laura' }).getByText('Laura').click();
  await expect(page.getByRole('heading', { name: 'Laura Conti' })).toBeVisible();
});

test('the treasurer chooses Laura Conti, the parent who paid, as payer of a new payment', async ({
  page,
}) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/b/cassa/pagamenti');
  await page.getByRole('button', { name: 'Aggiungi pagamento' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuovo pagamento' });
  const da = dialogo.getByRole('combobox', { name: 'Da', exact: true });
  await da.fill('Laura Conti');
  await page.getByRole('option', { name: 'Laura Conti' }).first().click();
  await expect(da).toHaveValue('Laura Conti');
});
