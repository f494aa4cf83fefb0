import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { FiltroTesto } from '../../../components/filtri-colonna.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import { useVoci, type Voce } from '../api/elenca-voci.ts';
import { useModificaVoce } from '../api/modifica-voce.ts';
import { ordinaPer } from '../ordina.ts';
import { contiene } from '../righe-pagamenti.ts';
import { CodiceVoce, useTelefono } from './codice-voce.tsx';
import { TabellaCassa } from './tabella-cassa.tsx';
import { useCassa } from './use-cassa.ts';
import { VoceDialog } from './voce-dialog.tsx';

/** Spec 3 §9: voci by codice ascending. */
const ORDINE: DataTableSortStatus<Voce> = { columnAccessor: 'codice', direction: 'asc' };
const ORDINABILI = ['codice', 'descrizione', 'tipo'];
const FILTRI = ['codice', 'descrizione', 'tipo'] as const;

/** Spec 3 §2 /b/cassa/voci: the budget item catalogue, add, edit and delete (super only). */
export function VociPage() {
  const { puoScrivere } = useCassa();
  const telefono = useTelefono();
  const voci = useVoci();
  const elimina = useModificaVoce();
  const stato = useStatoTabella<Voce, (typeof FILTRI)[number]>(FILTRI, ORDINE, ORDINABILI);
  const [modifica, setModifica] = useState<Voce | null | undefined>();
  const [daEliminare, setDaEliminare] = useState<Voce | null>(null);
  const filtri = useDeferredValue(stato.filtri);
  const righe = useMemo(() => {
    const f = (voci.data ?? []).filter(
      (v) =>
        contiene(v.codice, filtri.codice) &&
        contiene(v.descrizione, filtri.descrizione) &&
        (!filtri.tipo || v.tipo === filtri.tipo.trim().toUpperCase()),
    );
    const k = String(stato.ordine.columnAccessor) as keyof Voce;
    return ordinaPer(f, (v) => String(v[k]), stato.ordine.direction);
  }, [voci.data, filtri, stato.ordine]);

  async function confermaElimina() {
    if (!daEliminare) return;
    try {
      await elimina.mutateAsync({ id_voce: daEliminare.id_voce, elimina: true });
      setDaEliminare(null);
    } catch (e) {
      reportError(e, 'elimina voce');
      // Spec 3 §8: red toast titled 'Elimina voce'.
      notifyDanger(`C'è stato un errore: ${errorText(e)}`, 'Elimina voce');
    }
  }

  const filtro = (campo: (typeof FILTRI)[number], etichetta: string, descrizione?: string) => ({
    filter: (
      <FiltroTesto
        etichetta={etichetta}
        descrizione={descrizione}
        valore={stato.filtri[campo] ?? ''}
        onChange={(v) => stato.cambiaFiltri({ [campo]: v })}
      />
    ),
    filtering: Boolean(stato.filtri[campo]),
  });
  const colonne: DataTableColumn<Voce>[] = [
    {
      accessor: 'codice',
      title: 'Codice',
      sortable: true,
      render: (v) => <CodiceVoce codice={v.codice} descrizione={v.descrizione} telefono={telefono} />,
      ...filtro('codice', 'Codice'),
    },
    {
      accessor: 'descrizione',
      title: 'Descrizione',
      sortable: true,
      hidden: telefono,
      ...filtro('descrizione', 'Descrizione'),
    },
    {
      accessor: 'tipo',
      title: 'Tipo',
      sortable: true,
      render: (v) => (
        <Badge variant="light" color={v.tipo === 'U' ? 'red' : 'green'} style={{ textTransform: 'none' }}>
          {v.tipo === 'U' ? 'Uscita' : 'Entrata'}
        </Badge>
      ),
      ...filtro('tipo', 'Tipo', 'E entrate, U uscite'),
    },
    {
      accessor: 'azioni',
      title: '',
      textAlign: 'right',
      render: (v) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Causali della voce">
            <ActionIcon
              component={Link}
              to={`/b/cassa/causali?voce=${v.id_voce}`}
              variant="subtle"
              size="lg"
              aria-label={`Causali della voce ${v.codice}`}
            >
              <IconReceipt size={18} />
            </ActionIcon>
          </Tooltip>
          {puoScrivere && (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Modifica ${v.codice}`}
              onClick={() => setModifica(v)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          )}
          {puoScrivere && (
            <Tooltip label={v.in_uso ? 'Usata da causali o bilanci' : 'Elimina'}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Elimina ${v.codice}`}
                disabled={v.in_uso}
                onClick={() => setDaEliminare(v)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Voci"
        breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Cassa', to: '/b/cassa' }, { label: 'Voci' }]}
      />
      {puoScrivere && (
        <Group mb="md">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModifica(null)}>
            Aggiungi voce
          </Button>
        </Group>
      )}
      {voci.isError && <ErroreLista error={voci.error} onRetry={() => void voci.refetch()} />}
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="conta-voci">
        {voci.data ? `${righe.length} ${righe.length === 1 ? 'voce' : 'voci'}` : ' '}
      </Text>
      <TabellaCassa<Voce>
        righe={righe}
        colonne={colonne}
        idAccessor="id_voce"
        caricamento={voci.isPending}
        vuoto="Nessuna voce trovata"
        pagina={stato.pagina}
        onPagina={stato.setPagina}
        ordine={stato.ordine}
        onOrdine={stato.setOrdine}
        testId="riga-voce"
      />
      <VoceDialog voce={modifica} onClose={() => setModifica(undefined)} />
      <ConfermaAzione
        opened={daEliminare !== null}
        title="Elimina voce"
        confirmLabel="Elimina"
        loading={elimina.isPending}
        onConfirm={() => void confermaElimina()}
        onClose={() => setDaEliminare(null)}
      >
        Eliminare la voce {daEliminare?.codice} «{daEliminare?.descrizione}»?
      </ConfermaAzione>
    </>
  );
}
