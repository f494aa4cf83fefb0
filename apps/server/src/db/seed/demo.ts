// The demo logins printed at start-up, one per kind of user (issue 2). e2e fixtures sign in with them.

export const DEMO_PASSWORD = 'Zaino-2026';

export type DemoChiave = 'cens' | 'tesoriere' | 'capogruppo' | 'capobranco' | 'genitore' | 'socio';

export interface DemoLogin {
  chiave: DemoChiave;
  ruolo: string;
  descrizione: string;
  email: string;
  /** Deterministic better-auth user id. */
  authUserId: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    chiave: 'cens',
    ruolo: 'CENS',
    descrizione: 'Segretario/a di sezione (amministratore)',
    email: 'cens@demo.zaino.it',
  },
  {
    chiave: 'tesoriere',
    ruolo: 'TSEZ',
    descrizione: 'Tesoriere di sezione',
    email: 'tesoriere@demo.zaino.it',
  },
  {
    chiave: 'capogruppo',
    ruolo: 'CG',
    descrizione: 'Capo gruppo del 2° gruppo',
    email: 'capogruppo@demo.zaino.it',
  },
  {
    chiave: 'capobranco',
    ruolo: 'CB',
    descrizione: 'Capo branco del 2° branco',
    email: 'capobranco@demo.zaino.it',
  },
  {
    chiave: 'genitore',
    ruolo: 'Genitore',
    descrizione: 'Genitore di un lupetto e di una guida',
    email: 'genitore@demo.zaino.it',
  },
  {
    chiave: 'socio',
    ruolo: 'Socio',
    descrizione: 'Socio adulto senza incarichi',
    email: 'socio@demo.zaino.it',
  },
].map((l) => ({ ...l, chiave: l.chiave as DemoChiave, authUserId: `demo-${l.chiave}` }));
