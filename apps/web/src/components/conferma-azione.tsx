import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AzioniDialogo } from './azioni-dialogo.tsx';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /**
   * A destructive action (delete, reset, unlink, discard: the default) is red and the dialog opens on
   * 'Annulla', so Enter never destroys by accident; a plain confirmation (create, change) opens on its
   * button, in the theme's colour.
   */
  distruttiva?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec 2 §8, spec 3 §8: the confirmation dialog before an action (delete, reset, unlink, add, modify). */
export function ConfermaAzione({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  distruttiva = true,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="dialog-conferma">
      <Stack gap="md">
        <Text component="div">{children}</Text>
        <AzioniDialogo>
          <Button
            variant="default"
            onClick={onClose}
            disabled={loading}
            data-autofocus={distruttiva || undefined}
          >
            Annulla
          </Button>
          <Button
            color={distruttiva ? 'red' : undefined}
            onClick={onConfirm}
            loading={loading}
            data-autofocus={!distruttiva || undefined}
          >
            {confirmLabel}
          </Button>
        </AzioniDialogo>
      </Stack>
    </Modal>
  );
}
