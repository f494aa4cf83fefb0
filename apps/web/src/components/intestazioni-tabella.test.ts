import type { DataTableSortStatus } from 'mantine-datatable';
import { describe, expect, it } from 'vitest';
import { nomeFiltra, nomeOrdina, ordineDopoClic } from './intestazioni-tabella.ts';

type Riga = { cognome: string; data: string };
const perCognome: DataTableSortStatus<Riga> = { columnAccessor: 'cognome', direction: 'asc' };

describe('ordineDopoClic (decision 0205)', () => {
  it('turns the same column round, both ways', () => {
    expect(ordineDopoClic(perCognome, 'cognome')).toEqual({ columnAccessor: 'cognome', direction: 'desc' });
    expect(ordineDopoClic({ ...perCognome, direction: 'desc' }, 'cognome')).toEqual(perCognome);
  });

  it('starts another column ascending, whatever the current direction', () => {
    expect(ordineDopoClic({ ...perCognome, direction: 'desc' }, 'data')).toEqual({
      columnAccessor: 'data',
      direction: 'asc',
    });
  });

  it('keeps the column’s sort key when it has one', () => {
    expect(ordineDopoClic(perCognome, 'data', 'data_creata')).toEqual({
      columnAccessor: 'data',
      direction: 'asc',
      sortKey: 'data_creata',
    });
  });
});

describe('header controls’ names', () => {
  it('sort: the action, and the order now when the table is sorted by that column', () => {
    expect(nomeOrdina('Cognome', null)).toBe('Ordina per Cognome');
    expect(nomeOrdina('Cognome', 'asc')).toBe('Ordina per Cognome (ora crescente)');
    expect(nomeOrdina('Cognome', 'desc')).toBe('Ordina per Cognome (ora decrescente)');
  });

  it('filter: the column, and whether its filter is in use', () => {
    expect(nomeFiltra('Data', false)).toBe('Filtra Data');
    expect(nomeFiltra('Data', true)).toBe('Filtra Data (filtro attivo)');
  });
});
