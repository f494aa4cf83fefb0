import type { VariablesOf } from '@graphql-typed-document-node/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const CERCA_PARTE = graphql(`
  query cercaParteEPersona($search_key: String!, $anno_scout: Int!) {
    cercaParte(search_key: $search_key) {
      ...ParteCassa
    }
    cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {
      id_iscrizione
      persona {
        id_persona
        id_parte
        nome
        cognome
      }
    }
  }
`);

/** A party found by the payment dialog's picker. */
export interface ParteTrovata {
  id_parte: number;
  desc?: string | null;
  id_persona?: number | null;
  id_unita?: number | null;
  id_gruppo?: number | null;
  persona?: { nome?: string | null; cognome?: string | null } | null;
}

/**
 * Spec 3 §7 cercaParte (the other subjects, at least 3 characters) and cercaIscrizione (the persons
 * enrolled in the year, at least 4): the parties matching a text.
 */
export function useCercaParte(search_key: string, anno_scout: number | null) {
  const chiave = search_key.trim();
  return useQuery({
    queryKey: [...chiavi.tesoreria.tutta, 'cerca-parte', chiave, anno_scout] as const,
    queryFn: async (): Promise<ParteTrovata[]> => {
      const r = await request(CERCA_PARTE, { search_key: chiave, anno_scout: anno_scout ?? 0 });
      const persone = r.cercaIscrizione.flatMap((i) =>
        i.persona?.id_parte != null
          ? [{ id_parte: i.persona.id_parte, id_persona: i.persona.id_persona, persona: i.persona }]
          : [],
      );
      const viste = new Set<number>();
      return [...persone, ...r.cercaParte].filter((p) => !viste.has(p.id_parte) && viste.add(p.id_parte));
    },
    enabled: chiave.length >= 4 && anno_scout != null,
    staleTime: 30_000,
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
