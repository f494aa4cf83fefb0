import { type DemoUser, demoUsers } from './support/demo-users.ts';
import { expect, openUserMenu, sideBarMenu, signInWithForm, storedSession, test } from './support/test.ts';

// Issue 2 / spec 1 §2.2, §2.4, §4.3, §9: each demo user signs in through the form, lands where the
// guard sends them, sees exactly the side-bar items their roles allow and the user menu of the spec.

const TUTTE = ['Stato iscrizioni', 'Soci', 'Cassa', 'Utenti', 'Impostazioni', 'Controlli'];
const SENZA_ADMIN = ['Stato iscrizioni', 'Soci', 'Utenti'];

interface Caso {
  user: DemoUser;
  /** where the guard sends them after sign-in (adults: the back office) */
  home: string;
  /** the side-bar menu; null = no back office at all */
  sideBar: string[] | null;
}

const CASI: Caso[] = [
  { user: 'cens', home: '/b/stato-iscrizioni', sideBar: TUTTE },
  { user: 'tesoriere', home: '/b/stato-iscrizioni', sideBar: TUTTE },
  // RCSEZ, the auditor, is an admin: Cassa, Impostazioni, Controlli (DESIGN.md §6).
  { user: 'revisore', home: '/b/stato-iscrizioni', sideBar: TUTTE },
  { user: 'capogruppo', home: '/b/stato-iscrizioni', sideBar: SENZA_ADMIN },
  { user: 'capobranco', home: '/b/stato-iscrizioni', sideBar: SENZA_ADMIN },
  { user: 'genitore', home: '/f', sideBar: null },
  { user: 'socio', home: '/f', sideBar: null },
  // Issue 23: a young member (under 18) with their own login.
  { user: 'giovane', home: '/f', sideBar: null },
];

for (const { user, home, sideBar } of CASI) {
  const adult = sideBar !== null;

  test.describe(`Accesso come ${user}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInWithForm(page, demoUsers[user]);
    });

    test(`arriva su ${home} e vede ${adult ? 'il menu del back office' : 'solo il front office'}`, async ({
      page,
    }) => {
      await expect(page).toHaveURL((url) => url.pathname === home);
      if (adult) {
        await expect(page.getByRole('heading', { name: 'Stato iscrizioni', level: 1 })).toBeVisible();
        const menu = sideBarMenu(page);
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('link')).toHaveText(sideBar);
        // Each item leads to its back-office page.
        for (const label of sideBar) {
          const href = await menu.getByRole('link', { name: label, exact: true }).getAttribute('href');
          expect(href, label).toMatch(/^\/b\/[a-z-]+$/);
        }
      } else {
        await expect(page.getByRole('heading', { name: 'Iscrizioni', level: 1 })).toBeVisible();
        await expect(page.getByText("Le persone di cui gestisci l'iscrizione")).toBeVisible();
        await expect(sideBarMenu(page)).toHaveCount(0);
        await expect(page.getByLabel('Unità')).toHaveCount(0);
      }
      // Home in the top bar: /b for adults, /f otherwise (spec 1 §2.4).
      await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        adult ? '/b' : '/f',
      );
    });

    test('il menu utente mostra le voci previste e Esci chiude la sessione', async ({ page }) => {
      await expect(page).toHaveURL((url) => url.pathname === home);
      const stored = await storedSession(page);
      expect(JSON.parse(stored ?? '{}').user?.email).toBe(demoUsers[user]);

      const menu = await openUserMenu(page);
      const voci = [
        ...(adult ? ['Iscrizione'] : []),
        'Quote',
        'Dati utente',
        'Storico Pagamenti',
        'Fai una donazione',
        // every demo login is an email login (not Google or Facebook)
        'Modifica password',
        // Issue 27, decision 0418: every login may switch the second factor on.
        'Verifica in due passaggi',
        'Esci',
      ];
      await expect(menu.getByRole('menuitem')).toHaveText(voci);
      await expect(menu.getByText('Versione 1.1.85', { exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/legal/privacy-policy',
      );
      if (adult) {
        await expect(menu.getByRole('menuitem', { name: 'Iscrizione' })).toHaveAttribute('href', /^\/f\/?$/);
      }

      await menu.getByRole('menuitem', { name: 'Esci' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { name: 'Accedi', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu utente' })).toHaveCount(0);

      // Logout clears user, cart and selection state (spec 1 §4.3).
      await expect
        .poll(async () => {
          const raw = await storedSession(page);
          if (raw === null) return 'vuoto';
          const s = JSON.parse(raw) as Record<string, unknown>;
          const empty = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
          return s.user == null && empty(s.cart) && empty(s.selectedPeople) && empty(s.massRegistration)
            ? 'vuoto'
            : raw;
        })
        .toBe('vuoto');

      // The cookie session is gone too: a page that needs login sends back to /login.
      await page.goto(home);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
    });
  });
}
