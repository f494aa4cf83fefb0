import { createAccount, freshEmail } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { expect, test } from './support/test.ts';

// Spec 1 §2.7 (code entry: paste, Register disabled while empty, help modal), §8 "Registration code
// lookup" reading A (entry screens: the invalid-code screen with a retry input and the help dialog)
// and reading B (completion screen: 'Ops! Questo codice…', copy, 'Esci e riprova').

/** Nine characters of the code alphabet that no person has. */
const INESISTENTE = 'ZZZ999ZZZ';

async function expectHelpModal(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Non hai un codice? Ecco a chi chiederlo' }).click();
  const help = page.getByRole('dialog', { name: 'Chi mi dà il codice di registrazione?' });
  await expect(help).toBeVisible();
  const who = help.getByTestId('aiuto-chi-chiedere');
  await expect(who.getByRole('listitem')).toHaveText([
    'genitori, lupetti, esploratori e guide, rover e scolte: ai capi della propria unità o ai capi gruppo;',
    "capi e adulti di un'unità: al capo gruppo;",
    'membri del clan: al capo clan;',
    'capi gruppo: al commissario.',
  ]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
}

test.describe('Codice di registrazione non valido', () => {
  test('la pagina del codice: incolla un link, Registrati disattivato se vuoto, aiuto e Indietro', async ({
    page,
  }) => {
    await page.goto('/register/code');
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    const field = page.getByLabel('Codice di registrazione');
    const register = page.getByRole('button', { name: 'Registrati', exact: true });
    await expect(register).toBeDisabled();

    // Pasted text is trimmed and only its last '/' segment is kept (spec 1 §2.7).
    await field.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '  https://zaino.example.it/register/token/ABC123DEF  ');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(field).toHaveValue('ABC123DEF');
    await expect(register).toBeEnabled();
    await field.fill('   ');
    await expect(register).toBeDisabled();

    await expectHelpModal(page);
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });

  test('un codice inesistente mostra il messaggio, un nuovo campo e l’aiuto; riprovando si prosegue', async ({
    page,
  }) => {
    const valido = codeFor('altraPersona');
    await page.goto('/register/code');
    await page.getByLabel('Codice di registrazione').fill(INESISTENTE);
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/register/code/${INESISTENTE}`);

    await expect(page.getByRole('heading', { name: 'Codice non valido', level: 1 })).toBeVisible();
    const screen = page.getByTestId('codice-non-valido');
    await expect(screen.getByRole('alert')).toHaveText(
      `Il codice di registrazione ${INESISTENTE} non è valido. Controlla di averlo scritto correttamente e riprova.`,
    );
    await expectHelpModal(page);

    // The retry input leads to the right code.
    await screen.getByLabel('Codice di registrazione').fill(valido.code);
    await screen.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/register/code/${valido.code}`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Ciao ${valido.nome}, benvenut[oa]!$`) }),
    ).toBeVisible();

    // The landing pages of a handed-out link read the code the same way (reading A).
    for (const path of ['info', 'token', 'pin']) {
      await page.goto(`/register/${path}/${INESISTENTE}`);
      await expect(page.getByRole('heading', { name: 'Codice non valido', level: 1 })).toBeVisible();
      await expect(page.getByTestId('codice-non-valido')).toBeVisible();
    }
  });

  test('sulla pagina di completamento (lettura B): "Ops!…", copia del codice e "Esci e riprova"', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = freshEmail('lettura.b');
    await createAccount(page, email);

    await page.goto(`/register/complete?state=${INESISTENTE}`);
    await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
    await expect(page.getByTestId('errore-codice')).toHaveText(
      `Ops! Questo codice di registrazione ${INESISTENTE} non è valido. Controlla di averlo inserito correttamente e chiedi a chi te l'ha inviato di fornirtene un altro!`,
    );
    await page.getByRole('button', { name: 'Copia il codice' }).click();
    await expect(page.getByText('Codice copiato con successo!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INESISTENTE);

    await page.getByRole('button', { name: 'Esci e riprova' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/register/code');
    await expect(page.getByLabel('Codice di registrazione')).toBeVisible();
    // Signed out for real: a page that needs login goes to /login.
    await page.goto('/f');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });

  test('senza alcun codice da completare: "C’è qualche problema con la registrazione... Riprova!"', async ({
    page,
  }) => {
    await createAccount(page, freshEmail('senza.codice'));
    await page.goto('/register/complete');
    await expect(page.getByText("C'è qualche problema con la registrazione... Riprova!")).toBeVisible();
    await page.getByRole('link', { name: 'Inserisci il codice' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/register/code');
  });

  test('se la copia non riesce: "Impossibile copiare. Devi farlo tu a mano."', async ({ page }) => {
    // The browser refuses the clipboard (as without permission): only this is simulated.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('negato')) },
      });
    });
    await createAccount(page, freshEmail('copia'));
    await page.goto(`/register/complete?state=${INESISTENTE}`);
    await page.getByRole('button', { name: 'Copia il codice' }).click();
    await expect(page.getByText('Impossibile copiare. Devi farlo tu a mano.')).toBeVisible();
  });
});
