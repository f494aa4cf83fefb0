import { freshEmail, NEW_PASSWORD, otherBrowser, registeredPerson } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { codeFrom, linkFrom, waitForMail } from './support/mailbox.ts';
import { expect, graphql, openUserMenu, signIn, test } from './support/test.ts';

// Spec 2 §7 / spec 1 §4.2 / decision 0403: a leader resets a user's password (modificaUtente
// reset_password); the user's next sign-in leads to the new-password step, completed with the password
// typed and the code received by mail.

test.describe('Password reimpostata da un capo', () => {
  test('cens reimposta la password; l’utente accede, inserisce il codice e tiene la password digitata', async ({
    page,
    browser,
  }, testInfo) => {
    const codice = codeFor('resetDaCapo');
    const email = freshEmail('reset.capo');
    await registeredPerson(page, email, codice, { signedIn: false });

    // The secretary, at another computer, resets the password.
    const leader = await otherBrowser(browser, testInfo);
    await signIn(leader.page, demoUsers.cens);
    const since = Date.now();
    const { modificaUtente } = await graphql<{ modificaUtente: number }>(
      leader.page,
      'mutation ($p: Int!, $u: Int!) { modificaUtente(id_persona: $p, id_utente: $u, reset_password: true) }',
      { p: codice.id_persona, u: codice.id_utente },
    );
    expect(modificaUtente).toBe(codice.id_persona);
    await leader.context.close();

    const mail = await waitForMail(email, {
      after: since,
      subjectIncludes: 'Zaino: scegli una nuova password',
    });
    const otp = codeFrom(mail);
    expect(mail.text).toContain(
      `La password del tuo account Zaino (${email}) è stata reimpostata da un capo. Per scegliere una nuova password usa il codice: ${otp}`,
    );
    expect(linkFrom(mail).pathname).toBe('/login');

    // The user signs in with the password they remember (or a new one they type).
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Imposta una nuova password', level: 1 })).toBeVisible();
    await expect(page.getByTestId('avviso-passo')).toHaveText(
      'La tua password è stata reimpostata da un capo. Inserisci il codice di 6 cifre che hai ricevuto via email e conferma la nuova password.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    // Completed with the typed password: already in both fields, editable.
    await expect(page.getByLabel('Nuova password')).toHaveValue(NEW_PASSWORD);
    await expect(page.getByLabel('Conferma password')).toHaveValue(NEW_PASSWORD);
    await expect(page.getByLabel('Nuova password')).toBeEditable();

    await page.getByLabel('Codice di conferma').fill(otp);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    await expect(page).toHaveURL(/\/(f|b\/stato-iscrizioni)$/);
    const menu = await openUserMenu(page);
    await expect(menu).toContainText(`${codice.nome} ${codice.cognome}`);
  });
});
