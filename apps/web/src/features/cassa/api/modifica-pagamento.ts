import type { VariablesOf } from '@graphql-typed-document-node/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_TRANSAZIONE_FINANZIARIA = graphql(`
  mutation modificaTransazioneFinanziaria(
    $modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput!
  ) {
    modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $modifica_transazione_finanziaria)
  }
`);

export type ModificaPagamentoVariabili = VariablesOf<
  typeof MODIFICA_TRANSAZIONE_FINANZIARIA
>['modifica_transazione_finanziaria'];

/** Spec 3 §7 modificaTransazioneFinanziaria: save or (elimina) delete a payment; every treasury list reloads. */
export function useModificaPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (modifica_transazione_finanziaria: ModificaPagamentoVariabili) =>
      (await request(MODIFICA_TRANSAZIONE_FINANZIARIA, { modifica_transazione_finanziaria }))
        .modificaTransazioneFinanziaria,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.tutta }),
  });
}

const POST_URL_ALLEGATO = graphql(`
  mutation createTransazioneFinanziariaAllegatoPostUrl {
    createTransazioneFinanziariaAllegatoPostUrl
  }
`);

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
 * Spec 3 §7, decision 1111: upload one file through a presigned POST ({url, fields}): the fields, then
 * Content-Type and x-amz-meta-filename, then the file. Returns the key the payment's attachment names.
 */
export async function caricaAllegato(file: File, onProgress: (percento: number) => void): Promise<string> {
  const risposta = (await request(POST_URL_ALLEGATO, {})).createTransazioneFinanziariaAllegatoPostUrl;
  const { url, fields } = JSON.parse(risposta) as { url: string; fields: Record<string, string> };
  const dati = new FormData();
  for (const [k, v] of Object.entries(fields)) dati.append(k, v);
  dati.append('Content-Type', file.type || 'application/octet-stream');
  dati.append('x-amz-meta-filename', file.name);
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
