import { formatEuro } from '@zaino/domain/formato';
import { testoPdf } from '../apps/server/test/pdf-testo.ts';
import { fileZip } from '../apps/server/test/zip.ts';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { scaricaDalDialogo } from './support/scarica.ts';
import { expectNienteScorreDiLato, reviewScreenshot } from './support/schermo.ts';
import { expect, signIn, test } from './support/test.ts';

// Decision 1140: the treasurer reads the section's ETS cash-basis statement, exports it as PDF and
// XLSX with the same totals, and maps a budget item to a line of it on Voci.

const euro = (testo: string) => Math.round(Number(testo.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

test('the statement of the year beside the previous one, and its PDF and XLSX exports with the same totals', async ({
  page,
}) => {
  test.slow(); // two documents written and fetched
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoUsers.tesoriere, { at: '/b/cassa' });
  await page.getByRole('link', { name: /Rendiconto/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/b/cassa/rendiconto');
  await expect(page.getByRole('heading', { name: 'Rendiconto per cassa', level: 1 })).toBeVisible();
  const rendiconto = page.getByTestId('rendiconto');
  for (const s of ['A', 'B', 'C', 'D', 'E'])
    await expect(rendiconto.getByRole('heading', { name: `Sezione ${s}` })).toBeVisible();
  await expect(rendiconto.getByText('Entrate da quote associative e apporti dei fondatori')).toBeVisible();
  // The demo items all have a line: nothing is left unclassified.
  await expect(page.getByText('Voci senza riga del rendiconto')).toHaveCount(0);
  const totale = rendiconto.getByRole('row', { name: /Totale entrate della gestione/ });
  const entrate = euro((await totale.getByRole('cell').nth(1).textContent()) ?? '');
  expect(entrate, 'the demo section has income').toBeGreaterThan(0);
  await senzaViolazioniGravi(page);
  await expectNienteScorreDiLato(page, 1280);
  await reviewScreenshot(page, 'rendiconto-1280', { fullPage: true });

  const menu = page.getByRole('button', { name: 'Esporta' });
  await menu.click();
  const pdf = await scaricaDalDialogo(
    page,
    page.getByRole('menuitem', { name: 'PDF' }),
    'Rendiconto pronto!',
    'Rendiconto per cassa',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const testo = testoPdf(await pdf.body());
  expect(testo).toContain('Totale entrate della gestione');
  expect(testo).toContain(formatEuro(entrate));

  await menu.click();
  const xlsx = await scaricaDalDialogo(
    page,
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }),
    'Rendiconto pronto!',
    'Rendiconto per cassa',
  );
  const file = fileZip(await xlsx.body());
  const foglio = file.get('xl/worksheets/sheet1.xml')!;
  expect(file.get('xl/sharedStrings.xml') ?? foglio).toContain('Totale entrate della gestione');
  expect(foglio).toContain(`<v>${entrate / 100}</v>`);
});

test('on a phone the statement fits 360 px and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.revisore, { at: '/b/cassa/rendiconto' });
  await expect(page.getByTestId('rendiconto').getByRole('heading', { name: 'Totali' })).toBeVisible();
  await senzaViolazioniGravi(page);
  await expectNienteScorreDiLato(page, 360);
  // No cell's text is wider than its cell: no amount past the card's edge, no
  // 'Avanzo/disavanzo' running over the amounts.
  const celleStrette = await page
    .getByTestId('rendiconto')
    .locator('td, th')
    .evaluateAll((celle) => celle.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
  expect(celleStrette).toEqual([]);
  await reviewScreenshot(page, 'rendiconto-360', { fullPage: true });
});

test('an item is mapped to a statement line on Voci, which shows it in its column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoUsers.tesoriere, { at: '/b/cassa/voci' });
  const riga = page.getByRole('row', { name: /E09/ });
  await expect(riga).toContainText('A) 10) Altre entrate');
  await riga.getByRole('button', { name: 'Modifica E09' }).click();
  const dialogo = page.getByTestId('dialog-voce');
  const select = dialogo.getByRole('combobox', { name: 'Riga del rendiconto ETS' });
  await expect(select).toHaveValue('A) 10) Altre entrate');
  await select.click();
  // Only income lines for an income item.
  await expect(page.getByRole('option', { name: 'A) 1) Servizi' })).toHaveCount(0);
  await page.getByRole('option', { name: 'A) 6) Contributi da soggetti privati' }).click();
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'rendiconto-voce-dialog-1280');
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo).toBeHidden();
  await expect(riga).toContainText('A) 6) Contributi da soggetti privati');
});
