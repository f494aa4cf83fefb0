import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { expect, graphql, signIn } from './support/test.ts';

// Issue 25, decision 0930: the office finds a duplicate pair among the checks, opens the merge
// dialog (axe at 360 and 1280 px), reads what moves, confirms, and the finding is gone after the
// next recompute. It adds and removes persons, so it runs on a server of its own: the specs that
// count the demo section's persons never see them.

const test = testSuServerProprio();

const CREA = 'mutation($p: NuovaPersonaInput!) { creaPersona(nuova_persona: $p) }';

test('checks summary → a duplicate pair → merge preview → confirm → the finding is gone', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/controlli' });
  // The same person typed in twice, name and surname swapped, one fiscal code and e-mail on both.
  const dati = {
    sesso: 'M',
    data_nascita: '1985-12-10',
    luogo_nascita: 'Roma',
    codice_fiscale: 'RSSMRA85T10A562S',
    residenza_indirizzo: 'Via Appia 1',
    residenza_comune: 'Roma',
    residenza_provincia: 'RM',
    residenza_cap: '00184',
    contatti: [{ tipo: 'e', valore: 'ottaviano.fusionetti@example.org', notifica: true }],
  };
  const { creaPersona: primo } = await graphql<{ creaPersona: number }>(page, CREA, {
    p: { ...dati, nome: 'Ottaviano', cognome: 'Fusionetti' },
  });
  const { creaPersona: secondo } = await graphql<{ creaPersona: number }>(page, CREA, {
    p: { ...dati, nome: 'Fusionetti', cognome: 'Ottaviano' },
  });

  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  await page.getByRole('link', { name: 'Nomi-cognomi doppi' }).click();
  await expect(page.getByRole('heading', { name: 'Nomi-cognomi doppi', level: 1 })).toBeVisible();
  const riga = page.getByTestId('elenco-controlli').locator('tbody tr').filter({ hasText: 'Fusionetti' });
  await expect(riga).toHaveCount(1);

  await page.setViewportSize({ width: 360, height: 740 });
  await riga.getByRole('button', { name: 'Unisci' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Unisci le schede doppie' });
  const anteprima = dialogo.getByTestId('anteprima-fusione');
  await expect(anteprima).toContainText(`Ottaviano Fusionetti (scheda ${primo})`);
  await expect(anteprima).toContainText('già presenti: non vengono copiati');
  await expectNoHorizontalOverflow(page, 360);
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'fusione-dialogo-360');

  // Keeping the other record changes the preview: the office chooses whose data win.
  await dialogo.getByRole('radio', { name: `Fusionetti Ottaviano (scheda ${secondo})` }).check();
  await expect(anteprima).toContainText(`Su Fusionetti Ottaviano (scheda ${secondo}) passa tutto`);
  await dialogo.getByRole('radio', { name: `Ottaviano Fusionetti (scheda ${primo})` }).check();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(anteprima).toContainText(`Su Ottaviano Fusionetti (scheda ${primo}) passa tutto`);
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'fusione-dialogo-1280');

  await anteprima.getByRole('button', { name: 'Unisci' }).click();
  await expect(page.getByText('Schede unite')).toBeVisible();
  await expect(dialogo).toHaveCount(0);
  await expect(riga).toHaveCount(0);

  // The kept record is there, the other is gone, and a recompute does not bring the pair back.
  await page.goto(`/b/persona/${secondo}/mostra`);
  await expect(page.getByText(/non trovat/i).first()).toBeVisible();
  await page.goto('/b/controlli');
  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  await page.goto('/b/controlli/nomiCognomiDoppi');
  await expect(page.getByTestId('conta-controlli')).toHaveText(/\d+ rilie/);
  await expect(page.getByText('Fusionetti')).toHaveCount(0);
  await page.goto(`/b/persona/${primo}/mostra`);
  await expect(page.getByText('Fusionetti').first()).toBeVisible();
});

test('a pair enrolled in the same scout year is not offered: the row says why before anything starts', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/controlli' });
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const dati = {
    sesso: 'F',
    data_nascita: '1990-03-04',
    luogo_nascita: 'Roma',
    codice_fiscale: 'DPPLVI90C44H501J',
    residenza_indirizzo: 'Via Appia 2',
    residenza_comune: 'Roma',
    residenza_provincia: 'RM',
    residenza_cap: '00184',
  };
  for (const [nome, cognome] of [
    ['Livia', 'Doppiaiscritta'],
    ['Doppiaiscritta', 'Livia'],
  ]) {
    const { creaPersona } = await graphql<{ creaPersona: number }>(page, CREA, {
      p: { ...dati, nome, cognome },
    });
    await graphql(
      page,
      'mutation($i: ModificaIscrizioneInput!) { modificaIscrizione(modifica_iscrizione: $i) { id_iscrizione } }',
      { i: { id_persona: creaPersona, anno_scout: getAsAttivo.anno_scout } },
    );
  }

  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  await page.getByRole('link', { name: 'Nomi-cognomi doppi' }).click();
  const riga = page.getByTestId('elenco-controlli').locator('tbody tr').filter({ hasText: 'Doppiaiscritta' });
  await expect(riga).toHaveCount(1);
  // The row asks the server's preview once it is on screen. Rows above it grow as their own verdicts
  // arrive and can push it off screen again (CI, once): brought back into view until it answers.
  const motivo = riga.getByTestId('motivo-non-unibili');
  await expect(async () => {
    await riga.scrollIntoViewIfNeeded();
    await expect(motivo).toContainText(/Non si possono unire: .+ sono iscritti entrambi nell'anno scout/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  const unisci = riga.getByRole('button', { name: 'Unisci' });
  await expect(unisci).toBeDisabled();
  await expect(unisci).toHaveAccessibleDescription(/sono iscritti entrambi/);
  // Refused, it still takes the focus (a keyboard user hears the reason), and a press opens nothing.
  await unisci.focus();
  await expect(unisci).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Unisci le schede doppie' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(motivo).toBeVisible();
  await senzaViolazioniGravi(page);
  await reviewScreenshot(page, 'fusione-rifiutata-360');
});
