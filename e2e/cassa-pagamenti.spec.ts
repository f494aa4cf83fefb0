import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { primaVoce, socioIscritto } from './support/tesoreria.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Spec 3 §4–§5, §8: the payment dialog. The treasurer records a cash payment from the section to a
// person covering two dues the section owes them (created here through the API): both dues become
// 'Pagato' on the causali list; then deletes the payment after the confirmation, and both dues are
// 'Non pagato' again. (A payment to the section would get a receipt number, and a receipted payment
// is never deleted: decision 1110.)

interface Preparato {
  nome: string;
  descrizioni: [string, string];
  ids: [number, number];
}

async function preparaDueCausali(page: Page): Promise<Preparato> {
  const persona = await socioIscritto(page);
  const anno = persona.anno;
  const uscita = { id_voce: await primaVoce(page, 'U') };
  const marca = Date.now().toString(36);
  const descrizioni: [string, string] = [`E2E uscita ${marca}`, `E2E campo ${marca}`];
  const ids: number[] = [];
  for (const [i, desc] of descrizioni.entries()) {
    const r = await graphql<{ modificaTransazioneEconomica: number }>(
      page,
      'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }',
      {
        m: {
          id_parte_da: 1,
          id_parte_a: persona.id_parte,
          importo: i === 0 ? 1500 : 2500,
          causale_desc: desc,
          causale_tipo: 'altro',
          id_voce_da: uscita.id_voce,
          anno_scout: anno,
        },
      },
    );
    ids.push(r.modificaTransazioneEconomica);
  }
  return { nome: persona.nome, descrizioni, ids: ids as [number, number] };
}

async function statoCausale(page: Page, desc: string) {
  const riga = page.getByTestId('riga-causale').filter({ hasText: desc });
  await expect(riga).toHaveCount(1);
  return riga;
}

test('the treasurer records a cash payment covering two dues, then deletes it', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { nome, descrizioni, ids } = await preparaDueCausali(page);

  await page.goto('/b/cassa/pagamenti');
  await page.getByRole('button', { name: 'Aggiungi pagamento' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuovo pagamento' });
  await expect(dialogo).toBeVisible();

  // Saving empty shows the domain schema's messages on the fields.
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText('Scegliere un soggetto')).toBeVisible();

  await dialogo.getByRole('textbox', { name: 'Importo (€)' }).first().fill('40');
  // Spec 3 §4: a new payment is a completed bank transfer until the treasurer says otherwise.
  await expect(dialogo.getByRole('combobox', { name: 'Metodo' })).toHaveValue('Bonifico');
  await dialogo.getByRole('combobox', { name: 'Metodo' }).click();
  await page.getByRole('option', { name: 'Contante', exact: true }).filter({ visible: true }).click();
  await expect(dialogo.getByRole('combobox', { name: 'Metodo' })).toHaveValue('Contante');
  await expect(dialogo.getByRole('textbox', { name: 'Numero ricevuta' })).toHaveAttribute(
    'placeholder',
    'automatico',
  );
  await dialogo.getByRole('button', { name: 'Scambia pagante e beneficiario' }).click();
  await expect(dialogo.getByRole('combobox', { name: 'Da', exact: true })).toHaveValue('Sezione');
  const a = dialogo.getByRole('combobox', { name: 'A', exact: true });
  await a.click();
  await a.fill(nome);
  await page.getByRole('option', { name: nome }).first().click();
  // A person issues no receipt: no 'automatico' number.
  await expect(dialogo.getByRole('textbox', { name: 'Numero ricevuta' })).not.toHaveAttribute(
    'placeholder',
    'automatico',
  );

  const cerca = page.getByRole('dialog', { name: 'Collega causale esistente' });
  for (const desc of descrizioni) {
    await dialogo.getByRole('button', { name: 'Collega causale esistente' }).click();
    await cerca.getByRole('textbox', { name: 'Cerca causale' }).fill(desc);
    await cerca
      .getByTestId('risultato-ricerca')
      .filter({ hasText: desc })
      .getByRole('button', { name: 'Collega' })
      .click();
    await expect(cerca).toBeHidden();
  }
  const collegamenti = dialogo.getByTestId('collegamento-pagamento');
  await expect(collegamenti).toHaveCount(2);
  await expect(collegamenti.nth(0).getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('15');
  await expect(collegamenti.nth(1).getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('25');

  // An attachment goes to the signed POST (decision 1111) and is saved with the payment.
  const scelta = page.waitForEvent('filechooser');
  await dialogo.getByRole('button', { name: 'Carica allegato' }).click();
  await (await scelta).setFiles({
    name: 'scontrino.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%E2E scontrino\n%%EOF\n'),
  });
  await expect(page.getByText('Allegato caricato con successo!')).toBeVisible();
  await expect(dialogo.getByText('scontrino.pdf')).toBeVisible();

  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Pagamento registrato con successo!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  await page.goto('/b/cassa/causali');
  for (const desc of descrizioni) await expect(await statoCausale(page, desc)).toContainText('Pagato');

  const { transazioneEconomica } = await graphql<{
    transazioneEconomica: { transazioni: { id_transazione_finanziaria: number }[] };
  }>(
    page,
    'query($id: Int!) { transazioneEconomica(id_transazione_economica: $id) { transazioni { id_transazione_finanziaria } } }',
    { id: ids[0] },
  );
  expect(transazioneEconomica.transazioni).toHaveLength(1);
  const idPagamento = transazioneEconomica.transazioni[0]!.id_transazione_finanziaria;

  await page.goto(`/b/transazioneFinanziaria/${idPagamento}/mostra`);
  await page.getByRole('button', { name: 'Modifica pagamento' }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica pagamento' });
  await expect(modifica.getByTestId('collegamento-pagamento')).toHaveCount(2);
  await modifica.getByRole('button', { name: 'Elimina' }).click();
  const conferma = page.getByRole('dialog', { name: 'Elimina pagamento' });
  await expect(conferma).toContainText('Eliminare il pagamento');
  await conferma.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Pagamento eliminato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/b\/cassa\/pagamenti$/);

  await page.goto('/b/cassa/causali');
  for (const desc of descrizioni) await expect(await statoCausale(page, desc)).toContainText('Non pagato');
});

test('the treasurer adds a due from the causali list, then deletes it from its page', async ({ page }) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { nome } = await socioIscritto(page);
  const desc = `E2E causale ${Date.now().toString(36)}`;

  await page.goto('/b/cassa/causali');
  await page.getByRole('button', { name: 'Nuova causale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText('Scegliere un soggetto')).toBeVisible();
  const da = dialogo.getByRole('combobox', { name: 'Da', exact: true });
  await da.click();
  await da.fill(nome);
  await page.getByRole('option', { name: nome }).first().click();
  await expect(dialogo.getByRole('combobox', { name: 'A', exact: true })).toHaveValue('Sezione');
  await dialogo.getByRole('textbox', { name: 'Importo (€)' }).fill('12,50');
  await dialogo.getByRole('textbox', { name: 'Causale' }).fill(desc);
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText('Scegliere una voce di bilancio')).toBeVisible();
  await dialogo.getByRole('combobox', { name: 'Voce (entrata)' }).click();
  await page.getByRole('option', { name: /^E\d/ }).first().click();
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();
  const riga = page.getByTestId('riga-causale').filter({ hasText: desc });
  await expect(riga).toContainText('Non pagato');

  await riga.click();
  await page.getByRole('button', { name: 'Modifica causale' }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica causale' });
  await expect(modifica.getByRole('textbox', { name: 'Causale' })).toHaveValue(desc);
  await modifica.getByRole('button', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: 'Elimina causale' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Causale eliminata con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/b\/cassa\/causali$/);
  await expect(page.getByTestId('riga-causale').filter({ hasText: desc })).toHaveCount(0);
});
