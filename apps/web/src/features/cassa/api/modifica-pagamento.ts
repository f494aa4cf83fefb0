import type { VariablesOf } from '@graphql-typed-document-node/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { inviaFile } from '../../../lib/allegati.ts';
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

export { urlAllegato } from '../../../lib/allegati.ts';

const POST_URL_ALLEGATO = graphql(`
  mutation createTransazioneFinanziariaAllegatoPostUrl {
    createTransazioneFinanziariaAllegatoPostUrl
  }
`);

/**
 * Spec 3 §7, decision 1111: upload one file through a presigned POST ({url, fields}): the fields, then
 * Content-Type and x-amz-meta-filename, then the file. Returns the key the payment's attachment names.
 */
export async function caricaAllegato(file: File, onProgress: (percento: number) => void): Promise<string> {
  const risposta = (await request(POST_URL_ALLEGATO, {})).createTransazioneFinanziariaAllegatoPostUrl;
  return inviaFile(risposta, file, onProgress);
}
