import { readFile } from 'node:fs/promises';
import type { Download, FileChooser, Locator, Page } from '@playwright/test';
import { formatEuro } from '@zaino/domain/formato';
import { commissioneCarta } from '@zaino/domain/quote';
import { apriCheckout, dovuto, figli, nuoviDovuti } from './support/checkout.ts';
import { demoUsers } from './support/demo-users.ts';
import { anelloSulFocus, grandeAbbastanza, tabFino } from './support/tastiera.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 12: "each front-office screen works at 360 px with large touch targets and by keyboard alone",
// for the family's checkout. The demo parent moves only with Tab, Shift+Tab, arrows, Space, Enter and
// Escape: no clicks, no `fill`. Every stop of Tab shows a focus ring; every control used is a touch
// target of at least 36 × 36 px; the dialogs keep focus inside and give it back when closed.

/** The screen as it is, focus ring included, on the phone and on a desktop; back to the phone. */
async function fotografaFocus(page: Page, nome: string) {
  // After the dialogs' and radios' CSS transitions.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await reviewScreenshot(page, `checkout-tastiera-${nome}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await reviewScreenshot(page, `checkout-tastiera-${nome}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
}

/** Nothing wider than the 360 px screen (no sideways scrolling). */
async function nellaLarghezza(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * A modal dialog traps the focus: Tab and Shift+Tab, twice round, stay inside it, each stop with a
 * focus ring and large enough; Escape closes it and the focus goes back to `apertoDa`.
 */
async function trappolaEChiusura(page: Page, dialogo: Locator, apertoDa: Locator) {
  await expect(dialogo).toBeVisible();
  await expect.poll(() => dialogo.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const controlli = await dialogo.locator('button:not([disabled]), a[href], input').count();
  for (const tasto of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controlli * 2; i += 1) {
      await page.keyboard.press(tasto);
      expect(await dialogo.evaluate((d) => d.contains(document.activeElement)), `${tasto} stays inside`).toBe(
        true,
      );
      await anelloSulFocus(page);
      await grandeAbbastanza(page.locator(':focus'));
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(apertoDa).toBeFocused();
}

/** From the top of the checkout: the due is ticked with Space (Enter works too on a card button). */
async function spunta(page: Page, desc: string, tasto: 'Space' | 'Enter' = 'Space') {
  const riga = dovuto(page, desc);
  await tabFino(page, riga);
  await page.keyboard.press(tasto);
  await expect(riga).toBeChecked();
}

/** Tab into the method group; arrows move the choice; one more Tab leaves the group. */
async function scegliMetodo(page: Page, nome: RegExp, frecceGiu: number) {
  const primo = page.getByRole('radio', { name: /Carta di credito/ });
  // No method chosen yet: Tab enters the group on its first choice.
  await tabFino(page, primo);
  if (frecceGiu === 0) await page.keyboard.press('Space');
  for (let i = 0; i < frecceGiu; i += 1) await page.keyboard.press('ArrowDown');
  const scelto = page.getByRole('radio', { name: nome });
  await expect(scelto).toBeChecked();
  await expect(scelto).toBeFocused();
  await anelloSulFocus(page);
  await grandeAbbastanza(scelto);
  // The group is one Tab stop (WAI-ARIA radio group): the next Tab is the start button.
  await page.keyboard.press('Tab');
  const avvia = page.getByRole('button', { name: 'Procedi al pagamento' });
  await expect(avvia).toBeFocused();
  await anelloSulFocus(page);
  await grandeAbbastanza(avvia);
  return avvia;
}

/** Enter on the focused file field, and the file given to the chooser it opens. */
async function scegliFile(page: Page, nome: string) {
  // Listening before Enter: Playwright intercepts file choosers only once it listens.
  const scelta = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  await page.keyboard.press('Enter');
  await (await scelta).setFiles({
    name: nome,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.genitore);
});

test('by keyboard alone: two dues and a donation paid by card, the receipt downloaded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [tommaso, giorgia] = await figli(page);
  const [a, b] = await nuoviDovuti(browser, [
    { figlio: tommaso!, importo: 2000 },
    { figlio: giorgia!, importo: 3500 },
  ]);
  await apriCheckout(page);
  await nellaLarghezza(page);
  await spunta(page, a!);
  await spunta(page, b!, 'Enter');

  const dono = page.getByLabel('Importo della donazione (facoltativa)');
  await tabFino(page, dono);
  await page.keyboard.type('10');
  await expect(dono).toHaveValue('10');
  await fotografaFocus(page, 'donazione');

  // Shift+Tab goes back to the last due, and Tab returns: the order follows the page.
  await page.keyboard.press('Shift+Tab');
  await expect(dovuto(page, b!)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dono).toBeFocused();

  // Space chooses the card; the arrows go round the group and back.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Satispay/ })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /Carta di credito/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Carta di credito/ })).toBeFocused();
  await fotografaFocus(page, 'metodo');
  await page.keyboard.press('Tab');
  const avvia = page.getByRole('button', { name: 'Procedi al pagamento' });
  await expect(avvia).toBeFocused();
  await anelloSulFocus(page);
  await grandeAbbastanza(avvia);
  const totale = formatEuro(6500 + commissioneCarta(6500));
  await expect(page.getByRole('group', { name: 'Riepilogo' })).toContainText(totale);
  await page.keyboard.press('Enter');

  // The sandbox's confirm page (the provider's hosted page in production), by keyboard too.
  await expect(page).toHaveURL(/\/sandbox\/pagamento\//);
  await expect(page.getByText(totale)).toBeVisible();
  await tabFino(page, page.getByRole('button', { name: 'Paga' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/f\/checkout\/success\/\d+$/);
  const scarica = page.getByRole('button', { name: 'Scarica ricevuta' });
  await expect(scarica).toBeVisible({ timeout: 20_000 });
  await nellaLarghezza(page);
  await tabFino(page, scarica);
  await fotografaFocus(page, 'ricevuta');
  // The signed link opens in a new window, which the browser turns into a download (on either page).
  const scaricato = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.once('popup', (finestra) => finestra.once('download', resolve));
  });
  await page.keyboard.press('Enter');
  const pdf = await readFile((await (await scaricato).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The rest of the page is reachable too.
  await tabFino(page, page.getByRole('link', { name: 'Home', exact: true }).last());
});

test('by keyboard alone: a bank transfer, its intro dialog and the receipt upload', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [, giorgia] = await figli(page);
  const [c] = await nuoviDovuti(browser, [{ figlio: giorgia!, importo: 4200 }]);
  await apriCheckout(page);
  await spunta(page, c!);
  const avvia = await scegliMetodo(page, /Bonifico bancario/, 2);

  const intro = page.getByRole('dialog', { name: 'Conferma metodo di pagamento' });
  await page.keyboard.press('Enter');
  await expect(intro).toBeVisible();
  await fotografaFocus(page, 'dialogo-bonifico');
  await trappolaEChiusura(page, intro, avvia);
  // Opened again, it starts on its confirmation.
  await page.keyboard.press('Enter');
  await expect(intro.getByRole('button', { name: 'Continua con il bonifico' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/f\/checkout\/bonifico$/);
  await expect(page.getByText(formatEuro(4200)).first()).toBeVisible();
  await nellaLarghezza(page);
  const causale = (await page.getByText(/^Pagamento \d+$/).textContent())!;
  const id = Number(causale.replace('Pagamento ', ''));
  await tabFino(page, page.getByRole('button', { name: 'Copia IBAN' }));
  await tabFino(page, page.getByRole('button', { name: 'Scarica le coordinate (PDF)' }));

  // Enter on the file field opens the browser's file chooser (the OS's dialog: the file is set on it).
  const campo = page.getByRole('button', { name: 'Ricevuta del bonifico' });
  const carica = page.getByRole('button', { name: 'Carica', exact: true });
  await tabFino(page, campo);
  await scegliFile(page, 'scontrino.pdf');
  await expect(campo).toContainText('scontrino.pdf');
  await expect(carica).toBeEnabled();
  await fotografaFocus(page, 'file-scelto');
  // The wrong file: its clear button is the next stop, then the field again by Shift+Tab.
  await tabFino(page, page.getByRole('button', { name: 'Rimuovi il file' }), { max: 1 });
  await page.keyboard.press('Enter');
  await expect(campo).toContainText('Scegli un file');
  await expect(carica).toBeDisabled();
  await tabFino(page, campo, { indietro: true });
  await scegliFile(page, 'ricevuta-bonifico.pdf');
  await expect(campo).toContainText('ricevuta-bonifico.pdf');
  await tabFino(page, carica);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/f\/checkout\/success$/);
  await expect(page.getByRole('heading', { name: 'Pagamento concluso con successo!' })).toBeVisible();
  const { transazioneFinanziaria } = await graphql<{
    transazioneFinanziaria: { stato: string; bonifico_id_allegato: number | null };
  }>(page, `{ transazioneFinanziaria(id_transazione_finanziaria: ${id}) { stato bonifico_id_allegato } }`);
  expect(transazioneFinanziaria.stato).toBe('started');
  expect(transazioneFinanziaria.bonifico_id_allegato).not.toBeNull();
});

test('by keyboard alone: a refused card payment, Riprova and its dialog back to the checkout', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [tommaso] = await figli(page);
  const [d] = await nuoviDovuti(browser, [{ figlio: tommaso!, importo: 1500 }]);
  await apriCheckout(page);
  await spunta(page, d!);
  await scegliMetodo(page, /Carta di credito/, 0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/pagamento\//);
  await tabFino(page, page.getByRole('button', { name: 'Rifiuta' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/f\/checkout\/stripe\/\d+$/);
  const riprova = page.getByRole('button', { name: 'Riprova' });
  await expect(riprova).toBeVisible();
  await nellaLarghezza(page);
  await tabFino(page, riprova);
  const dialogo = page.getByRole('dialog', { name: 'Nuovo tentativo di pagamento' });
  await page.keyboard.press('Enter');
  await trappolaEChiusura(page, dialogo, riprova);
  await page.keyboard.press('Space');
  await expect(dialogo.getByRole('button', { name: 'Ok, ho controllato' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/f\/checkout$/);
  await expect(dovuto(page, d!)).toBeChecked();
});
