import { NON_TROVATO } from '@zaino/domain/non-trovato';
import 'mantine-datatable/styles.css';
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconQrcode, IconUserPlus, IconUsersPlus, IconX } from '@tabler/icons-react';
import { uniscoSezioneNazionale } from '@zaino/domain/anno-scout';
import {
  type FiltriRegistro,
  ordineDaParametro,
  PARAMETRI_FILTRO,
  PER_PAGINA_REGISTRO,
  parametroDaOrdine,
} from '@zaino/domain/registro';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useViewer } from '../../../../app/shell/use-viewer.ts';
import { conIntestazioni } from '../../../../components/intestazione-colonna.tsx';
import { Loading } from '../../../../components/loading.tsx';
import {
  PAGINAZIONE_IN_ITALIANO,
  SELEZIONE_IN_ITALIANO,
} from '../../../../components/tabella-in-italiano.ts';

import { MenuColonne } from '../../../../components/menu-colonne.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { session } from '../../../../lib/session-store.ts';
import { useAmbitoRegistro } from '../../../../lib/ambito-registro.ts';
import { useAnnoScelto } from '../../../../lib/azioni-anno.ts';
import { useRegistroPagina } from '../../api/registro.ts';
import { CercaCodiceDialog } from '../account/cerca-codice-dialog.tsx';
import { COLONNE, useColonneNascoste } from './colonne-registro.ts';
import { ErroreLista } from '../../../../components/errore-lista.tsx';
import { FiltriRegistroForm } from './filtri-registro.tsx';
import { preparaRegistrazioneMassa } from './registrazione-massa.ts';
import { type RigaRegistro, rigaRegistro } from './righe-registro.ts';
import { cella } from './celle-registro.tsx';
import { useEsportaRegistro } from './use-esporta-registro.ts';

/** A typed filter reaches the server once the typing pauses. */
const ATTESA_FILTRI_MS = 250;

/** Spec 2 §2: where a click on a row leads, by column (the selection column leads nowhere). */
function destinazione(colonna: string, id: number): string {
  if (colonna === 'utenti') return `/b/persona/${id}/account`;
  if (colonna === 'iscrizione' || colonna === 'ruolo') return `/b/persona/${id}/iscrizioni`;
  return `/b/persona/${id}/anagrafica`;
}

const VALORI_ELENCATI = new Set<string>(['iscrizione', 'utenti', 'nazionale']);

/** ?ordina=cognome (ascending) or ?ordina=-cognome (descending); spec 2 §2 default: by name. */
function ordineTabella(valore: string | null): DataTableSortStatus<RigaRegistro> {
  const o = ordineDaParametro(valore);
  return { columnAccessor: o.colonna, direction: o.direzione };
}

const parametroDaTabella = (s: DataTableSortStatus<RigaRegistro>) =>
  parametroDaOrdine(ordineDaParametro(`${s.direction === 'desc' ? '-' : ''}${String(s.columnAccessor)}`));

/** Spec 2 §2 member register (/b/soci, 'Anagrafe'). */
export function RegistroPage() {
  const anno = session.use((s) => s.annoScout);
  const scelta = session.use((s) => s.unitChoice);
  const ambito = useAmbitoRegistro(scelta);
  const { puo } = useViewer();
  const annoScelto = useAnnoScelto(anno);
  const nazionale = annoScelto.puo('nazionale.vedi');
  const unisci = uniscoSezioneNazionale(annoScelto.inizio_fiscale, new Date());
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [nascoste, setNascoste] = useColonneNascoste();
  const [codiceAperto, setCodiceAperto] = useState(false);
  const [selezione, setSelezione] = useState<RigaRegistro[]>([]);
  // Page and sort live in the URL too, so going back from a person lands where the leader was.
  const pagina = Math.max(1, Math.trunc(Number(params.get('pagina'))) || 1);
  const ordina = params.get('ordina') ?? '';
  const ordine = useMemo(() => ordineTabella(ordina), [ordina]);
  const aggiornaParametri = (modifiche: Record<string, string>) =>
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
  const setPagina = (n: number) => aggiornaParametri({ pagina: n > 1 ? String(n) : '' });

  // Filters live in the URL: a link such as /b/soci?utenti=nessuno&iscrizione=prevista pre-fills them.
  const filtri = useMemo(() => {
    const f: FiltriRegistro = {};
    for (const k of PARAMETRI_FILTRO) {
      const v = params.get(k);
      // Values of a list (stato, account, nazionale) are matched whatever their case in the link.
      if (v) f[k] = VALORI_ELENCATI.has(k) ? v.toLowerCase() : v;
    }
    return f;
  }, [params]);
  const cambiaFiltro = (campo: keyof FiltriRegistro, valore: string) =>
    aggiornaParametri({ [campo]: valore, pagina: '' });
  // Decision 0907: the server filters, sorts and pages; the 'Nazionale' filter only with its permission.
  const [filtriAttesi] = useDebouncedValue(filtri, ATTESA_FILTRI_MS);
  const filtriInviati = useMemo(
    () => (nazionale ? filtriAttesi : { ...filtriAttesi, nazionale: undefined }),
    [filtriAttesi, nazionale],
  );
  // Nor its order: the server refuses both to whoever may not see the column (decision 0912).
  const ordinaInviato = nazionale || ordine.columnAccessor !== 'nazionale' ? ordina : '';
  const registro = useRegistroPagina(ambito, anno, scelta.id_parte, {
    filtri: filtriInviati,
    ordina: ordinaInviato,
    pagina,
  });
  const righe = useMemo(
    () => (registro.data?.righe ?? []).map((p) => rigaRegistro(p, unisci)),
    [registro.data, unisci],
  );
  const totale = registro.data?.totale ?? 0;
  const ultimaPagina = Math.max(1, Math.ceil(totale / PER_PAGINA_REGISTRO));
  // A page past the end (fewer rows since the link was made): the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer says so
  useEffect(() => {
    if (registro.isSuccess && !registro.isPlaceholderData && pagina > ultimaPagina) setPagina(ultimaPagina);
  }, [registro.isSuccess, registro.isPlaceholderData, pagina, ultimaPagina]);

  // Another scope or year: a selection of the previous list means nothing there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on scope change only
  useEffect(() => setSelezione([]), [anno, scelta.id_parte]);

  const colonneAmmesse = COLONNE.filter((c) => c.id !== 'nazionale' || nazionale);
  const colonneVisibili = colonneAmmesse.filter((c) => !nascoste.includes(c.id));

  const colonne: DataTableColumn<RigaRegistro>[] = colonneAmmesse.map((c) => ({
    accessor: c.id,
    title: c.titolo,
    sortable: true,
    hidden: nascoste.includes(c.id),
    render: cella(c.id),
  }));

  const { esporta, esportazione, avanzamento } = useEsportaRegistro({
    ambito,
    anno,
    richiesta: { filtri: filtriInviati, ordina: ordinaInviato },
    colonne: colonneVisibili,
    unisci,
  });

  if (anno === null) return <Loading />;

  return (
    <>
      <PageHeader title="Anagrafe" breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Soci' }]} />
      <Group gap="xs" mb="md" wrap="wrap">
        {puo('persona.crea') && (
          <Button component={Link} to="/b/persona/nuova" leftSection={<IconUserPlus size={16} />}>
            Nuova persona
          </Button>
        )}
        {puo('persona.cerca') && (
          <Button
            variant="default"
            leftSection={<IconQrcode size={16} />}
            onClick={() => setCodiceAperto(true)}
          >
            Cerca codice
          </Button>
        )}
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={esportazione !== null}
              loaderProps={{ type: 'dots' }}
              disabled={registro.isPending || totale === 0}
            >
              Esporta
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void esporta('csv')}>CSV</Menu.Item>
            <Menu.Item onClick={() => void esporta('xlsx')}>Excel (XLSX)</Menu.Item>
            <Menu.Label>Con i dati anagrafici</Menu.Label>
            <Menu.Item onClick={() => void esporta('csv', true)}>CSV con dati anagrafici</Menu.Item>
            <Menu.Item onClick={() => void esporta('xlsx', true)}>Excel (XLSX) con dati anagrafici</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <MenuColonne colonne={colonneAmmesse} nascoste={nascoste} onChange={setNascoste} />
        {selezione.length > 0 && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={() => setSelezione([])}>
            Annulla selezione
          </Button>
        )}
        {selezione.length > 1 && (
          <Button
            leftSection={<IconUsersPlus size={16} />}
            onClick={() => {
              const persone = preparaRegistrazioneMassa(selezione);
              navigate('/b/register', { state: { persone } });
            }}
          >
            Registra in massa
          </Button>
        )}
      </Group>
      {avanzamento && avanzamento.totale > avanzamento.letti && (
        <Group gap="xs" mb="sm" maw={360} wrap="nowrap" data-testid="avanzamento-esportazione">
          <Progress value={(100 * avanzamento.letti) / avanzamento.totale} style={{ flex: 1 }} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {`Esportazione: ${avanzamento.letti} di ${avanzamento.totale}`}
          </Text>
        </Group>
      )}
      <FiltriRegistroForm filtri={filtri} onChange={cambiaFiltro} nazionale={nazionale} />
      {registro.isError && <ErroreLista error={registro.error} onRetry={() => void registro.refetch()} />}
      {ambito === null && <ErroreLista error={new Error(NON_TROVATO.unita)} onRetry={() => undefined} />}
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="conta-registro">
        {registro.isSuccess
          ? `${totale} ${totale === 1 ? 'persona' : 'persone'}${
              selezione.length > 0 ? ` · ${selezione.length} selezionate` : ''
            }`
          : ' '}
      </Text>
      <DataTable<RigaRegistro>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        minHeight={registro.isPending || righe.length === 0 ? 180 : undefined}
        fetching={(registro.isPending || registro.isPlaceholderData) && ambito !== null}
        idAccessor="id_persona"
        records={righe}
        columns={conIntestazioni(colonne, ordine, (s) =>
          aggiornaParametri({ ordina: parametroDaTabella(s), pagina: '' }),
        )}
        totalRecords={totale}
        recordsPerPage={PER_PAGINA_REGISTRO}
        page={Math.min(pagina, ultimaPagina)}
        onPageChange={setPagina}
        selectedRecords={selezione}
        onSelectedRecordsChange={setSelezione}
        noRecordsText="Nessuna persona trovata"
        {...PAGINAZIONE_IN_ITALIANO}
        {...SELEZIONE_IN_ITALIANO}
        customRowAttributes={() => ({ 'data-testid': 'riga-persona' })}
        onCellClick={({ record, column }) =>
          navigate(destinazione(String(column.accessor), record.id_persona))
        }
        rowStyle={() => ({ cursor: 'pointer' })}
        scrollAreaProps={{ type: 'auto' }}
        // 8 px rather than 10 each side: with the administrator's 'Nazionale' every column fits at 1280 px.
        horizontalSpacing={8}
        style={{ whiteSpace: 'nowrap' }}
      />
      <CercaCodiceDialog opened={codiceAperto} onClose={() => setCodiceAperto(false)} />
    </>
  );
}
