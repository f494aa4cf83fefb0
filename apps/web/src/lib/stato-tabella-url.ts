import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

// A list's filters, page and sort live in the URL (decision 0901), so a link such as
// /b/cassa/causali?voce=3 pre-fills a filter and going back from a row lands where the user was.

/** ?ordina=codice (ascending) or ?ordina=-codice (descending). */
function ordineDaParametro<T>(
  valore: string | null,
  predefinito: DataTableSortStatus<T>,
  ammesse: readonly string[],
) {
  const colonna = valore?.replace(/^-/, '');
  if (!colonna || !ammesse.includes(colonna)) return predefinito;
  return {
    columnAccessor: colonna,
    direction: valore!.startsWith('-') ? 'desc' : 'asc',
  } as DataTableSortStatus<T>;
}

export function useStatoTabella<T, F extends string>(
  campiFiltro: readonly F[],
  ordinePredefinito: DataTableSortStatus<T>,
  colonneOrdinabili: readonly string[],
) {
  const [params, setParams] = useSearchParams();
  const aggiorna = (modifiche: Record<string, string>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(modifiche)) {
          if (v) n.set(k, v);
          else n.delete(k);
        }
        return n;
      },
      { replace: true },
    );
  const filtri = useMemo(() => {
    const f: Partial<Record<F, string>> = {};
    for (const k of campiFiltro) {
      const v = params.get(k);
      if (v) f[k] = v;
    }
    return f;
  }, [params, campiFiltro]);
  const ordine = useMemo(
    () => ordineDaParametro(params.get('ordina'), ordinePredefinito, colonneOrdinabili),
    [params, ordinePredefinito, colonneOrdinabili],
  );
  const pagina = Math.max(1, Math.trunc(Number(params.get('pagina'))) || 1);
  return {
    filtri,
    /** Changes some filters and goes back to the first page. */
    cambiaFiltri: (modifiche: Partial<Record<F, string>>) =>
      aggiorna({ ...(modifiche as Record<string, string>), pagina: '' }),
    pagina,
    setPagina: (n: number) => aggiorna({ pagina: n > 1 ? String(n) : '' }),
    ordine,
    setOrdine: (s: DataTableSortStatus<T>) => {
      const predefinito =
        s.columnAccessor === ordinePredefinito.columnAccessor && s.direction === ordinePredefinito.direction;
      aggiorna({
        ordina: predefinito ? '' : `${s.direction === 'desc' ? '-' : ''}${String(s.columnAccessor)}`,
        pagina: '',
      });
    },
  };
}
