import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconFileDownload } from '@tabler/icons-react';
import { formatIban } from '@zaino/domain/bonifico';
import { formatEuro } from '@zaino/domain/formato';
import { useState } from 'react';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { notifyError } from '../../../lib/notify.ts';
import { scaricaCoordinate, useCoordinateBonifico } from '../api/coordinate-bonifico.ts';

function Dato({ etichetta, valore, copia }: { etichetta: string; valore: string; copia?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {etichetta}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {valore}
        </Text>
        {copia && (
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={`Copia ${etichetta}`}
            onClick={() => void copyToClipboard(copia, etichetta)}
          >
            <IconCopy size={18} />
          </ActionIcon>
        )}
      </Group>
    </div>
  );
}

/** Spec 3 §2: the bank details of the payment on screen, and as a PDF to download. */
export function CoordinateBonifico({ id }: { id: number }) {
  const q = useCoordinateBonifico(id);
  const [scaricando, setScaricando] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  const scarica = async () => {
    setScaricando(true);
    try {
      await scaricaCoordinate(id);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setScaricando(false);
    }
  };
  return (
    <Stack gap="sm">
      <Dato etichetta="Beneficiario" valore={c.beneficiario} />
      <Dato etichetta="IBAN" valore={formatIban(c.iban)} copia={c.iban} />
      <Dato etichetta="Importo" valore={formatEuro(c.importo)} />
      <Dato etichetta="Causale" valore={c.causale} copia={c.causale} />
      <Button
        variant="light"
        size="md"
        leftSection={<IconFileDownload size={18} />}
        loading={scaricando}
        onClick={() => void scarica()}
        style={{ alignSelf: 'flex-start' }}
      >
        Scarica le coordinate (PDF)
      </Button>
    </Stack>
  );
}
