import { ActionIcon, Group, Popover, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconFilter,
  IconFilterFilled,
} from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useDisclosure } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import classi from './intestazione-colonna.module.css';
import { type Direzione, nomeFiltra, nomeOrdina, ordineDopoClic } from './intestazioni-tabella.ts';

// Decision 0205: mantine-datatable 9.4 makes a sortable header cell itself a button, labels its sort
// marks in English and puts an unnamed filter button inside it (a button in a button, upstream #754).
// Our header instead holds two real buttons side by side, both named in Italian: sort and filter.

type Filtro = NonNullable<DataTableColumn<unknown>['filter']>;

interface Props {
  titolo: string;
  allineamento?: 'left' | 'center' | 'right';
  /** Current direction when the table is sorted by this column, else null; none when not sortable. */
  ordine?: { direzione: Direzione | null; onOrdina: () => void };
  filtro?: { contenuto: Filtro; attivo: boolean };
}

function IconaOrdine({ direzione }: { direzione: Direzione | null }) {
  if (direzione === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direzione === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden className={classi.nonOrdinata} />;
}

function FiltroColonna({ titolo, contenuto, attivo }: { titolo: string } & NonNullable<Props['filtro']>) {
  const [aperto, { close, toggle }] = useDisclosure(false);
  return (
    // Escape and a click outside close it, and the focus goes back to the filter button.
    <Popover opened={aperto} onChange={(v) => !v && close()} withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant={attivo ? 'light' : 'subtle'}
          color={attivo ? undefined : 'gray'}
          size={36}
          aria-label={nomeFiltra(titolo, attivo)}
          onClick={toggle}
        >
          {attivo ? <IconFilterFilled size={16} aria-hidden /> : <IconFilter size={16} aria-hidden />}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {typeof contenuto === 'function' ? contenuto({ close }) : contenuto}
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The header cell's own name and sort state, which the library gives no prop for: its name would
 * otherwise be computed from the buttons inside ("Ordina per Nome Filtra Nome") and read with every
 * cell. React never sets these two attributes on the library's `th`, so they stay.
 */
function useCellaIntestazione(titolo: string, direzione: Direzione | null | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const th = ref.current?.closest('th');
    if (!th) return;
    th.setAttribute('aria-label', titolo);
    if (direzione === undefined) th.removeAttribute('aria-sort');
    else th.setAttribute('aria-sort', ARIA_SORT[direzione ?? 'nessuna']);
  }, [titolo, direzione]);
  return ref;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending', nessuna: 'none' } as const;

export function IntestazioneColonna({ titolo, allineamento, ordine, filtro }: Props) {
  const ref = useCellaIntestazione(titolo, ordine?.direzione);
  return (
    // The filter button may go under the name: a narrow column then needs no more than its name,
    // and a wide table (the register, the payments) still fits 1280 px.
    <Group
      ref={ref}
      className={classi.intestazione}
      gap={2}
      wrap="wrap"
      justify={allineamento === 'right' ? 'flex-end' : 'flex-start'}
    >
      {ordine ? (
        <UnstyledButton
          className={classi.ordina}
          onClick={ordine.onOrdina}
          aria-label={nomeOrdina(titolo, ordine.direzione)}
        >
          <span>{titolo}</span>
          <IconaOrdine direzione={ordine.direzione} />
        </UnstyledButton>
      ) : (
        <span>{titolo}</span>
      )}
      {filtro && <FiltroColonna titolo={titolo} {...filtro} />}
    </Group>
  );
}

/**
 * The columns with our Italian header controls in place of the library's: give the result to
 * `DataTable` without `sortStatus`/`onSortStatusChange` (the library would draw its own marks again).
 */
export function conIntestazioni<T>(
  colonne: DataTableColumn<T>[],
  ordine?: DataTableSortStatus<T>,
  onOrdine?: (ordine: DataTableSortStatus<T>) => void,
): DataTableColumn<T>[] {
  return colonne.map(({ sortable, filter, filtering, filterPopoverProps: _, ...colonna }) => {
    const titolo = typeof colonna.title === 'string' ? colonna.title : String(colonna.accessor);
    const ordinabile = sortable && ordine && onOrdine;
    return {
      ...colonna,
      title: (
        <IntestazioneColonna
          titolo={titolo}
          allineamento={colonna.textAlign}
          ordine={
            ordinabile
              ? {
                  direzione: ordine.columnAccessor === colonna.accessor ? ordine.direction : null,
                  onOrdina: () => onOrdine(ordineDopoClic(ordine, colonna.accessor, colonna.sortKey)),
                }
              : undefined
          }
          filtro={filter == null ? undefined : { contenuto: filter, attivo: Boolean(filtering) }}
        />
      ),
    };
  });
}
