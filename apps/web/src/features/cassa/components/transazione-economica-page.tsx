import { Anchor, Button, Group, Table, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { Importo } from '../../../components/importo.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTransazioneEconomica } from '../api/transazione-economica.ts';
import { mostraData } from '../../../lib/data-ora.ts';
import { nomeParte } from '../../../lib/parte.ts';
import { ETICHETTE_METODO } from '../righe-pagamenti.ts';
import { StatoCausale, StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import { CausaleDialog, useCausaleDialog } from './causale-dialog.tsx';
import { Campi, Campo, useDettaglio } from './dettaglio.tsx';
import { useCassa } from './use-cassa.ts';

/** A payment or due the viewer may not read answers null: shown like a missing one. */
const NON_TROVATA = new ApiError('Transazione non trovata', { errorType: 'NOT_FOUND' });

/** Spec 3 §2: a due (causale), opened from a list row, with the payments covering it. */
export function TransazioneEconomicaPage() {
  const { id, prefisso, crumbs } = useDettaglio('idTransazioneEconomica');
  const q = useTransazioneEconomica(id);
  const { puoScrivere } = useCassa();
  const dialogo = useCausaleDialog();
  const navigate = useNavigate();
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  const titolo = `Causale n. ${id}`;
  const header = <PageHeader title={titolo} breadcrumbs={[...crumbs, { label: titolo }]} />;
  if (q.isPending) return <Loading />;
  if (q.isError || !q.data)
    return (
      <>
        {header}
        <ErrorDisplay
          error={q.error ?? NON_TROVATA}
          notFoundMessage="Transazione non trovata"
          onRetry={() => void q.refetch()}
        />
      </>
    );
  const c = q.data;
  return (
    <>
      {header}
      {puoScrivere && (
        <Group justify="flex-end" mb="sm">
          <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => dialogo.apri(id)}>
            Modifica causale
          </Button>
        </Group>
      )}
      <Campi>
        <Campo etichetta="Causale">{c.causale_desc}</Campo>
        <Campo etichetta="Importo">
          <Importo centesimi={c.importo} fz="md" fw={700} />
        </Campo>
        <Campo etichetta="Stato">
          <StatoCausale stato={c.stato} />
        </Campo>
        <Campo etichetta="Da">{nomeParte(c.parte_da, c.id_parte_da)}</Campo>
        <Campo etichetta="A">{nomeParte(c.parte_a, c.id_parte_a)}</Campo>
        <Campo etichetta="Tipo">{c.causale_tipo}</Campo>
        <Campo etichetta="Creata il">{mostraData(c.data_creata)}</Campo>
        <Campo etichetta="Pagata il">{mostraData(c.data_pagata)}</Campo>
        <Campo etichetta="Dettagli">{c.causale_dettagli}</Campo>
      </Campi>
      <Title order={2} fz="lg" mb="xs">
        Pagamenti
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pagamento</Table.Th>
              <Table.Th>Stato</Table.Th>
              <Table.Th>Pagato il</Table.Th>
              <Table.Th ta="right">Coperto</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.transazioni.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4} c="dimmed">
                  Nessuna transazione
                </Table.Td>
              </Table.Tr>
            )}
            {c.transazioni.map((t) => (
              <Table.Tr key={t.id_transazione} data-testid="riga-collegamento">
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${prefisso}/transazioneFinanziaria/${t.transazione_finanziaria.id_transazione_finanziaria}/mostra`}
                  >
                    n. {t.transazione_finanziaria.id_transazione_finanziaria} ·{' '}
                    {ETICHETTE_METODO[t.transazione_finanziaria.tipo_da]}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatoPagamento stato={t.transazione_finanziaria.stato} />
                </Table.Td>
                <Table.Td>{mostraData(t.transazione_finanziaria.data_pagata)}</Table.Td>
                <Table.Td ta="right">
                  <Importo centesimi={t.importo} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CausaleDialog
        {...dialogo.props}
        onEliminata={() => navigate(prefisso === '/b' ? '/b/cassa/causali' : prefisso)}
      />
    </>
  );
}
