import type { Page } from '@playwright/test';
import { codeFor } from './support/codes.ts';
import { demoUsers } from './support/demo-users.ts';
import { expect, signIn, test } from './support/test.ts';

// Issue 8 item 19: a clean browser console on every route of spec 1 §2.1, signed out and signed in:
// no failed request logged (a signed-out page load used to log the 401 of /api/auth/token), no
// React Router warning ("does not have an element"), no uncaught error.

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/login-complete',
  '/register/code',
  '/register/incomplete',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/user-data-deletion',
  '/pagina-che-non-esiste',
  // need a login: the guard sends the visitor to /login
  '/f',
  '/b/stato-iscrizioni',
  '/logout-complete',
];

const FRONT_OFFICE = [
  '/f',
  '/f/checkout',
  '/f/quote',
  '/f/checkout/stripe/1',
  '/f/checkout/satispay',
  '/f/checkout/bonifico',
  '/f/checkout/success',
  '/f/checkout/success/1',
  '/f/1/anagrafica/modifica',
  '/f/1/privacy',
  '/f/1/utente/modifica',
  '/f/password',
  '/f/storicoPagamenti',
  '/f/non-esiste',
];

const BACK_OFFICE = [
  '/b',
  '/b/stato-iscrizioni',
  '/b/soci',
  '/b/cassa',
  '/b/cassa/pagamenti',
  '/b/cassa/pagamenti/bonifico',
  '/b/cassa/causali',
  '/b/cassa/trasferimenti',
  '/b/cassa/voci',
  '/b/cassa/bilancio',
  '/b/cassa/bilanci',
  '/b/utenti',
  '/b/impostazioni',
  '/b/controlli',
  '/b/controlli/anagrafica',
  '/b/register',
  '/b/persona/1/transazioneEconomica/1/mostra',
  '/b/persona/1/transazioneFinanziaria/1/mostra',
  '/b/transazioneEconomica/1/mostra',
  '/b/transazioneFinanziaria/1/mostra',
  '/b/persona/1/nuovo-account',
  '/b/persona/1/2/nuovo-account',
  '/b/persona/1/associa-account',
  '/b/persona/nuova',
  '/b/persona/1/privacy/storico',
  '/b/persona/1',
  '/b/persona/1/iscrizioni',
  '/b/persona/1/mostra',
  '/b/non-esiste',
];

/** Everything the browser logs as an error or a warning, and every uncaught exception. */
function watchConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      logged.push(`${page.url()} [${message.type()}] ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => logged.push(`${page.url()} [pageerror] ${error.message}`));
  return logged;
}

/** Loads the route and waits until the app has settled on a screen. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
}

test.describe('Console pulita', () => {
  test.describe.configure({ timeout: 180_000 });

  test('da non autenticati ogni rotta pubblica si carica senza errori né avvisi in console', async ({
    page,
  }) => {
    const logged = watchConsole(page);
    const codice = codeFor('altraPersona').code;
    for (const path of [
      ...PUBLIC_ROUTES,
      `/register/info/${codice}`,
      `/register/token/${codice}`,
      `/register/pin/${codice}`,
      `/register/code/${codice}`,
      `/register/${codice}`,
      `/register/complete?state=${codice}`,
    ]) {
      await visit(page, path);
    }
    expect(logged).toEqual([]);
  });

  test('da socio ogni rotta del front office si carica senza errori né avvisi in console', async ({
    page,
  }) => {
    await signIn(page, demoUsers.genitore);
    const logged = watchConsole(page);
    for (const path of [...FRONT_OFFICE, '/', '/legal/privacy-policy']) await visit(page, path);
    expect(logged).toEqual([]);
  });

  test('da segreteria ogni rotta del back office si carica senza errori né avvisi in console', async ({
    page,
  }) => {
    await signIn(page, demoUsers.cens);
    const logged = watchConsole(page);
    for (const path of [...BACK_OFFICE, '/f', '/']) await visit(page, path);
    expect(logged).toEqual([]);
  });
});
