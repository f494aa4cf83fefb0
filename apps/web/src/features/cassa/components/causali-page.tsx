import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { MenuColonne } from '../../../components/menu-colonne.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useColonneNascoste } from '../../../lib/colonne-nascoste.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import { useCausali } from '../api/get-te-parte.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { ordinaPer } from '../ordina.ts';
import {
  COLONNE_CSV_CAUSALI,
  filtraCausali,
  type RigaCausale,
  rigaCausale,
  righeCsvCausali,
} from '../righe-causali.ts';
import {
  CAMPI_FILTRO_CAUSALI,
  COLONNE_CAUSALI,
  colonneCausali,
  type IdColonnaCausali,
} from './colonne-causali.tsx';
import { TabellaCassa } from './tabella-cassa.tsx';
import { CausaleDialog, useCausaleDialog } from './causale-dialog.tsx';
import { useCassa } from './use-cassa.ts';

/** Spec 3 §9: causali by data_creata descending. */
const ORDINE: DataTableSortStatus<RigaCausale> = { columnAccessor: 'data_creata', direction: 'desc' };
const ORDINABILI = COLONNE_CAUSALI.map((c) => c.id);
/** Until the user picks in 'Colonne' (decision 1121): the type and the number are on the due's page. */
const NASCOSTE_ALTROVE: IdColonnaCausali[] = ['causale_tipo', 'id'];
const NASCOSTE_SU_TELEFONO: IdColonnaCausali[] = [...NASCOSTE_ALTROVE, 'voce_codice', 'data_pagata'];

/** Spec 3 §2 /b/cassa/causali (?voce= pre-filters by budget item): the party's dues, CSV export. */
export function CausaliPage() {
  const navigate = useNavigate();
  const { id_parte, nomeParte, anno, puoAggiungere } = useCassa();
  const dialogo = useCausaleDialog();
  const causali = useCausali(id_parte, anno);
  const voci = useVoci();
  const stato = useStatoTabella<RigaCausale, (typeof CAMPI_FILTRO_CAUSALI)[number]>(
    CAMPI_FILTRO_CAUSALI,
    ORDINE,
    ORDINABILI,
  );
  const [nascoste, setNascoste] = useColonneNascoste<IdColonnaCausali>(
    'causali',
    NASCOSTE_SU_TELEFONO,
    NASCOSTE_ALTROVE,
  );
  const [esporto, setEsporto] = useState(false);
  const filtri = useDeferredValue(stato.filtri);
  const righe = useMemo(() => {
    const mappa = new Map((voci.data ?? []).map((v) => [v.id_voce, v]));
    return (causali.data ?? []).map((c) => rigaCausale(c, id_parte, mappa));
  }, [causali.data, voci.data, id_parte]);
  const ordinate = useMemo(() => {
    const k = String(stato.ordine.columnAccessor) as keyof RigaCausale;
    return ordinaPer(
      filtraCausali(righe, filtri),
      (r) => r[k] as string | number | null,
      stato.ordine.direction,
    );
  }, [righe, filtri, stato.ordine]);

  async function esporta() {
    setEsporto(true);
    try {
      const { esportaCsv } = await import('../../../lib/esporta.ts');
      await esportaCsv(
        [...COLONNE_CSV_CAUSALI],
        righeCsvCausali(ordinate, window.location.origin),
        'causali.csv',
      );
    } catch (e) {
      reportError(e, 'esportazione causali');
      notifyDanger(`C'è stato un errore: ${errorMessage(e)}`);
    } finally {
      setEsporto(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Causali"
        subtitle={nomeParte}
        breadcrumbs={[{ label: 'Cassa', to: '/b/cassa' }, { label: 'Causali' }]}
      />
      <Group gap="xs" mb="md" wrap="wrap">
        {puoAggiungere && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => dialogo.apri()}>
            Nuova causale
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={esporto}
          disabled={causali.isPending || ordinate.length === 0}
          onClick={() => void esporta()}
        >
          Esporta CSV
        </Button>
        <MenuColonne colonne={COLONNE_CAUSALI} nascoste={nascoste} onChange={setNascoste} />
      </Group>
      {causali.isError && <ErroreLista error={causali.error} onRetry={() => void causali.refetch()} />}
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="conta-causali">
        {causali.data ? `${ordinate.length} ${ordinate.length === 1 ? 'causale' : 'causali'}` : ' '}
      </Text>
      <TabellaCassa<RigaCausale>
        righe={ordinate}
        colonne={colonneCausali(stato.filtri, stato.cambiaFiltri, nascoste)}
        idAccessor="id"
        caricamento={causali.isPending}
        vuoto="Nessuna causale trovata"
        pagina={stato.pagina}
        onPagina={stato.setPagina}
        ordine={stato.ordine}
        onOrdine={stato.setOrdine}
        onRiga={(r) => navigate(r.link)}
        testId="riga-causale"
      />
      <CausaleDialog {...dialogo.props} />
    </>
  );
}
