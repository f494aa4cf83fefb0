import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { primaVoce, socioIscritto } from './support/tesoreria.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Spec 3 §2, §4–§5, §8, decision 1113: the party picker (Persona, Unità, Gruppo, Sezione, Altro, with
// the search thresholds and 'Nuovo soggetto') and the 'link to existing' search dialogs with the two
// refusals. Screenshots of both at 360 and 1280 px go to test-results/screenshots/ to be looked at.

const M_TE =
  'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }';
const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';

interface Dati {
  anno: number;
  persona: { id_parte: number; nome: string };
  voceE: number;
  marca: string;
}

async function datiDemo(page: Page): Promise<Dati> {
  const { anno, id_parte, nome } = await socioIscritto(page);
  return {
    anno,
    persona: { id_parte, nome },
    voceE: await primaVoce(page, 'E'),
    marca: Date.now().toString(36),
  };
}

const nuovoDovuto = async (page: Page, d: Dati, importo: number, causale_desc: string) =>
  (
    await graphql<{ modificaTransazioneEconomica: number }>(page, M_TE, {
      m: {
        id_parte_da: d.persona.id_parte,
        id_parte_a: 1,
        importo,
        causale_desc,
        causale_tipo: 'altro',
        id_voce_a: d.voceE,
        anno_scout: d.anno,
      },
    })
  ).modificaTransazioneEconomica;

const nuovoPagamento = async (page: Page, d: Dati, importo: number, transazioni: unknown[] = []) =>
  (
    await graphql<{ modificaTransazioneFinanziaria: number }>(page, M_TF, {
      m: {
        id_transazione_finanziaria: -1,
        id_parte_da: d.persona.id_parte,
        id_parte_a: 1,
        importo,
        stato: 'completed',
        tipo_da: 'cash',
        tipo_a: 'cash',
        anno_scout: d.anno,
        transazioni,
      },
    })
  ).modificaTransazioneFinanziaria;

/** Chooses a kind in the picker of 'Da' or 'A'. */
async function tipo(page: Page, lato: 'Da' | 'A', nome: string) {
  await page.getByRole('combobox', { name: `Tipo (${lato})` }).click();
  await page.getByRole('option', { name: nome, exact: true }).filter({ visible: true }).click();
}

// Long flows on a machine that may be shared: a generous budget, never a speed check.
test.describe.configure({ timeout: 180_000 });

test('the treasurer picks each kind of party and creates a new subject', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const d = await datiDemo(page);
  await page.goto('/b/cassa/causali');
  await page.getByRole('button', { name: 'Nuova causale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
  const da = dialogo.getByRole('combobox', { name: 'Da', exact: true });
  const a = dialogo.getByRole('combobox', { name: 'A', exact: true });

  // Persona: 4 characters, then the enrolled persons of the year.
  await expect(dialogo.getByRole('combobox', { name: 'Tipo (Da)' })).toHaveValue('Persona');
  await da.fill(d.persona.nome.slice(0, 3));
  await expect(page.getByText('Inserire almeno 4 caratteri')).toBeVisible();
  await da.fill(d.persona.nome);
  await page.getByRole('option', { name: d.persona.nome }).first().click();
  await expect(da).toHaveValue(d.persona.nome);

  // The payee starts as the unit selector's party: the section.
  await expect(dialogo.getByRole('combobox', { name: 'Tipo (A)' })).toHaveValue('Sezione');
  await expect(a).toHaveValue('Sezione');

  await tipo(page, 'A', 'Unità');
  await expect(a).toHaveValue('');
  await a.click();
  await page
    .getByRole('option', { name: /° (branco|reparto)|a compagnia/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(a).toHaveValue(/° (branco|reparto)|a compagnia/);

  await tipo(page, 'A', 'Gruppo');
  await a.click();
  await page
    .getByRole('option', { name: /° gruppo$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(a).toHaveValue(/° gruppo$/);

  // Altro: 3 characters; 'Nuovo soggetto' creates one and chooses it.
  await tipo(page, 'A', 'Altro');
  await a.fill('E2');
  await expect(page.getByText('Inserire almeno 3 caratteri')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Nuovo soggetto' }).click();
  const nuovo = page.getByRole('dialog', { name: 'Nuovo soggetto' });
  await nuovo.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(nuovo.getByText('Il nome del soggetto deve avere da 3 a 100 caratteri')).toBeVisible();
  const ditta = `E2E Ditta ${d.marca}`;
  await nuovo.getByRole('textbox', { name: 'Nome del soggetto' }).fill(ditta);
  await nuovo.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Soggetto aggiunto con successo!')).toBeVisible();
  await expect(nuovo).toBeHidden();
  await expect(a).toHaveValue(ditta);

  await tipo(page, 'A', 'Sezione');
  await expect(a).toHaveValue('Sezione');

  // The new subject is found by name like any other.
  await tipo(page, 'A', 'Altro');
  await a.fill(`Ditta ${d.marca}`);
  await page.getByRole('option', { name: ditta }).click();
  await expect(a).toHaveValue(ditta);
  await reviewScreenshot(page, 'cassa-picker-1280');

  // A due from the person to the new subject: no budget item (neither side is the section).
  const desc = `E2E verso ditta ${d.marca}`;
  await dialogo.getByRole('textbox', { name: 'Importo (€)' }).fill('12');
  await dialogo.getByRole('textbox', { name: 'Causale' }).fill(desc);
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();
  const { cercaTransazioneEconomica } = await graphql<{
    cercaTransazioneEconomica: { parte_a: { desc: string } }[];
  }>(page, 'query($k: String!) { cercaTransazioneEconomica(search_key: $k) { parte_a { desc } } }', {
    k: desc,
  });
  expect(cercaTransazioneEconomica).toEqual([{ parte_a: { desc: ditta } }]);
});

test('the treasurer links existing payments and dues and meets both refusals', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const d = await datiDemo(page);
  // Two payments of one amount, unique to this run: one free, one already covering another due.
  // Above 50 €: after the 30 € of the first due, the payment still has more than the second due's 15 €.
  const cents = 5001 + (Date.now() % 997);
  const chiave = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  const libero = await nuovoPagamento(page, d, cents);
  const pieno = await nuovoPagamento(page, d, cents, [
    {
      id_transazione: -1,
      importo: cents,
      id_transazione_economica: await nuovoDovuto(page, d, cents, `E2E coperto ${d.marca}`),
    },
  ]);
  const daCollegare = `E2E da collegare ${d.marca}`;
  const idDaCollegare = await nuovoDovuto(page, d, 1500, daCollegare);

  // A new due linked to an existing payment.
  await page.goto('/b/cassa/causali');
  await page.getByRole('button', { name: 'Nuova causale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
  await dialogo.getByRole('combobox', { name: 'Da', exact: true }).fill(d.persona.nome);
  await page.getByRole('option', { name: d.persona.nome }).first().click();
  await dialogo.getByRole('textbox', { name: 'Importo (€)' }).fill('30');
  const desc = `E2E collegata ${d.marca}`;
  await dialogo.getByRole('textbox', { name: 'Causale' }).fill(desc);
  await dialogo.getByRole('combobox', { name: 'Voce (entrata)' }).click();
  await page.getByRole('option', { name: /^E\d/ }).first().click();

  await dialogo.getByRole('button', { name: 'Collega pagamento esistente' }).click();
  const cerca = page.getByRole('dialog', { name: 'Collega pagamento esistente' });
  const campo = cerca.getByRole('textbox', { name: 'Cerca pagamento' });
  await campo.fill('40,');
  await expect(cerca.getByText('Inserire almeno 4 caratteri')).toBeVisible();
  await campo.fill(chiave);
  const risultato = (id: number) => cerca.getByTestId('risultato-ricerca').filter({ hasText: `n. ${id} ` });
  await expect(risultato(libero)).toBeVisible();
  await reviewScreenshot(page, 'cassa-cerca-pagamento-1280');
  await risultato(pieno).getByRole('button', { name: 'Collega' }).click();
  await expect(cerca.getByRole('alert')).toHaveText(
    'Il pagamento è già utilizzato per coprire altre transazioni',
  );
  await risultato(libero).getByRole('button', { name: 'Collega' }).click();
  await expect(cerca).toBeHidden();
  const righe = dialogo.getByTestId('collegamento-causale');
  await expect(righe).toHaveCount(1);
  await expect(righe.getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('30');
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();

  // Editing it: the same payment again is refused; removed, it can be linked again.
  const { cercaTransazioneEconomica } = await graphql<{
    cercaTransazioneEconomica: { id_transazione_economica: number }[];
  }>(page, 'query($k: String!) { cercaTransazioneEconomica(search_key: $k) { id_transazione_economica } }', {
    k: desc,
  });
  await page.goto(`/b/transazioneEconomica/${cercaTransazioneEconomica[0]!.id_transazione_economica}/mostra`);
  await page.getByRole('button', { name: 'Modifica causale' }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica causale' });
  await modifica.getByRole('button', { name: 'Collega pagamento esistente' }).click();
  await campo.fill(chiave);
  await risultato(libero).getByRole('button', { name: 'Collega' }).click();
  await expect(cerca.getByRole('alert')).toHaveText('Il pagamento è già associato a questa transazione');
  await cerca.getByRole('button', { name: 'Chiudi' }).click();
  await modifica.getByRole('button', { name: `Togli il pagamento n. ${libero}` }).click();
  await expect(modifica.getByTestId('collegamento-causale')).toHaveCount(0);
  await modifica.getByRole('button', { name: 'Collega pagamento esistente' }).click();
  await campo.fill(chiave);
  await risultato(libero).getByRole('button', { name: 'Collega' }).click();
  await expect(cerca).toBeHidden();
  await expect(modifica.getByTestId('collegamento-causale')).toHaveCount(1);
  await modifica.getByRole('button', { name: 'Annulla' }).click();

  // The payment dialog links an existing due through 'Collega causale esistente'.
  await page.goto(`/b/transazioneFinanziaria/${libero}/mostra`);
  await page.getByRole('button', { name: 'Modifica pagamento' }).click();
  const pagamento = page.getByRole('dialog', { name: 'Modifica pagamento' });
  await expect(pagamento.getByTestId('collegamento-pagamento')).toHaveCount(1);
  await pagamento.getByRole('button', { name: 'Collega causale esistente' }).click();
  const cercaCausale = page.getByRole('dialog', { name: 'Collega causale esistente' });
  await cercaCausale.getByRole('textbox', { name: 'Cerca causale' }).fill(daCollegare);
  await reviewScreenshot(page, 'cassa-cerca-causale-1280');
  await cercaCausale
    .getByTestId('risultato-ricerca')
    .filter({ hasText: daCollegare })
    .getByRole('button', { name: 'Collega' })
    .click();
  await expect(cercaCausale).toBeHidden();
  await expect(pagamento.getByTestId('collegamento-pagamento')).toHaveCount(2);
  await pagamento.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Pagamento registrato con successo!')).toBeVisible();
  const { transazioneEconomica } = await graphql<{
    transazioneEconomica: {
      stato: string;
      transazioni: { id_transazione_finanziaria: number; importo: number }[];
    };
  }>(
    page,
    'query($id: Int!) { transazioneEconomica(id_transazione_economica: $id) { stato transazioni { id_transazione_finanziaria importo } } }',
    { id: idDaCollegare },
  );
  expect(transazioneEconomica.transazioni).toEqual([{ id_transazione_finanziaria: libero, importo: 1500 }]);
  expect(transazioneEconomica.stato).toBe('totale_completata');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the picker and the search dialog fit a phone', async ({ page }) => {
    await signIn(page, demoUsers.tesoriere);
    await nuovoPagamento(page, await datiDemo(page), 1234);
    await page.goto('/b/cassa/causali');
    await page.getByRole('button', { name: 'Nuova causale' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
    await tipo(page, 'A', 'Altro');
    await expect(dialogo.getByRole('button', { name: 'Nuovo soggetto' })).toBeInViewport();
    await reviewScreenshot(page, 'cassa-picker-360');
    await dialogo.getByRole('button', { name: 'Collega pagamento esistente' }).click();
    const cerca = page.getByRole('dialog', { name: 'Collega pagamento esistente' });
    await cerca.getByRole('textbox', { name: 'Cerca pagamento' }).fill('Moretti');
    await expect(cerca.getByTestId('risultato-ricerca').first()).toBeVisible();
    await expect(cerca.getByRole('button', { name: 'Collega' }).first()).toBeInViewport();
    await reviewScreenshot(page, 'cassa-cerca-pagamento-360');
  });
});
