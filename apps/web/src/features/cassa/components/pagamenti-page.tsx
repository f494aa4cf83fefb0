import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { METODI_PAGAMENTO, type TipoPagamento } from '@zaino/domain/transazioni';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePagamentiParte } from '../api/get-tf-parte.ts';
import { usePagamentiTipo } from '../api/get-tf-parte-tipo.ts';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';
import type { RigaPagamento } from '../righe-pagamenti.ts';
import { EstrattoConto } from './estratto-conto.tsx';
import { PagamentoDialog, usePagamentoDialog } from './pagamento-dialog.tsx';
import { SaldoMetodi } from './saldo-metodi.tsx';
import { TabellaPagamenti } from './tabella-pagamenti.tsx';
import { useCassa } from './use-cassa.ts';

const ORDINE: DataTableSortStatus<RigaPagamento> = { columnAccessor: 'data_pagata', direction: 'desc' };

const isTipo = (t: string | undefined): t is TipoPagamento =>
  (METODI_PAGAMENTO as readonly string[]).includes(t ?? '');

/** Spec 3 §2 /b/cassa/pagamenti and /b/cassa/pagamenti/{tipo}: the party's payments, with the balance. */
export function PagamentiPage() {
  const { tipo: parametro } = useParams();
  const tipo = isTipo(parametro) ? parametro : null;
  const { id_parte, nomeParte, anno, puoAggiungere } = useCassa();
  const tutti = usePagamentiParte(id_parte, anno, tipo === null);
  const diUnMetodo = usePagamentiTipo(id_parte, tipo, anno);
  const dialogo = usePagamentoDialog();
  if (parametro !== undefined && tipo === null) return <NotFound />;
  const crumbs = [
    { label: 'Home', to: '/b' },
    { label: 'Cassa', to: '/b/cassa' },
    tipo ? { label: 'Pagamenti', to: '/b/cassa/pagamenti' } : { label: 'Pagamenti' },
    ...(tipo ? [{ label: ETICHETTE_METODO[tipo] }] : []),
  ];
  return (
    <>
      <PageHeader
        title={tipo ? `Pagamenti · ${ETICHETTE_METODO[tipo]}` : 'Pagamenti'}
        subtitle={nomeParte}
        breadcrumbs={crumbs}
      />
      <SaldoMetodi id_parte={id_parte} anno={anno} tipo={tipo} />
      <TabellaPagamenti
        key={tipo ?? 'tutti'}
        query={tipo ? diUnMetodo : tutti}
        id_parte={id_parte}
        tipo={tipo}
        ordinePredefinito={ORDINE}
        vuoto="Nessuna transazione"
        azioni={
          <>
            {puoAggiungere && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => dialogo.apri()}>
                Aggiungi pagamento
              </Button>
            )}
            <EstrattoConto id_parte={id_parte} anno={anno} tipo={tipo} />
          </>
        }
      />
      <PagamentoDialog {...dialogo.props} />
    </>
  );
}
