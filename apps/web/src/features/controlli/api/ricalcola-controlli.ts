import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviaAlServer } from '../../../lib/scarica-rest.ts';

/** Spec 3 §7 POST /segreteria/controlli (no body): recomputes the checks, then every query refreshes. */
export function useRicalcolaControlli() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviaAlServer<unknown>('/segreteria/controlli', {}),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
