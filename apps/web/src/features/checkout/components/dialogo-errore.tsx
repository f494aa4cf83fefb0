import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG_ERRORE_GENERICO } from './messaggi.ts';

/** Spec 3 §8: the checkout's error modal 'Errore' with the message, or 'Si è verificato un errore'. */
export function DialogoErrore({ messaggio, onClose }: { messaggio: string | null; onClose: () => void }) {
  return (
    <Modal opened={messaggio != null} onClose={onClose} title="Errore" centered>
      <Stack gap="md">
        <Text>{messaggio || MSG_ERRORE_GENERICO}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Chiudi
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
