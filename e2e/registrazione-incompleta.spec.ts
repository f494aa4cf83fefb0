import { createAccount, freshEmail, NEW_PASSWORD } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, openUserMenu, signIn, test } from './support/test.ts';

// Spec 1 §2.10 / §2.2: someone who signed up and confirmed the email but never completed the
// registration signs in later: /register/incomplete asks for the code, and goes on to
// /register/complete?state={code}; or offers to sign out.

test.describe('Registrazione incompleta', () => {
  test('chi non ha completato la registrazione inserisce il codice e la completa', async ({
    page,
    baseURL,
  }) => {
    const codice = codeFor('incompleta');
    const email = freshEmail('incompleta');
    // Signed up and confirmed some time ago, never completed (no code stored in this browser).
    await createAccount(page, email, { signedIn: false });

    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
    await expect(page.getByRole('heading', { name: 'Registrazione incompleta', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        `Hai effettuato l'accesso come ${email}, ma non sei ancora collegato a nessuna persona della sezione. Inserisci il codice di registrazione che ti è stato consegnato.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Se non hai un codice, chiedilo ai capi della tua unità o al capo gruppo.'),
    ).toBeVisible();
    // Every page that needs a person leads back here.
    await page.goto('/f/quote');
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');

    const register = page.getByRole('button', { name: 'Registrati', exact: true });
    await expect(register).toBeDisabled();
    // The link handed out, pasted whole: its last segment is the code.
    await page.getByLabel('Codice di registrazione').fill(` ${baseURL}/register/${codice.code} `);
    await register.click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/register/complete' && u.searchParams.get('state') === codice.code,
    );
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Ciao ${codice.nome}, benvenut[oa]!$`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await expect(page).toHaveURL(/\/(f|b\/stato-iscrizioni)$/);
    const menu = await openUserMenu(page);
    await expect(menu).toContainText(`${codice.nome} ${codice.cognome}`);
  });

  test('dalla pagina di registrazione incompleta si può uscire', async ({ page }) => {
    const email = freshEmail('esce');
    await createAccount(page, email);
    await page.goto('/');
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
    await page.getByRole('link', { name: 'Esci' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    // Signed out for real: a page that needs login goes to /login.
    await page.goto('/f');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });
});

test.describe('Registrazione incompleta da non autenticati', () => {
  test('chi non ha effettuato l’accesso va a /login (issue 8 item 16)', async ({ page }) => {
    for (const path of ['/register/incomplete', '/register/incomplete/']) {
      await page.goto(path);
      await expect(page).toHaveURL((u) => u.pathname === '/login');
      await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
      await expect(page.getByText("Hai effettuato l'accesso", { exact: false })).toHaveCount(0);
    }
  });
});

test.describe('Registrazione incompleta di chi è già registrato', () => {
  test('chi è già registrato e apre la pagina non legge di non essere collegato a nessuno', async ({
    page,
  }) => {
    await signIn(page, demoUsers.genitore);
    await expect(page).toHaveURL((u) => u.pathname === '/f');
    await page.goto('/register/incomplete');
    await expect(page.getByRole('heading', { name: 'Registrazione già completata', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        `Hai effettuato l'accesso come ${demoUsers.genitore} e il tuo account è già collegato alla tua scheda della sezione: non serve un codice di registrazione.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('non sei ancora collegato', { exact: false })).toHaveCount(0);
    await expect(page.getByLabel('Codice di registrazione')).toHaveCount(0);
    await page.getByRole('link', { name: 'Vai alla home' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/f');
  });
});
