import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { AnteprimaPromemoriaQuery, StoricoPromemoriaQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';

// Issue 26, decisions 1151–1153, 1154: the payment reminders screen. A send reloads preview and history.

const ANTEPRIMA = graphql(`
  query anteprimaPromemoria {
    anteprimaPromemoria {
      anno_scout
      oggi
      fase
      mora_dal
      gia_inviati
      mail {
        fase
        destinatari
        voci { id_transazione_economica nome cognome causale importo coperto mora mora_inclusa da_pagare_con_mora }
      }
      senza_indirizzo { id_transazione_economica nome cognome causale importo coperto }
    }
  }
`);

const STORICO = graphql(`
  query storicoPromemoria($anno_scout: Int!) {
    storicoPromemoria(anno_scout: $anno_scout) {
      id_promemoria
      nome
      cognome
      causale
      fase
      destinatari
      stato
      creato
      inviato
    }
  }
`);

const INVIA = graphql(`
  mutation inviaPromemoria {
    inviaPromemoria { mail_inviate mail_fallite dovuti }
  }
`);

export type Anteprima = AnteprimaPromemoriaQuery['anteprimaPromemoria'];
export type Inviato = StoricoPromemoriaQuery['storicoPromemoria'][number];

const CHIAVE = ['promemoria'] as const;

export const useAnteprimaPromemoria = () =>
  useQuery({ queryKey: [...CHIAVE, 'anteprima'], queryFn: () => request(ANTEPRIMA) });

export const useStoricoPromemoria = (anno_scout: number | undefined) =>
  useQuery({
    queryKey: [...CHIAVE, 'storico', anno_scout],
    queryFn: () => request(STORICO, { anno_scout: anno_scout ?? 0 }),
    enabled: anno_scout !== undefined,
  });

export function useInviaPromemoria() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => request(INVIA),
    onSettled: () => qc.invalidateQueries({ queryKey: CHIAVE }),
  });
}
