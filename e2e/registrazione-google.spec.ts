import { type FakeOidc, startFakeOidc } from '../apps/server/test/fake-oidc.ts';
import { freshEmail } from './support/accounts.ts';
import { printedCodes } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { E2E_CODE_LOOKUP_LIMIT } from './support/global-setup.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { test as base, expect, openUserMenu } from './support/test.ts';

// Issue 4 / spec 1 §2.8, §4.1, §6, contract §5: registration with Google through a local OpenID
// provider (apps/server/test/fake-oidc.ts): the redirects, the state carrying the registration code
// and better-auth's checks are real, only the provider is local. A server of its own is started with
// Google configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_DISCOVERY_URL).

let server: RunningServer | undefined;
let google: FakeOidc | undefined;

const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(server?.url ?? baseURL);
  },
});

test.describe('Registrazione con Google', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    google = await startFakeOidc('zaino-e2e-google', 'segreto-e2e');
    server = await startServer({
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      CODE_LOOKUP_LIMIT: E2E_CODE_LOOKUP_LIMIT,
      GOOGLE_CLIENT_ID: 'zaino-e2e-google',
      GOOGLE_CLIENT_SECRET: 'segreto-e2e',
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  test('una famiglia si registra con Google dal codice e arriva alla sua home', async ({ page }) => {
    const [codice] = printedCodes(server!.output());
    expect(codice).toBeDefined();
    const nome = codice!.nome.split(' ')[0]!;
    const email = freshEmail('google');
    google!.nextUser = { sub: '424242', email, name: codice!.nome };

    await page.goto(`/register/code/${codice!.code}`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Ciao ${nome}, benvenut[oa]!$`), level: 1 }),
    ).toBeVisible();
    // Only the configured provider has a button.
    await expect(page.getByRole('button', { name: 'Registrati con Facebook' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Registrati con Google' }).click();

    // Back from the provider, signed in, on the completion page of this code.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/register/complete' && u.searchParams.get('state') === codice!.code,
    );
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Ciao ${nome}, benvenut[oa]!$`), level: 1 }),
    ).toBeVisible();
    // The Google address is among the contacts, with notifications on.
    const emails = page.getByTestId('form-contatti').getByRole('textbox', { name: /^Email \d+$/ });
    await expect(emails.last()).toHaveValue(email);

    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await expect(page).toHaveURL(/\/(f|b\/stato-iscrizioni)$/, { timeout: 20_000 });
    const menu = await openUserMenu(page);
    await expect(menu).toContainText(codice!.nome);
    // A Google login has no password to change.
    await expect(menu.getByRole('menuitem', { name: 'Esci' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Modifica password' })).toHaveCount(0);
    // Opened anyway, the password page names the provider of this login only (issue 8 item 17).
    await page.goto('/f/password');
    await expect(page.getByTestId('password-non-modificabile')).toHaveText(
      'Accedi con Google: la password si cambia dal tuo account Google.',
    );
  });

  test('solo Google configurato: /login e le schermate di registrazione nominano solo Google', async ({
    page,
  }) => {
    // Issue 8 item 17: the configured provider everywhere spec 1 puts it, never the other one.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi con Google' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Facebook');
    const [, codice] = printedCodes(server!.output());
    expect(codice).toBeDefined();
    await page.goto(`/register/token/${codice!.code}`);
    await expect(page.getByTestId('prossimo-passo')).toHaveText(
      'Nel prossimo passo potrai accedere con Google, oppure creare un account con la tua email e una password. Poi ti chiederemo di controllare i tuoi recapiti.',
    );
    await page.goto(`/register/code/${codice!.code}`);
    await expect(page.getByTestId('saluto-testo')).toHaveText(
      'Per completare la registrazione accedi con Google, oppure crea un account con la tua email e una password.',
    );
    await expect(page.getByRole('button', { name: 'Registrati con Google' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Facebook');
    await page.goto('/legal/user-data-deletion');
    await expect(page.getByRole('heading', { name: 'Accesso con Google' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Facebook');
  });

  test('un indirizzo già usato con email e password non viene collegato a Google', async ({ page }) => {
    google!.nextUser = { sub: '515151', email: demoUsers.socio, name: 'Socio Demo' };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi con Google' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await expect(page.getByTestId('errore-auth')).toHaveText(
      'Esiste già un utente registrato con questo indirizzo email: accedi con il metodo usato la prima volta',
    );
    await page.goto('/f');
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });
});
