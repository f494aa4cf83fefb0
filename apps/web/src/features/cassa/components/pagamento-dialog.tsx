import { Alert, Modal } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useState } from 'react';

// Spec 3 §4–§5 payment dialog ('New payment' / 'Edit payment'). Its server operation
// (modificaTransazioneFinanziaria) is being built on branch h11-pagamenti: until then the button
// opens this placeholder. Plugging the real dialog in means replacing PagamentoDialog only.

/** Which payment the dialog edits: a new one (id null) or an existing one; closed when undefined. */
export function usePagamentoDialog() {
  const [aperto, setAperto] = useState<{ id: number | null } | undefined>();
  return {
    apri: (id: number | null = null) => setAperto({ id }),
    props: { aperto, onClose: () => setAperto(undefined) },
  };
}

export function PagamentoDialog({ aperto, onClose }: ReturnType<typeof usePagamentoDialog>['props']) {
  return (
    <Modal
      opened={aperto !== undefined}
      onClose={onClose}
      title={aperto?.id ? 'Modifica pagamento' : 'Nuovo pagamento'}
      centered
    >
      <Alert variant="light" color="blue" icon={<IconTools size={20} />} data-testid="in-costruzione">
        Questa sezione è in costruzione.
      </Alert>
    </Modal>
  );
}
