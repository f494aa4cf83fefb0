import { getIdentityToken } from './identity-token.ts';
import { scarica } from './esporta.ts';

/**
 * Calls one of the server's REST routes with the identity token (DESIGN.md §5). A network failure or
 * a refusal throws an Italian message (the server's own for a refusal).
 */
async function chiamaServer(percorso: string, init: RequestInit = {}): Promise<Response> {
  const token = await getIdentityToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let risposta: Response;
  try {
    risposta = await fetch(percorso, { ...init, headers });
  } catch {
    throw new Error('Errore di rete: impossibile raggiungere il server');
  }
  if (!risposta.ok) {
    const corpo = (await risposta.json().catch(() => null)) as { message?: string } | null;
    throw new Error(corpo?.message ?? `Richiesta non riuscita (${risposta.status})`);
  }
  return risposta;
}

/** Downloads a file from a REST route and saves it as `nomeFile`. */
export async function scaricaDaServer(percorso: string, nomeFile: string): Promise<void> {
  const risposta = await chiamaServer(percorso);
  scarica(await risposta.blob(), nomeFile);
}

/** POSTs a JSON body to a REST route and answers its JSON. */
export async function inviaAlServer<T>(percorso: string, corpo: unknown): Promise<T> {
  const risposta = await chiamaServer(percorso, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  return (await risposta.json()) as T;
}

/** POSTs a file's bytes as they are (a CSV or an XLSX) with their content type to a REST route and answers its JSON. */
export async function inviaFileAlServer<T>(percorso: string, file: Blob, tipo: string): Promise<T> {
  const risposta = await chiamaServer(percorso, {
    method: 'POST',
    headers: { 'Content-Type': tipo },
    body: file,
  });
  return (await risposta.json()) as T;
}

/** GETs a REST route and answers its JSON. */
export async function leggiDalServer<T>(percorso: string): Promise<T> {
  return (await (await chiamaServer(percorso)).json()) as T;
}
