import { Box } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import type { FiltriPagamenti, RigaPagamento } from '../righe-pagamenti.ts';
import { colonnaData, colonnaImporto, colonneScelte, filtriColonne } from './colonne-filtrabili.tsx';

/** The payments table's columns that can be hidden, with their Italian headers. */
export const COLONNE_PAGAMENTI = [
  { id: 'data_pagata', titolo: 'Pagato il' },
  { id: 'importo', titolo: 'Importo' },
  { id: 'da', titolo: 'Da' },
  { id: 'a', titolo: 'A' },
  { id: 'metodo', titolo: 'Metodo' },
  { id: 'stato', titolo: 'Stato' },
  { id: 'data_creata', titolo: 'Creato il' },
  { id: 'id', titolo: 'N.' },
] as const;
export type IdColonnaPagamenti = (typeof COLONNE_PAGAMENTI)[number]['id'];
export const CAMPI_FILTRO_PAGAMENTI = [
  'importo',
  'da',
  'a',
  'stato',
  'creata_da',
  'creata_a',
  'pagata_da',
  'pagata_a',
] as const satisfies readonly (keyof FiltriPagamenti)[];

/** Spec 3 §2: the columns with their per-column filters (amount, parties, state, date ranges). */
export function colonnePagamenti(
  filtri: FiltriPagamenti,
  cambia: (m: Partial<FiltriPagamenti>) => void,
  nascoste: readonly IdColonnaPagamenti[],
): DataTableColumn<RigaPagamento>[] {
  const { testo, date } = filtriColonne(filtri, cambia);
  const colonne: Record<IdColonnaPagamenti, DataTableColumn<RigaPagamento>> = {
    data_pagata: {
      ...colonnaData('data_pagata'),
      ...date('pagata_da', 'pagata_a', 'Pagato'),
    },
    importo: {
      ...colonnaImporto('importo'),
      ...testo('importo', 'Importo in euro', '"-" uscite, "+" entrate'),
    },
    da: { accessor: 'da', ...testo('da', 'Da') },
    a: { accessor: 'a', ...testo('a', 'A') },
    metodo: { accessor: 'metodo' },
    stato: {
      accessor: 'stato',
      // A badge clips its label to what the cell leaves it ('Com…' once long parties widen the
      // table): it keeps its whole label and the table scrolls instead (decision 0429).
      render: (r) => (
        <Box miw="max-content">
          <StatoPagamento stato={r.stato} />
        </Box>
      ),
      ...testo('stato', 'Stato', 'completed, started, rejected, initiated'),
    },
    data_creata: {
      ...colonnaData('data_creata'),
      ...date('creata_da', 'creata_a', 'Creato'),
    },
    id: { accessor: 'id', textAlign: 'right' },
  };
  return colonneScelte(COLONNE_PAGAMENTI, colonne, nascoste);
}
