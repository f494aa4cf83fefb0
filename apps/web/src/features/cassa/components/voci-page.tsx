import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { etichettaRiga, rigaModello } from '@zaino/domain/rendiconto-ets';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useDeferredValue, useMemo, useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import { useVoci, type Voce } from '../api/elenca-voci.ts';
import { useModificaVoce } from '../api/modifica-voce.ts';
import { esegui } from '../esegui.ts';
import { ordinaPer } from '../ordina.ts';
import { contiene } from '../righe-pagamenti.ts';
import { AzioniVoce } from './azioni-voce.tsx';
import { CodiceVoce, useTelefono } from './codice-voce.tsx';
import { filtriColonne } from './colonne-filtrabili.tsx';
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
    const input = { id_voce: daEliminare.id_voce, elimina: true };
    // Spec 3 §8: red toast titled 'Elimina voce'.
    if (await esegui(() => elimina.mutateAsync(input), 'elimina voce', 'Elimina voce')) setDaEliminare(null);
  }

  const filtro = filtriColonne(stato.filtri, stato.cambiaFiltri).testo;
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
      accessor: 'riga_ets',
      title: 'Rendiconto ETS',
      hidden: telefono,
      // Narrow, the title in full on hover: the type badge and the actions keep their room.
      width: 220,
      // Decision 1140: the statement line, or a warning that the item is not on the statement.
      render: (v) => {
        const riga = v.riga_ets ? rigaModello(v.riga_ets) : undefined;
        return riga ? (
          <Text size="sm" title={etichettaRiga(riga)} lineClamp={1}>
            {etichettaRiga(riga)}
          </Text>
        ) : (
          <Text size="sm" c="orange.9">
            Da assegnare
          </Text>
        );
      },
    },
    {
      accessor: 'azioni',
      title: '',
      textAlign: 'right',
      render: (v) => (
        <AzioniVoce
          id_voce={v.id_voce}
          codice={v.codice}
          puoScrivere={puoScrivere}
          modifica={{ etichetta: `Modifica ${v.codice}`, onClick: () => setModifica(v) }}
          elimina={{
            etichetta: `Elimina ${v.codice}`,
            onClick: () => setDaEliminare(v),
            disabilitata: v.in_uso,
            suggerimento: v.in_uso ? 'Usata da causali o bilanci' : 'Elimina',
          }}
        />
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
