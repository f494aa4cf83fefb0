import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session-store.ts';
import { type Preparazione, preparaCheckout } from '../api/prepara-checkout.ts';
import { dimenticaPreparato, ricordaPreparato } from '../checkout-in-corso.ts';
import { MSG_ERRORE_GENERICO, msgNonDisponibile, TITOLO_NON_DISPONIBILE } from './messaggi.ts';

/** Decision 1204: what the server charges differs from what the page showed (a due changed meanwhile). */
export const MSG_IMPORTO_CAMBIATO = 'L’importo da pagare è cambiato: controlla il riepilogo e riprova';

const FORNITORE = {
  stripe: ['Stripe', 'carta'],
  satispay: ['Satispay', 'Satispay'],
} as const;

const annullata = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * Spec 3 §4 checkout start: preparation (loading → success or failed), which the family may cancel
 * while it is saving (the answer is then discarded); then the provider's page, or the bank screen.
 * The page goes on only when the server charges exactly what it showed (`atteso`, cents).
 */
export function useAvviaCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stato = session.use((s) => s.checkoutPrepare.status);
  const controllo = useRef<AbortController | null>(null);
  const [uscita, setUscita] = useState(false);
  const [errore, setErrore] = useState<string | null>(null);

  const fallita = (messaggio: string) => {
    session.set({ checkoutPrepare: { status: 'failed', error: messaggio } });
    setErrore(messaggio);
  };

  const avvia = async (p: Preparazione, atteso: number) => {
    controllo.current?.abort();
    const c = new AbortController();
    controllo.current = c;
    session.set({ checkoutPrepare: { status: 'loading' } });
    try {
      const data = await preparaCheckout(p, c.signal);
      if (c.signal.aborted) return;
      if (data.importo !== atteso) {
        fallita(MSG_IMPORTO_CAMBIATO);
        void queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte });
        return;
      }
      ricordaPreparato(data);
      if (data.metodo === 'bank') {
        navigate('/f/checkout/bonifico');
        return;
      }
      if (!data.redirect_url) {
        const [fornitore, metodo] = FORNITORE[data.metodo === 'stripe' ? 'stripe' : 'satispay'];
        notifyDanger(msgNonDisponibile(fornitore, metodo), TITOLO_NON_DISPONIBILE);
        dimenticaPreparato();
        return;
      }
      setUscita(true);
      window.location.assign(data.redirect_url);
    } catch (error) {
      if (c.signal.aborted || annullata(error)) return;
      reportError(error, 'preparaCheckout');
      fallita(error instanceof Error && error.message ? error.message : MSG_ERRORE_GENERICO);
    }
  };

  /** Spec 3 §4: cancel while saving; whatever the server answers later is discarded. */
  const annulla = () => {
    controllo.current?.abort();
    dimenticaPreparato();
  };

  return {
    inCorso: stato === 'loading' || uscita,
    avvia,
    annulla,
    errore,
    chiudiErrore: () => setErrore(null),
  };
}
