import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';

// Issue 11 / spec 3 §2, §7, §8: the treasury screens on the demo data. The treasurer (super) sees
// the lists, whose rows agree with the annual balance; adds, edits and deletes an item; adds a budget
// line; downloads causali.csv and bilancio.csv and finds the screen in them. The auditor (RCSEZ)
// reads without add or edit buttons; a unit leader gets the 404 page. Screenshots at 1280 and 360 px
// go to test-results/screenshots/.

const centesimi = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-centesimi'));

/** A method's year movement on its balance card: income minus outgoings (shown negative). */
async function movimentoSaldo(page: Page, tipo: string): Promise<number> {
  const card = page.getByTestId(`saldo-${tipo}`);
  const valore = async (id: string) => Number(await card.getByTestId(id).getAttribute('data-centesimi'));
  return (await valore('saldo-entrate')) + (await valore('saldo-uscite'));
}

/** A downloaded CSV: BOM, ';' separated, its lines split into cells (no quoted ';' in the demo data). */
async function leggiCsv(file: Download): Promise<string[][]> {
  const testo = readFileSync((await file.path())!, 'utf8');
  expect(testo.charCodeAt(0), 'BOM').toBe(0xfeff);
  return testo
    .slice(1)
    .trimEnd()
    .split('\n')
    .map((l) => l.replace(/\r$/, '').split(';'));
}

/** The euro text of the table ('-1.234,56 €') as the CSV writes it ('-1234,56'). */
const comeCsv = (testo: string) => testo.replace(/\s*€/, '').replace(/\./g, '').trim();

test('the treasurer: the payments lists agree with the annual balance of each method', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/b/cassa');
  await expect(page.getByRole('heading', { name: 'Cassa', exact: true })).toBeVisible();
  await expect(page.getByTestId('saldo-bank')).toBeVisible();
  await controllaAlleDueLarghezze(page, 'cassa-home');

  await page.goto('/b/cassa/pagamenti');
  await expect(page.getByTestId('riga-pagamento').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi pagamento' })).toBeVisible();
  let movimenti = 0;
  for (const t of ['bank', 'cash', 'satispay', 'stripe']) movimenti += await movimentoSaldo(page, t);
  expect(await centesimi(page, 'movimenti-righe')).toBe(movimenti);
  await controllaAlleDueLarghezze(page, 'cassa-pagamenti');
  await senzaViolazioniGravi(page);

  for (const tipo of ['bank', 'cash', 'satispay', 'stripe']) {
    await page.goto(`/b/cassa/pagamenti/${tipo}`);
    await expect(page.getByTestId(`saldo-${tipo}`)).toBeVisible();
    await expect(page.getByTestId('movimenti-righe')).toBeVisible();
    expect(await centesimi(page, 'movimenti-righe'), tipo).toBe(await movimentoSaldo(page, tipo));
  }
  await page.goto('/b/cassa/pagamenti/bank');
  await expect(page.getByRole('link', { name: 'Pagamenti' })).toBeVisible();
  await expect(page.getByText('Conto', { exact: true }).first()).toBeVisible();

  // The amount filter (exact euros) keeps only rows of that amount.
  await page.goto('/b/cassa/pagamenti');
  const primo = comeCsv(
    (await page.getByTestId('riga-pagamento').first().locator('td').nth(1).textContent()) ?? '',
  );
  await page.goto(`/b/cassa/pagamenti?importo=${encodeURIComponent(primo)}`);
  for (const cella of await page.getByTestId('riga-pagamento').locator('td:nth-child(2)').all())
    expect(comeCsv((await cella.textContent()) ?? '').replace(/^-/, '')).toBe(primo.replace(/^-/, ''));
  await page.goto('/b/cassa/trasferimenti');
  await expect(page.getByRole('heading', { name: 'Trasferimenti' })).toBeVisible();
  // The table keeps its (hidden) empty text in the page: the first match is the first row when there is one.
  await expect(
    page.getByTestId('riga-pagamento').or(page.getByText('Nessun trasferimento trovato')).first(),
  ).toBeVisible();
  await controllaAlleDueLarghezze(page, 'cassa-trasferimenti');

  // A row opens the payment; its dues link to the due's page.
  await page.goto('/b/cassa/pagamenti');
  await page.getByTestId('riga-pagamento').first().click();
  await expect(page).toHaveURL(/\/b\/transazioneFinanziaria\/\d+\/mostra$/);
  await expect(page.getByRole('heading', { name: /^Pagamento n\. \d+$/ })).toBeVisible();
  await controllaAlleDueLarghezze(page, 'cassa-pagamento');
});

test('the treasurer downloads causali.csv and finds the screen in it', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/b/cassa/causali');
  const righe = page.getByTestId('riga-causale');
  await expect(righe.first()).toBeVisible();
  const n = Number(/^(\d+)/.exec((await page.getByTestId('conta-causali').textContent()) ?? '')?.[1]);
  expect(n).toBeGreaterThan(0);
  await controllaAlleDueLarghezze(page, 'cassa-causali');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('causali.csv');
  const csv = await leggiCsv(file);
  expect(csv[0]).toEqual([
    'Importo',
    'Stato',
    'Causale',
    'Tipo',
    'Da/A',
    'Creata il',
    'Pagata il',
    'N. voce',
    'Codice voce',
    'Descrizione voce',
    'Collegamento',
  ]);
  expect(csv.length - 1).toBe(n);
  // States and types as the screen labels them, never the raw codes ('totale_completata').
  for (const riga of csv.slice(1)) {
    expect(riga[1]).toMatch(/^(Pagato|In corso|Parziale|Pagamento parziale in corso|Non pagato)$/);
    expect(riga[3]).toMatch(/^(Iscrizione|Donazione|Altro)$/);
  }
  // The first row on screen (newest first) is the first line of the file.
  const prima = righe.first();
  const importo = (await prima.locator('td').nth(1).textContent()) ?? '';
  const causale = (await prima.locator('td').nth(2).textContent()) ?? '';
  expect(csv[1]![0]).toBe(comeCsv(importo));
  expect(csv[1]![2]).toBe(causale);
  expect(csv[1]![10]).toMatch(/\/b\/transazioneEconomica\/\d+\/mostra$/);
  for (const riga of csv.slice(1))
    for (const c of riga.slice(1)) expect(c.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);

  await prima.click();
  await expect(page).toHaveURL(/\/b\/transazioneEconomica\/\d+\/mostra$/);
  await expect(page.getByRole('heading', { name: /^Causale n\. \d+$/ })).toBeVisible();
  await expect(page.getByText(causale).first()).toBeVisible();
  // The type is its Italian label, not the raw code ('TIPO: altro', issue 23).
  const tipo = page.getByText('Tipo', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(tipo).toHaveText(csv[1]![3]!);
  await expect(tipo).toHaveText(/^(Iscrizione|Donazione|Altro)$/);
});

test('the treasurer adds, edits and deletes a budget item, and adds a budget line', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const codice = `E9${Date.now() % 100000}`;
  await page.goto('/b/cassa/voci');
  await expect(page.getByTestId('riga-voce').first()).toBeVisible();
  await controllaAlleDueLarghezze(page, 'cassa-voci');
  await page.getByRole('button', { name: 'Aggiungi voce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova voce' });
  await dialog.getByLabel('Codice').fill('X1');
  await dialog.getByLabel('Descrizione').fill('Prova e2e');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Il codice deve iniziare con E (entrata) o U (uscita)')).toBeVisible();
  await dialog.getByLabel('Codice').fill(codice);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/b/cassa/voci?codice=${codice}`);
  const riga = page.getByTestId('riga-voce').filter({ hasText: codice });
  await expect(riga).toContainText('Prova e2e');
  await riga.getByRole('button', { name: `Modifica ${codice}` }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica voce' });
  await modifica.getByLabel('Descrizione').fill('Prova e2e modificata');
  await modifica.getByRole('button', { name: 'Salva' }).click();
  await expect(riga).toContainText('Prova e2e modificata');

  // A budget line for the new item, then bilancio.csv holds it as on screen.
  await page.goto('/b/cassa/bilanci');
  await expect(page.getByRole('heading', { name: 'Bilanci' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi voce' }).click();
  const aggiungi = page.getByRole('dialog', { name: 'Aggiungi voce al bilancio' });
  await aggiungi.getByRole('combobox', { name: 'Voce' }).fill(codice);
  await page.getByRole('option', { name: `${codice} Prova e2e modificata` }).click();
  await aggiungi.getByLabel('Preventivo (€)').fill('123,45');
  await aggiungi.getByRole('button', { name: 'Salva' }).click();
  await expect(aggiungi).toBeHidden();
  const linea = page.getByTestId('riga-bilancio').filter({ hasText: codice });
  await expect(linea).toContainText('123,45 €');
  await controllaAlleDueLarghezze(page, 'cassa-bilanci');
  const n = await page.getByTestId('riga-bilancio').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bilancio.csv');
  const csv = await leggiCsv(file);
  expect(csv[0]).toEqual(['id_voce', 'codice', 'descrizione', 'preventivo', 'consuntivo']);
  expect(csv.length - 1).toBeGreaterThanOrEqual(n);
  const nostra = csv.find((r) => r[1] === codice);
  expect(nostra?.slice(2)).toEqual(['Prova e2e modificata', '123,45', '0,00']);
  for (const r of csv.slice(1).slice(0, n)) {
    const schermo = page.getByTestId('riga-bilancio').filter({ hasText: r[1]! }).first();
    await expect(schermo.locator('td').nth(2)).toHaveText(
      `${r[3]!.replace(/\B(?=(\d{3})+(?!\d),)/g, '.')} €`,
    );
  }

  // The item is in a budget now: it cannot be deleted; once the line goes, it can.
  await linea.getByRole('button', { name: `Elimina ${codice} dal bilancio` }).click();
  await page.getByTestId('dialog-conferma').getByRole('button', { name: 'Elimina' }).click();
  await expect(linea).toHaveCount(0);
  await page.goto(`/b/cassa/voci?codice=${codice}`);
  await riga.getByRole('button', { name: `Elimina ${codice}` }).click();
  await page.getByTestId('dialog-conferma').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessuna voce trovata')).toBeVisible();
});

test("the treasurer opens a member's 'Pagamenti & Quote' tab and clicks through to a payment", async ({
  page,
}) => {
  await signIn(page, demoUsers.tesoriere);
  type Parte = { id_persona: number | null } | null;
  const { getTfParte } = await graphql<{
    getTfParte: { parte_da: Parte; transazioni: { transazione_economica: { parte_da: Parte } | null }[] }[];
  }>(
    page,
    'query { getTfParte(id_parte: 1) { parte_da { id_persona } transazioni { transazione_economica { parte_da { id_persona } } } } }',
  );
  // A member who paid a due of their own (other specs add payments by persons without dues).
  const id = getTfParte
    .map((p) => p.parte_da?.id_persona)
    .find(
      (persona, i) =>
        persona &&
        getTfParte[i]!.transazioni.some((t) => t.transazione_economica?.parte_da?.id_persona === persona),
    );
  expect(id, 'a member who paid a due of their own').toBeTruthy();
  await page.goto(`/b/persona/${id}/pagamenti`);
  await expect(page.getByRole('tab', { name: 'Pagamenti & Quote' })).toHaveAttribute('aria-selected', 'true');
  const riga = page.getByTestId('riga-pagamento-persona').first();
  await expect(riga).toBeVisible();
  await expect(page.getByTestId('riga-dovuto').first()).toBeVisible();
  await controllaAlleDueLarghezze(page, 'cassa-persona-pagamenti');
  await riga.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/b/persona/${id}/transazioneFinanziaria/\\d+/mostra$`));
  await expect(page.getByRole('heading', { name: /^Pagamento n\. \d+$/ })).toBeVisible();
});

test('the auditor (RCSEZ) reads the treasury without add or edit buttons', async ({ page }) => {
  await signIn(page, demoUsers.revisore, { at: '/b/cassa/pagamenti' });
  await expect(page.getByTestId('riga-pagamento').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi pagamento' })).toHaveCount(0);
  await page.goto('/b/cassa/voci');
  await expect(page.getByTestId('riga-voce').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi voce' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifica / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Elimina / })).toHaveCount(0);
  await page.goto('/b/cassa/bilanci');
  await expect(page.getByRole('heading', { name: 'Bilanci' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi voce' })).toHaveCount(0);
  await page.goto('/b/cassa/causali');
  await expect(page.getByTestId('riga-causale').first()).toBeVisible();
  // He reads who paid, by name, though no member of the register is his (decision 1118).
  await expect(page.getByTestId('riga-causale').filter({ hasText: /Soggetto \d/ })).toHaveCount(0);
  await page.goto('/b/cassa/pagamenti');
  await expect(page.getByTestId('riga-pagamento').first()).toBeVisible();
  await expect(page.getByTestId('riga-pagamento').filter({ hasText: /Soggetto \d/ })).toHaveCount(0);
});

test('a unit leader typing /b/cassa gets the 404 page inside the back office', async ({ page }) => {
  await signIn(page, demoUsers.capobranco, { at: '/b/cassa' });
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
  await page.goto('/b/cassa/causali');
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
});
