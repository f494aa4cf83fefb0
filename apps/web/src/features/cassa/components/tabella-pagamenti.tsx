import { Group, Text } from '@mantine/core';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import type { DataTableSortStatus } from 'mantine-datatable';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Importo } from '../../../components/importo.tsx';
import { MenuColonne } from '../../../components/menu-colonne.tsx';
import { useColonneNascoste } from '../../../lib/colonne-nascoste.ts';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import type { Pagamento } from '../api/get-tf-parte.ts';
import { ordinaPer } from '../ordina.ts';
import { filtraPagamenti, type RigaPagamento, rigaPagamento, totaleMovimenti } from '../righe-pagamenti.ts';
import {
  CAMPI_FILTRO_PAGAMENTI,
  COLONNE_PAGAMENTI,
  colonnePagamenti,
  type IdColonnaPagamenti,
} from './colonne-pagamenti.tsx';
import { TabellaCassa } from './tabella-cassa.tsx';

const ORDINABILI = COLONNE_PAGAMENTI.map((c) => c.id);

interface Props {
  query: { data?: Pagamento[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  id_parte: number;
  tipo: TipoPagamento | null;
  ordinePredefinito: DataTableSortStatus<RigaPagamento>;
  vuoto: string;
  /** Buttons beside 'Colonne' (add a payment). */
  azioni?: ReactNode;
  /** the rows' noun in the count, singular and plural */
  nomi?: [string, string];
}

/**
 * A list of payments of the party (spec 3 §2: payments, one method, transfers): per-column filters
 * and sort in the URL, selectable columns, a row opens the payment, and the completed rows' movement
 * on the balance (to compare with the annual balance above).
 */
export function TabellaPagamenti({
  query,
  id_parte,
  tipo,
  ordinePredefinito,
  vuoto,
  azioni,
  nomi = ['pagamento', 'pagamenti'],
}: Props) {
  const navigate = useNavigate();
  const stato = useStatoTabella<RigaPagamento, (typeof CAMPI_FILTRO_PAGAMENTI)[number]>(
    CAMPI_FILTRO_PAGAMENTI,
    ordinePredefinito,
    ORDINABILI,
  );
  const [nascoste, setNascoste] = useColonneNascoste<IdColonnaPagamenti>('pagamenti', [
    'da',
    'data_creata',
    'id',
  ]);
  const filtri = useDeferredValue(stato.filtri);
  const righe = useMemo(
    () => (query.data ?? []).map((p) => rigaPagamento(p, id_parte, tipo)),
    [query.data, id_parte, tipo],
  );
  const filtrate = useMemo(() => filtraPagamenti(righe, filtri), [righe, filtri]);
  const ordinate = useMemo(() => {
    const k = String(stato.ordine.columnAccessor) as keyof RigaPagamento;
    return ordinaPer(filtrate, (r) => r[k] as string | number | null, stato.ordine.direction);
  }, [filtrate, stato.ordine]);
  const colonne = colonnePagamenti(stato.filtri, stato.cambiaFiltri, nascoste);

  return (
    <>
      <Group gap="xs" mb="md" wrap="wrap">
        {azioni}
        <MenuColonne colonne={COLONNE_PAGAMENTI} nascoste={nascoste} onChange={setNascoste} />
      </Group>
      {query.isError && <ErroreLista error={query.error} onRetry={() => void query.refetch()} />}
      <Group justify="space-between" mb="xs" gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed" data-testid="conta-pagamenti">
          {query.data ? `${ordinate.length} ${nomi[ordinate.length === 1 ? 0 : 1]}` : ' '}
        </Text>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="movimenti-righe" data-centesimi={totaleMovimenti(ordinate)}>
            Movimenti completati: <Importo centesimi={totaleMovimenti(ordinate)} />
          </Text>
        )}
      </Group>
      <TabellaCassa<RigaPagamento>
        righe={ordinate}
        colonne={colonne}
        idAccessor="id"
        caricamento={query.isPending}
        vuoto={vuoto}
        pagina={stato.pagina}
        onPagina={stato.setPagina}
        ordine={stato.ordine}
        onOrdine={stato.setOrdine}
        onRiga={(r) => navigate(`/b/transazioneFinanziaria/${r.id}/mostra`)}
        testId="riga-pagamento"
      />
    </>
  );
}
