import type { DataTableSortStatus } from 'mantine-datatable';

// Decision 0205: the words and the sorting rule of the tables' header controls, in Italian for every
// table (mantine-datatable's own sort marks say 'Not sorted' and its filter button has no name).

export type Direzione = DataTableSortStatus<unknown>['direction'];

/**
 * The order after a click on a column's sort button: the same column turns round, another column
 * starts ascending (A→Z, oldest first), as people expect from a spreadsheet.
 */
export function ordineDopoClic<T>(
  ordine: DataTableSortStatus<T>,
  colonna: DataTableSortStatus<T>['columnAccessor'],
  sortKey?: string,
): DataTableSortStatus<T> {
  const direction: Direzione =
    ordine.columnAccessor === colonna && ordine.direction === 'asc' ? 'desc' : 'asc';
  return sortKey === undefined
    ? { columnAccessor: colonna, direction }
    : { columnAccessor: colonna, direction, sortKey };
}

const DIREZIONI: Record<Direzione, string> = { asc: 'crescente', desc: 'decrescente' };

/** A sort button's name: what it does and, when the table is sorted by it, the order now. */
export function nomeOrdina(titolo: string, direzione: Direzione | null): string {
  return direzione ? `Ordina per ${titolo} (ora ${DIREZIONI[direzione]})` : `Ordina per ${titolo}`;
}

/** A filter button's name, saying when the column's filter is in use. */
export function nomeFiltra(titolo: string, attivo: boolean): string {
  return attivo ? `Filtra ${titolo} (filtro attivo)` : `Filtra ${titolo}`;
}
