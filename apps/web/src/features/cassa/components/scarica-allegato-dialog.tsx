import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { urlAllegato } from '../api/modifica-pagamento.ts';

// Spec 1 §7–§8, spec 3 §2: the download dialog of a receipt, an attachment or a bank receipt. The
// signed URL arrives after a request, when a browser may no longer let the page open a window by
// itself: the dialog shows it as a link the person clicks (decision 1112).

export type TipoDownload = 'ricevuta' | 'allegato' | 'bonifico';

export interface Scaricabile {
  id_allegato: number;
  tipo: TipoDownload;
  nome: string;
}

/** Which file the dialog prepares; closed when null. */
export function useScaricaAllegato() {
  const [file, setFile] = useState<Scaricabile | null>(null);
  return {
    apri: setFile,
    props: { file, onClose: () => setFile(null) },
  };
}

export function ScaricaAllegatoDialog({ file, onClose }: ReturnType<typeof useScaricaAllegato>['props']) {
  // A signed URL lives a few minutes: asked anew each time the dialog opens, never cached.
  const url = useQuery({
    queryKey: ['download-allegato', file?.id_allegato],
    queryFn: () => urlAllegato(file!.id_allegato),
    enabled: file != null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const titolo = file?.tipo === 'ricevuta' ? 'Scarica ricevuta' : 'Scarica allegato';
  return (
    <Modal opened={file != null} onClose={onClose} title={titolo} centered data-testid="dialog-download">
      <Stack gap="md">
        {url.isPending ? (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text>Preparazione del download in corso...</Text>
          </Group>
        ) : url.isError ? (
          <Text c="red">Si è verificato un errore: {errorText(url.error)}</Text>
        ) : (
          <>
            <Text>{file?.tipo === 'ricevuta' ? 'Ricevuta pronta!' : 'Allegato pronto!'}</Text>
            <Button
              component="a"
              href={url.data}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconDownload size={16} />}
              onClick={onClose}
              data-autofocus
            >
              Scarica {file?.nome}
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
