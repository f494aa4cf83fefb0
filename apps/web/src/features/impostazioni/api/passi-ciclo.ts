import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIPO_XLSX } from '@zaino/domain/nazionale-file';
import { inviaAlServer, inviaFileAlServer, leggiDalServer } from '../../../lib/scarica-rest.ts';

// Decisions 1016 and 1017: the yearly steps' history, previews and background jobs (REST).

export interface LavoroPasso {
  id_lavoro: string;
  passo: string;
  stato: 'in_coda' | 'in_corso' | 'completato' | 'errore';
  fatti: number;
  totale: number | null;
  risultato: Record<string, number> | null;
  errore: string | null;
}

export interface EsecuzionePasso {
  id_passo: number;
  passo: string;
  anno_scout: number;
  id_parte: number | null;
  autore: string;
  nome_autore: string | null;
  eseguito: string;
  esito: 'successo' | 'errore';
  conteggi: Record<string, number>;
  errori: Array<{ id_persona?: number; motivo: string }>;
}

/** Decision 1023: a check after the steps, and whether its service is configured. */
export interface VerificaCiclo {
  nome: string;
  collegato: boolean;
}

export interface StoricoPassi {
  passi: string[];
  verifiche: VerificaCiclo[];
  in_corso: LavoroPasso[];
  storico: EsecuzionePasso[];
}

export interface AnteprimaPasso {
  avvisi: Array<{ id_persona?: number; motivo: string }>;
  persone: Array<{ id_persona: number; nome: string | null; cognome: string | null }>;
  piano: unknown;
  [campo: string]: unknown;
}

const CHIAVE_STORICO = ['segreteria', 'passi'] as const;

/** GET /segreteria/passi: the steps, their unfinished jobs and the newest runs. */
export function useStoricoPassi() {
  return useQuery({
    queryKey: CHIAVE_STORICO,
    queryFn: () => leggiDalServer<StoricoPassi>('/segreteria/passi'),
  });
}

/** POST /segreteria/<step>/anteprima: what the run would do, nothing written. */
export function useAnteprimaPasso() {
  return useMutation({
    mutationFn: ({ passo, corpo }: { passo: string; corpo: object }) =>
      inviaAlServer<AnteprimaPasso>(`/segreteria/${passo}/anteprima`, corpo),
  });
}

/** POST /segreteria/<step>/lavoro: enqueues the run; answers the job's id. */
export function useAccodaPasso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passo, corpo }: { passo: string; corpo: object }) =>
      inviaAlServer<{ id_lavoro: string }>(`/segreteria/${passo}/lavoro`, corpo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHIAVE_STORICO }),
  });
}

/** GET /segreteria/lavori/:id, read again every half second until the job ends. */
export function useLavoroPasso(id: string | null) {
  return useQuery({
    queryKey: ['segreteria', 'lavoro', id],
    queryFn: async () => (await leggiDalServer<{ lavoro: LavoroPasso }>(`/segreteria/lavori/${id}`)).lavoro,
    enabled: id !== null,
    refetchInterval: (q) =>
      q.state.data?.stato === 'completato' || q.state.data?.stato === 'errore' ? false : 500,
  });
}

/** The answer of a check: spec 2 §7's status, a message when it failed, its counts. */
export interface EsitoVerifica {
  status: 'success' | 'failed';
  message?: string;
  [campo: string]: unknown;
}

/** Decision 1023: each check's call (spec 2 §7 paths). */
const CHIAMATE: Record<string, () => Promise<EsitoVerifica>> = {
  'push-censimenti-nazionale': () => inviaAlServer('/segreteria/push-censimenti-nazionale', {}),
  'download-nazionale': () => inviaAlServer('/segreteria/download-nazionale', {}),
  'verifica-satispay': () => leggiDalServer('/satispayWebhook'),
};

/** Runs a check; the history is read again afterwards. */
export function useEseguiVerifica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) => {
      const chiama = CHIAMATE[nome];
      if (!chiama) throw new Error(`Verifica sconosciuta: ${nome}`);
      return chiama();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHIAVE_STORICO }),
  });
}

const PERCORSO_FILE_NAZIONALE = '/segreteria/download-nazionale/file';

/** The type the upload is labelled with; only a hint, the server reads the bytes (decision 0429). */
const tipoDichiarato = (file: File) =>
  file.type === TIPO_XLSX || /\.xlsx$/i.test(file.name) ? TIPO_XLSX : 'text/csv';

/**
 * Decision 0923: the national body's export file, uploaded by the office, compared like a download
 * (works without a national service configured). Sent as its bytes, CSV or XLSX (decision 0924):
 * the server tells which from them, since an .xlsx often comes labelled text/csv (decision 0429).
 * The history and every query are read again.
 */
export function useCaricaFileNazionale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      inviaFileAlServer<EsitoVerifica>(PERCORSO_FILE_NAZIONALE, file, tipoDichiarato(file)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** Decision 1026: the pending Satispay payments the check would ask about (nothing written). */
export interface AnteprimaSatispay extends EsitoVerifica {
  toUpdate?: number;
  pagamenti?: Array<{ id_transazione_finanziaria: number; importo: number; data_creata: string }>;
}

/** GET /segreteria/verifica-satispay/anteprima, read each time the dialog opens. */
export function useAnteprimaSatispay() {
  return useQuery({
    queryKey: ['segreteria', 'verifica-satispay', 'anteprima'],
    queryFn: () => leggiDalServer<AnteprimaSatispay>('/segreteria/verifica-satispay/anteprima'),
    staleTime: 0,
    gcTime: 0,
  });
}
