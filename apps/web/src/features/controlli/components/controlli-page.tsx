import { Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { DESCRIZIONI_CONTROLLI } from '@zaino/domain/controlli';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import { useRicalcolaControlli } from '../api/ricalcola-controlli.ts';
import { useStatisticheControlli, useUltimoRicalcolo } from '../api/statistiche-controlli.ts';
import { statoRicalcolo, testoMaiCalcolati, testoUltimoRicalcolo } from '../ultimo-ricalcolo.ts';

/**
 * Spec 3 §2 /b/controlli: every check with its totals and ignored counts, and the recompute button.
 * Decision 0926: when they were last recomputed; before the first time, a notice instead of zeros.
 */
export function ControlliPage() {
  const statistiche = useStatisticheControlli();
  const ultimo = useUltimoRicalcolo();
  const ricalcola = useRicalcolaControlli();
  const { puo } = useViewer();
  const bottone = useRef<HTMLButtonElement>(null);
  const restituisciFocus = useRef(false);
  // The button is disabled while it loads, which drops the focus on the page: once it is enabled
  // again, a run started from it gives the focus back.
  useEffect(() => {
    if (ricalcola.isPending || !restituisciFocus.current) return;
    restituisciFocus.current = false;
    bottone.current?.focus();
  }, [ricalcola.isPending]);

  async function avvia() {
    restituisciFocus.current = true;
    try {
      await ricalcola.mutateAsync();
      notifySuccess('Controlli ricalcolati');
    } catch (e) {
      reportError(e, 'ricalcola controlli');
      notifyDanger(`C'è stato un errore: ${errorMessage(e)}`, 'Ricalcola');
    }
  }

  const stato = statistiche.data ? statoRicalcolo(ultimo.data ?? null, statistiche.data) : null;
  // Before the first recompute a count is not a zero: a dash, under the notice that says why.
  const conta = (n: number) => (stato === 'mai' ? '—' : n);

  return (
    <>
      <PageHeader title="Controlli" breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Controlli' }]} />
      {puo('controlli.gestisci') && (
        <Group mb="md">
          <Button
            ref={bottone}
            leftSection={<IconRefresh size={16} />}
            loading={ricalcola.isPending}
            onClick={() => void avvia()}
          >
            Ricalcola
          </Button>
        </Group>
      )}
      {statistiche.isError && (
        <ErroreLista error={statistiche.error} onRetry={() => void statistiche.refetch()} />
      )}
      {statistiche.isPending && <Loading />}
      {stato === 'mai' && (
        <Alert color="orange" variant="light" mb="md" data-testid="controlli-mai-calcolati">
          {testoMaiCalcolati(puo('controlli.gestisci'))}
        </Alert>
      )}
      {stato && stato !== 'mai' && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="ultimo-ricalcolo">
          {testoUltimoRicalcolo(ultimo.data ?? null)}
        </Text>
      )}
      {statistiche.data && (
        <Table striped highlightOnHover data-testid="statistiche-controlli">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Controllo</Table.Th>
              <Table.Th ta="right">Totale</Table.Th>
              <Table.Th ta="right">Ignorati</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statistiche.data.map((s) => (
              <Table.Tr key={s.tipo}>
                <Table.Td>
                  <Anchor component={Link} to={`/b/controlli/${s.tipo}`}>
                    {s.nome}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {DESCRIZIONI_CONTROLLI[s.tipo]}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{conta(s.totale)}</Table.Td>
                <Table.Td ta="right">{conta(s.ignorati)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
