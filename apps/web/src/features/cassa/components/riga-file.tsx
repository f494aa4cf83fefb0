import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// A payment's files as the payment dialog and the payment's page list them (decisions 1112, 1121).

interface Props {
  /** the receipt PDF, or an attachment */
  ricevuta?: boolean;
  nome: string;
  /** under the name: size, state, badges */
  dettaglio?: ReactNode;
  /** the download button's accessible name and action; none for a file not saved yet */
  scarica?: { etichetta: string; onClick: () => void };
  /** further buttons at the end of the row (remove) */
  children?: ReactNode;
  testId: string;
}

export function RigaFile({ ricevuta, nome, dettaglio, scarica, children, testId }: Props) {
  const Icona = ricevuta ? IconFileText : IconPaperclip;
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId}>
      <Icona size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" truncate="end" title={nome}>
          {nome}
        </Text>
        {dettaglio}
      </Stack>
      {scarica && (
        <ActionIcon variant="subtle" aria-label={scarica.etichetta} onClick={scarica.onClick}>
          <IconDownload size={16} />
        </ActionIcon>
      )}
      {children}
    </Group>
  );
}

/** The issued receipt's row: 'Ricevuta n. N' and its download (never removable). */
export function RigaRicevuta({ numero, onScarica }: { numero: number | null; onScarica: () => void }) {
  return (
    <RigaFile
      ricevuta
      nome={numero != null ? `Ricevuta n. ${numero}` : 'Ricevuta'}
      scarica={{ etichetta: 'Scarica la ricevuta', onClick: onScarica }}
      testId="ricevuta-pagamento"
    />
  );
}

/** The mark of the attachment chosen as the bank transfer's receipt (bonifico_id_allegato). */
const BadgeBonifico = () => (
  <Badge size="xs" variant="light">
    Ricevuta del bonifico
  </Badge>
);

/** An attachment's line under its name: its size (and a note), marked when it is the bank receipt. */
export function DettaglioAllegato({ testo, bonifico }: { testo: string; bonifico: boolean }) {
  return (
    <Group gap={6}>
      <Text fz="xs" c="dimmed">
        {testo}
      </Text>
      {bonifico && <BadgeBonifico />}
    </Group>
  );
}
