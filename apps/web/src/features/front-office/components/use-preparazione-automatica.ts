import { useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePreparaQuota } from '../api/prepara-quota.ts';

export const MSG_ISCRIZIONE_PREPARATA = 'Iscrizione preparata con successo!';

/**
 * Spec 3 §4: at step 3 an enrolment without its fee due gets one, once, automatically
 * ('Transazione economica già esistente' ignored). When the due is still missing after the family's
 * data were read again, the card shows 'Iscrizione non trovata' (spec 3 §2).
 */
export function usePreparazioneAutomatica(idIscrizione: number | undefined, daPreparare: boolean) {
  const prepara = usePreparaQuota();
  const tentate = useRef(new Set<number>());
  const [preparata, setPreparata] = useState<number | null>(null);

  useEffect(() => {
    if (!daPreparare || idIscrizione == null || tentate.current.has(idIscrizione)) return;
    tentate.current.add(idIscrizione);
    prepara
      .mutateAsync(idIscrizione)
      .then((creata) => {
        if (creata) notifySuccess(MSG_ISCRIZIONE_PREPARATA);
        setPreparata(idIscrizione);
      })
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
  }, [daPreparare, idIscrizione, prepara]);

  return {
    inCorso: prepara.isPending,
    nonTrovata: preparata != null && preparata === idIscrizione && daPreparare,
  };
}
