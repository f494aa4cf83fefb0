import { Anchor, Button, Group, Table, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import { Link, useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { Importo } from '../../../components/importo.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTransazioneFinanziaria } from '../api/transazione-finanziaria.ts';
import { mostraData } from '../../../lib/data-ora.ts';
import { nomeParte } from '../../../lib/parte.ts';
import { ETICHETTE_METODO } from '../righe-pagamenti.ts';
import { StatoCausale, StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import { Campi, Campo, useDettaglio } from './dettaglio.tsx';
import { PagamentoDialog, usePagamentoDialog } from './pagamento-dialog.tsx';
import { useCassa } from './use-cassa.ts';

/** A payment or due the viewer may not read answers null: shown like a missing one. */
const NON_TROVATA = new ApiError('Transazione non trovata', { errorType: 'NOT_FOUND' });

/** Spec 3 §2: a payment, opened from a list row, with the dues it covers. */
export function TransazioneFinanziariaPage() {
  const { id, prefisso, crumbs } = useDettaglio('idTransazioneFinanziaria');
  const q = useTransazioneFinanziaria(id);
  const { puoScrivere } = useCassa();
  const dialogo = usePagamentoDialog();
  const navigate = useNavigate();
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  const titolo = `Pagamento n. ${id}`;
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
  const p = q.data;
  return (
    <>
      {header}
      {puoScrivere && (
        <Group mb="md">
          <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => dialogo.apri(id)}>
            Modifica pagamento
          </Button>
        </Group>
      )}
      <Campi>
        <Campo etichetta="Importo">
          <Importo centesimi={p.importo} fz="md" fw={700} />
        </Campo>
        <Campo etichetta="Stato">
          <StatoPagamento stato={p.stato} />
        </Campo>
        <Campo etichetta="Metodo">
          {etichettaMetodi(p.tipo_da, p.tipo_a) ??
            `${ETICHETTE_METODO[p.tipo_da]} → ${ETICHETTE_METODO[p.tipo_a]}`}
        </Campo>
        <Campo etichetta="Da">{nomeParte(p.parte_da, p.id_parte_da)}</Campo>
        <Campo etichetta="A">{nomeParte(p.parte_a, p.id_parte_a)}</Campo>
        <Campo etichetta="Pagato il">{mostraData(p.data_pagata)}</Campo>
        <Campo etichetta="Creato il">{mostraData(p.data_creata)}</Campo>
        <Campo etichetta="Commissioni">
          {p.commissione_da || p.commissione_a ? (
            <Importo centesimi={-(p.commissione_da + p.commissione_a)} />
          ) : null}
        </Campo>
        <Campo etichetta="Numero ricevuta">{p.numero_ricevuta ? String(p.numero_ricevuta) : null}</Campo>
        {p.stripe_payment_id && <Campo etichetta="Stripe">{p.stripe_payment_id}</Campo>}
        {p.satispay_payment_id && <Campo etichetta="Satispay">{p.satispay_payment_id}</Campo>}
      </Campi>
      <Title order={2} fz="lg" mb="xs">
        Causali coperte
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Causale</Table.Th>
              <Table.Th>Stato</Table.Th>
              <Table.Th ta="right">Dovuto</Table.Th>
              <Table.Th ta="right">Coperto</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.transazioni.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4} c="dimmed">
                  Nessuna causale trovata
                </Table.Td>
              </Table.Tr>
            )}
            {p.transazioni.map((t) => (
              <Table.Tr key={t.id_transazione} data-testid="riga-collegamento">
                <Table.Td>
                  {t.transazione_economica ? (
                    <Anchor
                      component={Link}
                      to={`${prefisso}/transazioneEconomica/${t.transazione_economica.id_transazione_economica}/mostra`}
                    >
                      {t.transazione_economica.causale_desc}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {t.transazione_economica && <StatoCausale stato={t.transazione_economica.stato} />}
                </Table.Td>
                <Table.Td ta="right">
                  {t.transazione_economica && <Importo centesimi={t.transazione_economica.importo} />}
                </Table.Td>
                <Table.Td ta="right">
                  <Importo centesimi={t.importo} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagamentoDialog
        {...dialogo.props}
        onEliminato={() => navigate(prefisso === '/b' ? '/b/cassa/pagamenti' : prefisso)}
      />
    </>
  );
}
