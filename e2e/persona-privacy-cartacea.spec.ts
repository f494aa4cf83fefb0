import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Issue 23 item 7, decision 0914: consents collected on paper are recorded from the person page's
// 'Iscrizione & Privacy' tab (catalogue 'privacy.registraCartacea'), never by typing /f/{id}/privacy.
// The card and the privacy history say it was a paper form, who signed it and who typed it in.

test('the secretary records the consents of a paper form, and the history shows who signed and who typed them', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { getPersonaSe: io } = await graphql<{ getPersonaSe: { nome: string; cognome: string } }>(
    page,
    'query { getPersonaSe { nome cognome } }',
  );
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    'query { getAsAttivo { anno_scout } }',
  );
  const { cercaIscrizione } = await graphql<{
    cercaIscrizione: { persona: { id_persona: number } | null }[];
  }>(
    page,
    'query($k: String!, $a: Int!) { cercaIscrizione(search_key: $k, anno_scout: $a) { persona { id_persona } } }',
    { k: 'Moretti', a: getAsAttivo.anno_scout },
  );
  const id = cercaIscrizione.find((i) => i.persona)!.persona!.id_persona;

  await page.goto(`/b/persona/${id}/iscrizioni`);
  const card = page.getByTestId('privacy');
  await card.getByRole('button', { name: 'Registra consensi cartacei' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Registra consensi cartacei' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText('Indicare chi ha firmato il modulo')).toBeVisible();
  await expect(dialogo.getByText('Indicare la data di firma del modulo')).toBeVisible();
  await expect(dialogo.getByText('Questo campo è obbligatorio')).toHaveCount(4);
  await controllaAlleDueLarghezze(page, 'privacy-cartacea-dialogo');

  await dialogo.getByRole('textbox', { name: 'Firmato da' }).fill('Laura Conti');
  // the day written on the form (decision 0914): today's form is newer than the demo's answers
  await dialogo.getByLabel('Data di firma').fill(new Date().toISOString().slice(0, 10));
  for (const [i, risposta] of ['Sì', 'No', 'Sì', 'No'].entries())
    await dialogo.getByRole('radiogroup').nth(i).getByRole('radio', { name: risposta, exact: true }).check();
  await senzaViolazioniGravi(page);
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Consensi registrati con successo!')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(card).toContainText(`da Laura Conti`);
  await expect(card).toContainText(`su modulo cartaceo, inseriti da ${io.nome} ${io.cognome}`);

  await card.getByRole('link', { name: 'Storico dei consensi' }).click();
  const tabella = page.getByTestId('storico-privacy');
  await expect(tabella.getByRole('columnheader', { name: 'Inserito da' })).toBeVisible();
  const prima = tabella.getByRole('row').nth(1);
  await expect(prima).toContainText('Laura Conti · modulo cartaceo');
  await expect(prima).toContainText(`${io.nome} ${io.cognome}`);
  await controllaAlleDueLarghezze(page, 'privacy-cartacea-storico');
});
