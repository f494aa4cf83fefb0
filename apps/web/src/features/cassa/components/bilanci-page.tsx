import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { righePerTipo, totaliBilancio } from '@zaino/domain/bilancio';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStatoTabella } from '../../../lib/stato-tabella-url.ts';
import { type Bilancio, useBilanci } from '../api/elenca-bilanci.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { useModificaBilancio } from '../api/modifica-bilancio.ts';
import { esegui } from '../esegui.ts';
import { ordinaPer } from '../ordina.ts';
import { COLONNE_CSV_BILANCIO, righeCsvBilancio, vociAggiungibili } from '../righe-bilancio.ts';
import { BilancioDialog } from './bilancio-dialog.tsx';
import { useTelefono } from './codice-voce.tsx';
import { RiepilogoBilancio } from './riepilogo-bilancio.tsx';
import { SezioneBilancio } from './sezione-bilancio.tsx';
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

/**
 * Spec 3 §2 /b/cassa/bilancio and /b/cassa/bilanci: the year's budget, forecast and actual per item,
 * income and expense lines in sections of their own under the totals (decision 1121).
 */
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
  const perTipo = useMemo(() => righePerTipo(righe), [righe]);
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

  const sezione = (titolo: string, uscite: boolean) => (
    <SezioneBilancio
      titolo={titolo}
      testId={uscite ? 'bilancio-uscite' : 'bilancio-entrate'}
      righe={uscite ? perTipo.uscite : perTipo.entrate}
      opzioni={{ uscite, puoScrivere, onModifica: setModifica, onElimina: setDaEliminare }}
      telefono={telefono}
      caricamento={bilanci.isPending}
      ordine={stato.ordine}
      onOrdine={stato.setOrdine}
    />
  );

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
      {bilanci.data && <RiepilogoBilancio totali={totaliBilancio(righe)} />}
      {sezione('Entrate', false)}
      {sezione('Uscite', true)}
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
