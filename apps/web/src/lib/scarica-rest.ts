import { getIdentityToken } from './identity-token.ts';
import { scarica } from './esporta.ts';

/**
 * Downloads a file from one of the server's REST routes with the identity token (DESIGN.md §5) and
 * saves it as `nomeFile`. A refusal throws the server's Italian message.
 */
export async function scaricaDaServer(percorso: string, nomeFile: string): Promise<void> {
  const token = await getIdentityToken();
  let risposta: Response;
  try {
    risposta = await fetch(percorso, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error('Errore di rete: impossibile raggiungere il server');
  }
  if (!risposta.ok) {
    const corpo = (await risposta.json().catch(() => null)) as { message?: string } | null;
    throw new Error(corpo?.message ?? `Download non riuscito (${risposta.status})`);
  }
  scarica(await risposta.blob(), nomeFile);
}
