// Issue 8 item 2: no registration code (nor any other one-time secret) ever appears in a log line.
// Request URLs are logged with the codes replaced: the code routes of the web app
// (/register/{code}, /register/token|code|info|pin/{code}), secret query parameters (the `state`
// of federated sign-in carries the registration code) and every variable or string literal of a
// GraphQL request sent over GET.

export const NASCOSTO = '***';

/** Query parameters whose value is a secret or may carry a registration code. */
const PARAMETRI_SEGRETI = new Set([
  'state',
  'code',
  'token',
  'otp',
  'confirmationcode',
  'registrationcode',
  'registration_token',
  'callbackurl',
  // signed download links (/file/scarica) stay valid for minutes
  'firma',
  'variables',
  'extensions',
]);

/** Fixed pages under /register/ (everything else there is a code). */
const PAGINE_REGISTER = new Set(['complete', 'incomplete', 'code', 'token', 'info', 'pin']);

/** A path segment as the web router reads it: decoded, lower case, without `;` matrix parameters. */
function segmento(p: string): string {
  let testo = p;
  try {
    testo = decodeURIComponent(p);
  } catch {}
  return testo.split(';')[0]!.toLowerCase();
}

function percorso(path: string): string {
  const parti = path.split('/');
  const i = parti.findIndex((p) => segmento(p) === 'register');
  if (i < 0) return path;
  for (let j = i + 1; j < parti.length; j++) {
    const p = parti[j] ?? '';
    if (p === '' || (j === i + 1 && PAGINE_REGISTER.has(segmento(p)))) continue;
    parti[j] = NASCOSTO;
  }
  return parti.join('/');
}

function parametro(coppia: string, graphql: boolean): string {
  const eq = coppia.indexOf('=');
  if (eq < 0) return coppia;
  const nome = coppia.slice(0, eq);
  let chiave = nome;
  try {
    chiave = decodeURIComponent(nome);
  } catch {}
  if (PARAMETRI_SEGRETI.has(chiave.toLowerCase())) return `${nome}=${NASCOSTO}`;
  if (graphql && chiave === 'query') {
    let testo: string;
    try {
      testo = decodeURIComponent(coppia.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return `${nome}=${NASCOSTO}`;
    }
    // String literals (and block strings) of the operation may be codes.
    const senza = testo.replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, `"${NASCOSTO}"`);
    return `${nome}=${encodeURIComponent(senza)}`;
  }
  return coppia;
}

/** The URL as it may be logged. */
export function urlPerLog(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const p = percorso(path);
  if (q < 0) return p;
  const graphql = path === '/graphql' || path.startsWith('/graphql/');
  const query = url
    .slice(q + 1)
    .split('&')
    .map((c) => parametro(c, graphql))
    .join('&');
  return `${p}?${query}`;
}
