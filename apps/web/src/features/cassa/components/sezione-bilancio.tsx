import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import type { Bilancio } from '../api/elenca-bilanci.ts';
import {
  AzioniBilancio,
  colonneBilancio,
  ImportoBilancio,
  type OpzioniBilancio,
} from './colonne-bilancio.tsx';
import { Campo } from './dettaglio.tsx';
import { TabellaCassa } from './tabella-cassa.tsx';

interface Props {
  titolo: string;
  testId: string;
  righe: readonly Bilancio[];
  opzioni: OpzioniBilancio;
  /** below Mantine's sm breakpoint: one card per line */
  telefono: boolean;
  caricamento: boolean;
  ordine: DataTableSortStatus<Bilancio>;
  onOrdine: (s: DataTableSortStatus<Bilancio>) => void;
}

/**
 * One section of the budget ('Entrate' or 'Uscite', decision 1121): its title and its lines, a table
 * of 25 a page on a wide screen; on a phone a card per line (two amounts and three buttons do not
 * fit a row of 360 px), in the table's order.
 */
export function SezioneBilancio({
  titolo,
  testId,
  righe,
  opzioni,
  telefono,
  caricamento,
  ordine,
  onOrdine,
}: Props) {
  // Each section pages on its own; the sort is the page's (in the URL), the same for both.
  const [pagina, setPagina] = useState(1);
  return (
    <section data-testid={testId}>
      <Title order={2} fz="lg" mt="md" mb="xs">
        {titolo}
      </Title>
      {!telefono ? (
        <TabellaCassa<Bilancio>
          righe={righe}
          colonne={colonneBilancio(opzioni)}
          idAccessor="id_voce"
          caricamento={caricamento}
          vuoto="Nessuna voce trovata"
          pagina={pagina}
          onPagina={setPagina}
          ordine={ordine}
          onOrdine={onOrdine}
          testId="riga-bilancio"
        />
      ) : caricamento ? (
        <Skeleton h={96} radius="md" />
      ) : righe.length === 0 ? (
        <Text c="dimmed">Nessuna voce trovata</Text>
      ) : (
        <Stack gap="xs">
          {righe.map((b) => (
            <Card key={b.id_voce} withBorder radius="md" padding="sm" data-testid="riga-bilancio">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{b.voce.codice}</Text>
                  <Text fz="sm" c="dimmed">
                    {b.voce.descrizione}
                  </Text>
                </div>
                <AzioniBilancio riga={b} o={opzioni} />
              </Group>
              <SimpleGrid cols={2} mt={6}>
                <Campo etichetta="Preventivo">
                  <ImportoBilancio riga={b} colonna="preventivo" uscite={opzioni.uscite} />
                </Campo>
                <Campo etichetta="Consuntivo">
                  <ImportoBilancio riga={b} colonna="consuntivo" uscite={opzioni.uscite} />
                </Campo>
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
