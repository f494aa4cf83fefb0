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

/**
 * Decision 1301: the demo section's identity, invented (no real association's data): a plausible
 * legal name and office in Milan, an 11-digit codice fiscale with a valid check digit, no partita
 * IVA, a RUNTS entry and the deductibility statement of art. 83 of the Codice del Terzo settore.
 */
export const IDENTITA_DEMO = Object.freeze({
  denominazione: 'Associazione Scout Zaino - Sezione di Milano APS',
  indirizzo: 'Via dei Pioppi 12',
  cap: '20159',
  comune: 'Milano',
  provincia: 'MI',
  codice_fiscale: '94120870632',
  partita_iva: null,
  runts: 'Iscritta al RUNTS, sezione Associazioni di promozione sociale, repertorio n. 000123',
  detraibilita:
    'Le erogazioni liberali a favore dell’associazione sono detraibili o deducibili ai sensi dell’art. 83 del D.Lgs. 117/2017; le quote associative non sono erogazioni liberali.',
});
