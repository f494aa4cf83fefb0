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
