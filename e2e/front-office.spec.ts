import type { Locator, Page } from '@playwright/test';
import { VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 12, spec 3 §2, §4, §5: the families' screens on a phone (360 × 740) as the demo parent. The
// parent answers the four privacy consents of a child (step 1 → 2), confirms the child's data with
// a wrong value (the 'Controlla i dati inseriti:' modal) then a right one (step 2 → 3 or 4); every
// screen has no serious or critical axe violation, and is shot at 360 and 1280 px.

const passo = async (card: Locator) => Number(await card.getAttribute('data-passo'));

async function fotografa(page: Page, nome: string) {
  await reviewScreenshot(page, `front-office-${nome}-360`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, `front-office-${nome}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

test('the parent fills a child’s privacy and confirms the data; the card moves on', async ({ page }) => {
  // Seven screens, each checked by axe and shot twice.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.genitore, { at: '/f' });
  await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
  const cards = page.getByTestId('persona-card');
  await expect(cards.first()).toBeVisible();
  // The first card is the parent; a child is one of the others, with an enrolment.
  const figlio = cards.and(page.locator('[data-passo]:not([data-passo="0"])')).last();
  await expect(figlio).toBeVisible();
  const nome = (await figlio.getByRole('heading', { level: 2 }).textContent())!;
  const scheda = cards.filter({ has: page.getByRole('heading', { name: nome, level: 2 }) });
  await senzaViolazioniGravi(page);
  await fotografa(page, 'home');
  const privacyHref = await scheda
    .getByRole('link', { name: /privacy/i })
    .first()
    .getAttribute('href');
  const id = /\/f\/(\d+)\/privacy/.exec(privacyHref!)![1];

  // Step 1: the four consents, each a required yes or no.
  await page.goto(`/f/${id}/privacy`);
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await expect(page.getByText('Dati sanitari')).toBeVisible();
  // Decision 1205: the page says which version of the texts the answers are recorded with.
  await expect(page.getByText(`Versione dei testi: ${VERSIONE_TESTI_PRIVACY}.`)).toBeVisible();
  await senzaViolazioniGravi(page);
  await fotografa(page, 'privacy');
  for (const [gruppo, scelta] of [
    ['Dati personali', 'Sì'],
    ['Dati sanitari', 'Sì'],
    ['Foto e video', 'No'],
    ['Comunicazioni promozionali', 'No'],
  ] as const) {
    await page.getByRole('radiogroup', { name: gruppo }).getByRole('radio', { name: scelta }).click();
  }
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Modifiche salvate con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/f$/);
  await expect.poll(() => passo(scheda)).toBeGreaterThanOrEqual(2);

  // Step 2: a wrong CAP opens the modal; a right one confirms the data.
  await page.goto(`/f/${id}/anagrafica/modifica`);
  await expect(page.getByRole('heading', { name: 'Conferma dati anagrafici', level: 1 })).toBeVisible();
  const campo = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await expect(campo('Nome')).not.toHaveValue('');
  for (const [label, valore] of [
    ['Data di nascita', '2016-05-04'],
    ['Luogo di nascita', 'Milano'],
    ['Codice fiscale', 'RSSMRA85T10A562S'],
    ['Indirizzo di residenza', 'Via Torino 3'],
    ['Comune di residenza', 'Milano'],
    ['Provincia', 'MI'],
    ['CAP', '12'],
  ] as const) {
    await campo(label).fill(valore);
  }
  const sesso = page.getByRole('combobox', { name: 'Sesso' });
  if ((await sesso.inputValue()) === '') await sesso.selectOption('F');
  await page.getByRole('button', { name: 'Conferma i dati' }).click();
  const modale = page.getByRole('dialog', { name: 'Controlla i dati inseriti:' });
  await expect(modale).toBeVisible();
  await expect(modale.getByTestId('riepilogo-errori')).toHaveText('CAP non valido');
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'front-office-conferma-errori-360', { fullPage: true });
  await modale.getByRole('button', { name: 'Ho capito' }).click();
  await expect(page.getByText('Inserire un cap corretto')).toBeVisible();
  await fotografa(page, 'conferma');
  await campo('CAP').fill('20121');
  await page.getByRole('button', { name: 'Conferma i dati' }).click();
  await expect(page.getByText('Modifiche salvate con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/f$/);
  await expect.poll(() => passo(scheda)).toBeGreaterThanOrEqual(3);
  await expect(scheda.getByTestId('dettaglio-quota')).toContainText('Totale');
  await fotografa(page, 'home-dopo');

  // The other screens: user data, dues, payment history.
  for (const [percorso, titolo, nomeFoto] of [
    [`/f/${id}/utente/modifica`, 'Dati utente', 'utente'],
    ['/f/quote', 'Quote', 'quote'],
    ['/f/storicoPagamenti', 'Storico Pagamenti', 'storico'],
  ] as const) {
    await page.goto(percorso);
    await expect(page.getByRole('heading', { name: titolo, level: 1 })).toBeVisible();
    await expect(page.getByText('Caricamento...')).toHaveCount(0);
    await senzaViolazioniGravi(page);
    await fotografa(page, nomeFoto);
  }
});

test('the whole front office works by keyboard: the card’s action is reachable with Tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.genitore, { at: '/f/quote' });
  await expect(page.getByRole('heading', { name: 'Quote', level: 1 })).toBeVisible();
  await page.goto('/f');
  await expect(page.getByTestId('persona-card').first()).toBeVisible();
  const azione = page.getByTestId('persona-card').first().getByRole('link').first();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await azione.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(azione).toBeFocused();
});
