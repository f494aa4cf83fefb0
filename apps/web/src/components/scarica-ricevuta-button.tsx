import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { urlAllegato } from '../lib/allegati.ts';
import { notifyError } from '../lib/notify.ts';

/** "Scarica ricevuta": opens the receipt PDF of a completed payment (success page, payment history). */
export function ScaricaRicevutaButton({ idRicevuta, ...props }: { idRicevuta: number } & ButtonProps) {
  const [apertura, setApertura] = useState(false);
  const scarica = async () => {
    setApertura(true);
    try {
      window.open(await urlAllegato(idRicevuta), '_blank', 'noopener');
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setApertura(false);
    }
  };
  return (
    <Button
      leftSection={<IconDownload size={18} />}
      loading={apertura}
      onClick={() => void scarica()}
      {...props}
    >
      Scarica ricevuta
    </Button>
  );
}
