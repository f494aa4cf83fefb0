import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Campo } from './dettaglio.tsx';

interface Props {
  titolo: string;
  /** The headers; amounts are right-aligned, header and cells. */
  intestazioni: readonly { testo: string; importo?: boolean }[];
  vuoto: string;
  /** One row per link: its key and its cells, in the headers' order (the first names the link). */
  righe: readonly { key: number; celle: readonly ReactNode[] }[];
}

/**
 * The other side of a detail page's links: the payments covering a due, or the dues a payment
 * covers. A table from Mantine's sm breakpoint up; below it one card per link (decision 1121), as
 * the privacy history does (decision 1206): four columns with a long description scrolled sideways.
 */
export function TabellaCollegamenti({ titolo, intestazioni, vuoto, righe }: Props) {
  return (
    <>
      <Title order={2} fz="lg" mb="xs">
        {titolo}
      </Title>
      <Table striped withTableBorder visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            {intestazioni.map((h) => (
              <Table.Th key={h.testo} ta={h.importo ? 'right' : undefined}>
                {h.testo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {righe.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={intestazioni.length} c="dimmed">
                {vuoto}
              </Table.Td>
            </Table.Tr>
          )}
          {righe.map((r) => (
            <Table.Tr key={r.key} data-testid="riga-collegamento">
              {r.celle.map((cella, i) => (
                <Table.Td
                  key={intestazioni[i]?.testo ?? i}
                  ta={intestazioni[i]?.importo ? 'right' : undefined}
                >
                  {cella}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack hiddenFrom="sm" gap="xs">
        {righe.length === 0 && <Text c="dimmed">{vuoto}</Text>}
        {righe.map(({ key, celle: [nome, ...resto] }) => (
          <Card key={key} withBorder radius="md" padding="sm" data-testid="scheda-collegamento">
            <Text fw={600} mb={6} style={{ overflowWrap: 'anywhere' }}>
              {nome}
            </Text>
            <Group gap="md" align="flex-start">
              {resto.map((cella, i) => {
                const etichetta = intestazioni[i + 1]?.testo ?? '';
                return (
                  <Campo key={etichetta} etichetta={etichetta}>
                    {cella}
                  </Campo>
                );
              })}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
