import {
  Anchor,
  Card,
  ColorSwatch,
  getThemeColor,
  Skeleton,
  Table,
  Text,
  Title,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import type { FettaGrafico } from '@zaino/domain/stati-iscrizione';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

const Torta = lazy(() => import('./torta.tsx'));

const collegamento = (f: FettaGrafico) => `/b/soci?${new URLSearchParams(f.filtro).toString()}`;

/**
 * Spec 2 §2: one chart of the dashboard with its legend: each slice's colour, label and count, the
 * label linking to the register filtered on it. The legend is a table (caption = the chart's title).
 */
export function GraficoLegenda({
  titolo,
  fette,
  caricamento,
  testId,
}: {
  titolo: string;
  fette: readonly FettaGrafico[] | undefined;
  caricamento: boolean;
  testId: string;
}) {
  const theme = useMantineTheme();
  const totale = fette?.reduce((a, f) => a + f.n, 0) ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Title order={2} fz="h4" mb="sm">
        {titolo}
      </Title>
      {caricamento || !fette ? (
        <Skeleton height={170} circle mx="auto" />
      ) : totale === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nessuna persona trovata
        </Text>
      ) : (
        <Suspense fallback={<Skeleton height={170} circle mx="auto" />}>
          <Torta fette={fette} />
        </Suspense>
      )}
      {fette && (
        <Table mt="md" verticalSpacing={6} fz="sm">
          <Table.Caption>
            <VisuallyHidden>{titolo}</VisuallyHidden>
          </Table.Caption>
          <Table.Tbody>
            {fette.map((f) => (
              <Table.Tr key={f.chiave} data-testid="legenda-voce" data-chiave={f.chiave}>
                <Table.Td w={28}>
                  <ColorSwatch color={getThemeColor(f.colore, theme)} size={14} withShadow={false} />
                </Table.Td>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={collegamento(f)}>
                    {f.etichetta}
                  </Anchor>
                </Table.Th>
                <Table.Td ta="right" data-testid="legenda-n">
                  {f.n}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
