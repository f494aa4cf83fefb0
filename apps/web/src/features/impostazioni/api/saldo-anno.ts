import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const SALDO_INIZIALE_ANNO = graphql(`
  query saldoInizialeAnno($id_parte: Int!, $anno_scout: Int!) {
    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {
      id_parte
      anno_scout
      bank
      cash
      satispay
      stripe
    }
  }
`);

const MODIFICA_SALDO_ANNUALE = graphql(`
  mutation modificaSaldoAnnualeImpostazioni($modifica: ModificaSaldoAnnualeInput!) {
    modificaSaldoAnnuale(modifica_saldo_annuale: $modifica) {
      id_parte
      anno_scout
      bank
      cash
      satispay
      stripe
    }
  }
`);

/** Spec 2 §7 saldoAnnuale: a party's opening balances of a scout year (cents). */
export function useSaldoInizialeAnno(id_parte: number, anno_scout: number) {
  return useQuery({
    queryKey: chiavi.tesoreria.saldoIniziale(id_parte, anno_scout),
    queryFn: async () => (await request(SALDO_INIZIALE_ANNO, { id_parte, anno_scout })).saldoAnnuale,
  });
}

export type SaldoAnnualeVariabili = VariablesOf<typeof MODIFICA_SALDO_ANNUALE>['modifica'];

/** Spec 2 §7 modificaSaldoAnnuale (bank, cash, satispay, stripe); the treasury's screens read it again. */
export function useModificaSaldoAnnuale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modifica: SaldoAnnualeVariabili) => request(MODIFICA_SALDO_ANNUALE, { modifica }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.tutta }),
  });
}
