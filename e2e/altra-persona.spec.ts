import { codeFor } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Spec 1 §2.8 / §8: a signed-in person opens a code made for someone else: 'Queste credenziali di
// accesso sono già associate a {name}!' with three ways out: send the code to the right person,
// Home, or 'Esci e crea un nuovo account'.

test.describe('Codice di un’altra persona', () => {
  test('il genitore apre il codice di un altro: messaggio e tre possibilità', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const codice = codeFor('altraPersona');
    await signIn(page, demoUsers.genitore);
    const { getPersonaSe: io } = await graphql<{ getPersonaSe: { nome: string; cognome: string } }>(
      page,
      '{ getPersonaSe { nome cognome } }',
    );

    for (const path of [
      `/register/code/${codice.code}`,
      `/register/complete?state=${codice.code}`,
      // Issue 8 item 15: the landing pages of the link, too (/register/{code} → /register/token/{code}).
      `/register/token/${codice.code}`,
      `/register/${codice.code}`,
      `/register/info/${codice.code}`,
      `/register/pin/${codice.code}`,
    ]) {
      await page.goto(path);
      const screen = page.getByTestId('altra-persona');
      await expect(screen.getByRole('alert')).toHaveText(
        `Queste credenziali di accesso sono già associate a ${io.nome} ${io.cognome}!`,
      );
      await expect(screen.getByRole('button')).toHaveText([
        'Copia il link per la persona giusta',
        'Home',
        'Esci e crea un nuovo account',
      ]);
    }

    // 1. The link for the right person.
    const screen = page.getByTestId('altra-persona');
    await expect(screen.getByTestId('link-registrazione')).toContainText(codice.code);
    await screen.getByRole('button', { name: 'Copia il link per la persona giusta' }).click();
    await expect(page.getByText('Link copiato con successo!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(baseURL!)).toBe(true);
    expect(copied.endsWith(codice.code)).toBe(true);

    // 2. Home: the genitore's own front office, still signed in.
    await screen.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/f');

    // 3. Sign out and create a new account with this code: its greeting, nobody signed in.
    await page.goto(`/register/code/${codice.code}`);
    await page
      .getByTestId('altra-persona')
      .getByRole('button', { name: 'Esci e crea un nuovo account' })
      .click();
    await expect(page).toHaveURL((u) => u.pathname === `/register/code/${codice.code}`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Ciao ${codice.nome}, benvenut[oa]!$`), level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('passo-email')).toHaveText('Crea il tuo account');
    await page.goto('/f');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });
});

test.describe('Codice di un’altra persona a 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('il bottone del link si legge tutto e il link non va a capo dentro il codice', async ({ page }) => {
    const codice = codeFor('altraPersona');
    await signIn(page, demoUsers.genitore, { at: `/register/token/${codice.code}` });
    const screen = page.getByTestId('altra-persona');
    const copy = screen.getByRole('button', { name: 'Copia il link per la persona giusta' });
    await expect(copy).toBeVisible();
    await reviewScreenshot(page, 'altra-persona-360', { fullPage: true });

    // Issue 8 item 18: the label is not cut off (its text fits inside the button) …
    const label = copy.locator('.mantine-Button-label');
    const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, 'the label of the button is cut off').toBe(false);
    const labelBox = (await label.boundingBox())!;
    const buttonBox = (await copy.boundingBox())!;
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(buttonBox.x + buttonBox.width);
    // … and the code of the link stays on one line (a link may wrap between its parts, never inside it).
    const code = screen.getByTestId('link-registrazione').getByText(codice.code, { exact: true });
    await expect(code).toBeVisible();
    expect(await code.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
