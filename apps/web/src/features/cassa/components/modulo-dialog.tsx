import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** While saving: Salva spins, Annulla waits. */
  inCorso: boolean;
  onSalva: () => void;
  children: ReactNode;
}

/** A treasury form in a dialog (spec 3 §2 voci, bilanci): its fields, then Annulla and Salva. */
export function ModuloDialog({ opened, onClose, title, testId, inCorso, onSalva, children }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSalva();
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          <AzioniDialogo mt="xs">
            <Button variant="default" onClick={onClose} disabled={inCorso}>
              Annulla
            </Button>
            <Button type="submit" loading={inCorso}>
              Salva
            </Button>
          </AzioniDialogo>
        </Stack>
      </form>
    </Modal>
  );
}
