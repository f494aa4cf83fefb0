import type { Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import {
  controllaAlleDueLarghezze,
  expectNoHorizontalOverflow,
  reviewScreenshot,
} from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { registraToast, toastVisti } from './support/toast.ts';
import { expect, graphql, identityToken, signIn } from './support/test.ts';
import { faseMora } from '@zaino/domain/anno-scout';
import { giornoSezione } from '@zaino/domain/date';
import { formatDataOraSezione, formatEuro } from '@zaino/domain/formato';
import { quotaIscrizione } from '@zaino/domain/quote';

// Issue 24, decisions 1017 and 1018: a full turnover of the demo section from the settings page.
// The administrator creates the next scout year; previews and runs (as background jobs) carry-over,
// promotions, the budget copy, the opening of enrolments and the late fees; activates the new year;
// then the register and the dashboard are on the new year and a family's home names it. The checklist card is
// checked with axe at 360 and 1280 px.
//
// Changing the active year changes every screen of the section: this file runs on a server of its
// own (as impostazioni-anni.spec.ts), whose database no other spec reads, stopped at the end.

const test = testSuServerProprio({ timeout: 240_000, inOrdine: true });
// A browser far from Italy: the card still shows the runs' times on Italy's clock (decision 1021).
test.use({ timezoneId: 'America/New_York' });

/** The year the turnover activated (the tests run in order). */
let annoNuovo = 0;
const nome = (a: number) => `${a}/${a + 1}`;
const carta = (page: Page) => page.getByRole('region', { name: 'Ciclo annuale' });
const annoAttivo = async (page: Page) =>
  (
    await graphql<{ getAnniScout: Array<{ anno_scout: number; attivo: boolean }> }>(
      page,
      '{ getAnniScout { anno_scout attivo } }',
    )
  ).getAnniScout.find((a) => a.attivo)!.anno_scout;

/** Opens a step's preview, checks it, runs it and waits for its toast. */
async function esegui(page: Page, passo: string, titolo: string, toast: RegExp, anteprima?: string | RegExp) {
  const riga = carta(page).getByTestId(`passo-${passo}`);
  await riga.getByRole('button', { name: `Anteprima: ${titolo}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Anteprima: ${titolo}` });
  await expect(dialogo.getByRole('button', { name: 'Esegui' })).toBeEnabled();
  if (anteprima) await expect(dialogo).toContainText(anteprima);
  await dialogo.getByRole('button', { name: 'Esegui' }).click();
  await expect(dialogo).toHaveCount(0);
  // The focus is back on the row's button, disabled while its job runs (decision 1025).
  await expect(riga.getByRole('button', { name: `Anteprima: ${titolo}` })).toBeFocused();
  await expect
    .poll(async () => (await toastVisti(page)).some((t) => toast.test(t)), { timeout: 60_000 })
    .toBe(true);
  await expect(riga.getByText(/Ultima esecuzione: .* riuscita/)).toBeVisible();
}

test('at 360 px the checklist lists the steps in order, without overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const card = carta(page);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText([
    '1. Riporta le iscrizioni',
    '2. Promozioni',
    '3. Copia il bilancio',
    '4. Apri le iscrizioni',
    '5. Consolida i saldi',
    '6. Applica le more',
    "7. Liste d'attesa",
    '8. Invia i censimenti al nazionale',
    '9. Scarica i dati del nazionale',
    '10. Verifica i pagamenti Satispay',
  ]);
  // A new user's pass: which year each step works on, and when to activate the new one.
  await expect(card).toContainText("Dal passo 6 lavorano sull'anno attivo");
  // Without the national register's connection its rows say so and offer no button to run them
  // (decision 1023); the download row still takes the national export file (decision 0923).
  for (const passo of ['push-censimenti-nazionale', 'download-nazionale']) {
    const riga = card.getByTestId(`passo-${passo}`);
    await expect(riga).toContainText('Nessun collegamento configurato');
    await expect(riga.getByRole('button')).toHaveText(
      passo === 'download-nazionale' ? ['Carica il file del nazionale'] : [],
    );
  }
  await expect(card.getByText('Mai eseguito').first()).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page, 360);
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'ciclo-annuale-360', { fullPage: true });
});

test('a full turnover of the demo section from the settings page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registraToast(page);
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const attivo = await annoAttivo(page);
  const nuovo = attivo + 1;
  annoNuovo = nuovo;

  // The next scout year (the 'Anni scout' card).
  await page
    .getByRole('region', { name: 'Anni scout' })
    .getByRole('button', { name: 'Nuovo anno scout' })
    .click();
  await page
    .getByRole('dialog', { name: 'Nuovo anno scout' })
    .getByRole('button', { name: `Crea ${nome(nuovo)}` })
    .click();
  await expect(page.getByTestId(`anno-${nuovo}`)).toBeVisible();
  const card = carta(page);
  await expect(card.getByLabel('Anno scout su cui lavorare')).toHaveValue(nome(nuovo));
  // The budget and balances steps work on the section by default (decision 1020).
  await expect(card.getByLabel('Parte (bilancio e saldi)')).toHaveValue('Sezione');
  await expectNoHorizontalOverflow(page, 1280);
  await senzaViolazioniGravi(page);

  // The carry-over's preview names people before anything is written.
  await card.getByRole('button', { name: 'Anteprima: Riporta le iscrizioni' }).click();
  const anteprima = page.getByRole('dialog', { name: 'Anteprima: Riporta le iscrizioni' });
  await expect(anteprima.getByRole('columnheader', { name: 'Persona' })).toBeVisible();
  await expect(anteprima.getByText(/iscrizioni riportate: [1-9]/)).toBeVisible();
  // Decision 1027: the states by the app's labels under headers naming the years, with a sentence
  // saying last year's enrolments stay; no raw code ('completata → nessuna' read as 'cancels all').
  await expect(anteprima.getByRole('columnheader', { name: `Stato ${nome(attivo)}` })).toBeVisible();
  await expect(
    anteprima.getByRole('columnheader', { name: `Nuova iscrizione ${nome(nuovo)}` }),
  ).toBeVisible();
  await expect(anteprima).toContainText("Le iscrizioni dell'anno precedente non cambiano.");
  await expect(anteprima.getByRole('cell', { name: 'Annullata', exact: true }).first()).toBeVisible();
  for (const codice of ['nessuna', 'completata', 'sezione', 'incorso'])
    await expect(anteprima.getByRole('cell', { name: codice, exact: true })).toHaveCount(0);
  await expect(anteprima.getByRole('columnheader', { name: 'Quote nei termini' })).toBeVisible();
  // A long preview keeps its buttons in sight (decision 1025): no scrolling past every person.
  await expect(anteprima.getByRole('button', { name: 'Esegui' })).toBeInViewport();
  await senzaViolazioniGravi(page);
  // The named columns fit a phone's width too (their table scrolls inside the dialog, the page does not).
  await controllaAlleDueLarghezze(page, 'ciclo-annuale-anteprima');
  await anteprima.getByRole('button', { name: 'Annulla' }).click();

  await esegui(page, 'crea-nuove-iscrizioni', 'Riporta le iscrizioni', /^[1-9]\d* iscrizioni riportate$/);
  // The promotions' preview: roles by name, and the totals' fee change said in words, unsigned
  // (decision 1027: '25,00 € in meno', not '−25,00 €').
  await card.getByRole('button', { name: 'Anteprima: Promozioni' }).click();
  const promozioni = page.getByRole('dialog', { name: 'Anteprima: Promozioni' });
  await expect(promozioni.getByRole('columnheader', { name: 'Differenza quote' })).toBeVisible();
  await expect(promozioni).toContainText('Differenza quote: quanto cambia in tutto la quota');
  await expect(
    promozioni.getByRole('cell', { name: /^\d[\d.]*,\d{2} € in (meno|più)$/ }).first(),
  ).toBeVisible();
  await expect(promozioni.getByRole('cell', { name: /^-/ })).toHaveCount(0);
  await expect(promozioni.getByRole('columnheader', { name: 'Diventa', exact: true })).toBeVisible();
  for (const codice of ['L', 'E', 'R', '—'])
    await expect(promozioni.getByRole('cell', { name: codice, exact: true })).toHaveCount(0);
  await senzaViolazioniGravi(page);
  await controllaAlleDueLarghezze(page, 'ciclo-annuale-promozioni');
  await promozioni.getByRole('button', { name: 'Annulla' }).click();
  await esegui(page, 'aggiorna-nuove-iscrizioni', 'Promozioni', /^\d+ iscrizioni modificate$/);
  await esegui(page, 'copia-bilancio-precedente', 'Copia il bilancio', /^Bilancio riportato con successo$/);
  // The section's budget has lines: the copy wrote some (not a group's empty budget).
  const rigaCopia = card.getByTestId('passo-copia-bilancio-precedente');
  await expect(rigaCopia).toContainText(/righe copiate: [1-9]/);
  // Its time on Italy's clock, not the browser's (decision 1021).
  const passi = await page.request.get('/segreteria/passi', {
    headers: { authorization: `Bearer ${await identityToken(page)}` },
  });
  const { storico } = (await passi.json()) as { storico: Array<{ passo: string; eseguito: string }> };
  const copia = storico.find((r) => r.passo === 'copia-bilancio-precedente')!;
  await expect(rigaCopia).toContainText(`Ultima esecuzione: ${formatDataOraSezione(copia.eseguito)},`);
  await esegui(
    page,
    'apri-iscrizioni',
    'Apri le iscrizioni',
    /^Aggiornate [1-9]\d* iscrizioni$/,
    // Its rows by the states' labels (decision 1027).
    /Stato ora.*Dopo l'apertura.*AnnullataPrevista/,
  );
  await esegui(page, 'applica-more', 'Applica le more', /^Aggiornate \d+ iscrizioni$/);
  await reviewScreenshot(page, 'ciclo-annuale-1280', { fullPage: true });

  // Spec 2 §4 "check Satispay": its preview says how many pending payments it will ask about
  // (decision 1026); asked again of the provider (here the sandbox), toast, last run.
  const satispay = card.getByTestId('passo-verifica-satispay');
  await satispay.getByRole('button', { name: 'Anteprima: Verifica i pagamenti Satispay' }).click();
  const anteprimaSatispay = page.getByRole('dialog', { name: 'Anteprima: Verifica i pagamenti Satispay' });
  await expect(anteprimaSatispay).toContainText(/pagamenti da verificare: \d+/);
  await senzaViolazioniGravi(page);
  await anteprimaSatispay.getByRole('button', { name: 'Esegui' }).click();
  await expect.poll(async () => toastVisti(page)).toContain('Dati aggiornati');
  await expect(
    satispay.getByText(/Ultima esecuzione: .* riuscita, .*pagamenti da verificare: \d+/),
  ).toBeVisible();

  // A second run of the carry-over reports 0: nothing left to carry over.
  await esegui(
    page,
    'crea-nuove-iscrizioni',
    'Riporta le iscrizioni',
    /^0 iscrizioni riportate$/,
    'Nessuna modifica da fare: eseguirlo ora non cambia nulla.',
  );

  // Activation of the new year (the 'Anni scout' card, after its warning).
  const riga = page.getByTestId(`anno-${nuovo}`);
  await riga.getByRole('button', { name: `Attiva ${nome(nuovo)}` }).click();
  await page
    .getByRole('dialog', { name: `Attivare l'anno scout ${nome(nuovo)}?` })
    .getByRole('button', { name: 'Attiva' })
    .click();
  await expect.poll(async () => toastVisti(page)).toContain('Anno scout attivato con successo');
  expect(await annoAttivo(page)).toBe(nuovo);

  // The register, the dashboard: on the new year (the year selector follows the active year).
  await page.goto('/b/soci');
  await expect(page.getByRole('heading', { name: 'Anagrafe', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Anno scout' })).toHaveValue(String(nuovo));
  await page.goto('/b');
  await expect(page.getByRole('combobox', { name: 'Anno scout' })).toHaveValue(String(nuovo));
});

test("a family's home and fee page are on the new year", async ({ page }) => {
  expect(annoNuovo).toBeGreaterThan(0);
  // The family's home offers the new year's enrolment, opened by the turnover, with its fee.
  await signIn(page, demoUsers.genitore, { at: '/f' });
  await expect(page.getByText(nome(annoNuovo)).first()).toBeVisible();

  // /f/quote: the new year's fee of each child whose enrolment the turnover opened, before the
  // family prepares it at the home's step 3 (spec 3 §4; decision 1019), with the year's amount.
  const { getPersoneSe, getAsAttivo } = await graphql<{
    getPersoneSe: Array<{
      nome: string;
      iscrizione: {
        anno_scout: number;
        stato_iscrizione: string;
        categoria_quota: { adulto: boolean; nuovo: boolean };
        transazione_economica: { importo: number } | null;
      } | null;
    }>;
    // biome-ignore lint/suspicious/noExplicitAny: the scout year as the API answers it
    getAsAttivo: any;
  }>(
    page,
    `{ getPersoneSe { nome iscrizione { anno_scout stato_iscrizione categoria_quota { adulto nuovo }
       transazione_economica { importo } } }
       getAsAttivo { anno_scout attivo inizio_fiscale limite_iscrizioni limite_mora mora_nuovi
       mora_rinnovi quota_giovani_nuovi quota_giovani_rinnovi quota_adulti_nuovi quota_adulti_rinnovi } }`,
  );
  expect(getAsAttivo.anno_scout).toBe(annoNuovo);
  const aperte = getPersoneSe.filter(
    (p) => p.iscrizione?.anno_scout === annoNuovo && p.iscrizione.stato_iscrizione === 'prevista',
  );
  const senzaDovuto = aperte.filter((p) => !p.iscrizione?.transazione_economica);
  expect(senzaDovuto.length).toBeGreaterThan(0);
  await page.goto('/f/quote');
  await expect(page.getByRole('heading', { name: 'Quote', level: 1 })).toBeVisible();
  const righe = page.getByTestId('quota-da-preparare');
  await expect(righe).toHaveCount(senzaDovuto.length);
  const oggi = giornoSezione();
  for (const p of senzaDovuto) {
    const importo = quotaIscrizione(getAsAttivo, p.iscrizione!.categoria_quota, faseMora(getAsAttivo, oggi));
    const sezione = page.getByRole('region', { name: new RegExp(`^${p.nome} `) });
    const riga = sezione.getByTestId('quota-da-preparare');
    await expect(riga).toContainText(`Quota ${nome(annoNuovo)}`);
    await expect(riga).toContainText(formatEuro(importo));
  }
  await senzaViolazioniGravi(page);
});
