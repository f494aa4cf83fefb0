import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  redirect,
  type RouteObject,
} from 'react-router';
import { type ComponentType, lazy } from 'react';
import { Loading } from '../components/loading.tsx';
import { NotFound } from '../components/not-found.tsx';
import { avvisa } from '../lib/avviso-navigazione.ts';
import { dbStatus } from '../lib/db-status.ts';
import { reportError } from '../lib/errors.ts';
import { session } from '../lib/session-store.ts';
import { PERSONA_TABS } from '../features/persone/persona-tabs.ts';
import { guard } from './guard.ts';
import { azioniRichieste, type RouteHandle, registerRoutes, requiresLogin } from './route-access.ts';
import { RouteError } from './route-error.tsx';
import { ensureSession } from './session.ts';
import { Shell } from './shell/shell.tsx';

// The one route table of spec 1 §2.1. `handle.auth` flags the routes that need a valid login and
// `handle.azione` names the catalogue action a screen needs (a viewer without it gets the 404 page);
// the root loader applies the navigation guard of §2.2 before every navigation.

const auth: RouteHandle = { auth: true };
/** Spec 3 §6: Cassa, Impostazioni and Controlli are the admins' (catalogue actions). */
const tesoreria: RouteHandle = { azione: 'tesoreria.leggi' };
/** Spec 3 §6: clicking through to transactions from a person page is the super level's. */
const tesoreriaDaPersona: RouteHandle = { azione: 'tesoreria.scrivi' };
const impostazioni: RouteHandle = { azione: 'impostazioni.leggi' };
const controlli: RouteHandle = { azione: 'controlli.leggi' };

const page = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  Component: (await load())[name] as ComponentType,
});

const statoIscrizioni = page(
  () => import('../features/iscrizioni/components/stato-iscrizioni-page.tsx'),
  'StatoIscrizioniPage',
);

const nuovoAccount = page(
  () => import('../features/persone/components/account/nuovo-account-page.tsx'),
  'NuovoAccountPage',
);
const registro = page(
  () => import('../features/persone/components/registro/registro-page.tsx'),
  'RegistroPage',
);
const utenti = page(() => import('../features/persone/components/registro/utenti-page.tsx'), 'UtentiPage');

/** Spec 2 §6: the treasury's new payment and due on a person's payments tab, loaded when shown. */
const AzioniPagamentiPersona = lazy(async () => ({
  default: (await import('../features/cassa/components/azioni-persona.tsx')).AzioniPagamentiPersona,
}));

/** A treasury screen of features/cassa (spec 3 §2): its file under components/ and its export. */
const cassaPage = (file: string, name: string) =>
  page(() => import(`../features/cassa/components/${file}.tsx`), name);

/** A checkout screen of features/checkout (spec 3 §2), loaded only when opened (decision 1204). */
const checkoutPage = (file: string, name: string) =>
  page(() => import(`../features/checkout/components/${file}.tsx`), name);

const backOffice: RouteObject[] = [
  { index: true, lazy: statoIscrizioni },
  { path: 'stato-iscrizioni', lazy: statoIscrizioni },
  { path: 'soci', lazy: registro },
  { path: 'cassa', handle: tesoreria, lazy: cassaPage('cassa-page', 'CassaPage') },
  { path: 'cassa/pagamenti', handle: tesoreria, lazy: cassaPage('pagamenti-page', 'PagamentiPage') },
  { path: 'cassa/pagamenti/:tipo', handle: tesoreria, lazy: cassaPage('pagamenti-page', 'PagamentiPage') },
  { path: 'cassa/causali', handle: tesoreria, lazy: cassaPage('causali-page', 'CausaliPage') },
  {
    path: 'cassa/trasferimenti',
    handle: tesoreria,
    lazy: cassaPage('trasferimenti-page', 'TrasferimentiPage'),
  },
  { path: 'cassa/voci', handle: tesoreria, lazy: cassaPage('voci-page', 'VociPage') },
  {
    path: 'cassa/estratti',
    handle: { azione: 'estrattiBanca.leggi' },
    lazy: cassaPage('estratti-page', 'EstrattiPage'),
  },
  {
    path: 'cassa/promemoria',
    handle: { azione: 'promemoria.leggi' },
    lazy: cassaPage('promemoria-page', 'PromemoriaPage'),
  },
  {
    path: 'cassa/rendiconto',
    handle: { azione: 'rendiconto.leggi' },
    lazy: cassaPage('rendiconto-page', 'RendicontoPage'),
  },
  { path: 'cassa/bilancio', handle: tesoreria, lazy: cassaPage('bilanci-page', 'BilanciPage') },
  { path: 'cassa/bilanci', handle: tesoreria, lazy: cassaPage('bilanci-page', 'BilanciPage') },
  { path: 'utenti', lazy: utenti },
  {
    path: 'impostazioni',
    handle: impostazioni,
    lazy: page(() => import('../features/impostazioni/components/impostazioni-page.tsx'), 'ImpostazioniPage'),
  },
  {
    path: 'controlli',
    handle: controlli,
    lazy: page(() => import('../features/controlli/components/controlli-page.tsx'), 'ControlliPage'),
  },
  {
    path: 'controlli/:tipo',
    handle: controlli,
    lazy: page(() => import('../features/controlli/components/controllo-page.tsx'), 'ControlloPage'),
  },
  {
    path: 'register',
    lazy: page(
      () => import('../features/persone/components/account/registrazione-massa-page.tsx'),
      'RegistrazioneMassaPage',
    ),
  },
  {
    path: 'persona/:idPersona/transazioneEconomica/:idTransazioneEconomica/mostra',
    handle: tesoreriaDaPersona,
    lazy: cassaPage('transazione-economica-page', 'TransazioneEconomicaPage'),
  },
  {
    path: 'persona/:idPersona/transazioneFinanziaria/:idTransazioneFinanziaria/mostra',
    handle: tesoreriaDaPersona,
    lazy: cassaPage('transazione-finanziaria-page', 'TransazioneFinanziariaPage'),
  },
  {
    path: 'transazioneEconomica/:idTransazioneEconomica/mostra',
    handle: tesoreria,
    lazy: cassaPage('transazione-economica-page', 'TransazioneEconomicaPage'),
  },
  {
    path: 'transazioneFinanziaria/:idTransazioneFinanziaria/mostra',
    handle: tesoreria,
    lazy: cassaPage('transazione-finanziaria-page', 'TransazioneFinanziariaPage'),
  },
  {
    path: 'persona/nuova',
    handle: { azione: 'persona.crea' },
    lazy: page(
      () => import('../features/persone/components/scheda/nuova-persona-page.tsx'),
      'NuovaPersonaPage',
    ),
  },
  { path: 'persona/:idPersonaSocio/nuovo-account', lazy: nuovoAccount },
  { path: 'persona/:idPersonaSocio/:idPersona/nuovo-account', lazy: nuovoAccount },
  {
    path: 'persona/:idPersona/associa-account',
    // Spec 2 §2: linking searches the section (decision 0903); the person's page checks the rest.
    handle: { azione: 'persona.cerca' },
    lazy: page(
      () => import('../features/persone/components/account/associa-account-page.tsx'),
      'AssociaAccountPage',
    ),
  },
  {
    path: 'persona/:idPersona/privacy/storico',
    lazy: page(
      () => import('../features/persone/components/scheda/storico-privacy-page.tsx'),
      'StoricoPrivacyPage',
    ),
  },
  {
    path: 'persona/:idPersona/mostra',
    loader: ({ params }: LoaderFunctionArgs) => redirect(`/b/persona/${params.idPersona}/anagrafica`),
    element: <Loading />,
  },
  {
    path: 'persona/:idPersona',
    loader: ({ params }: LoaderFunctionArgs) => redirect(`/b/persona/${params.idPersona}/anagrafica`),
    // Never shown (the loader redirects), but a leaf route without one makes React Router warn.
    element: <Loading />,
  },
  {
    path: 'persona/:idPersona/:tab',
    loader: ({ params }: LoaderFunctionArgs) => {
      if (!(PERSONA_TABS as readonly string[]).includes(params.tab ?? '')) {
        throw new Response('Not Found', { status: 404 });
      }
      return null;
    },
    lazy: async () => {
      const { PersonaPage } = await import('../features/persone/components/scheda/persona-page.tsx');
      return { Component: () => <PersonaPage azioniPagamenti={AzioniPagamentiPersona} /> };
    },
  },
  { path: '*', Component: NotFound },
];

const frontOffice: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/front-office/components/member-home-page.tsx'), 'MemberHomePage'),
  },
  { path: 'checkout', lazy: checkoutPage('checkout-page', 'CheckoutPage') },
  {
    path: 'quote',
    lazy: page(() => import('../features/front-office/components/quote-page.tsx'), 'QuotePage'),
  },
  {
    path: 'checkout/stripe/:idTransazioneFinanziaria',
    lazy: checkoutPage('stripe-ritorno-page', 'StripeRitornoPage'),
  },
  { path: 'checkout/satispay', lazy: checkoutPage('satispay-ritorno-page', 'SatispayRitornoPage') },
  { path: 'checkout/bonifico', lazy: checkoutPage('bonifico-page', 'BonificoPage') },
  { path: 'checkout/success', lazy: checkoutPage('success-page', 'SuccessPage') },
  {
    path: 'checkout/success/:idTransazioneFinanziaria',
    lazy: checkoutPage('success-page', 'SuccessPage'),
  },
  {
    path: ':id/anagrafica/modifica',
    lazy: page(
      () => import('../features/front-office/components/conferma-dati-page.tsx'),
      'ConfermaDatiPage',
    ),
  },
  {
    path: ':id/privacy',
    lazy: page(() => import('../features/front-office/components/privacy-page.tsx'), 'PrivacyPage'),
  },
  {
    path: ':id/utente/modifica',
    lazy: page(() => import('../features/front-office/components/dati-utente-page.tsx'), 'DatiUtentePage'),
  },
  {
    path: 'password',
    lazy: page(() => import('../features/auth/components/change-password-page.tsx'), 'ChangePasswordPage'),
  },
  {
    // Issue 27, decision 0418: enrol, manage, or complete the sign-in with the second factor.
    path: 'verifica-due-passaggi',
    lazy: page(() => import('../features/auth/components/secondo-fattore-page.tsx'), 'SecondoFattorePage'),
  },
  {
    path: 'storicoPagamenti',
    lazy: page(
      () => import('../features/front-office/components/storico-pagamenti-page.tsx'),
      'StoricoPagamentiPage',
    ),
  },
  { path: '*', Component: NotFound },
];

const registerInfo = page(
  () => import('../features/registration/components/register-info-page.tsx'),
  'RegisterInfoPage',
);
const registerCode = page(
  () => import('../features/registration/components/register-code-page.tsx'),
  'RegisterCodePage',
);

const registration: RouteObject[] = [
  // Invitation mails sent before issue 23 named /register as the page to type the code in.
  { index: true, loader: () => redirect('/register/code'), element: <Loading /> },
  { path: 'info/:code', lazy: registerInfo },
  { path: 'token/:code', lazy: registerInfo },
  { path: 'pin/:code', lazy: registerInfo },
  {
    path: 'code',
    lazy: page(
      () => import('../features/registration/components/register-code-entry-page.tsx'),
      'RegisterCodeEntryPage',
    ),
  },
  { path: 'code/:code', lazy: registerCode },
  {
    path: 'complete',
    lazy: page(
      () => import('../features/registration/components/register-complete-page.tsx'),
      'RegisterCompletePage',
    ),
  },
  {
    // Spec 1 §2.10: shown to a signed-in user only; a signed-out visitor goes to /login (§2.2).
    path: 'incomplete',
    handle: auth,
    lazy: page(
      () => import('../features/registration/components/register-incomplete-page.tsx'),
      'RegisterIncompletePage',
    ),
  },
  {
    path: ':code',
    loader: ({ params }: LoaderFunctionArgs) => redirect(`/register/token/${params.code}`),
    element: <Loading />,
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    shouldRevalidate: () => true,
    HydrateFallback: () => <Loading fullPage />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'b',
        // Lazy: the side bar, its selectors and their queries are the back office's only (decision 0204).
        lazy: page(() => import('./shell/back-office-shell.tsx'), 'BackOfficeShell'),
        handle: auth,
        children: [{ errorElement: <RouteError />, children: backOffice }],
      },
      {
        Component: Shell,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, Component: HomeRedirect },
              { path: 'f', handle: auth, children: frontOffice },
              { path: 'register', children: registration },
              {
                path: 'login',
                lazy: page(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
              },
              {
                path: 'login-complete',
                lazy: page(
                  () => import('../features/auth/components/login-complete-page.tsx'),
                  'LoginCompletePage',
                ),
              },
              {
                path: 'logout-complete',
                handle: auth,
                lazy: page(
                  () => import('../features/auth/components/logout-complete-page.tsx'),
                  'LogoutCompletePage',
                ),
              },
              {
                path: 'legal/privacy-policy',
                lazy: page(
                  () => import('../features/legal/components/privacy-policy-page.tsx'),
                  'PrivacyPolicyPage',
                ),
              },
              {
                path: 'legal/terms-of-service',
                lazy: page(
                  () => import('../features/legal/components/terms-of-service-page.tsx'),
                  'TermsOfServicePage',
                ),
              },
              {
                path: 'legal/user-data-deletion',
                lazy: page(
                  () => import('../features/legal/components/user-data-deletion-page.tsx'),
                  'UserDataDeletionPage',
                ),
              },
              { path: '*', Component: NotFound },
            ],
          },
        ],
      },
    ],
  },
];

/** Spec 1 §2.2: the navigation guard, run before every navigation. Its errors are reported and ignored. */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  try {
    const { azioni } = await ensureSession();
    // While the database sleeps the whole app is replaced: keep the URL so the reload lands there.
    if (dbStatus.get().status === 'asleep') return null;
    const state = session.get();
    const result = guard({
      pathname: url.pathname,
      search: url.searchParams,
      referrer: typeof document === 'undefined' ? '' : document.referrer,
      requiresLogin: requiresLogin(url.pathname),
      user: state.user,
      azioni,
      azioniRichieste: azioniRichieste(url.pathname),
      newUser: state.newUser,
      secondoFattore: state.secondoFattore,
    });
    if (result.registrationCode && result.registrationCode !== state.newUser?.registration_token) {
      session.set({ newUser: { ...(state.newUser ?? {}), registration_token: result.registrationCode } });
    }
    if (result.redirect && result.redirect !== url.pathname + url.search) {
      if (result.avviso) avvisa({ testo: result.avviso, path: result.redirect });
      return redirect(result.redirect);
    }
    if (result.notFound) return { notFound: true };
  } catch (error) {
    reportError(error, 'navigation guard');
  }
  return null;
}

/** Path / is always redirected by the guard; this only renders if the guard failed. */
function HomeRedirect() {
  const user = session.use((s) => s.user);
  return <Navigate to={user ? '/f' : '/login'} replace />;
}

registerRoutes(routes);

export const router = createBrowserRouter(routes);
