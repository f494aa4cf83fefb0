// The demo logins printed at start-up, one per kind of user (issue 2). e2e fixtures sign in with them.

export const DEMO_PASSWORD = 'Zaino-2026';

export type DemoChiave =
  | 'cens'
  | 'tesoriere'
  | 'revisore'
  | 'capogruppo'
  | 'capobranco'
  | 'capobranco2'
  | 'genitore'
  | 'genitore2'
  | 'socio'
  | 'giovane';

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
    chiave: 'revisore',
    ruolo: 'RCSEZ',
    descrizione: 'Revisore dei conti (legge la cassa, non la scrive)',
    email: 'revisore@demo.zaino.it',
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
    chiave: 'capobranco2',
    ruolo: 'CB',
    descrizione: 'Capo branco di un altro gruppo',
    email: 'capobranco2@demo.zaino.it',
  },
  {
    chiave: 'genitore',
    ruolo: 'Genitore',
    descrizione: 'Genitore di un lupetto e di una guida',
    email: 'genitore@demo.zaino.it',
  },
  {
    chiave: 'genitore2',
    ruolo: 'Genitore',
    descrizione: 'Genitore di un’altra famiglia',
    email: 'genitore2@demo.zaino.it',
  },
  {
    chiave: 'socio',
    ruolo: 'Socio',
    descrizione: 'Socio adulto senza incarichi',
    email: 'socio@demo.zaino.it',
  },
  {
    chiave: 'giovane',
    ruolo: 'Socio',
    descrizione: 'Socio giovane (minorenne) con il proprio accesso',
    email: 'giovane@demo.zaino.it',
  },
].map((l) => ({ ...l, chiave: l.chiave as DemoChiave, authUserId: `demo-${l.chiave}` }));
