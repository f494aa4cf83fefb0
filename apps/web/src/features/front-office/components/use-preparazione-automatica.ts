import { useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePreparaQuota } from '../api/prepara-quota.ts';

export const MSG_ISCRIZIONE_PREPARATA = 'Iscrizione preparata con successo!';

/**
 * Spec 3 §4: at step 3 an enrolment without its fee due gets one, once, automatically
 * ('Transazione economica già esistente' ignored). Used only while the due is missing: when it is
 * still missing after the family's data were read again, 'Iscrizione non trovata' (spec 3 §2).
 */
export function usePreparazioneAutomatica(idIscrizione: number) {
  const prepara = usePreparaQuota();
  const tentata = useRef(false);
  const [nonTrovata, setNonTrovata] = useState(false);

  useEffect(() => {
    if (tentata.current) return;
    tentata.current = true;
    prepara
      .mutateAsync(idIscrizione)
      .then((creata) => {
        if (creata) notifySuccess(MSG_ISCRIZIONE_PREPARATA);
        // Still mounted after the data were read again: the due is still missing.
        setNonTrovata(true);
      })
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
  }, [idIscrizione, prepara]);

  return { inCorso: prepara.isPending, nonTrovata };
}
