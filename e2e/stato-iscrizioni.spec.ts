import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 10 / spec 2 §2: the enrolment dashboard. Each legend entry opens the register filtered on
// it, and the register then lists as many persons as the legend counted; the events list shows a
// change just made and opens the person. Screenshots go to test-results/screenshots/.

/** Each legend entry of a chart: its label, count and link. */
async function legenda(page: Page, grafico: string) {
  const righe = page.getByTestId(grafico).getByTestId('legenda-voce');
  await expect(righe.first()).toBeVisible();
  const voci: { etichetta: string; n: number; href: string }[] = [];
  for (const riga of await righe.all()) {
    const link = riga.getByRole('link');
    voci.push({
      etichetta: (await link.textContent()) ?? '',
      n: Number(await riga.getByTestId('legenda-n').textContent()),
      href: (await link.getAttribute('href')) ?? '',
    });
  }
  return voci;
}

/** Follows a legend link and reads the register's count. */
async function contaNelRegistro(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const conta = page.getByTestId('conta-registro');
  await expect(conta).toHaveText(/\d+ person[ae]/, { timeout: 20_000 });
  return Number(/(\d+)/.exec((await conta.textContent()) ?? '')![1]);
}

test('a unit leader: every legend entry opens the register with as many persons as it counts', async ({
  page,
}) => {
  // capobranco2 leads a pack no other spec changes: the counts hold still while we follow them.
  await signIn(page, demoUsers.capobranco2, { at: '/b/stato-iscrizioni' });
  await expect(page.getByRole('heading', { name: 'Stato iscrizioni' })).toBeVisible();
  const utenti = await legenda(page, 'grafico-utenti');
  const iscrizioni = await legenda(page, 'grafico-iscrizioni');
  expect(utenti.map((v) => v.etichetta)).toEqual(['Attivi', 'Creati', 'Da creare']);
  expect(iscrizioni.reduce((a, v) => a + v.n, 0)).toBeGreaterThan(0);
  // 'Da creare' opens the prevista enrolments without users (spec 2 §2).
  expect(utenti[2]!.href).toContain('utenti=nessuno');
  expect(utenti[2]!.href).toContain('iscrizione=prevista');
  for (const voce of [...utenti, ...iscrizioni]) {
    expect(await contaNelRegistro(page, voce.href), voce.etichetta).toBe(voce.n);
  }
});

test('the section secretary: charts, a legend click, and a change just made in the events list', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/b/stato-iscrizioni');
  const iscrizioni = await legenda(page, 'grafico-iscrizioni');
  // The pie itself (lazily loaded) draws next to its legend.
  await expect(page.getByTestId('grafico-iscrizioni').locator('svg.recharts-surface')).toBeVisible();
  const annullate = iscrizioni.find((v) => v.etichetta === 'Annullate')!;
  await page.getByTestId('grafico-iscrizioni').getByRole('link', { name: 'Annullate' }).click();
  await expect(page).toHaveURL(/\/b\/soci\?iscrizione=nessuna$/);
  await expect(page.getByTestId('conta-registro')).toHaveText(
    `${annullate.n} ${annullate.n === 1 ? 'persona' : 'persone'}`,
  );

  // A consent given now (for the last person of the register) is the newest event, by cens.
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione, getPersonaSe } = await graphql<{
    personeSezione: { id_persona: number; nome: string; cognome: string }[];
    getPersonaSe: { nome: string; cognome: string };
  }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona nome cognome } getPersonaSe { nome cognome } }`,
  );
  const persona = personeSezione.at(-1)!;
  await graphql(
    page,
    `mutation { compilaPrivacy(id_persona: ${persona.id_persona}, consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: true) { id_consenso_privacy } }`,
  );
  await page.goto('/b/stato-iscrizioni');
  const riga = page
    .getByTestId('riga-evento')
    .filter({ hasText: `${persona.nome} ${persona.cognome}` })
    .filter({ hasText: 'Consensi privacy espressi' })
    .first();
  await expect(riga).toBeVisible();
  await expect(riga).toContainText(`${getPersonaSe.nome} ${getPersonaSe.cognome}`);
  await reviewScreenshot(page, 'stato-iscrizioni-1280', { fullPage: true });
  await riga.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/b/persona/${persona.id_persona}/`));
});

test('at phone width the dashboard fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.capogruppo, { at: '/b/stato-iscrizioni' });
  await legenda(page, 'grafico-utenti');
  // The change is what a row is about: on a phone it keeps a column of its own, on screen, and the
  // date and author go under the person's name.
  const riga = page.getByTestId('riga-evento').first();
  await expect(riga.getByRole('cell')).toHaveCount(2);
  await expect(riga.getByTestId('evento-quando-chi')).toBeVisible();
  const modifica = (await riga.getByRole('cell').nth(1).boundingBox())!;
  expect(modifica.x + modifica.width).toBeLessThanOrEqual(360);
  expect(modifica.width).toBeGreaterThanOrEqual(140);
  const larghezza = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(larghezza).toBeLessThanOrEqual(360);
  await reviewScreenshot(page, 'stato-iscrizioni-360', { fullPage: true });
});

test('a chart with a single slice is a plain disc, without a stray separator', async ({ page }) => {
  // The auditor reaches only their own record: each chart has one slice.
  await signIn(page, demoUsers.revisore, { at: '/b/stato-iscrizioni' });
  const settori = page.getByTestId('grafico-utenti').locator('.recharts-pie-sector path');
  await expect(settori).toHaveCount(1);
  await expect(settori).toHaveAttribute('stroke-width', '0');
});
