import 'mantine-datatable/styles.css';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { conIntestazioni } from '../../../components/intestazione-colonna.tsx';
import { PAGINAZIONE_IN_ITALIANO } from '../../../components/tabella-in-italiano.ts';

/** Spec 3 §9: 25 rows a page in all lists. */
export const PER_PAGINA = 25;

interface Props<T> {
  righe: readonly T[];
  colonne: DataTableColumn<T>[];
  idAccessor: keyof T & string;
  caricamento: boolean;
  vuoto: string;
  pagina: number;
  onPagina: (n: number) => void;
  ordine: DataTableSortStatus<T>;
  onOrdine: (s: DataTableSortStatus<T>) => void;
  onRiga?: (r: T) => void;
  testId: string;
}

/** A treasury table: sorted and filtered rows in, 25 a page, Italian pagination, the empty text. */
export function TabellaCassa<T>({
  righe,
  colonne,
  idAccessor,
  caricamento,
  vuoto,
  pagina,
  onPagina,
  ordine,
  onOrdine,
  onRiga,
  testId,
}: Props<T>) {
  const ultima = Math.max(1, Math.ceil(righe.length / PER_PAGINA));
  const vista = Math.min(pagina, ultima);
  const visibili = righe.slice((vista - 1) * PER_PAGINA, vista * PER_PAGINA);
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      striped
      minHeight={caricamento || righe.length === 0 ? 180 : undefined}
      fetching={caricamento}
      idAccessor={idAccessor}
      records={visibili}
      columns={conIntestazioni(colonne, ordine, onOrdine)}
      totalRecords={righe.length}
      recordsPerPage={PER_PAGINA}
      page={vista}
      onPageChange={onPagina}
      noRecordsText={vuoto}
      {...PAGINAZIONE_IN_ITALIANO}
      customRowAttributes={() => ({ 'data-testid': testId })}
      onRowClick={onRiga ? ({ record }) => onRiga(record) : undefined}
      rowStyle={onRiga ? () => ({ cursor: 'pointer' }) : undefined}
      scrollAreaProps={{ type: 'auto' }}
      style={{ whiteSpace: 'nowrap' }}
    />
  );
}
