import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

// Issue 25, decision 1401: a person's national record beside ours, "prendi il nazionale", and the
// push of spec 2 §7 (REST, the overwrite confirmation of §8 answered by the server).

const SCHEDA_NAZIONALE = graphql(`
  query schedaNazionale($id_persona: Int!) {
    schedaNazionale(id_persona: $id_persona) {
      tessera
      presente
      errori_nazionale
      campi {
        campo
        etichetta
        locale
        nazionale
        diverso
        prendibile
        inviabile
      }
    }
    general {
      ultimo_download_nazionale
      ultimo_confronto_nazionale
    }
  }
`);

const PRENDI_DAL_NAZIONALE = graphql(`
  mutation prendiDalNazionale($id_persona: Int!, $campi: [String!]!) {
    prendiDalNazionale(id_persona: $id_persona, campi: $campi) {
      tessera
    }
  }
`);

export type SchedaNazionale = NonNullable<ResultOf<typeof SCHEDA_NAZIONALE>['schedaNazionale']>;
export type CampoNazionale = SchedaNazionale['campi'][number];
export type DateNazionale = ResultOf<typeof SCHEDA_NAZIONALE>['general'];

/**
 * The field-by-field view (null: no enrolment in the active year) and when the national data were last
 * downloaded and compared. The card asking it is only mounted for whoever may see it.
 */
export function useSchedaNazionale(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.nazionale(id_persona),
    queryFn: () => request(SCHEDA_NAZIONALE, { id_persona }),
  });
}

/** "Prendi il nazionale": the chosen fields take the national values; the whole person refreshes. */
export function usePrendiDalNazionale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id_persona: number; campi: string[] }) => request(PRENDI_DAL_NAZIONALE, v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
  });
}

export interface RichiestaPush {
  id_persona: number;
  conferma?: boolean;
  nuovo?: boolean;
  provinciaNascita?: string;
  /** Decision 1403: the fields an update writes (all the sendable ones when absent). */
  campi?: readonly string[];
}

export type EsitoPush = { status: 'success'; nuovo: boolean } | { status: 'failed'; message: string };

/** Spec 2 §7 POST /segreteria/push-nazionale; a sent record refreshes the person's comparison. */
export function usePushNazionale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: RichiestaPush) => inviaAlServer<EsitoPush>('/segreteria/push-nazionale', corpo),
    onSuccess: (esito) => {
      if (esito.status === 'success')
        return queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte });
    },
  });
}
