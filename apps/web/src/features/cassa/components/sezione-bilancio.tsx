import { Title } from '@mantine/core';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import type { Bilancio } from '../api/elenca-bilanci.ts';
import { TabellaCassa } from './tabella-cassa.tsx';

interface Props {
  titolo: string;
  testId: string;
  righe: readonly Bilancio[];
  colonne: DataTableColumn<Bilancio>[];
  caricamento: boolean;
  ordine: DataTableSortStatus<Bilancio>;
  onOrdine: (s: DataTableSortStatus<Bilancio>) => void;
}

/** One section of the budget ('Entrate' or 'Uscite'): its title and its lines, 25 a page. */
export function SezioneBilancio({ titolo, testId, righe, colonne, caricamento, ordine, onOrdine }: Props) {
  // Each section pages on its own; the sort is the page's (in the URL), the same for both.
  const [pagina, setPagina] = useState(1);
  return (
    <section data-testid={testId}>
      <Title order={2} fz="lg" mt="md" mb="xs">
        {titolo}
      </Title>
      <TabellaCassa<Bilancio>
        righe={righe}
        colonne={colonne}
        idAccessor="id_voce"
        caricamento={caricamento}
        vuoto="Nessuna voce trovata"
        pagina={pagina}
        onPagina={setPagina}
        ordine={ordine}
        onOrdine={onOrdine}
        testId="riga-bilancio"
      />
    </section>
  );
}
