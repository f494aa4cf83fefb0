import { createAccount, freshEmail } from './support/accounts.ts';
import { usedCode } from './support/codes.ts';
import { expect, test } from './support/test.ts';

// Spec 1 §2.8 (already-registered screen: continue when signed in, or sign in) and §8 reading B on
// the completion screen (ALREADY_USED: '… è già stato utilizzato. Se non ricordi …', who is signed in,
// the hint to type the site address, 'Continua').

test.describe('Codice di registrazione già usato', () => {
  test('chi apre il link senza accesso vede "Account già registrato" e può accedere', async ({ page }) => {
    const { code } = usedCode();
    for (const path of [`/register/code/${code}`, `/register/info/${code}`, `/register/${code}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Account già registrato', level: 1 })).toBeVisible();
      const screen = page.getByTestId('gia-registrato');
      await expect(screen).toContainText(
        `Il codice di registrazione ${code} è già stato utilizzato: l'account è già stato creato.`,
      );
      await expect(screen).toContainText("Accedi con l'account che hai creato con questo codice.");
    }
    await page.getByTestId('gia-registrato').getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible();
  });

  test('con un accesso non ancora collegato: "Il codice … è già stato utilizzato" e Continua', async ({
    page,
    baseURL,
  }) => {
    const { code } = usedCode();
    const email = freshEmail('codice.usato');
    await createAccount(page, email);

    // The entry screen (reading A): the already-registered screen, signed in: continue.
    await page.goto(`/register/code/${code}`);
    const screen = page.getByTestId('gia-registrato');
    await expect(screen).toContainText(`Hai effettuato l'accesso come ${email}.`);

    // The completion screen (reading B).
    await page.goto(`/register/complete?state=${code}`);
    const errore = page.getByTestId('errore-codice');
    await expect(errore).toHaveText(
      new RegExp(
        `^Il codice di registrazione ${code} è già stato utilizzato\\. Se non ricordi di averlo utilizzato tu, chiedi spiegazioni a chi te l'ha dato o a [^\\s@]+@[^\\s@]+$`,
      ),
    );
    await expect(page.getByText(`Hai effettuato l'accesso come ${email}.`)).toBeVisible();
    const host = new URL(baseURL!).host;
    await expect(
      page.getByText(`La prossima volta, per entrare, scrivi direttamente l'indirizzo del sito: ${host}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continua' }).click();
    // Home, which for a login not yet attached to a person is the incomplete-registration page.
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
  });
});
