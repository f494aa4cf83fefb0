import { useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';

/** The toasts of a dialog (spec 3 §8): success texts and the titles of its error toasts. */
export interface TestiSalvataggio {
  salvato: string;
  eliminato: string;
  titoloErrore: string;
  titoloErroreElimina: string;
}

/**
 * Save and delete of the payment and due dialogs (decision 1110): the whole state goes in one call; a
 * CONFLICT asking 'conferma_eccedenza' opens the coverage confirmation ('È giusto, confermo') with
 * the server's message, and confirming sends the same state again with the flag.
 */
export function useSalvaElimina<V extends object>({
  invia,
  testi,
  onChiuso,
  onEliminato,
}: {
  invia: (v: V & { conferma_eccedenza?: boolean; elimina?: boolean }) => Promise<unknown>;
  testi: TestiSalvataggio;
  onChiuso: () => void;
  onEliminato?: () => void;
}) {
  const [conferma, setConferma] = useState<string | null>(null);
  const [chiediElimina, setChiediElimina] = useState(false);

  async function salva(valori: V, conferma_eccedenza = false) {
    try {
      await invia({ ...valori, conferma_eccedenza });
      setConferma(null);
      notifySuccess(testi.salvato);
      onChiuso();
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.errorType === 'CONFLICT' &&
        e.extensions.conferma === 'conferma_eccedenza'
      ) {
        setConferma(e.message);
        return;
      }
      setConferma(null);
      reportError(e, testi.titoloErrore);
      notifyDanger(`Si è verificato un errore: ${errorMessage(e)}`, testi.titoloErrore);
    }
  }

  async function elimina(chiave: V) {
    try {
      await invia({ ...chiave, elimina: true });
      setChiediElimina(false);
      notifySuccess(testi.eliminato);
      onChiuso();
      onEliminato?.();
    } catch (e) {
      setChiediElimina(false);
      reportError(e, testi.titoloErroreElimina);
      notifyDanger(`Si è verificato un errore: ${errorMessage(e)}`, testi.titoloErroreElimina);
    }
  }

  return {
    salva,
    elimina,
    conferma,
    chiudiConferma: () => setConferma(null),
    chiediElimina,
    setChiediElimina,
  };
}
