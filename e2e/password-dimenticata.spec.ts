import {
  createAccount,
  freshEmail,
  NEW_PASSWORD,
  OTHER_PASSWORD,
  otherBrowser,
  registeredPerson,
} from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { codeFrom, linkFrom, waitForMail } from './support/mailbox.ts';
import { expect, openUserMenu, test } from './support/test.ts';

// Spec 1 §2.5 (request reset code, set new password with code, the reset link, the 30-second help),
// §4.2 (then automatic sign-in), §5.1 and §8 "Reset".

const MSG_PASSWORD =
  'La password deve: essere lunga almeno 8 caratteri, contenere un numero, contenere una lettera minuscola, contenere una lettera maiuscola, contenere un carattere speciale, non contenere spazi';
const RESET_SUBJECT = 'Zaino: il codice per reimpostare la password è';

test.describe('Password dimenticata', () => {
  test('chiede il codice da /login, lo riceve per email, sceglie la nuova password ed entra', async ({
    page,
    browser,
  }, testInfo) => {
    const codice = codeFor('passwordDimenticata');
    const email = freshEmail('dimentica');
    await registeredPerson(page, email, codice, { signedIn: false });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await expect(page.getByRole('heading', { name: 'Recupera la password', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Invia codice' }).click();
    await expect(page.getByText('Inserisci un indirizzo email valido', { exact: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Invia codice' }).click();

    await expect(page.getByRole('heading', { name: 'Imposta una nuova password', level: 1 })).toBeVisible();
    await expect(page.getByTestId('codice-inviato')).toHaveText(
      `Ti abbiamo inviato un codice di 6 cifre a ${email}`,
    );
    const mail = await waitForMail(email, { after: since, subjectIncludes: RESET_SUBJECT });
    const otp = codeFrom(mail);
    expect(mail.subject).toBe(`${RESET_SUBJECT} ${otp}`);
    expect(mail.text).toContain(`Il tuo codice per reimpostare la password di Zaino è: ${otp}`);

    // Spec 1 §5.1 on the set-new-password form.
    await page.getByLabel('Codice di conferma').fill('12');
    await page.getByLabel('Nuova password').fill('semplice');
    await page.getByLabel('Conferma password').fill('diversa');
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    await expect(page.getByText(`Inserisci il codice di conferma ricevuto su ${email}`)).toBeVisible();
    await expect(page.getByText(MSG_PASSWORD, { exact: true })).toBeVisible();
    await page.getByLabel('Nuova password').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    await expect(page.getByText('Le password devono coincidere', { exact: true })).toBeVisible();

    await page.getByLabel('Codice di conferma').fill(otp);
    await page.getByLabel('Conferma password').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    // Automatic sign-in with the new password, then the person's home.
    await expect(page).toHaveURL(/\/(f|b\/stato-iscrizioni)$/);
    const menu = await openUserMenu(page);
    await expect(menu).toContainText(`${codice.nome} ${codice.cognome}`);

    // The old password no longer works (another browser, nobody signed in there).
    const { context: other, page: check } = await otherBrowser(browser, testInfo);
    await check.goto('/login');
    await check.getByLabel('Email', { exact: true }).fill(email);
    await check.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await check.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(check.getByTestId('errore-auth')).toContainText('Email e/o password non corretti');
    await other.close();
  });

  test('il link della email apre /login nella modalità nuova password, con email e codice già inseriti', async ({
    page,
  }) => {
    const email = freshEmail('link.reset');
    await createAccount(page, email, { signedIn: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Invia codice' }).click();
    await expect(page.getByTestId('codice-inviato')).toBeVisible();
    const mail = await waitForMail(email, { after: since, subjectIncludes: RESET_SUBJECT });

    const link = linkFrom(mail);
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('username')).toBe(email.replace('@', '-at-'));
    await page.goto(link.toString());
    await expect(page.getByRole('heading', { name: 'Imposta una nuova password', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Codice di conferma')).toHaveValue(codeFrom(mail));
    await page.getByLabel('Nuova password').fill(OTHER_PASSWORD);
    await page.getByLabel('Conferma password').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    // Signed in with the new password; this login has no person yet.
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
    await expect(page.getByText(`Hai effettuato l'accesso come ${email}`)).toBeVisible();
  });

  test('se il codice non arriva, dopo 30 secondi compare l’aiuto', async ({ page }) => {
    const email = freshEmail('aiuto');
    await createAccount(page, email, { signedIn: false });
    // The 30 seconds of spec 1 §9 run on the page's clock, moved forward by the test.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Invia codice' }).click();
    await expect(page.getByTestId('codice-inviato')).toBeVisible();
    await expect(page.getByTestId('aiuto-codice')).toHaveCount(0);
    await page.clock.fastForward(29_000);
    await expect(page.getByTestId('aiuto-codice')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    const help = page.getByTestId('aiuto-codice');
    await expect(help).toBeVisible();
    await expect(help).toContainText('Il codice non è ancora arrivato?');
    await expect(help.getByRole('listitem')).toHaveText([
      `controlla che l'indirizzo ${email} sia scritto correttamente e guarda anche nella cartella della posta indesiderata;`,
      'aspetta qualche minuto: a volte la posta arriva in ritardo;',
      /^se ancora non arriva, contatta il supporto tecnico: \S+@\S+$/,
    ]);
  });

  test('troppe richieste di codice in un minuto: "Troppi tentativi falliti. Riprova tra un po\' di tempo"', async ({
    page,
  }) => {
    const email = freshEmail('troppi');
    await createAccount(page, email, { signedIn: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Invia codice' }).click();
    await expect(page.getByTestId('codice-inviato')).toBeVisible();
    // Three mails per recipient every 10 minutes (decision 0405): the confirmation of the sign-up,
    // the first code and one more; the next request is refused before a new code replaces the last.
    const again = page.getByRole('button', { name: 'Invia di nuovo il codice' });
    await again.click();
    await expect(again).toBeEnabled();
    await expect(page.getByTestId('errore-auth')).toHaveCount(0);
    await again.click();
    await expect(page.getByTestId('errore-auth')).toHaveText(
      "Troppi tentativi falliti. Riprova tra un po' di tempo",
    );
  });
});
