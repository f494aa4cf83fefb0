import { useQuery } from '@tanstack/react-query';
import type { FormatoEstrattoConto } from '@zaino/domain/estratto-conto';
import { useEffect, useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';

/** How a server-written file's format reads in a menu and on the download button. */
export const ETICHETTE_FORMATO: Record<FormatoEstrattoConto, string> = { pdf: 'PDF', xlsx: 'Excel (XLSX)' };

/**
 * A file the server writes on request (account statement, ETS statement): the chosen request, the
 * query that asks the server for its download address, and on failure the spec's red toast titled
 * `titolo` (spec 3 §8), which also closes the download dialog.
 */
export function useEsportazioneServer<R>(
  chiave: string,
  indirizzo: (r: R) => Promise<string>,
  titolo: string,
) {
  const [richiesta, setRichiesta] = useState<R | null>(null);
  const url = useQuery({
    queryKey: [chiave, richiesta],
    queryFn: () => indirizzo(richiesta!),
    enabled: richiesta != null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!url.isError || richiesta == null) return;
    reportError(url.error, titolo.toLowerCase());
    notifyDanger(`C'è stato un errore: ${errorMessage(url.error)}`, titolo);
    setRichiesta(null);
  }, [url.isError, url.error, richiesta, titolo]);
  return { richiesta, setRichiesta, url };
}
