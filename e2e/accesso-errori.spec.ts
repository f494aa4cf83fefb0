import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { createAccount, freshEmail } from './support/accounts.ts';
import { demoUsers } from './support/demo-users.ts';
import { codeFrom, waitForMail } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

// Spec 1 §2.5, §2.6, §5.1 and §8 "Sign-in" on /login: what a person sees when the sign-in is refused,
// including the server's rate limit (10 attempts per minute per client address, docs/configuration.md).

/** Sign-in attempts allowed per minute per client address (docs/configuration.md, "Fixed limits"). */
const SIGN_IN_LIMIT = 10;

const errore = (page: import('@playwright/test').Page) => page.getByTestId('errore-auth');

test.describe('Accesso: errori della pagina /login', () => {
  test('campi vuoti: "Inserisci un tuo indirizzo email valido" e "Inserisci una password"', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Inserisci un tuo indirizzo email valido', { exact: true })).toBeVisible();
    await expect(page.getByText('Inserisci una password', { exact: true })).toBeVisible();
    // The sign-in page with its red error texts passes axe, colour contrast included.
    await senzaViolazioniGravi(page);
    await page.getByLabel('Email', { exact: true }).fill('non-una-email');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Inserisci un tuo indirizzo email valido', { exact: true })).toBeVisible();
  });

  test('password sbagliata: "Email e/o password non corretti" con l’avviso del vecchio sito, poi "Troppi tentativi"', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(`  ${demoUsers.socio}  `);
    const accedi = page.getByRole('button', { name: 'Accedi', exact: true });
    for (let attempt = 1; attempt <= SIGN_IN_LIMIT; attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`Sbagliata-${attempt}`);
      await accedi.click();
      await expect(errore(page)).toContainText('Email e/o password non corretti');
      await expect(page.getByTestId('avviso-vecchio-sito')).toHaveText(
        'Attenzione: le credenziali di accesso a Zaino sono diverse da quelle del vecchio sito della sezione.',
      );
      // the button is busy while the answer comes: wait for it before the next attempt
      await expect(accedi).toBeEnabled();
    }
    // One attempt more within the minute, from the same address, is refused by the rate limit.
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata-ancora');
    await accedi.click();
    await expect(errore(page)).toHaveText("Troppi tentativi falliti. Riprova tra un po' di tempo");
    await expect(page.getByTestId('avviso-vecchio-sito')).toHaveCount(0);
  });

  test('email non confermata: "Impossibile autenticarsi: email utente non verificata", poi il codice e l’accesso', async ({
    page,
  }) => {
    const email = freshEmail('non.confermata');
    await createAccount(page, email, { confirmed: false });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Zaino-Prova-1');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Conferma la tua email', level: 1 })).toBeVisible();
    await expect(page.getByTestId('avviso-passo')).toHaveText(
      'Impossibile autenticarsi: email utente non verificata',
    );
    // No code is sent automatically: ask for one.
    const since = Date.now();
    await page.getByRole('button', { name: 'Invia di nuovo il codice' }).click();
    await expect(page.getByTestId('codice-inviato')).toHaveText(
      `Ti abbiamo inviato un nuovo codice a ${email}`,
    );
    await page.getByLabel('Codice di conferma').fill(codeFrom(await waitForMail(email, { after: since })));
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    // Signed in; a login not yet attached to a person lands on the incomplete-registration page.
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
  });

  test('un accesso con secondo fattore chiede il codice; altri errori del fornitore (risposte simulate del server)', async ({
    page,
  }) => {
    // The demo socio has no second factor, and other provider errors cannot be caused from outside:
    // only these two answers are simulated, the screen is the real one. Issue 27 (decision 0418)
    // replaced spec 1 §4.2's 'MFA richiesta' with the code step (e2e/secondo-fattore.spec.ts).
    let answer: { status: number; body: unknown } = { status: 200, body: { twoFactorRedirect: true } };
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(demoUsers.socio);
    await page.getByLabel('Password', { exact: true }).fill('Zaino-2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verifica in due passaggi', exact: true })).toBeVisible();
    await expect(page.getByLabel('Codice dell’app', { exact: true })).toBeFocused();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: 'Indietro' }).click();

    answer = {
      status: 500,
      body: { code: 'INTERNAL', message: 'Servizio di autenticazione non disponibile' },
    };
    // Back to email and password: the email is kept, the password typed again.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoUsers.socio);
    await page.getByLabel('Password', { exact: true }).fill('Zaino-2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(errore(page)).toHaveText('Servizio di autenticazione non disponibile');
  });

  test('errore di un accesso con Google o Facebook tornato su /login', async ({ page }) => {
    await page.goto('/login?error=state_mismatch');
    await expect(errore(page)).toHaveText('Errore: state_mismatch');
  });

  test('/login-complete: "Accesso in corso..." e dopo 5 secondi Riprova e Indietro', async ({ page }) => {
    await page.goto('/login-complete');
    await expect(page.getByText('Accesso in corso...')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Accesso in corso' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Riprova' })).toHaveCount(0);
    // The screen's own 5-second timer (spec 1 §9).
    await expect(page.getByRole('link', { name: 'Riprova' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("L'accesso sta richiedendo più tempo del previsto.")).toBeVisible();
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });
});
