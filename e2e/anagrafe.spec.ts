import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 9 / spec 2 §2: the member register (/b/soci) and the users list (/b/utenti). The rows are
// the server's (scoped to the viewer's reach); the filters, the row targets and the export are the
// screen's. Read-only: no person is changed.

const righe = (page: Page) => page.getByTestId('riga-persona');
const unitaSelect = (page: Page) => page.getByRole('combobox', { name: 'Unità' });

async function annoAttivo(page: Page): Promise<number> {
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  return getAsAttivo.anno_scout;
}

interface Persona {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  iscrizione: { nomine: { id_ruolo: string }[] } | null;
}

const CAMPI = 'id_persona nome cognome iscrizione { nomine { id_ruolo } }';

async function scegliUnita(page: Page, label: string) {
  await unitaSelect(page).selectOption({ label });
  await expect(unitaSelect(page).locator('option:checked')).toHaveText(label);
}

test('il capogruppo filtra il registro per testo e per ruolo e apre una persona', async ({ page }) => {
  await signIn(page, demoUsers.capogruppo);
  const anno = await annoAttivo(page);
  const { personeSezione } = await graphql<{ personeSezione: Persona[] }>(
    page,
    `query ($a: Int!) { personeSezione(anno_scout: $a) { ${CAMPI} } }`,
    { a: anno },
  );
  expect(personeSezione.length).toBeGreaterThan(25);
  const scelta = personeSezione.find((p) => (p.cognome ?? '').length >= 4)!;
  const conLoStessoCognome = personeSezione.filter((p) =>
    `${p.nome} ${p.cognome}`.toLowerCase().includes(scelta.cognome!.toLowerCase()),
  );

  // Full text from the URL (spec 2 §2 query parameters).
  await page.goto(`/b/soci?fullText=${encodeURIComponent(scelta.cognome!)}`);
  await expect(page.getByRole('heading', { name: 'Anagrafe' })).toBeVisible();
  await expect(page.getByLabel('Cerca per nome, cognome o anno di nascita')).toHaveValue(scelta.cognome!);
  await expect(righe(page)).toHaveCount(Math.min(25, conLoStessoCognome.length));
  await expect(righe(page).first()).toContainText(scelta.cognome!);

  // Role filter: the cubs ('L'), counted against the server's rows.
  await page.goto('/b/soci?ruolo=L');
  const lupetti = personeSezione.filter((p) => p.iscrizione?.nomine.some((n) => n.id_ruolo === 'L'));
  expect(lupetti.length).toBeGreaterThan(0);
  await expect(page.getByTestId('conta-registro')).toHaveText(new RegExp(`^${lupetti.length} person`));
  await expect(righe(page).first()).toContainText(/L \d+/);

  // Typing in the box narrows the list and writes the URL.
  await page.getByLabel('Cerca per nome, cognome o anno di nascita').fill('zzzznessuno');
  await expect(page.getByText('Nessuna persona trovata')).toBeVisible();
  await expect(page).toHaveURL(/fullText=zzzznessuno/);

  // A click on a name opens the person's anagrafica.
  await page.goto(`/b/soci?fullText=${encodeURIComponent(scelta.cognome!)}`);
  const riga = righe(page)
    .filter({ hasText: scelta.nome ?? '' })
    .first();
  await riga.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/b\/persona\/\d+\/anagrafica$/);

  // The row's target depends on the column (spec 2 §2): role → iscrizioni, users → account.
  await page.goto(`/b/soci?fullText=${encodeURIComponent(scelta.cognome!)}`);
  await expect(righe(page).first()).toContainText(scelta.cognome!);
  const intestazioni = await page.locator('thead th').allInnerTexts();
  expect(intestazioni.map((t) => t.trim())).toEqual(expect.arrayContaining(['Ruolo', 'Utenti']));
  const colonna = (titolo: string) => intestazioni.findIndex((t) => t.trim() === titolo);
  await righe(page).first().locator('td').nth(colonna('Ruolo')).click();
  await expect(page).toHaveURL(/\/b\/persona\/\d+\/iscrizioni$/);
  await page.goBack();
  await righe(page).first().locator('td').nth(colonna('Utenti')).click();
  await expect(page).toHaveURL(/\/b\/persona\/\d+\/account$/);

  // Only the super level creates persons (catalogue 'persona.crea').
  await page.goto('/b/soci');
  await expect(page.getByRole('button', { name: 'Cerca codice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuova persona' })).toHaveCount(0);
});

test('il capobranco vede solo il suo branco e non apre per URL una persona di un altro', async ({
  browser,
}) => {
  // Someone of another group's pack, as its own leader sees them.
  const altro = await browser.newPage();
  await signIn(altro, demoUsers.capobranco2);
  const anno = await annoAttivo(altro);
  const { elencaUnita } = await graphql<{ elencaUnita: { id_unita: number; branca: string }[] }>(
    altro,
    '{ elencaUnita { id_unita branca } }',
  );
  const branco2 = elencaUnita.find((u) => u.branca === 'L')!;
  const { personeUnita: estranei } = await graphql<{ personeUnita: Persona[] }>(
    altro,
    `query ($u: Int!, $a: Int!) { personeUnita(id_unita: $u, anno_scout: $a) { ${CAMPI} } }`,
    { u: branco2.id_unita, a: anno },
  );
  const estraneo = estranei.find((p) => p.iscrizione?.nomine.some((n) => n.id_ruolo === 'L'))!;
  expect(estraneo).toBeTruthy();
  await altro.close();

  const page = await browser.newPage();
  await signIn(page, demoUsers.capobranco);
  const { elencaUnita: mie } = await graphql<{ elencaUnita: { id_unita: number; branca: string }[] }>(
    page,
    '{ elencaUnita { id_unita branca } }',
  );
  const { personeUnita } = await graphql<{ personeUnita: Persona[] }>(
    page,
    `query ($u: Int!, $a: Int!) { personeUnita(id_unita: $u, anno_scout: $a) { ${CAMPI} } }`,
    { u: mie.find((u) => u.branca === 'L')!.id_unita, a: anno },
  );
  await page.goto('/b/soci');
  await scegliUnita(page, '2° branco');
  await expect(page.getByTestId('conta-registro')).toHaveText(new RegExp(`^${personeUnita.length} person`));
  await page.getByLabel('Cerca per nome, cognome o anno di nascita').fill(estraneo.cognome ?? '');
  await expect(righe(page).filter({ hasText: `${estraneo.nome}` })).toHaveCount(0);

  await page.goto(`/b/persona/${estraneo.id_persona}/anagrafica`);
  await expect(page.getByText('Persona non trovato')).toBeVisible();
  await page.close();
});

test('cens esporta il registro filtrato in CSV con le intestazioni italiane', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b/soci?ruolo=L' });
  await expect(righe(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuova persona' })).toBeVisible();
  await expect(page.locator('thead th', { hasText: 'Nazionale' })).toHaveCount(1);
  const conteggio = await page.getByTestId('conta-registro').textContent();
  const n = Number(/^(\d+)/.exec(conteggio ?? '')?.[1]);
  await page.getByRole('button', { name: 'Esporta' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^anagrafe-\d{4}\.csv$/);
  const testo = readFileSync((await file.path())!, 'utf8');
  expect(testo.charCodeAt(0)).toBe(0xfeff);
  const linee = testo.slice(1).trimEnd().split('\n');
  expect(linee[0]).toMatch(/^Nome;Cognome;Soci;Accesso;Iscrizione;Ruolo;Utenti(;Nazionale)?$/);
  expect(linee.length - 1).toBe(n);
  // No cell may begin with a formula character (the neutraliser is unit-tested in the domain).
  for (const l of linee)
    for (const c of l.split(';')) expect(c.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);

  // The secretary's columns too (decision 0917): same rows, birth date to card number after them.
  await page.getByRole('button', { name: 'Esporta' }).click();
  const completo = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV con dati anagrafici', exact: true }).click();
  const anagrafica = readFileSync((await (await completo).path())!, 'utf8')
    .slice(1)
    .trimEnd()
    .split('\n');
  expect(anagrafica[0]).toBe(
    `${linee[0]};Data di nascita;Codice fiscale;Indirizzo;CAP;Comune;Provincia;Email;Telefoni;Tessera`,
  );
  expect(anagrafica.length - 1).toBe(n);
  // Every demo cub has a birth date and a codice fiscale.
  for (const l of anagrafica.slice(1)) {
    const celle = l.split(';');
    expect(celle.at(-9)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(celle.at(-8)).toMatch(/^[A-Z0-9]{16}$/);
  }
});

// Decision 0427: the XLSX writer compresses a sheet over 160 KB in a worker made from a blob; the
// page's CSP must let it start, or a large section's export waits for ever (found by
// `npm run bench:esportazioni` at 5,000 persons). The demo section's sheet is small, so the worker
// is also started by hand under the same CSP.
test('cens esporta il registro in XLSX, e la pagina può avviare il worker del compressore', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/soci' });
  await expect(righe(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Esporta' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX) con dati anagrafici', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^anagrafe-\d{4}\.xlsx$/);
  // An XLSX is a zip archive.
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  const risposta = await page.evaluate(
    () =>
      new Promise<unknown>((ok) => {
        const codice = URL.createObjectURL(new Blob(['postMessage(6 * 7)'], { type: 'text/javascript' }));
        try {
          const w = new Worker(codice);
          w.onmessage = (e) => ok(e.data);
          w.onerror = () => ok('bloccato');
        } catch {
          ok('bloccato');
        }
        setTimeout(() => ok('bloccato'), 5000);
      }),
  );
  expect(risposta).toBe(42);
});

test('la lista utenti mostra gli utenti e filtra con la ricerca', async ({ page }) => {
  await signIn(page, demoUsers.capogruppo);
  const anno = await annoAttivo(page);
  const { utentiSezione } = await graphql<{
    utentiSezione: { id_persona: number; email: string | null; persona: { cognome: string | null } | null }[];
  }>(page, `query ($a: Int!) { utentiSezione(anno_scout: $a) { id_persona email persona { cognome } } }`, {
    a: anno,
  });
  expect(utentiSezione.length).toBeGreaterThan(0);
  await page.goto('/b/utenti');
  await expect(page.getByRole('heading', { name: 'Utenti' })).toBeVisible();
  await expect(page.getByText(`${utentiSezione.length} utenti`)).toBeVisible();
  await expect(page.getByTestId('riga-utente')).toHaveCount(Math.min(25, utentiSezione.length));
  const scelto = utentiSezione.find((u) => u.email)!;
  await page.getByLabel('Cerca per nome, cognome o email').fill(scelto.email!);
  await expect(page.getByTestId('riga-utente')).toHaveCount(
    Math.min(
      25,
      utentiSezione.filter((u) => (u.email ?? '').toLowerCase().includes(scelto.email!.toLowerCase())).length,
    ),
  );
  await page.getByTestId('riga-utente').first().click();
  await expect(page).toHaveURL(new RegExp(`/b/persona/${scelto.id_persona}/account$`));
  await page.goto('/b/utenti');
  await page.getByLabel('Cerca per nome, cognome o email').fill('zzzznessuno');
  await expect(page.getByText('Nessuna persona con utente trovata')).toBeVisible();
});

/** How far the page, and the register inside its scroll area, reach past their width (px). */
async function sporgenze(page: Page) {
  const pagina = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const tabella = await page
    .locator('table')
    .first()
    .evaluate((t) => t.scrollWidth - (t.closest('.mantine-ScrollArea-viewport')?.clientWidth ?? 0));
  return { pagina, tabella };
}

// Decision 0912: the administrator's register has one column more ('Nazionale') and still fits a
// laptop; on a phone only the table scrolls sideways, never the page.
for (const chi of ['cens', 'capogruppo'] as const) {
  for (const [larghezza, altezza] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    test(`il registro di ${chi} non sporge a ${larghezza} px`, async ({ page }) => {
      await page.setViewportSize({ width: larghezza, height: altezza });
      await signIn(page, demoUsers[chi], { at: '/b/soci' });
      await expect(righe(page).first()).toBeVisible();
      await expect(page.locator('thead').getByText('Nazionale', { exact: true })).toHaveCount(
        chi === 'cens' ? 1 : 0,
      );
      await page.waitForLoadState('networkidle');
      const { pagina, tabella } = await sporgenze(page);
      expect(pagina).toBeLessThanOrEqual(0);
      // At 1280 every column is readable without scrolling ('Utenti', 'Nazionale' not cut off).
      if (larghezza === 1280) expect(tabella).toBeLessThanOrEqual(0);
      await reviewScreenshot(page, `soci-${chi}-${larghezza}`);
    });
  }
}

for (const larghezza of [360, 1280]) {
  test(`schermate di Anagrafe e Utenti a ${larghezza} px`, async ({ page }) => {
    await page.setViewportSize({ width: larghezza, height: 900 });
    await signIn(page, demoUsers.capogruppo, { at: '/b/soci' });
    await expect(righe(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await senzaViolazioniGravi(page);
    await reviewScreenshot(page, `soci-${larghezza}`, { fullPage: true });
    await page.goto('/b/utenti');
    await expect(page.getByTestId('riga-utente').first()).toBeVisible();
    // On a phone 'Cerca codice' goes below the search box rather than squeezing it.
    const ricerca = await page.getByLabel('Cerca per nome, cognome o email').boundingBox();
    expect(ricerca!.width).toBeGreaterThanOrEqual(230);
    await page.waitForLoadState('networkidle');
    await reviewScreenshot(page, `utenti-${larghezza}`, { fullPage: true });
  });
}

test('con più persone selezionate «Registra in massa» porta a /b/register con le persone', async ({
  page,
}) => {
  await signIn(page, demoUsers.capogruppo, { at: '/b/soci' });
  await expect(righe(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annulla selezione' })).toHaveCount(0);
  await righe(page).nth(0).getByRole('checkbox').check();
  await expect(page).toHaveURL(/\/b\/soci$/);
  await expect(page.getByRole('button', { name: 'Annulla selezione' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registra in massa' })).toHaveCount(0);
  await righe(page).nth(1).getByRole('checkbox').check();
  const nomi = [
    await righe(page).nth(0).locator('td').nth(1).innerText(),
    await righe(page).nth(1).locator('td').nth(1).innerText(),
  ];
  await page.getByRole('button', { name: 'Registra in massa' }).click();
  await expect(page).toHaveURL(/\/b\/register$/);
  const salvate = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('zaino.registrazioneMassa'))) ?? '[]',
  ) as { id_persona: number; nome: string; cognome: string; data_nascita: string | null }[];
  expect(salvate.map((p) => p.nome)).toEqual(nomi);
  for (const p of salvate)
    expect(Object.keys(p).sort()).toEqual(['cognome', 'data_nascita', 'id_persona', 'nome']);
  // /b/register opened in a new tab finds the same selection (issue 23: sessionStorage is per tab).
  const scheda = await page.context().newPage();
  await scheda.goto('/b/register');
  for (const p of salvate) await expect(scheda.getByTestId(`riga-${p.id_persona}`)).toBeVisible();
  await expect(scheda.getByTestId('registrazione-vuota')).toHaveCount(0);
  await scheda.close();
});

test('la selezione per «Registra in massa» resta passando da una pagina all’altra (decisione 0907)', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/soci' });
  await expect(righe(page)).toHaveCount(25);
  await righe(page).nth(0).getByRole('checkbox').check();
  const primo = await righe(page).nth(0).locator('td').nth(1).innerText();
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(righe(page).nth(0).locator('td').nth(1)).not.toHaveText(primo);
  const secondo = await righe(page).nth(0).locator('td').nth(1).innerText();
  await righe(page).nth(0).getByRole('checkbox').check();
  await expect(page.getByTestId('conta-registro')).toContainText('2 selezionate');
  await page.getByRole('button', { name: 'Registra in massa' }).click();
  await expect(page).toHaveURL(/\/b\/register$/);
  const salvate = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('zaino.registrazioneMassa'))) ?? '[]',
  ) as { nome: string }[];
  expect(salvate.map((p) => p.nome)).toEqual([primo, secondo]);
});
