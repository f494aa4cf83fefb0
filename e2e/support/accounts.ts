import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { codeFrom, waitForMail } from './mailbox.ts';

// Accounts prepared for a test through the same auth calls the web makes (docs/auth-contract.md),
// when the sign-up itself is not what the test is about.

/** A password that follows the rule of spec 1 §5.1. */
export const NEW_PASSWORD = 'Zaino-Prova-1';
export const OTHER_PASSWORD = 'Altra.Password-2';

/** A fresh address nobody has used (letters only after the name: no 6-digit runs in mails). */
export function freshEmail(name: string): string {
  const tag = randomBytes(6)
    .toString('base64url')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()
    .padEnd(6, 'x');
  return `${name}.${tag}@example.it`;
}

async function authPost(page: Page, path: string, data: Record<string, unknown>) {
  // better-auth accepts calls only from its own origin (PUBLIC_URL), as the browser sends them: the
  // origin is the test's server, whose address a first call resolves from the context's baseURL.
  const session = await page.request.get('/api/auth/get-session');
  const origin = new URL(session.url()).origin;
  return page.request.post(`/api/auth${path}`, { data, headers: { origin } });
}

/**
 * Creates an email login through the API in the page's context (the cookies are the browser's).
 * `confirmed`: the code of the mail is verified too, which signs the context in (contract §1);
 * `signedIn: false` then signs out again.
 */
export async function createAccount(
  page: Page,
  email: string,
  opts: { password?: string; confirmed?: boolean; signedIn?: boolean; registrationCode?: string } = {},
): Promise<void> {
  const { password = NEW_PASSWORD, confirmed = true, signedIn = true } = opts;
  const since = Date.now();
  const signUp = await authPost(page, '/sign-up/email', {
    email,
    password,
    name: email,
    ...(opts.registrationCode ? { registrationCode: opts.registrationCode } : {}),
  });
  expect(signUp.status(), `sign-up di ${email}: ${await signUp.text()}`).toBe(200);
  if (!confirmed) return;
  const mail = await waitForMail(email, { after: since, subjectIncludes: 'codice di conferma' });
  const verify = await authPost(page, '/email-otp/verify-email', { email, otp: codeFrom(mail) });
  expect(verify.status(), `conferma di ${email}: ${await verify.text()}`).toBe(200);
  if (!signedIn) {
    const out = await authPost(page, '/sign-out', {});
    expect(out.status()).toBe(200);
  }
}

let extraClients = 0;

/**
 * Another browser (another person at another computer): a new context with its own client address,
 * so the per-address rate limits of the server count it apart from the test's own page.
 */
export async function otherBrowser(
  browser: Browser,
  testInfo: TestInfo,
  baseURL = process.env.E2E_BASE_URL,
): Promise<{ context: BrowserContext; page: Page }> {
  extraClients += 1;
  const address = `172.${16 + (testInfo.workerIndex % 16)}.${Math.floor(extraClients / 250) % 250}.${(extraClients % 250) + 1}`;
  const context = await browser.newContext({
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

/**
 * A login that registered with the code (contract §6 registraUtente), prepared through the API:
 * sign-up, the mailed confirmation code, then registraUtente with the identity token. The context
 * stays signed in unless `signedIn: false`.
 */
export async function registeredPerson(
  page: Page,
  email: string,
  codice: { code: string; nome: string; cognome: string; sesso: 'M' | 'F' | null; iscrizione: boolean },
  opts: { password?: string; signedIn?: boolean } = {},
): Promise<void> {
  await createAccount(page, email, { password: opts.password, registrationCode: codice.code });
  const token = await page.request.get('/api/auth/token');
  expect(token.status()).toBe(200);
  const { token: jwt } = (await token.json()) as { token: string };
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      query: 'mutation ($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }',
      variables: {
        r: {
          registration_token: codice.code,
          ...(codice.iscrizione
            ? {}
            : { nome: codice.nome, cognome: codice.cognome, sesso: codice.sesso ?? 'F' }),
          contatti: [
            { tipo: 'e', valore: email, notifica: true },
            ...(codice.iscrizione ? [{ tipo: 't', valore: '+393331234567', notifica: false }] : []),
          ],
        },
      },
    },
  });
  expect(await res.json(), `registraUtente ${codice.code}`).toEqual({ data: { registraUtente: true } });
  if (opts.signedIn === false) {
    const session = await page.request.get('/api/auth/get-session');
    const out = await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: new URL(session.url()).origin },
    });
    expect(out.status()).toBe(200);
  }
}
