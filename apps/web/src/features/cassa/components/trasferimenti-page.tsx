import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTrasferimenti } from '../api/get-trasferimenti-parte.ts';
import type { RigaPagamento } from '../righe-pagamenti.ts';
import { PagamentoDialog, usePagamentoDialog } from './pagamento-dialog.tsx';
import { TabellaPagamenti } from './tabella-pagamenti.tsx';
import { useCassa } from './use-cassa.ts';

/** Spec 3 §9: transfers by data_pagata descending. */
const ORDINE: DataTableSortStatus<RigaPagamento> = { columnAccessor: 'data_pagata', direction: 'desc' };

/** Spec 3 §2 /b/cassa/trasferimenti: the party's internal transfers between its methods. */
export function TrasferimentiPage() {
  const { id_parte, nomeParte, anno, puoAggiungere } = useCassa();
  const trasferimenti = useTrasferimenti(id_parte, anno);
  const dialogo = usePagamentoDialog();
  return (
    <>
      <PageHeader
        title="Trasferimenti"
        subtitle={nomeParte}
        breadcrumbs={[{ label: 'Cassa', to: '/b/cassa' }, { label: 'Trasferimenti' }]}
      />
      <TabellaPagamenti
        query={trasferimenti}
        id_parte={id_parte}
        tipo={null}
        ordinePredefinito={ORDINE}
        vuoto="Nessun trasferimento trovato"
        nomi={['trasferimento', 'trasferimenti']}
        azioni={
          puoAggiungere && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => dialogo.apri(null, { trasferimento: true })}
            >
              Nuovo trasferimento
            </Button>
          )
        }
      />
      <PagamentoDialog {...dialogo.props} />
    </>
  );
}
