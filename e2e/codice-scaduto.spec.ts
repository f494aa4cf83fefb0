import type { Page } from '@playwright/test';
import { createAccount, freshEmail, NEW_PASSWORD, OTHER_PASSWORD } from './support/accounts.ts';
import { printedCodes } from './support/codes.ts';
import { E2E_CODE_LOOKUP_LIMIT } from './support/global-setup.ts';
import { codeFrom, type StoredMail, waitForMail } from './support/mailbox.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { test as base, expect } from './support/test.ts';

// Spec 1 §4.2 / §8 "Sign-up": an expired confirmation code goes to the resend step ('Il codice è
// scaduto. Premi il pulsante per fartene inviare uno nuovo a {email}'), and the new code works. A
// server of its own runs with codes valid a few seconds (OTP_EXPIRES_IN, docs/configuration.md).

const OTP_SECONDS = 6;
let server: RunningServer | undefined;

const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(server?.url ?? baseURL);
  },
});

/**
 * Lets the code of `mail` expire on the server. Nothing on the page can be awaited for this: the
 * server's clock decides, so wait out the code's lifetime (plus a margin) from when it was mailed.
 */
async function letExpire(page: Page, mail: StoredMail) {
  const remaining = mail.receivedAt + OTP_SECONDS * 1000 + 750 - Date.now();
  if (remaining > 0) await page.waitForTimeout(remaining);
}

test.describe('Codice di conferma scaduto', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    server = await startServer({
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      CODE_LOOKUP_LIMIT: E2E_CODE_LOOKUP_LIMIT,
      OTP_EXPIRES_IN: String(OTP_SECONDS),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('registrazione: il codice scaduto porta al nuovo invio, e il nuovo codice conferma', async ({
    page,
  }) => {
    const [codice] = printedCodes(server!.output());
    const email = freshEmail('scaduto');
    await page.goto(`/register/code/${codice!.code}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
    const since = Date.now();
    await page.getByRole('button', { name: 'Crea account' }).click();
    const first = await waitForMail(email, { after: since });
    expect(first.text).toContain('Il codice vale');
    await page.getByLabel('Codice di conferma').fill(codeFrom(first));
    await letExpire(page, first);
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();

    await expect(page.getByTestId('passo-email')).toHaveText('Codice scaduto');
    await expect(page.getByTestId('errore-auth')).toHaveText(
      `Il codice è scaduto. Premi il pulsante per fartene inviare uno nuovo a ${email}`,
    );
    const resent = Date.now();
    await page.getByRole('button', { name: 'Inviami un nuovo codice' }).click();
    const second = await waitForMail(email, { after: resent });
    await expect(page.getByTestId('passo-email')).toHaveText('Conferma la tua email');
    await page.getByLabel('Codice di conferma').fill(codeFrom(second));
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect(page).toHaveURL(
      (u) => u.pathname === '/register/complete' && u.searchParams.get('state') === codice!.code,
    );
  });

  test('password dimenticata: anche il codice di reimpostazione scade e se ne chiede un altro', async ({
    page,
  }) => {
    const email = freshEmail('reset.scaduto');
    await createAccount(page, email, { signedIn: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Invia codice' }).click();
    const first = await waitForMail(email, { after: since, subjectIncludes: 'reimpostare la password' });
    await page.getByLabel('Codice di conferma').fill(codeFrom(first));
    await page.getByLabel('Nuova password').fill(OTHER_PASSWORD);
    await page.getByLabel('Conferma password').fill(OTHER_PASSWORD);
    await letExpire(page, first);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();

    await expect(page.getByRole('heading', { name: 'Codice scaduto', level: 1 })).toBeVisible();
    await expect(page.getByTestId('errore-auth')).toHaveText(
      `Il codice è scaduto. Premi il pulsante per fartene inviare uno nuovo a ${email}`,
    );
    const resent = Date.now();
    await page.getByRole('button', { name: 'Inviami un nuovo codice' }).click();
    const second = await waitForMail(email, { after: resent, subjectIncludes: 'reimpostare la password' });
    await expect(page.getByTestId('codice-inviato')).toHaveText(
      `Ti abbiamo inviato un codice di 6 cifre a ${email}`,
    );
    await page.getByLabel('Codice di conferma').fill(codeFrom(second));
    await page.getByLabel('Nuova password').fill(OTHER_PASSWORD);
    await page.getByLabel('Conferma password').fill(OTHER_PASSWORD);
    await page.getByRole('button', { name: 'Imposta la nuova password' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/register/incomplete');
  });
});
