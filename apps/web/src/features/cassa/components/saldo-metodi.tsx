import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { METODI_PAGAMENTO, type TipoPagamento } from '@zaino/domain/transazioni';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Importo } from '../../../components/importo.tsx';
import { useSaldoAnnuale } from '../api/saldo-annuale.ts';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';

interface Props {
  id_parte: number;
  anno: number | null;
  /** Only this method, or all four. */
  tipo: TipoPagamento | null;
}

/**
 * Spec 2 §7 / decision 1101: the annual balance of each method: opening balance, the year's completed
 * income and outgoings (net of commissions), and the final balance.
 */
export function SaldoMetodi({ id_parte, anno, tipo }: Props) {
  const saldo = useSaldoAnnuale(id_parte, anno);
  if (saldo.isError) return <ErroreLista error={saldo.error} onRetry={() => void saldo.refetch()} />;
  const metodi = (saldo.data?.metodi ?? []).filter((m) => tipo === null || m.tipo === tipo);
  return (
    <SimpleGrid
      // A phone has room for one card a row, so each label keeps its amount on its line.
      cols={{ base: 1, xs: tipo ? 1 : 2, md: tipo ? 1 : 4 }}
      spacing="xs"
      mb="md"
      maw={tipo ? 360 : undefined}
    >
      {saldo.isPending
        ? (tipo ? [tipo] : METODI_PAGAMENTO).map((t) => <Skeleton key={t} h={120} radius="md" />)
        : metodi.map((m) => (
            <Card key={m.tipo} withBorder radius="md" padding="sm" data-testid={`saldo-${m.tipo}`}>
              <Text fw={600} mb={4}>
                {ETICHETTE_METODO[m.tipo]}
              </Text>
              <Stack gap={2}>
                <Riga etichetta="Saldo iniziale" centesimi={m.iniziale} testId="saldo-iniziale" />
                <Riga etichetta="Entrate" centesimi={m.entrate} testId="saldo-entrate" />
                <Riga etichetta="Uscite" centesimi={-m.uscite} testId="saldo-uscite" />
                <Riga etichetta="Saldo finale" centesimi={m.finale} testId="saldo-finale" forte />
              </Stack>
            </Card>
          ))}
    </SimpleGrid>
  );
}

/** A label on the left, its amount on the right of the same line: the amounts line up in a column. */
function Riga(props: { etichetta: string; centesimi: number; testId: string; forte?: boolean }) {
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="nowrap"
      data-testid={props.testId}
      data-centesimi={props.centesimi}
    >
      <Text fz="sm" c="dimmed">
        {props.etichetta}
      </Text>
      <Importo centesimi={props.centesimi} fw={props.forte ? 700 : undefined} />
    </Group>
  );
}
