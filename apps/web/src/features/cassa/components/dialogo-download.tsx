import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';

// Spec 3 §8 download dialog: "Preparazione del download in corso...", then the ready text and the
// file as a link. A signed URL arrives after a request, when a browser may no longer let the page
// open a window by itself: the person clicks the link (decision 1112).

interface Props {
  opened: boolean;
  onClose: () => void;
  titolo: string;
  /** the request of the signed URL */
  url: UseQueryResult<string>;
  /** 'Ricevuta pronta!', 'Allegato pronto!' … */
  pronto: string;
  /** the link's text */
  etichetta: string;
}

export function DialogoDownload({ opened, onClose, titolo, url, pronto, etichetta }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={titolo} centered data-testid="dialog-download">
      <Stack gap="md">
        {url.isPending ? (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text>Preparazione del download in corso...</Text>
          </Group>
        ) : url.isError ? (
          <Text c="red">Si è verificato un errore: {errorMessage(url.error)}</Text>
        ) : (
          <>
            <Text>{pronto}</Text>
            <Button
              component="a"
              href={url.data}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconDownload size={16} />}
              onClick={onClose}
              data-autofocus
            >
              {etichetta}
            </Button>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Chiudi
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
