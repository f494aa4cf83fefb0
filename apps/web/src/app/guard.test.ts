import { describe, expect, it } from 'vitest';
import type { NewUserInfo, SessionUser } from '../lib/session-store.ts';
import {
  codeFromState,
  type GuardInput,
  guard,
  MSG_RISERVATA_CAPI,
  PAGINA_SECONDO_FATTORE,
} from './guard.ts';

const socio: SessionUser = {
  id_persona: 7,
  email: 'socio@demo.zaino.it',
  username: 'socio-at-demo.zaino.it',
};
const nuovo: SessionUser = {
  id_persona: 0,
  email: 'nuovo@demo.zaino.it',
  username: 'nuovo-at-demo.zaino.it',
};
const ADULTO = ['sezione.leggi', 'backoffice.accedi', 'frontoffice.accedi'];
const registrazione: NewUserInfo = { registration_token: 'MRO123456' };

function run(path: string, overrides: Partial<GuardInput> = {}) {
  const url = new URL(path, 'http://localhost');
  return guard({
    pathname: url.pathname,
    search: url.searchParams,
    referrer: '',
    requiresLogin: /^\/(b|f)(\/|$)|^\/logout-complete/.test(url.pathname),
    user: null,
    azioni: [],
    azioniRichieste: [],
    newUser: null,
    ...overrides,
  });
}

describe('navigation guard (spec 1 §2.2)', () => {
  it('sends an unauthenticated visitor of a route needing login to /login', () => {
    expect(run('/b/soci').redirect).toBe('/login');
    expect(run('/f').redirect).toBe('/login');
  });

  it('sends /logout-complete without a login to /login', () => {
    expect(run('/logout-complete').redirect).toBe('/login');
  });

  it('lets a visitor open the public routes', () => {
    expect(run('/login').redirect).toBeUndefined();
    expect(run('/legal/privacy-policy').redirect).toBeUndefined();
    expect(run('/register/code').redirect).toBeUndefined();
  });

  it('sends a logged-in user opening /login or /login-complete to /', () => {
    expect(run('/login', { user: socio }).redirect).toBe('/');
    expect(run('/login-complete', { user: socio }).redirect).toBe('/');
  });

  it('sends / to /b/stato-iscrizioni for adults and to /f for everyone else', () => {
    expect(run('/', { user: socio, azioni: ADULTO }).redirect).toBe('/b/stato-iscrizioni');
    expect(run('/', { user: socio, azioni: [] }).redirect).toBe('/f');
    expect(run('/').redirect).toBe('/f');
  });

  it('keeps non-adults out of the back office (spec 1 §6)', () => {
    expect(run('/b/soci', { user: socio, azioni: [] }).redirect).toBe('/f');
    expect(run('/b/soci', { user: socio, azioni: ADULTO }).redirect).toBeUndefined();
    expect(run('/b/soci', { user: socio, azioni: null }).redirect).toBeUndefined();
  });

  it('tells a non-adult why the back office sent them to /f, and nobody else (decision 0912)', () => {
    expect(run('/b/soci', { user: socio, azioni: [] }).avviso).toBe(MSG_RISERVATA_CAPI);
    expect(run('/b', { user: socio, azioni: [] }).avviso).toBe(MSG_RISERVATA_CAPI);
    expect(run('/', { user: socio, azioni: [] }).avviso).toBeUndefined();
    expect(run('/b/soci').avviso).toBeUndefined();
    expect(run('/b/soci', { user: socio, azioni: ADULTO }).avviso).toBeUndefined();
  });

  it('shows the 404 page when the viewer lacks the action the route names (not allowed = missing)', () => {
    const cassa = { azioniRichieste: ['tesoreria.leggi'] };
    expect(run('/b/cassa', { user: socio, azioni: ADULTO, ...cassa }).notFound).toBe(true);
    expect(
      run('/b/cassa', { user: socio, azioni: [...ADULTO, 'tesoreria.leggi'], ...cassa }).notFound,
    ).toBeUndefined();
    expect(run('/b/cassa', { user: socio, azioni: null, ...cassa }).notFound).toBeUndefined();
    expect(run('/b/cassa', { user: socio, azioni: [], ...cassa }).redirect).toBe('/f');
  });

  it('keeps a session lacking its second factor on the page that completes it (decision 0418)', () => {
    for (const secondoFattore of ['attivazione', 'codice'] as const) {
      const con = { user: socio, azioni: null, secondoFattore };
      expect(run('/', con).redirect).toBe(PAGINA_SECONDO_FATTORE);
      expect(run('/b/soci', con).redirect).toBe(PAGINA_SECONDO_FATTORE);
      expect(run('/f/quote', con).redirect).toBe(PAGINA_SECONDO_FATTORE);
      expect(run(PAGINA_SECONDO_FATTORE, con).redirect).toBeUndefined();
      expect(run('/logout-complete', con).redirect).toBeUndefined();
      expect(run('/legal/privacy-policy', con).redirect).toBeUndefined();
    }
    expect(run('/f/quote', { user: socio, secondoFattore: null }).redirect).toBeUndefined();
  });

  it('sends a login without a person and without new-user state to /register/incomplete', () => {
    expect(run('/', { user: nuovo }).redirect).toBe('/register/incomplete');
    expect(run('/f', { user: nuovo }).redirect).toBe('/register/incomplete');
    expect(run('/register/incomplete', { user: nuovo }).redirect).toBeUndefined();
    expect(run('/logout-complete', { user: nuovo }).redirect).toBeUndefined();
  });

  it('forces a registration in progress to the register-complete screen', () => {
    const to = '/register/complete?state=MRO123456';
    expect(run('/f', { user: nuovo, newUser: registrazione }).redirect).toBe(to);
    expect(run('/b', { user: socio, azioni: ADULTO, newUser: registrazione }).redirect).toBe(to);
  });

  it('does not force it away from the register info, token and code paths', () => {
    for (const path of ['/register/info/X', '/register/token/X', '/register/code/X', '/register/code']) {
      expect(run(path, { user: nuovo, newUser: registrazione }).redirect).toBeUndefined();
    }
    expect(run('/register/complete?state=MRO123456', { user: nuovo, newUser: registrazione }).redirect).toBe(
      undefined,
    );
  });

  it('reads the registration code from the state parameter of a new-user path', () => {
    const result = run('/register/complete?state=abc-MRO123456', { user: nuovo });
    expect(result.registrationCode).toBe('MRO123456');
    expect(result.redirect).toBeUndefined();
    expect(run('/register/complete?state=MRO123456', { user: nuovo }).registrationCode).toBe('MRO123456');
  });

  it('ignores the state parameter when the referrer is a social login site', () => {
    const result = run('/register/complete?state=xyz', {
      user: nuovo,
      referrer: 'https://accounts.google.com/',
    });
    expect(result.registrationCode).toBeUndefined();
    expect(result.redirect).toBeUndefined();
  });

  it('ignores state on other paths', () => {
    expect(run('/f?state=MRO123456', { user: socio }).registrationCode).toBeUndefined();
  });
});

describe('codeFromState', () => {
  it('takes the part after the last dash, or the raw value', () => {
    expect(codeFromState('MRO123456')).toBe('MRO123456');
    expect(codeFromState('google-MRO123456')).toBe('MRO123456');
  });
});
