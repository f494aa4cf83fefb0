import { Button, Group } from '@mantine/core';
import { MSG_TESORERIA } from '@zaino/domain/form-tesoreria';
import type { ReactNode } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import type { useSalvaElimina } from './use-salva-elimina.ts';

/**
 * The foot of the payment and due dialogs (spec 3 §2 Dialogs): 'Elimina' when editing (with its
 * confirmation), 'Annulla', 'Salva', and the coverage confirmation 'È giusto, confermo' / 'Annulla'.
 */
export function PiedeModulo({
  stato,
  inCorso,
  onAnnulla,
  onConferma,
  onElimina,
  eliminabile,
  eliminaBloccata,
  salvaBloccato = false,
  titoloElimina,
  testoElimina,
}: {
  stato: ReturnType<typeof useSalvaElimina>;
  inCorso: boolean;
  onAnnulla: () => void;
  onConferma: () => void;
  onElimina: () => void;
  eliminabile: boolean;
  /** why 'Elimina' is disabled (e.g. a receipted payment), if it is */
  eliminaBloccata?: string;
  salvaBloccato?: boolean;
  titoloElimina: string;
  testoElimina: ReactNode;
}) {
  return (
    <>
      <Group justify="space-between" mt="xs">
        {eliminabile ? (
          <Button
            color="red"
            variant="light"
            onClick={() => stato.setChiediElimina(true)}
            disabled={inCorso || eliminaBloccata !== undefined}
            title={eliminaBloccata}
          >
            Elimina
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onAnnulla} disabled={inCorso}>
            Annulla
          </Button>
          <Button type="submit" loading={inCorso} disabled={salvaBloccato}>
            Salva
          </Button>
        </Group>
      </Group>
      <ConfermaAzione
        opened={stato.conferma !== null}
        title="Copertura della causale"
        confirmLabel={MSG_TESORERIA.confermo}
        distruttiva={false}
        loading={inCorso}
        onConfirm={onConferma}
        onClose={stato.chiudiConferma}
      >
        {stato.conferma}
      </ConfermaAzione>
      <ConfermaAzione
        opened={stato.chiediElimina}
        title={titoloElimina}
        confirmLabel="Elimina"
        loading={inCorso}
        onConfirm={onElimina}
        onClose={() => stato.setChiediElimina(false)}
      >
        {testoElimina}
      </ConfermaAzione>
    </>
  );
}
