import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 9, spec 2 §2/§5/§7: the 'Anagrafica & Contatti' tab and /b/persona/nuova. cens creates a
// person of its own (no other spec reads it), edits it with wrong data (modal and inline messages),
// then with good data; a unit leader may edit a person of the unit (catalogue 'persona.modifica',
// idem or above); a parent cannot open the back office. Screenshots go to test-results/screenshots/.

const CREA = `mutation($n: NuovaPersonaInput!) { creaPersona(nuova_persona: $n) }`;
const DATI = {
  nome: 'Arianna',
  cognome: 'Anagrafica',
  sesso: 'F',
  data_nascita: '2015-03-04',
  luogo_nascita: 'Roma',
  codice_fiscale: 'RSSMRA85T10A562S',
  residenza_indirizzo: 'Via Appia 1',
  residenza_comune: 'Roma',
  residenza_provincia: 'RM',
  residenza_cap: '00184',
};

// By role and name: a required field's label also holds the asterisk.
const campo = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function compila(page: Page, valori: Record<string, string>) {
  for (const [label, valore] of Object.entries(valori)) await campo(page, label).fill(valore);
}

test('cens creates a person, sees every error of a wrong edit, then saves a good one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoUsers.cens, { at: '/b/persona/nuova' });
  await expect(page.getByRole('heading', { name: 'Nuova persona', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Soci' })).toHaveAttribute('href', '/b/soci');

  // An empty form: the spec's failure message and the inline messages.
  await page.getByRole('button', { name: 'Crea persona' }).click();
  await expect(page.getByTestId('errore-nuova-persona')).toHaveText(
    'Controlla di aver compilato correttamente tutti i campi',
  );
  await expect(page.getByText('Questo campo è obbligatorio').first()).toBeVisible();

  await compila(page, {
    Nome: DATI.nome,
    Cognome: DATI.cognome,
    'Data di nascita': DATI.data_nascita,
    'Luogo di nascita': DATI.luogo_nascita,
    'Codice fiscale': DATI.codice_fiscale,
    'Indirizzo di residenza': DATI.residenza_indirizzo,
    'Comune di residenza': DATI.residenza_comune,
    Provincia: 'ee',
    CAP: DATI.residenza_cap,
  });
  await page.getByRole('combobox', { name: 'Sesso' }).selectOption('F');
  await page.getByRole('button', { name: 'Crea persona' }).click();
  await expect(page.getByText('Persona creata con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/b\/persona\/\d+\/anagrafica$/);
  await expect(page.getByRole('heading', { name: 'Arianna Anagrafica', level: 1 })).toBeVisible();
  await expect(page.locator('[data-campo="residenza_provincia"]')).toHaveText('EE');
  await reviewScreenshot(page, 'anagrafica-vista-1280', { fullPage: true });

  // Wrong data: each summary line in the modal, each inline message after closing it.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Aggiorna data di conferma dei dati anagrafici')).toBeVisible();
  await compila(page, { Nome: 'X', 'Codice fiscale': 'ABC', Provincia: 'R', CAP: '1' });
  await page.getByRole('button', { name: 'Aggiungi telefono' }).click();
  await campo(page, 'Telefono 1').fill('12');
  await page.getByLabel('A chi appartiene: Telefono 1').selectOption('personale');
  await reviewScreenshot(page, 'anagrafica-modifica-1280', { fullPage: true });
  await page.getByRole('button', { name: 'Salva' }).click();
  const modale = page.getByRole('dialog', { name: 'Controlla i dati inseriti:' });
  await expect(modale).toBeVisible();
  for (const riga of [
    'Nome troppo corto',
    'Codice fiscale non valido',
    'Provincia non valida',
    'CAP non valido',
    'Il numero di telefono 12 non è valido',
  ]) {
    await expect(modale.getByText(riga, { exact: true })).toBeVisible();
  }
  await page.waitForTimeout(400); // the modal's opening transition, for the screenshot only
  await reviewScreenshot(page, 'anagrafica-errori-1280');
  await modale.getByRole('button', { name: 'Ho capito' }).click();
  await expect(modale).toBeHidden();
  for (const messaggio of [
    'Inserire un nome valido',
    'Inserire un codice fiscale corretto',
    'Inserire una provincia corretta',
    'Inserire un cap corretto',
    'Inserire un numero valido',
  ]) {
    await expect(page.getByText(messaggio, { exact: true })).toBeVisible();
  }

  // Good data, then a reload shows the saved values.
  await compila(page, {
    Nome: 'Arianna',
    'Codice fiscale': DATI.codice_fiscale,
    Provincia: 'mi',
    CAP: '20100',
  });
  await campo(page, 'Telefono 1').fill('333 123 4567');
  await page.getByRole('button', { name: 'Aggiungi email' }).click();
  await campo(page, 'Email 1').fill('arianna@example.it');
  await page.getByLabel('A chi appartiene: Email 1').selectOption('personale');
  await page.getByLabel('Aggiorna data di conferma dei dati anagrafici').check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Persona aggiornata con successo!')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-campo="residenza_provincia"]')).toHaveText('MI');
  await expect(page.locator('[data-campo="residenza_cap"]')).toHaveText('20100');
  await expect(page.getByRole('link', { name: '+39 333 123 4567', exact: true })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp +39 333 123 4567' })).toHaveAttribute(
    'href',
    'https://wa.me/393331234567',
  );
  await expect(page.getByRole('link', { name: 'arianna@example.it' })).toBeVisible();
  await expect(page.getByTestId('contatto-email').getByText('Notifiche')).toBeVisible();
  await expect(page.getByTestId('dati-confermati')).toContainText('ultima conferma');
});

test('at phone width the tab, the form and the modal fit and work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demoUsers.cens);
  const { creaPersona: id } = await graphql<{ creaPersona: number }>(page, CREA, {
    n: { ...DATI, nome: 'Bianca', contatti: [{ tipo: 't', valore: '3331112233', notifica: false }] },
  });
  await page.goto(`/b/persona/${id}/anagrafica`);
  await expect(page.getByRole('link', { name: '+39 333 111 2233', exact: true })).toBeVisible();
  const larghezza = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await larghezza()).toBeLessThanOrEqual(360);
  await reviewScreenshot(page, 'anagrafica-vista-360', { fullPage: true });

  await page.getByRole('button', { name: 'Modifica' }).focus();
  await page.keyboard.press('Enter');
  await expect(campo(page, 'Nome')).toBeVisible();
  expect(await larghezza()).toBeLessThanOrEqual(360);
  await campo(page, 'Nome').fill('B');
  await reviewScreenshot(page, 'anagrafica-modifica-360', { fullPage: true });
  // Enter in a field submits the form.
  await campo(page, 'Nome').press('Enter');
  const modale = page.getByRole('dialog', { name: 'Controlla i dati inseriti:' });
  await expect(modale.getByText('Nome troppo corto')).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening transition, for the screenshot only
  await reviewScreenshot(page, 'anagrafica-errori-360');
  await page.keyboard.press('Escape');
  await expect(modale).toBeHidden();
  // A server failure other than validation: the spec's danger toast, and the form stays open.
  await campo(page, 'Nome').fill('Bice');
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('modificaPersona')) return route.fallback();
    await route.fulfill({
      json: { errors: [{ message: 'Guasto di prova', extensions: { errorType: 'INTERNAL' } }] },
    });
  });
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText("C'è stato un errore: Guasto di prova")).toBeVisible();
  await page.unroute('**/graphql');
  await expect(campo(page, 'Nome')).toHaveValue('Bice');
  // Cancelling typed changes asks first; keeping them leaves the form as it was.
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  const conferma = page.getByRole('dialog', { name: 'Annullare le modifiche?' });
  await conferma.getByRole('button', { name: 'Annulla' }).click();
  await expect(conferma).toBeHidden();
  await expect(campo(page, 'Nome')).toHaveValue('Bice');
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await conferma.getByRole('button', { name: 'Scarta le modifiche' }).click();
  await expect(page.locator('[data-campo="nome"]')).toHaveText('Bianca');

  // A demo child: the parents' contacts grouped under their relationship (read, not changed).
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{
    personeSezione: { id_persona: number; parentele: { id_persona_figlio: number; desc: string }[] }[];
  }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona parentele { id_persona_figlio desc } } }`,
  );
  const figlio = personeSezione.find((p) => p.parentele.some((r) => r.id_persona_figlio === p.id_persona))!;
  const desc = figlio.parentele.find((r) => r.id_persona_figlio === figlio.id_persona)!.desc;
  await page.goto(`/b/persona/${figlio.id_persona}/anagrafica`);
  await expect(page.getByRole('heading', { name: 'Contatti dei genitori' })).toBeVisible();
  await expect(page.getByTestId('parentela').first()).toContainText(desc);
  expect(await larghezza()).toBeLessThanOrEqual(360);
  await reviewScreenshot(page, 'anagrafica-genitori-360', { fullPage: true });
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByTestId('genitore-modifica').first()).toBeVisible();
  expect(await larghezza()).toBeLessThanOrEqual(360);
  await reviewScreenshot(page, 'anagrafica-genitori-modifica-360', { fullPage: true });
  await page.getByRole('button', { name: 'Annulla' }).click();
});

test('a unit leader may edit a person of the unit (catalogue: idem or above)', async ({ page }) => {
  await signIn(page, demoUsers.capobranco);
  const { getAsAttivo, getPersonaSe } = await graphql<{
    getAsAttivo: { anno_scout: number };
    getPersonaSe: { id_persona: number };
  }>(page, '{ getAsAttivo { anno_scout } getPersonaSe { id_persona } }');
  const { personeSezione } = await graphql<{ personeSezione: { id_persona: number; viewerCan: string[] }[] }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona viewerCan } }`,
  );
  const altro = personeSezione.find((p) => p.id_persona !== getPersonaSe.id_persona);
  expect(altro?.viewerCan).toContain('persona.modifica');
  await page.goto(`/b/persona/${altro!.id_persona}/anagrafica`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(campo(page, 'Nome')).toBeEditable();
  // The confirmation tick is the super's only.
  await expect(page.getByLabel('Aggiorna data di conferma dei dati anagrafici')).toHaveCount(0);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('button', { name: 'Modifica' })).toBeVisible();

  // A cub of the pack: the leader reaches the parents too (decision 0905) and may edit their contacts.
  const { personeSezione: conGenitori } = await graphql<{
    personeSezione: { id_persona: number; parentele: { id_persona_figlio: number }[] }[];
  }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona parentele { id_persona_figlio } } }`,
  );
  const cub = conGenitori.find((p) => p.parentele.some((r) => r.id_persona_figlio === p.id_persona))!;
  await page.goto(`/b/persona/${cub.id_persona}/anagrafica`);
  await expect(page.getByTestId('parentela').first()).toBeVisible();
  await expect(page.getByText('Dati non visibili')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByTestId('genitore-modifica').first()).toBeVisible();
  await page.getByRole('button', { name: 'Annulla' }).click();
});

test('a parent cannot open the back-office page of a person who is not theirs', async ({ page, browser }) => {
  const admin = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.251.1.1' } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoUsers.cens);
  const { creaPersona: id } = await graphql<{ creaPersona: number }>(adminPage, CREA, {
    n: { ...DATI, nome: 'Carla' },
  });
  await admin.close();

  await signIn(page, demoUsers.genitore, { at: `/b/persona/${id}/anagrafica` });
  await expect(page).toHaveURL((url) => url.pathname === '/f');
  await expect(page.getByText('Carla Anagrafica')).toHaveCount(0);
  // The API refuses it too, like a missing person.
  const r = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
    data: { query: `{ persona(id_persona: ${id}) { nome } }` },
  });
  const body = (await r.json()) as { errors?: { message: string }[] };
  expect(body.errors?.[0]?.message).toBe('Persona non trovata');
});

async function tokenOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/token');
  return ((await res.json()) as { token: string }).token;
}
