import { freshEmail, NEW_PASSWORD } from './support/accounts.ts';
import { printedCodes } from './support/codes.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { test as base, expect, openUserMenu } from './support/test.ts';

// Issue 4, "Done when": on the embedded defaults (no SMTP_URL: mail goes to the outbox shown at
// /dev/mail) a newcomer registers a demo family from a code printed at start-up, reading the
// confirmation code at /dev/mail as a person would, in another tab.
//
// A server of its own, started like `npm start`: SMTP_URL empty counts as unset
// (apps/server/src/config.ts), so the run's SMTP_URL, if any, is not inherited.

let server: RunningServer | undefined;

// This spec's pages go to its own server (fixtures are also set up before beforeAll has started it:
// then they keep the default).
const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(server?.url ?? baseURL);
  },
});

/** A home of a person: the front office or the back office, never a registration or login page. */
const home = /\/(f|b\/stato-iscrizioni)$/;

test.describe('Registrazione con la posta di sviluppo (/dev/mail)', () => {
  // Migrations and demo data on a fresh embedded database take a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    server = await startServer({ SMTP_URL: '' });
  });

  test.afterAll(async () => {
    // stop() ends the server by its pid (SIGTERM, then SIGKILL) and removes its data dir.
    await server?.stop();
    server = undefined;
  });

  test('un nuovo arrivato si registra dal codice stampato all’avvio leggendo il codice di conferma su /dev/mail', async ({
    page,
    context,
  }) => {
    const running = server!;
    // The start-up banner: the unused codes with their links, and the outbox address.
    let printed: { code: string; nome: string }[] = [];
    await expect
      .poll(() => {
        printed = printedCodes(running.output());
        return printed.length;
      })
      .toBeGreaterThan(0);
    expect(running.output()).toContain(`Posta in uscita (sviluppo): ${running.url}/dev/mail`);
    const { code, nome: nomeCompleto } = printed[0]!;
    const email = freshEmail('sviluppo');

    // The printed link /register/{code} opens the code's landing page (spec 1 §2.1: it redirects to
    // /register/token/{code}), greeting the person by name, then on to the registration screen.
    await page.goto(`${running.url}/register/${code}`);
    await expect(page).toHaveURL((u) => u.pathname === `/register/token/${code}`);
    const nome = nomeCompleto.split(' ')[0]!;
    const saluto = new RegExp(`^Ciao ${nome}, benvenut[oa]!$`);
    await expect(page.getByRole('heading', { name: saluto, level: 1 })).toBeVisible();
    await expect(page.getByTestId('codice')).toHaveText(code);
    await page.getByRole('link', { name: 'Inizia la registrazione' }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/register/code/${code}`);
    await expect(page.getByRole('heading', { name: saluto, level: 1 })).toBeVisible();

    // Sign-up by email.
    await expect(page.getByTestId('passo-email')).toHaveText('Crea il tuo account');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Crea account' }).click();
    await expect(page.getByTestId('passo-email')).toHaveText('Conferma la tua email');
    await expect(page.getByTestId('avviso-passo')).toHaveText(
      `Ti abbiamo inviato un codice di 6 cifre a ${email}`,
    );

    // Another tab: the outbox, newest first; the message to this address, in Italian.
    const posta = await context.newPage();
    await posta.goto(`${running.url}/dev/mail`);
    await expect(posta.getByRole('heading', { name: /^Posta in uscita \(\d+\)$/, level: 1 })).toBeVisible();
    const messaggio = posta.getByRole('article').filter({ hasText: `A: ${email}` });
    await expect(messaggio).toHaveCount(1);
    const oggetto = messaggio.getByRole('heading', { level: 2 });
    await expect(oggetto).toHaveText(/^Zaino: il tuo codice di conferma è \d{6}$/);
    const otp = /(\d{6})$/.exec((await oggetto.textContent()) ?? '')![1]!;
    const testo = messaggio.locator('pre');
    await expect(testo).toContainText(`Il tuo codice di conferma per Zaino è: ${otp}`);
    await expect(testo).toContainText(
      `Inseriscilo nella pagina di registrazione per confermare l'indirizzo ${email}. Il codice vale 60 minuti.`,
    );
    await expect(testo).toContainText('Per continuare la registrazione apri:');
    await expect(testo).toContainText(
      `${running.url}/register/code/${code}?username=${encodeURIComponent(email.replace('@', '-at-'))}&confirmationCode=${otp}`,
    );
    await expect(testo).toContainText('Se non sei stato tu a chiederlo, ignora questo messaggio.');
    // The HTML version is there too, with the code prominent.
    await messaggio.getByText('HTML', { exact: true }).click();
    const html = messaggio.frameLocator('iframe');
    await expect(html.getByText(otp, { exact: true })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Continua la registrazione' })).toBeVisible();
    await posta.close();

    // Back to the registration tab: type the code and confirm.
    await page.bringToFront();
    await page.getByLabel('Codice di conferma').fill(otp);
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();

    // The completion form (spec 1 §2.9), then home with the person's name in the user menu.
    await expect(page).toHaveURL(
      (u) => u.pathname === '/register/complete' && u.searchParams.get('state') === code,
    );
    // The first printed code is a child's of a demo family, enrolled this year: only the contacts,
    // whose each says whom it belongs to (spec 1 §2.9, §5.3). The parent adds Mamma's phone.
    const form = page.getByTestId('form-contatti');
    await expect(form).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveCount(0);
    const emails = form.getByRole('textbox', { name: /^Email \d+$/ });
    await expect(emails.last()).toHaveValue(email);
    await page.getByRole('button', { name: 'Aggiungi telefono' }).click();
    const n = await form.getByRole('textbox', { name: /^Telefono \d+$/ }).count();
    await page.getByLabel(`Telefono ${n}`, { exact: true }).fill('333 765 4321');
    await page.getByLabel(`A chi appartiene: Telefono ${n}`).selectOption({ label: 'Nuova relazione…' });
    const dialog = page.getByRole('dialog', { name: 'Nuova relazione' });
    await dialog.getByRole('radio', { name: 'Mamma' }).check();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await expect(page).toHaveURL(home, { timeout: 20_000 });
    const menu = await openUserMenu(page);
    await expect(menu).toContainText(nomeCompleto);
  });
});
