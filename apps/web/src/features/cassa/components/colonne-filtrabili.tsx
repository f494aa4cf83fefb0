import type { DataTableColumn } from 'mantine-datatable';
import { FiltroDate, FiltroTesto } from '../../../components/filtri-colonna.tsx';
import { Importo } from '../../../components/importo.tsx';
import { mostraData } from '../../../lib/data-ora.ts';

// The parts the treasury lists' columns share (spec 3 §2): per-column filters bound to the list's
// filter values, date and amount cells, and the columns the viewer chose to show.

/** A column's filter popover and its "filtering" mark, for text fields and date ranges of `filtri`. */
export function filtriColonne<K extends string>(
  filtri: Partial<Record<K, string>>,
  cambia: (modifiche: Partial<Record<K, string>>) => void,
) {
  // A computed key widens to string in TypeScript: the entries keep the field names typed.
  const imposta = (voci: [K, string][]) => cambia(Object.fromEntries(voci) as Partial<Record<K, string>>);
  return {
    testo: (campo: K, etichetta: string, descrizione?: string) => ({
      filter: (
        <FiltroTesto
          etichetta={etichetta}
          descrizione={descrizione}
          valore={filtri[campo] ?? ''}
          onChange={(v) => imposta([[campo, v]])}
        />
      ),
      filtering: Boolean(filtri[campo]),
    }),
    date: (da: K, a: K, etichetta: string) => ({
      filter: (
        <FiltroDate
          etichetta={etichetta}
          da={filtri[da] ?? ''}
          a={filtri[a] ?? ''}
          onChange={(x, y) =>
            imposta([
              [da, x],
              [a, y],
            ])
          }
        />
      ),
      filtering: Boolean(filtri[da] && filtri[a]),
    }),
  };
}

/** A day column (dd/mm/yyyy). */
export function colonnaData<T>(accessor: keyof T & string): DataTableColumn<T> {
  return { accessor, render: (r) => mostraData(r[accessor] as string | null | undefined) };
}

/** An amount column in euros, right-aligned, red below zero. */
export function colonnaImporto<T>(accessor: keyof T & string): DataTableColumn<T> {
  return { accessor, textAlign: 'right', render: (r) => <Importo centesimi={r[accessor] as number} /> };
}

/** The columns in the list's order with their Italian headers, all sortable, hidden as chosen. */
export function colonneScelte<T, Id extends string>(
  elenco: readonly { id: Id; titolo: string }[],
  colonne: Record<Id, DataTableColumn<T>>,
  nascoste: readonly Id[],
): DataTableColumn<T>[] {
  return elenco.map((c) => {
    const colonna: DataTableColumn<T> = { ...colonne[c.id] };
    colonna.title = c.titolo;
    colonna.sortable = true;
    colonna.hidden = nascoste.includes(c.id);
    return colonna;
  });
}
