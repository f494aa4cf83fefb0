import { Alert, Stack, Table, Text } from '@mantine/core';
import { formatDataOraSezione, formatEuro } from '@zaino/domain/formato';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useAnteprimaSatispay } from '../api/passi-ciclo.ts';
import { etichettaCampo } from './campi-passi.ts';

const MAX_RIGHE = 200;

/**
 * Decision 1026: the Satispay check's preview: which pending Satispay payments it would ask the
 * provider about (number, started, amount). What Satispay answers is known only by asking.
 */
export function AnteprimaSatispay() {
  const anteprima = useAnteprimaSatispay();
  if (anteprima.isPending) return <Loading />;
  if (anteprima.isError)
    return <ErroreLista error={anteprima.error} onRetry={() => void anteprima.refetch()} />;
  const r = anteprima.data;
  if (r.status !== 'success')
    return (
      <Alert color="red" variant="light" role="alert">
        {r.message ?? 'Errore'}
      </Alert>
    );
  const pagamenti = r.pagamenti ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">
        {etichettaCampo('toUpdate')}: {r.toUpdate ?? 0}.{' '}
        {pagamenti.length === 0
          ? 'Nessun pagamento Satispay in attesa: la verifica non chiederà nulla.'
          : 'Per ognuno la verifica chiede a Satispay se è stato pagato e registra quelli conclusi.'}
      </Text>
      {pagamenti.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pagamento</Table.Th>
              <Table.Th>Avviato il</Table.Th>
              <Table.Th>Importo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pagamenti.slice(0, MAX_RIGHE).map((p) => (
              <Table.Tr key={p.id_transazione_finanziaria}>
                <Table.Td>n. {p.id_transazione_finanziaria}</Table.Td>
                <Table.Td>{formatDataOraSezione(p.data_creata)}</Table.Td>
                <Table.Td>{formatEuro(p.importo)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pagamenti.length > MAX_RIGHE && <Text size="sm">… e altri {pagamenti.length - MAX_RIGHE}.</Text>}
    </Stack>
  );
}
