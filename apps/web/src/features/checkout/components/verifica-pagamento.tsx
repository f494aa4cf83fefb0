import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import focus from '../../../app/anello-focus.module.css';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { notifyDanger, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session-store.ts';
import { verificaCheckout } from '../api/verifica-checkout.ts';
import { dimenticaPreparato } from '../checkout-in-corso.ts';
import { MSG_ERRORE_ESITO, MSG_NON_CONFERMATO, MSG_SUCCESSO, TITOLO_ESITO } from './messaggi.ts';

/** Spec 3 §8: what the retry dialog asks the family to check first, per method. */
const DA_CONTROLLARE = {
  stripe: 'la tua email e l’estratto conto della carta',
  satispay: 'l’app Satispay',
} as const;

interface Props {
  id: number;
  metodo: 'stripe' | 'satispay';
}

/**
 * Spec 3 §2, §4, §8: the return from the provider: 'Verifica pagamento in corso...' while the server
 * reads the provider's own answer; then the success toast and page, or the error with 'Riprova'
 * (after the 'Nuovo tentativo di pagamento' dialog, skipped for a Satispay payment refused).
 */
export function VerificaPagamento({ id, metodo }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errore, setErrore] = useState<string | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const avviata = useRef(false);
  const riquadro = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (avviata.current) return;
    avviata.current = true;
    verificaCheckout(id)
      .then((confermato) => {
        if (!confermato) {
          setErrore(MSG_NON_CONFERMATO);
          notifyDanger(MSG_ERRORE_ESITO, TITOLO_ESITO);
          return;
        }
        notifySuccess(MSG_SUCCESSO);
        // The cart was paid: empty it, and read the family's dues and payments again.
        session.set({ cart: [] });
        dimenticaPreparato();
        void queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte });
        navigate(`/f/checkout/success/${id}`, { replace: true });
      })
      .catch((error: unknown) => {
        const messaggio = error instanceof Error ? error.message : String(error);
        setErrore(messaggio);
        // Spec 3 §8: a verification that throws (a refusal included) shows the message and the toast.
        notifyError(messaggio);
      });
  }, [id, navigate, queryClient]);

  // The outcome takes the focus (as an error summary does): a screen reader reads it, and Tab goes
  // on to 'Home' and 'Riprova' instead of starting again from the top bar.
  useEffect(() => {
    if (errore != null) riquadro.current?.focus();
  }, [errore]);

  const riprova = () => {
    if (metodo === 'satispay' && errore === MSG_CHECKOUT.rifiutato) navigate('/f/checkout');
    else setDialogo(true);
  };

  if (errore == null)
    return (
      <Group gap="sm" role="status" aria-live="polite" py="xl" justify="center">
        <Loader size="sm" />
        <Text>Verifica pagamento in corso...</Text>
      </Group>
    );
  return (
    <Stack gap="md" maw={560}>
      <Alert
        ref={riquadro}
        tabIndex={-1}
        className={focus.anello}
        color="red"
        variant="light"
        role="alert"
        title={TITOLO_ESITO}
      >
        {errore}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" onClick={() => navigate('/f')}>
          Home
        </Button>
        <Button size="md" onClick={riprova}>
          Riprova
        </Button>
      </Group>
      <ConfermaAzione
        opened={dialogo}
        title="Nuovo tentativo di pagamento"
        confirmLabel="Ok, ho controllato"
        distruttiva={false}
        onConfirm={() => navigate('/f/checkout')}
        onClose={() => setDialogo(false)}
      >
        Il pagamento potrebbe essere andato a buon fine anche se non risulta ancora confermato. Prima di
        riprovare controlla {DA_CONTROLLARE[metodo]}, per non pagare due volte.
      </ConfermaAzione>
    </Stack>
  );
}
