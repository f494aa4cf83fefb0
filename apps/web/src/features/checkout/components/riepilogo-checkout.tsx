import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ImportiCheckout } from '@zaino/domain/checkout';
import { formatEuro } from '@zaino/domain/formato';

interface Props {
  quote: number;
  donazione: number;
  /** With a method chosen: the fee and what the provider charges (the server's own rule). */
  importi: ImportiCheckout | null;
}

function Riga({ etichetta, valore, forte }: { etichetta: string; valore: number; forte?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz={forte ? 'md' : 'sm'} fw={forte ? 700 : 400}>
        {etichetta}
      </Text>
      <Text fz={forte ? 'lg' : 'sm'} fw={forte ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(valore)}
      </Text>
    </Group>
  );
}

/** The amounts the family is about to pay: dues, donation, the method's fee and the total. */
export function RiepilogoCheckout({ quote, donazione, importi }: Props) {
  return (
    <Stack gap={6} aria-label="Riepilogo" role="group">
      <Riga etichetta="Quote" valore={quote} />
      {donazione > 0 && <Riga etichetta="Donazione" valore={donazione} />}
      {importi && importi.commissione > 0 && <Riga etichetta="Commissione" valore={importi.commissione} />}
      <Divider />
      <Riga etichetta="Totale da pagare" valore={importi?.totale ?? quote + donazione} forte />
    </Stack>
  );
}
