import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MappaturaCsv } from '@zaino/domain/csv-banca';
import type { StatoMovimento } from '@zaino/domain/form-estratti-banca';
import { graphql } from '../../../gql/index.ts';
import type {
  CercaDovutiPerMovimentoQuery,
  ConfermaMovimentoInput,
  MovimentiBancaQuery,
} from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

// Issue 26, decision 1141: the bank statement screen's operations. Every write reloads the whole
// treasury (a confirmed line pays dues and adds a payment).

const MOVIMENTI = graphql(`
  query movimentiBanca($stato: StatoMovimentoBanca!) {
    movimentiBanca(stato: $stato) {
      id_movimento
      data
      importo
      verso
      causale
      controparte
      riferimento
      stato
      id_transazione_finanziaria
      id_voce
      suggerimenti {
        regola
        punteggio
        spiegazione
        id_transazione_finanziaria
        id_parte_da
        pagante
        ripartizione { id_transazione_economica importo causale_desc }
      }
      possibile_doppio_pagamento { id_transazione_economica importo causale_desc }
      quote_pagate { id_transazione_economica importo causale_desc }
    }
  }
`);

// The treasury's due search (at least 4 characters), with what the 'Cambia' dialog needs to tell
// what each due still owes: its links and their payment's state (decision 1155).
const CERCA_DOVUTI = graphql(`
  query cercaDovutiPerMovimento($search_key: String!) {
    cercaTransazioneEconomica(search_key: $search_key) {
      id_transazione_economica
      id_parte_da
      importo
      causale_desc
      stato
      transazioni {
        id_transazione
        importo
        stato_pagamento
        id_transazione_finanziaria
        transazione_finanziaria { tipo_da importo transazioni { importo } }
      }
    }
  }
`);

const RIEPILOGO = graphql(`
  query riepilogoMovimentiBanca {
    riepilogoMovimentiBanca { da_abbinare abbinata ignorata }
  }
`);

const MAPPATURE = graphql(`
  query mappatureCsvBanca {
    mappatureCsvBanca { banca mappatura }
  }
`);

const CONFERMA = graphql(`
  mutation confermaMovimentiBanca($conferme: [ConfermaMovimentoInput!]!) {
    confermaMovimentiBanca(conferme: $conferme) {
      id_movimento
      id_transazione_finanziaria
      tipo_errore
      errore
      richiede_conferma
    }
  }
`);

const IGNORA = graphql(`
  mutation ignoraMovimentoBanca($id_movimento: Int!, $ignora: Boolean!) {
    ignoraMovimentoBanca(id_movimento: $id_movimento, ignora: $ignora) { id_movimento stato }
  }
`);

const ASSEGNA = graphql(`
  mutation assegnaUscitaBanca($assegna: AssegnaUscitaInput!) {
    assegnaUscitaBanca(assegna: $assegna)
  }
`);

export type MovimentoBanca = MovimentiBancaQuery['movimentiBanca'][number];
export type DovutoTrovato = CercaDovutiPerMovimentoQuery['cercaTransazioneEconomica'][number];
export type Suggerimento = MovimentoBanca['suggerimenti'][number];
export type ConfermaMovimento = ConfermaMovimentoInput;

const chiave = ['tesoreria', 'estratti'] as const;

export function useMovimentiBanca(stato: StatoMovimento) {
  return useQuery({
    queryKey: [...chiave, 'movimenti', stato],
    queryFn: async () => (await request(MOVIMENTI, { stato })).movimentiBanca,
  });
}

/** Dues by name or description for the 'Cambia' dialog; the key comes debounced, null: no search. */
export function useCercaDovuti(testo: string | null) {
  return useQuery({
    queryKey: [...chiave, 'cerca-dovuti', testo ?? ''],
    queryFn: async () =>
      (await request(CERCA_DOVUTI, { search_key: testo ?? '' })).cercaTransazioneEconomica.map((d) => ({
        ...d,
        // Decision 1157: each link says its payment's method, amount and what it covers (a started
        // bank transfer may be completed by a line not smaller than that).
        transazioni: d.transazioni.map((l) => {
          const tf = l.transazione_finanziaria;
          return {
            ...l,
            tipo_da: tf?.tipo_da ?? null,
            importo_pagamento: tf?.importo ?? null,
            coperto_dal_pagamento: tf ? tf.transazioni.reduce((s, x) => s + x.importo, 0) : null,
          };
        }),
      })),
    enabled: testo !== null,
  });
}

export function useRiepilogoMovimenti() {
  return useQuery({
    queryKey: [...chiave, 'riepilogo'],
    queryFn: async () => (await request(RIEPILOGO)).riepilogoMovimentiBanca,
  });
}

/** The mapping remembered per bank (decision 1130), parsed back from its JSON. */
export function useMappatureCsv(abilitato: boolean) {
  return useQuery({
    queryKey: [...chiave, 'mappature'],
    queryFn: async () =>
      (await request(MAPPATURE)).mappatureCsvBanca.map((m) => ({
        banca: m.banca,
        mappatura: JSON.parse(m.mappatura) as MappaturaCsv,
      })),
    enabled: abilitato,
  });
}

function useRicarica() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chiavi.tesoreria.tutta });
}

export function useConfermaMovimenti() {
  const ricarica = useRicarica();
  return useMutation({
    mutationFn: async (conferme: ConfermaMovimento[]) =>
      (await request(CONFERMA, { conferme })).confermaMovimentiBanca,
    onSettled: ricarica,
  });
}

export function useIgnoraMovimento() {
  const ricarica = useRicarica();
  return useMutation({
    mutationFn: (v: { id_movimento: number; ignora: boolean }) => request(IGNORA, v),
    onSuccess: ricarica,
  });
}

export function useAssegnaUscita() {
  const ricarica = useRicarica();
  return useMutation({
    mutationFn: (assegna: { id_movimento: number; id_voce: number }) => request(ASSEGNA, { assegna }),
    onSuccess: ricarica,
  });
}

export interface EsitoImportazione {
  id_estratto: number | null;
  righe_lette: number;
  righe_nuove: number;
  gia_importato: boolean;
}

/** The file as base64, so any bytes (a Windows-1252 CSV) reach the server as they are. */
async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binario = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binario);
}

/** POST /segreteria/estratti-banca: imports a camt.053 or a CSV with its mapping. */
export function useImportaEstratto() {
  const ricarica = useRicarica();
  return useMutation({
    mutationFn: async (v: { file: File; formato: 'camt053' | 'csv'; mappatura: MappaturaCsv | null }) =>
      inviaAlServer<EsitoImportazione>('/segreteria/estratti-banca', {
        formato: v.formato,
        nome_file: v.file.name,
        contenuto: await base64(v.file),
        mappatura: v.formato === 'csv' ? v.mappatura : null,
      }),
    onSuccess: ricarica,
  });
}
