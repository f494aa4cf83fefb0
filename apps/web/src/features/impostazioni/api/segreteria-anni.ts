import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModificaAnnoScout } from '@zaino/domain/form-anno-scout';
import { chiavi } from '../../../lib/query-keys.ts';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

// Spec 2 §7 REST calls of the settings page on the scout years (decision 1302).

export interface EsitoModifica {
  status: 'success';
  anno_scout: number;
  campiModificati: number;
}
export interface EsitoCambia {
  status: 'success';
  anno_scout: number;
  precedente: number | null;
  changed: boolean;
}
export interface EsitoNuovo {
  status: 'success';
  anno_scout: number;
  creato: boolean;
}

/** POST /segreteria/modifica-anno-scout: the scout-year fields (cents, ISO days). */
export function useModificaAnnoScout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anno: ModificaAnnoScout) =>
      inviaAlServer<EsitoModifica>('/segreteria/modifica-anno-scout', anno),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.anniScout.tutti }),
  });
}

/** 'Nuovo anno scout': POST /segreteria/nuovo-anno-scout {anno_scout}, the last plus one. */
export function useNuovoAnnoScout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anno_scout: number) =>
      inviaAlServer<EsitoNuovo>('/segreteria/nuovo-anno-scout', { anno_scout }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chiavi.anniScout.tutti }),
  });
}

/**
 * POST /segreteria/cambia-anno-scout {anno_scout}. The active year decides the viewer's appointments,
 * permissions and every year-dependent screen: the whole cache is read again.
 */
export function useCambiaAnnoScout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anno_scout: number) =>
      inviaAlServer<EsitoCambia>('/segreteria/cambia-anno-scout', { anno_scout }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
