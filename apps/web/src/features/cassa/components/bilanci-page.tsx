import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Importo } from '../../../components/importo.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import { type Bilancio, useBilanci } from '../api/elenca-bilanci.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { useModificaBilancio } from '../api/modifica-bilancio.ts';
import { esegui } from '../esegui.ts';
import { ordinaPer } from '../ordina.ts';
import {
  COLONNE_CSV_BILANCIO,
  righeCsvBilancio,
  totaliBilancio,
  vociAggiungibili,
} from '../righe-bilancio.ts';
import { AzioniVoce } from './azioni-voce.tsx';
import { BilancioDialog } from './bilancio-dialog.tsx';
import { CodiceVoce, useTelefono } from './codice-voce.tsx';
import { TabellaCassa } from './tabella-cassa.tsx';
import { useCassa } from './use-cassa.ts';

/** Spec 3 §9: budget lines by codice ascending. */
const ORDINE: DataTableSortStatus<Bilancio> = { columnAccessor: 'codice', direction: 'asc' };
const ORDINABILI = ['codice', 'descrizione', 'preventivo', 'consuntivo'];
const NESSUN_FILTRO: never[] = [];
const CHIAVI: Record<string, (b: Bilancio) => string | number> = {
  codice: (b) => b.voce.codice,
  descrizione: (b) => b.voce.descrizione,
  preventivo: (b) => b.preventivo,
  consuntivo: (b) => b.consuntivo,
};

/** Spec 3 §2 /b/cassa/bilancio and /b/cassa/bilanci: the year's budget, forecast and actual per item. */
export function BilanciPage() {
  const { id_parte, nomeParte, anno, puoScrivere, puoAggiungere } = useCassa();
  const telefono = useTelefono();
  const bilanci = useBilanci(id_parte, anno);
  const voci = useVoci();
  const elimina = useModificaBilancio();
  const stato = useStatoTabella<Bilancio, never>(NESSUN_FILTRO, ORDINE, ORDINABILI);
  const [modifica, setModifica] = useState<Bilancio | null | undefined>();
  const [daEliminare, setDaEliminare] = useState<Bilancio | null>(null);
  const [esporto, setEsporto] = useState(false);
  const righe = useMemo(
    () =>
      ordinaPer(
        bilanci.data ?? [],
        CHIAVI[String(stato.ordine.columnAccessor)] ?? CHIAVI.codice!,
        stato.ordine.direction,
      ),
    [bilanci.data, stato.ordine],
  );
  const totali = totaliBilancio(righe);
  const vociLibere = useMemo(() => vociAggiungibili(voci.data ?? [], righe), [voci.data, righe]);

  async function esporta() {
    setEsporto(true);
    await esegui(async () => {
      const { esportaCsv } = await import('../../../lib/esporta.ts');
      await esportaCsv([...COLONNE_CSV_BILANCIO], righeCsvBilancio(righe), 'bilancio.csv');
    }, 'esportazione bilancio');
    setEsporto(false);
  }

  async function confermaElimina() {
    if (!daEliminare || anno === null) return;
    const input = { id_voce: daEliminare.id_voce, anno_scout: anno, id_parte, elimina: true };
    if (await esegui(() => elimina.mutateAsync(input), 'elimina riga di bilancio', 'Elimina voce')) {
      setDaEliminare(null);
    }
  }

  const colonne: DataTableColumn<Bilancio>[] = [
    {
      accessor: 'codice',
      title: 'Codice',
      sortable: true,
      render: (b) => (
        <CodiceVoce codice={b.voce.codice} descrizione={b.voce.descrizione} telefono={telefono} />
      ),
    },
    {
      accessor: 'descrizione',
      title: 'Descrizione',
      sortable: true,
      hidden: telefono,
      render: (b) => b.voce.descrizione,
    },
    {
      accessor: 'preventivo',
      title: 'Preventivo',
      sortable: true,
      textAlign: 'right',
      render: (b) => <Importo centesimi={b.preventivo} />,
    },
    {
      accessor: 'consuntivo',
      title: 'Consuntivo',
      sortable: true,
      textAlign: 'right',
      render: (b) => <Importo centesimi={b.consuntivo} />,
    },
    {
      accessor: 'azioni',
      title: '',
      textAlign: 'right',
      render: (b) => (
        <AzioniVoce
          id_voce={b.id_voce}
          codice={b.voce.codice}
          puoScrivere={puoScrivere}
          modifica={{ etichetta: `Modifica preventivo ${b.voce.codice}`, onClick: () => setModifica(b) }}
          elimina={{ etichetta: `Elimina ${b.voce.codice} dal bilancio`, onClick: () => setDaEliminare(b) }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Bilanci"
        subtitle={`${nomeParte}${anno === null ? '' : ` · anno scout ${formatAnnoScout(anno)}`}`}
        breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Cassa', to: '/b/cassa' }, { label: 'Bilanci' }]}
      />
      <Group gap="xs" mb="md" wrap="wrap">
        {puoAggiungere && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setModifica(null)}
            disabled={voci.isPending || vociLibere.length === 0}
          >
            Aggiungi voce
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={esporto}
          disabled={bilanci.isPending || righe.length === 0}
          onClick={() => void esporta()}
        >
          Esporta CSV
        </Button>
        {puoAggiungere && voci.data && bilanci.data && vociLibere.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="voci-esaurite">
            Tutte le voci del catalogo sono già nel bilancio: per una riga nuova crea prima la voce in{' '}
            <Anchor component={Link} to="/b/cassa/voci" inherit>
              Voci
            </Anchor>
            .
          </Text>
        )}
      </Group>
      {bilanci.isError && <ErroreLista error={bilanci.error} onRetry={() => void bilanci.refetch()} />}
      {bilanci.data && (
        <Group gap="lg" mb="xs" data-testid="totali-bilancio">
          <Text size="sm" c="dimmed">
            Entrate: <Importo centesimi={totali.entratePreventivo} /> previste,{' '}
            <Importo centesimi={totali.entrateConsuntivo} /> a consuntivo
          </Text>
          <Text size="sm" c="dimmed">
            Uscite: <Importo centesimi={-totali.uscitePreventivo} /> previste,{' '}
            <Importo centesimi={-totali.usciteConsuntivo} /> a consuntivo
          </Text>
        </Group>
      )}
      <TabellaCassa<Bilancio>
        righe={righe}
        colonne={colonne}
        idAccessor="id_voce"
        caricamento={bilanci.isPending}
        vuoto="Nessuna voce trovata"
        pagina={stato.pagina}
        onPagina={stato.setPagina}
        ordine={stato.ordine}
        onOrdine={stato.setOrdine}
        testId="riga-bilancio"
      />
      {anno !== null && (
        <BilancioDialog
          riga={modifica}
          vociLibere={vociLibere}
          id_parte={id_parte}
          anno_scout={anno}
          onClose={() => setModifica(undefined)}
        />
      )}
      <ConfermaAzione
        opened={daEliminare !== null}
        title="Elimina voce dal bilancio"
        confirmLabel="Elimina"
        loading={elimina.isPending}
        onConfirm={() => void confermaElimina()}
        onClose={() => setDaEliminare(null)}
      >
        Eliminare dal bilancio la voce {daEliminare?.voce.codice} «{daEliminare?.voce.descrizione}»?
      </ConfermaAzione>
    </>
  );
}
