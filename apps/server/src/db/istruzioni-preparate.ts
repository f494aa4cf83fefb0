/**
 * Decision 0432: the statements the server sends again and again are prepared once per connection.
 * PostgreSQL plans an unnamed statement at every execution, and on the families' pages planning
 * cost more than running (the session statement: 0.28 ms of planning for 0.07 ms of execution).
 * A named statement is parsed once per connection, and PostgreSQL may keep its plan.
 *
 * Named here: parameterised statements (the extended protocol) without a `*` that PostgreSQL
 * would expand when parsing, so a migration adding a column never changes a prepared statement's
 * result ('cached plan must not change result type'). Bounded: a connection prepares at most
 * `MAX_PER_CONNESSIONE` texts, the process names at most `MAX_TESTI`; beyond, statements go unnamed.
 */

export const MAX_PER_CONNESSIONE = 250;
export const MAX_TESTI = 5000;

/** More parameters than this: a batch's list, one text per length, not worth a name. */
export const MAX_PARAMETRI = 32;

/**
 * A star PostgreSQL may expand into columns (`select *`, `t.*`, `returning *`, `select distinct *`):
 * any `*` but `count(*)`'s. A product or a comment is excluded too; that only costs the preparation.
 */
const conStella = (testo: string) => testo.replaceAll('(*)', '').includes('*');

/** What pg's `connection` keeps of the statements it has sent by name. */
export interface IstruzioniDellaConnessione {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** Names given so far, one per text, shared by every connection (the same text, the same name). */
const nomi = new Map<string, string>();
const nominate = new Set<string>();

/** pg's query arguments: `(text | config, values?, callback?)`. */
interface ConfigQuery {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * The first argument of a pg query, named when worth preparing on this connection; otherwise the
 * argument as it came. `preparate` counts what this connection has already been asked to prepare.
 */
export function conNome(
  primo: unknown,
  valori: unknown,
  connessione: IstruzioniDellaConnessione,
  preparate: number,
): { primo: unknown; nuova: boolean } {
  const config: ConfigQuery | null =
    typeof primo === 'string' ? { text: primo } : typeof primo === 'object' ? (primo as ConfigQuery) : null;
  // A Query or Cursor object (it submits itself) is left as it is.
  if (!config || typeof config.text !== 'string' || config.name !== undefined || config.submit)
    return { primo, nuova: false };
  const params = Array.isArray(valori) ? valori : config.values;
  if (
    !Array.isArray(params) ||
    params.length === 0 ||
    params.length > MAX_PARAMETRI ||
    conStella(config.text)
  )
    return { primo, nuova: false };
  let nome = nomi.get(config.text);
  if (nome === undefined) {
    if (nomi.size >= MAX_TESTI) return { primo, nuova: false };
    nome = `zaino_${nomi.size + 1}`;
    nomi.set(config.text, nome);
    nominate.add(nome);
  }
  const nota =
    connessione.parsedStatements[nome] !== undefined ||
    connessione.submittedNamedStatements[nome] !== undefined;
  if (!nota && preparate >= MAX_PER_CONNESSIONE) return { primo, nuova: false };
  return { primo: { ...config, name: nome }, nuova: !nota };
}

/**
 * What a failed statement means for the one this connection prepared under `nome`:
 * - 'dimentica': pg's record of it is wrong (a value it could not convert made pg close the
 *   statement on the server, 26000 says the server has none): forget it, the next run parses again;
 * - 'scarta': a migration changed what it returns (0A000 'cached plan must not change result type');
 *   the server keeps it and refuses every run: the connection must go (its statements with it);
 * - 'nulla': any other error, or a statement not named here.
 */
export function esitoErrore(nome: unknown, errore: unknown): 'dimentica' | 'scarta' | 'nulla' {
  if (typeof nome !== 'string' || !nominate.has(nome)) return 'nulla';
  const { code, message } = (errore ?? {}) as { code?: unknown; message?: unknown };
  if (code === '0A000' && /cached plan must not change result type/.test(String(message))) return 'scarta';
  if (code === '26000' || typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return 'dimentica';
  return 'nulla';
}
