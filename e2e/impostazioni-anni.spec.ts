import type { Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { registraToast, toastVisti } from './support/toast.ts';
import { expect, graphql, identityToken, signIn } from './support/test.ts';

// Issue 24, decision 1302: the card 'Anni scout' of /b/impostazioni. The administrator creates the
// next scout year, edits a fee (euros rounded to the cent), meets a validation error under its field,
// edits the opening balances, and activates the new year after the warning of spec 2 §4; a unit
// leader gets no page and the server refuses the three calls. At 360 and 1280 px, with axe.
//
// Activating a year the administrator holds no appointment in takes their permissions away (the
// warning says so): nobody can activate the old year back. So this file runs on a server of its own,
// whose database no other spec reads, stopped at the end.

const test = testSuServerProprio();

interface Anno {
  anno_scout: number;
  attivo: boolean;
  quota_giovani_nuovi: number;
}
const anni = async (page: Page) =>
  (
    await graphql<{ getAnniScout: Anno[] }>(
      page,
      '{ getAnniScout { anno_scout attivo quota_giovani_nuovi } }',
    )
  ).getAnniScout;
const nome = (a: number) => `${a}/${a + 1}`;
const carta = (page: Page) => page.getByRole('region', { name: 'Anni scout' });
const MSG_IMPORTO = 'Inserire un importo valido (zero o più)';

test('a 360 px the administrator reads the years, meets a validation error and edits the balances', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await registraToast(page);
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  await expect(page.getByRole('heading', { name: 'Impostazioni', level: 1 })).toBeVisible();
  const elenco = await anni(page);
  const attivo = elenco.find((a) => a.attivo)!.anno_scout;
  const riga = carta(page).getByTestId(`anno-${attivo}`);
  await expect(riga.getByText('Attivo')).toBeVisible();
  await expect(riga.getByText(`01/09/${attivo}`)).toBeVisible();
  await expectNoHorizontalOverflow(page, 360);
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'impostazioni-anni-360', { fullPage: true });

  // A negative fee: the domain's message under the field, nothing sent.
  await riga.getByRole('button', { name: `Modifica ${nome(attivo)}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Modifica anno scout ${nome(attivo)}` });
  // The dialog opens on its first field, not on its close button (decision 1027).
  await expect(dialogo.getByLabel('Inizio anno fiscale')).toBeFocused();
  await dialogo.getByLabel('Mora rinnovi').fill('-5');
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText(MSG_IMPORTO)).toBeVisible();
  await expect(dialogo.getByLabel('Mora rinnovi')).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalOverflow(page, 360);
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'impostazioni-anni-errore-360', { fullPage: true });
  await dialogo.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialogo).toHaveCount(0);

  // Decision 1025, by keyboard: a day that does not exist is not read as another one (31/02 is no
  // 3 March), the field keeps its day; Escape closes and the focus goes back to the row's button.
  const modifica = riga.getByRole('button', { name: `Modifica ${nome(attivo)}` });
  await modifica.focus();
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeVisible();
  const mora = dialogo.getByLabel('Limite per la mora');
  const giorno = await mora.inputValue();
  expect(giorno).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await mora.fill(`31/02/${attivo + 1}`);
  await page.keyboard.press('Tab');
  await expect(mora).toHaveValue(giorno);
  await page.keyboard.press('Escape');
  await expect(dialogo).toHaveCount(0);
  await expect(modifica).toBeFocused();

  // The opening balances of the section: 'Dati aggiornati', read back by the treasury's query.
  await riga.getByRole('button', { name: `Saldi iniziali ${nome(attivo)}` }).click();
  const saldi = page.getByRole('dialog', { name: `Saldi iniziali ${nome(attivo)}` });
  await expect(saldi.getByLabel('Banca')).toBeFocused();
  await saldi.getByLabel('Contanti').fill('123,456');
  await expectNoHorizontalOverflow(page, 360);
  await senzaViolazioniGravi(page);
  await saldi.getByRole('button', { name: 'Salva' }).click();
  await expect(saldi).toHaveCount(0);
  expect(await toastVisti(page)).toContain('Dati aggiornati');
  await expect(riga.getByRole('button', { name: `Saldi iniziali ${nome(attivo)}` })).toBeFocused();
  const { saldoAnnuale } = await graphql<{ saldoAnnuale: { cash: number } }>(
    page,
    `{ saldoAnnuale(id_parte: 1, anno_scout: ${attivo}) { cash } }`,
  );
  expect(saldoAnnuale.cash).toBe(12346);
});

test('a unit leader gets no settings page, and the server refuses the scout-year calls', async ({ page }) => {
  await signIn(page, demoUsers.capobranco, { at: '/b/impostazioni' });
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anni scout' })).toHaveCount(0);
  const token = await identityToken(page);
  const elenco = await anni(page);
  const attivo = elenco.find((a) => a.attivo)!.anno_scout;
  for (const [percorso, corpo] of [
    ['nuovo-anno-scout', { anno_scout: Math.max(...elenco.map((a) => a.anno_scout)) + 1 }],
    ['cambia-anno-scout', { anno_scout: attivo - 1 }],
    ['modifica-anno-scout', { anno_scout: attivo }],
  ] as const) {
    const r = await page.request.post(`/segreteria/${percorso}`, {
      headers: { authorization: `Bearer ${token}` },
      data: corpo,
    });
    expect(r.status(), percorso).toBe(403);
    expect(((await r.json()) as { errorType: string }).errorType).toBe('FORBIDDEN');
  }
  expect(await anni(page)).toEqual(elenco);
});

test('a 1280 px the administrator creates the next year, edits a fee and activates it after the warning', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registraToast(page);
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const elenco = await anni(page);
  const ultimo = Math.max(...elenco.map((a) => a.anno_scout));
  const nuovo = ultimo + 1;
  const card = carta(page);
  await expect(card.getByTestId(`anno-${ultimo}`)).toBeVisible();
  await expectNoHorizontalOverflow(page, 1280);
  await senzaViolazioniGravi(page);

  // 'Nuovo anno scout': the last plus one, after a confirmation naming it.
  await card.getByRole('button', { name: 'Nuovo anno scout' }).click();
  const conferma = page.getByRole('dialog', { name: 'Nuovo anno scout' });
  await expect(conferma).toContainText(nome(nuovo));
  // A plain confirmation with no field opens on its action (decision 1027).
  await expect(conferma.getByRole('button', { name: `Crea ${nome(nuovo)}` })).toBeFocused();
  await conferma.getByRole('button', { name: `Crea ${nome(nuovo)}` }).click();
  await expect(conferma).toHaveCount(0);
  const riga = card.getByTestId(`anno-${nuovo}`);
  await expect(riga).toBeVisible();
  await expect(riga.getByText(`01/09/${nuovo}`)).toBeVisible();
  expect(await toastVisti(page)).toContain('Dati aggiornati');

  // A fee in euros with a third decimal: rounded to the cent; a date before the fiscal start refused.
  await riga.getByRole('button', { name: `Modifica ${nome(nuovo)}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Modifica anno scout ${nome(nuovo)}` });
  await dialogo.getByLabel('Quota giovani nuovi').fill('92,505');
  await dialogo.getByLabel('Limite per la mora').fill(`01/08/${nuovo}`);
  await dialogo.getByLabel('Quota adulti nuovi').click();
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(
    dialogo.getByText("Il limite per la mora deve venire dopo l'inizio dell'anno fiscale"),
  ).toBeVisible();
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'impostazioni-anni-dialogo-1280');
  await dialogo.getByLabel('Limite per la mora').fill(`31/12/${nuovo}`);
  await dialogo.getByLabel('Quota adulti nuovi').click();
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(riga.getByText('92,51')).toBeVisible();
  expect((await anni(page)).find((a) => a.anno_scout === nuovo)!.quota_giovani_nuovi).toBe(9251);
  await reviewScreenshot(page, 'impostazioni-anni-1280', { fullPage: true });

  // Activation: the warning first; Annulla changes nothing, Attiva moves the active year.
  await riga.getByRole('button', { name: `Attiva ${nome(nuovo)}` }).click();
  const avviso = page.getByRole('dialog', { name: `Attivare l'anno scout ${nome(nuovo)}?` });
  await expect(avviso).toContainText('perde i permessi e non potrà tornare indietro');
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'impostazioni-anni-avviso-1280');
  await avviso.getByRole('button', { name: 'Annulla' }).click();
  expect((await anni(page)).find((a) => a.attivo)!.anno_scout).toBe(ultimo);
  await riga.getByRole('button', { name: `Attiva ${nome(nuovo)}` }).click();
  await avviso.getByRole('button', { name: 'Attiva' }).click();
  await expect.poll(async () => toastVisti(page)).toContain('Anno scout attivato con successo');
  expect((await anni(page)).filter((a) => a.attivo).map((a) => a.anno_scout)).toEqual([nuovo]);
  // As warned: no appointment in the new year, so no back office at all (this server is the spec's own).
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/f');
  await expect(page.getByText('Questa pagina è riservata ai capi e alla segreteria')).toBeVisible();
});
