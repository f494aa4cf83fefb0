import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Issue 23 item 6, spec 2 §6 (super: "create or edit transactions"): the person page's 'Pagamenti &
// Quote' tab opens the treasury's payment and due dialogs with the person as payer. A viewer who
// sees the tab without the catalogue's 'tesoreria.aggiungi' (a leader on their own page) gets no
// button; the server refuses such writes anyway (tesoreria-attacchi.test.ts, 'permissions').

/** An enrolled Moretti of the active year: their person, party and name. */
async function moretti(page: Page) {
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    'query { getAsAttivo { anno_scout } }',
  );
  const { cercaIscrizione } = await graphql<{
    cercaIscrizione: {
      persona: { id_persona: number; id_parte: number | null; nome: string; cognome: string } | null;
    }[];
  }>(
    page,
    'query($k: String!, $a: Int!) { cercaIscrizione(search_key: $k, anno_scout: $a) { persona { id_persona id_parte nome cognome } } }',
    { k: 'Moretti', a: getAsAttivo.anno_scout },
  );
  const p = cercaIscrizione.find((i) => i.persona?.id_parte != null)?.persona;
  expect(p, 'an enrolled Moretti with a party').toBeTruthy();
  return { id_persona: p!.id_persona, nome: `${p!.nome} ${p!.cognome}` };
}

test("the treasurer adds a payment and a due from a member's 'Pagamenti & Quote' tab, the member as payer", async ({
  page,
}) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id_persona, nome } = await moretti(page);
  await page.goto(`/b/persona/${id_persona}/pagamenti`);
  await expect(page.getByRole('tab', { name: 'Pagamenti & Quote' })).toHaveAttribute('aria-selected', 'true');
  const righePagamenti = page.getByTestId('riga-pagamento-persona');
  const righeDovuti = page.getByTestId('riga-dovuto');
  await expect(page.getByRole('button', { name: 'Aggiungi pagamento' })).toBeVisible();
  const pagamentiPrima = await righePagamenti.count();
  const dovutiPrima = await righeDovuti.count();
  await controllaAlleDueLarghezze(page, 'persona-pagamenti-azioni');

  await page.getByRole('button', { name: 'Nuova causale' }).click();
  const causale = page.getByRole('dialog', { name: 'Nuova causale' });
  await expect(causale.getByRole('combobox', { name: 'Da', exact: true })).toHaveValue(nome);
  const desc = `E2E uscita ${Date.now().toString(36)}`;
  await causale.getByRole('textbox', { name: 'Causale', exact: true }).fill(desc);
  await causale.getByRole('textbox', { name: 'Importo (€)' }).first().fill('12');
  await causale.getByRole('combobox', { name: 'Voce (entrata)' }).click();
  await page.getByRole('option', { name: /^E\d/ }).first().click();
  await causale.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();
  await expect(causale).toBeHidden();
  await expect(righeDovuti).toHaveCount(dovutiPrima + 1);
  await expect(righeDovuti.filter({ hasText: desc })).toHaveCount(1);

  await page.getByRole('button', { name: 'Aggiungi pagamento' }).click();
  const pagamento = page.getByRole('dialog', { name: 'Nuovo pagamento' });
  await expect(pagamento.getByRole('combobox', { name: 'Da', exact: true })).toHaveValue(nome);
  await pagamento.getByRole('textbox', { name: 'Importo (€)' }).first().fill('12');
  await pagamento.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Pagamento registrato con successo!')).toBeVisible();
  await expect(pagamento).toBeHidden();
  await expect(righePagamenti).toHaveCount(pagamentiPrima + 1);
});

test('a unit leader on their own payments tab gets no add buttons', async ({ page }) => {
  await signIn(page, demoUsers.capobranco);
  const { getPersoneSe } = await graphql<{ getPersoneSe: { id_persona: number }[] }>(
    page,
    'query { getPersoneSe { id_persona } }',
  );
  const io = getPersoneSe[0]!.id_persona;
  await page.goto(`/b/persona/${io}/pagamenti`);
  await expect(page.getByRole('heading', { name: 'Pagamenti', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi pagamento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nuova causale' })).toHaveCount(0);
});
