import { nomeFileAscii } from '@zaino/domain/form-front-office';
import { graphql } from '../gql/index.ts';
import { request } from './graphql.ts';

// Files of payments (spec 1 §7, decision 1111): the download link of an attachment or receipt, and
// the upload through a presigned POST, shared by the back office's payment dialog and the checkout.

const URL_ALLEGATO = graphql(`
  query getAllegatoSignedUrl($id_allegato: Int!) {
    getAllegatoSignedUrl(id_allegato: $id_allegato)
  }
`);

/** Spec 1 §7: a short-lived download URL of an attachment. */
export async function urlAllegato(id_allegato: number): Promise<string> {
  return (await request(URL_ALLEGATO, { id_allegato })).getAllegatoSignedUrl;
}

/** The storage's refusal (a short text or JSON message), else the status. */
function messaggioRifiuto(xhr: XMLHttpRequest): string {
  const testo = xhr.responseText?.trim() ?? '';
  try {
    const json = JSON.parse(testo) as { message?: unknown; messaggio?: unknown };
    const m = json.messaggio ?? json.message;
    if (typeof m === 'string' && m) return m;
  } catch {
    // not JSON
  }
  return testo && testo.length <= 200 && !testo.startsWith('<')
    ? testo
    : `Caricamento non riuscito (${xhr.status})`;
}

/**
 * Spec 1 §7, decision 1111: posts one file to a presigned POST (the JSON string {url, fields}): the
 * fields, then Content-Type and the filename meta field (plain ASCII), then the file, reporting the
 * progress in percent. Returns the key the server names the file by.
 */
export async function inviaFile(
  postUrl: string,
  file: File,
  onProgress: (percento: number) => void,
): Promise<string> {
  const { url, fields } = JSON.parse(postUrl) as { url: string; fields: Record<string, string> };
  const dati = new FormData();
  for (const [k, v] of Object.entries(fields)) dati.append(k, v);
  dati.append('Content-Type', file.type || 'application/octet-stream');
  dati.append('x-amz-meta-filename', nomeFileAscii(file.name));
  dati.append('file', file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(messaggioRifiuto(xhr)));
    xhr.onerror = () => reject(new Error('Caricamento non riuscito: errore di rete'));
    xhr.send(dati);
  });
  onProgress(100);
  const key = fields.key ?? fields.Key;
  if (!key) throw new Error('Caricamento non riuscito: chiave del file assente');
  return key;
}
