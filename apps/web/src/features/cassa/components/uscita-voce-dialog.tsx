import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { formatEuro } from '@zaino/domain/formato';
import { useState } from 'react';
import { useVoci } from '../api/elenca-voci.ts';
import type { MovimentoBanca } from '../api/movimenti-banca.ts';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

interface Props {
  movimento: MovimentoBanca | null;
  onClose: () => void;
  onAssegna: (id_voce: number) => void;
  loading: boolean;
}

/** Decision 1141: an outgoing line recorded as an expense on a budget item (codes starting with U). */
export function UscitaVoceDialog({ movimento, onClose, onAssegna, loading }: Props) {
  const voci = useVoci();
  const [voce, setVoce] = useState<string | null>(null);
  if (!movimento) return null;
  const spese = (voci.data ?? []).filter((v) => v.codice.startsWith('U'));
  return (
    <Modal opened onClose={onClose} title="Assegna a una voce di spesa" centered>
      <Stack gap="sm">
        <Text size="sm">
          Uscita di {formatEuro(movimento.importo)} a {movimento.controparte ?? 'beneficiario non indicato'}:
          sarà registrata come pagamento dal conto della sezione, con una causale sulla voce scelta.
        </Text>
        <Select
          label="Voce di spesa"
          placeholder={voci.isLoading ? 'Caricamento…' : 'Scegli una voce'}
          data={spese.map((v) => ({ value: String(v.id_voce), label: `${v.codice} ${v.descrizione}` }))}
          value={voce}
          onChange={setVoce}
          searchable
          nothingFoundMessage="Nessuna voce"
          error={voci.isError ? 'Voci non caricate' : undefined}
          data-autofocus
        />
        <AzioniDialogo>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Annulla
          </Button>
          <Button disabled={voce === null} loading={loading} onClick={() => voce && onAssegna(Number(voce))}>
            Assegna
          </Button>
        </AzioniDialogo>
      </Stack>
    </Modal>
  );
}
