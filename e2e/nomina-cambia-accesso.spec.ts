import type { Page } from '@playwright/test';
import { freshEmail, NEW_PASSWORD, otherBrowser, registeredPerson } from './support/accounts.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, openUserMenu, sideBarMenu, signIn, test } from './support/test.ts';

// Issue 10 / spec 1 §2.2, §6 and spec 2 §6, §8: an appointment changes what its holder may do. The
// secretary gives an adult member with a login (and no appointment) the role of pack leader: signing
// in again, that person gets the back office, the pack in the unit selector and the pack's register;
// the secretary removes the appointment and, at the next sign-in, the person is back to the front
// office and the back office's addresses send them there.
// The member is chosen at run time: enrolled this year, no appointment, no user (so no demo login and
// no registration code of another spec), of age; the pack is the one of the last group.

interface Persona {
  id_persona: number;
  nome: string;
  cognome: string;
  sesso: 'M' | 'F' | null;
  data_nascita: string | null;
  utenti: { id_utente: number }[];
  iscrizione: { nomine: { id_ruolo: string }[] } | null;
}

const toast = (page: Page, testo: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: testo });

/** Spec 1 §2.2: everyone without the back office lands on the front office's home. */
async function expectFrontOffice(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/f');
  await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
  await expect(page.getByText("Le persone di cui gestisci l'iscrizione")).toBeVisible();
  await expect(sideBarMenu(page)).toHaveCount(0);
  await expect(page.getByLabel('Unità')).toHaveCount(0);
}

async function esci(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

async function scegli(page: Page, campo: string, opzione: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opzione }).first().click();
}

test('an appointment gives its holder the back office, and taking it away takes it back', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, demoUsers.cens);
  const { getAsAttivo, elencaGruppi } = await graphql<{
    getAsAttivo: { anno_scout: number };
    elencaGruppi: { id_gruppo: number; numero: number }[];
  }>(page, '{ getAsAttivo { anno_scout } elencaGruppi { id_gruppo numero } }');
  const anno = getAsAttivo.anno_scout;
  const gruppo = elencaGruppi.sort((a, b) => b.numero - a.numero)[0]!;
  const { personeSezione, cercaUnita } = await graphql<{
    personeSezione: Persona[];
    cercaUnita: { id_unita: number };
  }>(
    page,
    `query($a: Int!, $g: Int!) {
      personeSezione(anno_scout: $a) { id_persona nome cognome sesso data_nascita utenti { id_utente } iscrizione { nomine { id_ruolo } } }
      cercaUnita(branca: "L", id_gruppo: $g) { id_unita }
    }`,
    { a: anno, g: gruppo.id_gruppo },
  );
  const maggiorenne = (p: Persona) =>
    p.data_nascita != null && new Date(p.data_nascita) < new Date(Date.now() - 19 * 365.25 * 86_400_000);
  const socio = personeSezione
    .filter((p) => p.iscrizione?.nomine.length === 0 && p.utenti.length === 0 && maggiorenne(p))
    .sort((a, b) => b.id_persona - a.id_persona)[0];
  expect(socio, 'an adult member without appointments and without users').toBeDefined();
  // The member gets a login of their own (the account the secretary creates, registered with its code).
  const email = freshEmail('nomina');
  const { creaUtente } = await graphql<{
    creaUtente: { registration_token: string | null; errorMessage: string | null };
  }>(
    page,
    'mutation($e: String!, $p: Int!) { creaUtente(email: $e, id_persona: $p, relazione: "stessa persona") { registration_token errorMessage } }',
    { e: email, p: socio!.id_persona },
  );
  expect(creaUtente.errorMessage).toBeNull();
  const persona = await otherBrowser(browser, testInfo);
  const io = persona.page;
  await registeredPerson(io, email, {
    code: creaUtente.registration_token!,
    nome: socio!.nome,
    cognome: socio!.cognome,
    sesso: socio!.sesso,
    iscrizione: true,
  });
  await io.goto('/');
  await expectFrontOffice(io);
  await esci(io);

  // The secretary makes them pack leader of the last group.
  await page.goto(`/b/persona/${socio!.id_persona}/iscrizioni`);
  await expect(page.getByText('Nessuna nomina')).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi nomina' }).click();
  await scegli(page, 'Ruolo', /^CB · Capo branco$/);
  await scegli(page, 'Gruppo', `Gruppo ${gruppo.numero}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await page
    .getByRole('dialog', { name: 'Aggiungere la nomina?' })
    .getByRole('button', { name: 'Conferma' })
    .click();
  await expect(toast(page, 'Nomina aggiunta con successo!')).toBeVisible();
  const nomina = `Capo branco · gruppo ${gruppo.numero}`;
  await expect(page.getByTestId('nomina')).toHaveText([nomina]);
  // The pack's register as the secretary sees it, the new leader included.
  const { personeUnita } = await graphql<{ personeUnita: Persona[] }>(
    page,
    'query($a: Int!, $u: Int!) { personeUnita(anno_scout: $a, id_unita: $u) { id_persona nome cognome iscrizione { nomine { id_ruolo } } } }',
    { a: anno, u: cercaUnita.id_unita },
  );
  const lupetto = personeUnita.find((p) => p.iscrizione?.nomine.some((n) => n.id_ruolo === 'L'))!;
  expect(lupetto, `a cub of the ${gruppo.numero}° branco`).toBeDefined();

  // Signing in again, the member is a leader: the back office, their pack, its register.
  await signIn(io, email, NEW_PASSWORD);
  await expect(io).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
  await expect(io.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
  await expect(sideBarMenu(io).getByRole('link')).toHaveText(['Stato iscrizioni', 'Soci', 'Utenti']);
  const unita = io.getByRole('combobox', { name: 'Unità' });
  const branco = `${gruppo.numero}° branco`;
  await expect(unita.locator('option')).toHaveText(['Sezione', branco]);
  await unita.selectOption({ label: branco });
  await expect(io.getByTestId('contesto-selezionato')).toHaveText(
    `Anno scout ${anno}/${anno + 1} · ${branco}`,
  );
  await sideBarMenu(io).getByRole('link', { name: 'Soci', exact: true }).click();
  await expect(io.getByTestId('conta-registro')).toHaveText(`${personeUnita.length} persone`, {
    timeout: 20_000,
  });
  await io.goto(`/b/persona/${lupetto.id_persona}/iscrizioni`);
  await expect(io.getByRole('heading', { name: `${lupetto.nome} ${lupetto.cognome}` })).toBeVisible();
  await expect(io.getByTestId('stato-iscrizione')).toBeVisible();
  await esci(io);

  // The secretary takes the appointment away, after confirming.
  await page
    .getByTestId('nomina')
    .getByRole('button', { name: `Elimina ${nomina}` })
    .click();
  const conferma = page.getByRole('dialog', { name: 'Eliminare la nomina?' });
  await expect(conferma).toContainText(`La nomina ${nomina} sarà eliminata.`);
  await conferma.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Nomina eliminata con successo!')).toBeVisible();
  await expect(page.getByText('Nessuna nomina')).toBeVisible();

  // Signing in again, the member is back to the front office, whatever back-office address they type.
  await signIn(io, email, NEW_PASSWORD);
  await expectFrontOffice(io);
  await io.goto('/b/soci');
  await expectFrontOffice(io);
  await io.goto(`/b/persona/${lupetto.id_persona}/iscrizioni`);
  await expectFrontOffice(io);
  await persona.context.close();
});
