import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { AnteprimaFusioneQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { type EsitoCoppie, primaCoppiaUnibile } from '../coppia-unibile.ts';

const ANTEPRIMA_FUSIONE = graphql(`
  query anteprimaFusione($id_tieni: Int!, $id_elimina: Int!) {
    anteprimaFusione(id_tieni: $id_tieni, id_elimina: $id_elimina) {
      tieni {
        id_persona
      }
      elimina {
        id_persona
      }
      conteggi {
        contatti
        contatti_doppi
        parentele
        parentele_doppie
        iscrizioni
        nomine
        liste_attesa
        liste_attesa_doppie
        utenti
        consensi_privacy
        dovuti
        pagamenti
        collegamenti
        allegati
        conti
        rilievi
      }
      campi_completati
      rifiuto
    }
  }
`);

const UNISCI_PERSONE = graphql(`
  mutation unisciPersone($id_tieni: Int!, $id_elimina: Int!) {
    unisciPersone(id_tieni: $id_tieni, id_elimina: $id_elimina) {
      eseguita
    }
  }
`);

export type AnteprimaFusione = AnteprimaFusioneQuery['anteprimaFusione'];

const opzioniAnteprima = (id_tieni: number, id_elimina: number) => ({
  queryKey: chiavi.controlli.fusione(id_tieni, id_elimina),
  queryFn: async () => (await request(ANTEPRIMA_FUSIONE, { id_tieni, id_elimina })).anteprimaFusione,
});

/** Decision 0930: what merging `id_elimina` into `id_tieni` would move (nothing is changed). */
export function useAnteprimaFusione(id_tieni: number, id_elimina: number) {
  return useQuery(opzioniAnteprima(id_tieni, id_elimina));
}

/**
 * Decision 0429: whether the persons of a finding can be merged, and which pair, asked through the
 * preview (the server's one rule) once `attiva` (the row is on screen or focused). Each preview is
 * cached under its own key, so the dialog opens on it without asking again.
 */
export function useCoppiaUnibile(ids: readonly number[], attiva: boolean) {
  const queryClient = useQueryClient();
  return useQuery<EsitoCoppie>({
    queryKey: chiavi.controlli.unibili(ids),
    enabled: attiva && ids.length > 1,
    queryFn: () =>
      primaCoppiaUnibile(ids, ({ tieni, elimina }) =>
        queryClient.fetchQuery(opzioniAnteprima(tieni, elimina)),
      ),
  });
}

/** The pair the row found mergeable, if it asked already: where the dialog starts. */
export function useCoppiaGiaTrovata(ids: readonly number[]) {
  return useQueryClient().getQueryData<EsitoCoppie>(chiavi.controlli.unibili(ids))?.consentita ?? null;
}

/** Decision 0930: the merge; every person and check query reloads. */
export function useUnisciPersone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id_tieni: number; id_elimina: number }) => request(UNISCI_PERSONE, v),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
