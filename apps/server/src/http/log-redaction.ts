// Issue 8 item 2, issue 22 item 10 (decision 0409): no registration code, nor any other secret, ever
// appears in a log line. A logged URL is built from an allow-list: a path segment is kept only when
// it is a word of a known route or a small number; a query parameter keeps its name only when known,
// and its value only when the parameter is known to be harmless and the value passes the same test.
// Everything else becomes `***`. The test runs on the text as the router reads it (percent-decoded,
// also twice), so no encoding trick gets a code through.

export const NASCOSTO = '***';

/**
 * The words of the web app's routes (apps/web/src/app/router.tsx: a test keeps the two in step)
 * and the federated providers of /api/auth/callback/…; the server's own routes add theirs when
 * registered.
 */
export const PAROLE_NOTE = [
  'b',
  'f',
  'register',
  'login',
  'login-complete',
  'logout-complete',
  'legal',
  'privacy-policy',
  'terms-of-service',
  'user-data-deletion',
  'stato-iscrizioni',
  'soci',
  'cassa',
  'pagamenti',
  'causali',
  'trasferimenti',
  'voci',
  'rendiconto',
  'estratti',
  'promemoria',
  'estratti-banca',
  'bilancio',
  'bilanci',
  'utenti',
  'impostazioni',
  'controlli',
  'persona',
  'transazioneEconomica',
  'transazioneFinanziaria',
  'mostra',
  'nuova',
  'nuovo-account',
  'associa-account',
  'privacy',
  'storico',
  'checkout',
  'quote',
  'stripe',
  'satispay',
  'bonifico',
  'success',
  'anagrafica',
  'modifica',
  'utente',
  'password',
  'verifica-due-passaggi',
  'storicoPagamenti',
  'info',
  'token',
  'pin',
  'code',
  'complete',
  'incomplete',
  'assets',
  'index.html',
  'favicon.ico',
  'favicon.svg',
  'google',
  'facebook',
];

/** Query parameters whose name may be logged (their value stays hidden unless below). */
const PARAMETRI_NOTI = [
  'query',
  'variables',
  'extensions',
  'operationName',
  'key',
  'nome',
  'scadenza',
  'firma',
  'state',
  'code',
  'token',
  'otp',
  'callbackURL',
  'confirmationCode',
  'username',
  'payment_id',
  'error',
].map((p) => p.toLowerCase());

/** Parameters whose value is logged too, when it is a small number or a known word. */
const VALORI_NOTI = new Set(['scadenza']);

/** Ids are serial numbers; a 9-character code may be all digits, so at most 8. */
const NUMERO = /^\d{1,8}$/;

/** The text as the router reads it: percent-decoded (twice over too), lower case. */
function decodifica(testo: string): string {
  let t = testo;
  for (let i = 0; i < 3; i++) {
    let d: string;
    try {
      d = decodeURIComponent(t.replace(/\+/g, ' '));
    } catch {
      return t.toLowerCase();
    }
    if (d === t) break;
    t = d;
  }
  return t.toLowerCase();
}

/** The static words of a route path (`/sandbox/pagamento/:id` → sandbox, pagamento). */
export function paroleDiPercorso(percorso: string): string[] {
  return percorso.split('/').filter((p) => p !== '' && !p.startsWith(':') && !p.includes('*'));
}

/** Builds the URL formatter of one server, which knows the words of its routes. */
export function creaUrlPerLog(parole: Iterable<string> = PAROLE_NOTE) {
  const note = new Set([...parole].map((p) => p.toLowerCase()));
  const visibile = (testo: string) => {
    const d = decodifica(testo);
    return d === '' || NUMERO.test(d) || note.has(d);
  };
  const parametro = (coppia: string) => {
    const eq = coppia.indexOf('=');
    const nome = eq < 0 ? coppia : coppia.slice(0, eq);
    const chiave = decodifica(nome);
    if (!PARAMETRI_NOTI.includes(chiave)) return NASCOSTO;
    if (eq < 0) return nome;
    const valore = coppia.slice(eq + 1);
    return `${nome}=${VALORI_NOTI.has(chiave) && visibile(valore) ? valore : NASCOSTO}`;
  };
  const urlPerLog = (url: string): string => {
    const q = url.indexOf('?');
    const path = (q < 0 ? url : url.slice(0, q))
      .split('/')
      .map((s) => (visibile(s) ? s : NASCOSTO))
      .join('/');
    return q < 0
      ? path
      : `${path}?${url
          .slice(q + 1)
          .split('&')
          .map(parametro)
          .join('&')}`;
  };
  return {
    urlPerLog,
    /** Adds the words of a route registered on the server. */
    aggiungi(percorso: string) {
      for (const p of paroleDiPercorso(percorso)) note.add(p.toLowerCase());
    },
  };
}
