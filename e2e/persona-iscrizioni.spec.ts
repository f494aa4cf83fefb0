import type { Page } from '@playwright/test';
import { CAMPI_DATI_COMPLETI } from '@zaino/domain/stati-iscrizione';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Issue 10 / spec 2 §2, §4, §6, §8: the person page's 'Iscrizione & Privacy' tab. The secretary
// makes a person a member, grants the solidarity fund, changes the state, adds and removes an
// appointment, and opens the privacy history; a unit leader gets only the lead states and cannot
// manage appointments. Screenshots go to test-results/screenshots/.

const CAMPI = `id_persona nome cognome sesso data_nascita luogo_nascita codice_fiscale residenza_indirizzo
  residenza_comune residenza_provincia residenza_cap utenti { id_utente } iscrizione { id_iscrizione }`;

const toast = (page: Page, testo: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: testo });

async function scegli(page: Page, campo: string, opzione: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opzione }).first().click();
}

test('the secretary makes a person a member, grants the fund, changes the state and the appointments', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens);
  const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
  const { persone } = await graphql<{ persone: Record<string, unknown>[] }>(
    page,
    `query($ids: [Int!]!) { persone(id_persone: $ids) { ${CAMPI} } }`,
    { ids },
  );
  // Complete data, no enrolment this year, no users (no demo login, no account spec uses it).
  const candidati = persone
    .filter(
      (p) =>
        p.iscrizione == null &&
        (p.utenti as unknown[]).length === 0 &&
        CAMPI_DATI_COMPLETI.every((k) => p[k] != null && p[k] !== ''),
    )
    .sort((a, b) => (a.id_persona as number) - (b.id_persona as number));
  expect(candidati.length, 'a person with complete data and no enrolment').toBeGreaterThan(0);
  const persona = candidati[Math.floor(candidati.length / 2)]!;

  await page.goto(`/b/persona/${persona.id_persona}/iscrizioni`);
  await expect(page.getByText('Nessuna iscrizione per questo anno scout.')).toBeVisible();
  await page.getByRole('button', { name: 'Rendi socio/a' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rendi socio/a' }).click();
  await expect(toast(page, 'Iscrizione creata con successo!')).toBeVisible();
  await expect(page.getByTestId('stato-iscrizione')).toHaveText('Non rinnovata');
  await expect(page.getByTestId('pagamento-quota')).toContainText('Non effettuato');

  // Solidarity fund for the whole fee: nothing left to pay.
  await page.getByRole('button', { name: 'Fondo di solidarietà' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(toast(page, 'Dati aggiornati con successo!')).toBeVisible();
  await expect(page.getByTestId('pagamento-quota')).toContainText('Completato');
  // Decision 1005: a settled fee moves the enrolment (it was left 'Non rinnovata', issue 23).
  await expect(page.getByTestId('stato-iscrizione')).toHaveText('Completata (solo sezione)');

  // The state, confirmed.
  await page.getByRole('button', { name: 'Modifica iscrizione' }).click();
  await scegli(page, 'Stato', 'In prova');
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await page
    .getByRole('dialog', { name: 'Modificare l’iscrizione?' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(toast(page, 'Iscrizione modificata con successo!')).toBeVisible();
  await expect(page.getByTestId('stato-iscrizione')).toHaveText('In prova');

  // An appointment with its group, then removed. The form opens on its first field and Escape closes it.
  await page.getByRole('button', { name: 'Aggiungi nomina' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Ruolo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aggiungi nomina' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Scegliere un ruolo valido')).toBeVisible();
  await scegli(page, 'Ruolo', /^L · /);
  await scegli(page, 'Gruppo', /^Gruppo /);
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  // Not a destructive action: its confirmation opens on 'Conferma', in the theme's colour (not red).
  const aggiungi = page.getByRole('dialog', { name: 'Aggiungere la nomina?' }).getByRole('button', {
    name: 'Conferma',
  });
  await expect(aggiungi).toBeFocused();
  await expect(aggiungi).not.toHaveAttribute('style', /red/);
  await aggiungi.click();
  await expect(toast(page, 'Nomina aggiunta con successo!')).toBeVisible();
  const nomina = page.getByTestId('nomina');
  await expect(nomina).toHaveCount(1);
  await reviewScreenshot(page, 'persona-iscrizioni-1280', { fullPage: true });
  await senzaViolazioniGravi(page);
  // A destructive confirmation opens on 'Annulla' (Enter never deletes by accident); Escape keeps it.
  await nomina.getByRole('button', { name: /^Elimina / }).click();
  const elimina = page.getByRole('dialog', { name: 'Eliminare la nomina?' });
  await expect(elimina.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(elimina).toHaveCount(0);
  await expect(nomina).toHaveCount(1);
  await nomina.getByRole('button', { name: /^Elimina / }).click();
  await elimina.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Nomina eliminata con successo!')).toBeVisible();
  await expect(nomina).toHaveCount(0);

  // The privacy history, with its way back.
  await page.getByRole('link', { name: 'Storico dei consensi' }).click();
  await expect(page.getByRole('heading', { name: 'Storico dei consensi privacy' })).toBeVisible();
  await page.getByRole('link', { name: `${persona.nome} ${persona.cognome}` }).click();
  await expect(page).toHaveURL(new RegExp(`/b/persona/${persona.id_persona}/iscrizioni$`));
});

test('a unit leader chooses only nessuna, prevista or inprova and manages no appointments', async ({
  page,
}) => {
  await signIn(page, demoUsers.capobranco);
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{
    personeSezione: {
      id_persona: number;
      iscrizione: { stato_iscrizione: string; nomine: { id_ruolo: string }[] };
    }[];
  }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona iscrizione { stato_iscrizione nomine { id_ruolo } } } }`,
  );
  const cucciolo = personeSezione.find(
    (p) =>
      p.iscrizione.stato_iscrizione === 'prevista' && p.iscrizione.nomine.some((n) => n.id_ruolo === 'L'),
  )!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/b/persona/${cucciolo.id_persona}/iscrizioni`);
  await expect(page.getByTestId('stato-iscrizione')).toHaveText('Non rinnovata');
  await expect(page.getByRole('button', { name: 'Aggiungi nomina' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Elimina / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rendi socio/a' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fondo di solidarietà' })).toHaveCount(0);
  // The fee's due is not sent to a unit leader: the tab does not claim it was not paid.
  await expect(page.getByTestId('pagamento-quota')).toHaveCount(0);
  await reviewScreenshot(page, 'persona-iscrizioni-360', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Modifica iscrizione' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Stato' }).click();
  const stati = page
    .getByRole('option')
    .filter({ hasText: /^(Annullata|Non rinnovata|In prova|In corso|Completata.*)$/ });
  await expect(stati).toHaveText(['Annullata', 'In prova', 'Non rinnovata']);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Numero di tessera' })).toHaveCount(0);
});

test('a group leader is offered only the appointments of their own group, never a section role', async ({
  page,
}) => {
  await signIn(page, demoUsers.capogruppo);
  const { getAsAttivo, elencaGruppi } = await graphql<{
    getAsAttivo: { anno_scout: number };
    elencaGruppi: { numero: number }[];
  }>(page, '{ getAsAttivo { anno_scout } elencaGruppi { numero } }');
  const { personeSezione } = await graphql<{
    personeSezione: { id_persona: number; iscrizione: { nomine: { id_ruolo: string }[] } }[];
  }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona iscrizione { nomine { id_ruolo } } } }`,
  );
  const esploratore = personeSezione.find((p) => p.iscrizione.nomine.some((n) => n.id_ruolo === 'E'))!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/b/persona/${esploratore.id_persona}/iscrizioni`);
  // On a phone, edit and delete of an appointment are touch targets of 40 px, apart.
  const modifica = (await page.getByRole('button', { name: /^Modifica Esploratore/ }).boundingBox())!;
  const elimina = (await page.getByRole('button', { name: /^Elimina Esploratore/ }).boundingBox())!;
  expect(Math.min(modifica.height, modifica.width, elimina.height, elimina.width)).toBeGreaterThanOrEqual(40);
  expect(elimina.x - (modifica.x + modifica.width)).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'Aggiungi nomina' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Ruolo' }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name: 'CB · Capo branco' })).toBeVisible();
  const ruoli = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(ruoli).toContain('CB · Capo branco');
  expect(ruoli).toContain('VCG · Vice capo gruppo');
  // The server would refuse these to a group leader (decision 1001): they are not offered.
  for (const vietato of [
    'CENS · Segretario/a di sezione',
    'PSEZ · Presidente di sezione',
    'ST · Seniores senza incarichi',
  ]) {
    expect(ruoli).not.toContain(vietato);
  }
  await page.getByRole('option', { name: 'CB · Capo branco' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Gruppo' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(
    elencaGruppi.map((g) => `Gruppo ${g.numero}`),
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
