import 'mantine-datatable/styles.css';
import { Anchor, Badge, Button, Group, Menu, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDownload,
  IconQrcode,
  IconQuestionMark,
  IconUserPlus,
  IconUsersPlus,
  IconX,
} from '@tabler/icons-react';
import { uniscoSezioneNazionale } from '@zaino/domain/anno-scout';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useViewer } from '../../../../app/shell/use-viewer.ts';
import { Loading } from '../../../../components/loading.tsx';
import {
  PAGINAZIONE_IN_ITALIANO,
  SELEZIONE_IN_ITALIANO,
} from '../../../../components/tabella-in-italiano.ts';

import { MenuColonne } from '../../../../components/menu-colonne.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { reportError } from '../../../../lib/errors.ts';
import { notifyDanger } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session-store.ts';
import { useAmbitoRegistro } from '../../../../lib/ambito-registro.ts';
import { useAnnoScelto } from '../../../../lib/azioni-anno.ts';
import { useRegistro } from '../../api/registro.ts';
import { CercaCodiceDialog } from '../account/cerca-codice-dialog.tsx';
import { COLONNE, type IdColonna, useColonneNascoste } from './colonne-registro.ts';
import { ErroreLista } from '../../../../components/errore-lista.tsx';
import type { Cella } from '../../../../lib/esporta.ts';
import { FiltriRegistroForm } from './filtri-registro.tsx';
import { preparaRegistrazioneMassa } from './registrazione-massa.ts';
import {
  type FiltriRegistro,
  filtraRegistro,
  ordinaRegistro,
  PARAMETRI_FILTRO,
  type RigaRegistro,
  rigaRegistro,
} from './righe-registro.ts';

/** Spec 2 §9: page size of the member list. */
const PER_PAGINA = 25;

/** Spec 2 §2: where a click on a row leads, by column (the selection column leads nowhere). */
function destinazione(colonna: string, id: number): string {
  if (colonna === 'utenti') return `/b/persona/${id}/account`;
  if (colonna === 'iscrizione' || colonna === 'ruolo') return `/b/persona/${id}/iscrizioni`;
  return `/b/persona/${id}/anagrafica`;
}

const VALORI: Record<IdColonna, (r: RigaRegistro) => Cella> = {
  nome: (r) => r.nome,
  cognome: (r) => r.cognome,
  soci: (r) => r.sociTesto,
  accesso: (r) => r.accesso,
  iscrizione: (r) => r.iscrizione,
  ruolo: (r) => r.ruolo,
  utenti: (r) => r.utenti,
  nazionale: (r) => r.nazionaleTesto,
};

const VALORI_ELENCATI = new Set<string>(['iscrizione', 'utenti', 'nazionale']);

const ORDINE_PREDEFINITO: DataTableSortStatus<RigaRegistro> = { columnAccessor: 'nome', direction: 'asc' };

/** ?ordina=cognome (ascending) or ?ordina=-cognome (descending); spec 2 §2 default: by name. */
function ordineDaParametro(valore: string | null): DataTableSortStatus<RigaRegistro> {
  const colonna = valore?.replace(/^-/, '');
  if (!colonna || !COLONNE.some((c) => c.id === colonna)) return ORDINE_PREDEFINITO;
  return { columnAccessor: colonna, direction: valore!.startsWith('-') ? 'desc' : 'asc' };
}

function parametroDaOrdine(s: DataTableSortStatus<RigaRegistro>): string {
  const colonna = String(s.columnAccessor);
  if (colonna === 'nome' && s.direction === 'asc') return '';
  return `${s.direction === 'desc' ? '-' : ''}${colonna}`;
}

/** Spec 2 §2 member register (/b/soci, 'Anagrafe'). */
export function RegistroPage() {
  const anno = session.use((s) => s.annoScout);
  const scelta = session.use((s) => s.unitChoice);
  const ambito = useAmbitoRegistro(scelta);
  const registro = useRegistro(ambito, anno, scelta.id_parte);
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
  const ordine = useMemo(() => ordineDaParametro(params.get('ordina')), [params]);
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
  const [esportazione, setEsportazione] = useState<'csv' | 'xlsx' | null>(null);

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
  const filtriDifferiti = useDeferredValue(filtri);
  const cambiaFiltro = (campo: keyof FiltriRegistro, valore: string) =>
    aggiornaParametri({ [campo]: valore, pagina: '' });

  const righe = useMemo(
    () => (registro.data ?? []).map((p) => rigaRegistro(p, unisci)),
    [registro.data, unisci],
  );
  const filtrate = useMemo(() => {
    const f = nazionale ? filtriDifferiti : { ...filtriDifferiti, nazionale: undefined };
    return filtraRegistro(righe, f);
  }, [righe, filtriDifferiti, nazionale]);
  const ordinate = useMemo(
    () => ordinaRegistro(filtrate, ordine.columnAccessor as string, ordine.direction),
    [filtrate, ordine],
  );
  const ultimaPagina = Math.max(1, Math.ceil(ordinate.length / PER_PAGINA));
  const paginaVista = Math.min(pagina, ultimaPagina);
  const visibili = useMemo(
    () => ordinate.slice((paginaVista - 1) * PER_PAGINA, paginaVista * PER_PAGINA),
    [ordinate, paginaVista],
  );

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

  async function esporta(formato: 'csv' | 'xlsx') {
    setEsportazione(formato);
    try {
      const { esportaCsv, esportaXlsx } = await import('../../../../lib/esporta.ts');
      const intestazioni = colonneVisibili.map((c) => c.titolo);
      const dati = ordinate.map((r) => colonneVisibili.map((c) => VALORI[c.id](r)));
      const nome = `anagrafe-${anno ?? ''}.${formato}`;
      await (formato === 'csv' ? esportaCsv : esportaXlsx)(intestazioni, dati, nome);
    } catch (e) {
      reportError(e, 'esportazione anagrafe');
      notifyDanger(`C'è stato un errore: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setEsportazione(null);
    }
  }

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
              disabled={registro.isPending || ordinate.length === 0}
            >
              Esporta
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void esporta('csv')}>CSV</Menu.Item>
            <Menu.Item onClick={() => void esporta('xlsx')}>Excel (XLSX)</Menu.Item>
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
      <FiltriRegistroForm filtri={filtri} onChange={cambiaFiltro} nazionale={nazionale} />
      {registro.isError && <ErroreLista error={registro.error} onRetry={() => void registro.refetch()} />}
      {ambito === null && <ErroreLista error={new Error('Unità non trovata')} onRetry={() => undefined} />}
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="conta-registro">
        {registro.isSuccess
          ? `${ordinate.length} ${ordinate.length === 1 ? 'persona' : 'persone'}${
              selezione.length > 0 ? ` · ${selezione.length} selezionate` : ''
            }`
          : ' '}
      </Text>
      <DataTable<RigaRegistro>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        minHeight={registro.isPending || ordinate.length === 0 ? 180 : undefined}
        fetching={registro.isPending && ambito !== null}
        idAccessor="id_persona"
        records={visibili}
        columns={colonne}
        totalRecords={ordinate.length}
        recordsPerPage={PER_PAGINA}
        page={paginaVista}
        onPageChange={setPagina}
        sortStatus={ordine}
        onSortStatusChange={(s) => aggiornaParametri({ ordina: parametroDaOrdine(s), pagina: '' })}
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
        style={{ whiteSpace: 'nowrap' }}
      />
      <CercaCodiceDialog opened={codiceAperto} onClose={() => setCodiceAperto(false)} />
    </>
  );
}

/** The cell of a column: the name is a real link (keyboard), the related members are badges. */
const ICONE_NAZIONALE = {
  corrisponde: { Icona: IconCheck, colore: 'green' },
  senza_tessera: { Icona: IconQuestionMark, colore: 'gray' },
  errori: { Icona: IconAlertTriangle, colore: 'orange' },
} as const;

function cella(id: IdColonna): ((r: RigaRegistro) => React.ReactNode) | undefined {
  if (id === 'nome')
    return (r) => (
      <Anchor
        component={Link}
        to={`/b/persona/${r.id_persona}/anagrafica`}
        onClick={(e) => e.stopPropagation()}
        fw={500}
      >
        {r.nome || '—'}
      </Anchor>
    );
  if (id === 'soci')
    return (r) => (
      <Group gap={4} wrap="nowrap" w="max-content">
        {r.soci.map((s) =>
          s.id_persona ? (
            <Badge
              key={s.id_parentela}
              component={Link}
              to={`/b/persona/${s.id_persona}/anagrafica`}
              onClick={(e: React.MouseEvent) => e.stopPropagation()}
              variant="light"
              title={s.relazione}
              style={{ cursor: 'pointer', textTransform: 'none', flexShrink: 0 }}
              styles={{ label: { overflow: 'visible' } }}
            >
              {s.etichetta}
            </Badge>
          ) : (
            <Badge
              key={s.id_parentela}
              variant="outline"
              color="gray"
              title={s.relazione}
              style={{ textTransform: 'none', flexShrink: 0 }}
              styles={{ label: { overflow: 'visible' } }}
            >
              {s.etichetta}
            </Badge>
          ),
        )}
      </Group>
    );
  if (id === 'nazionale')
    // Spec 2 §8: a check, a question mark or a warning, the message on hover and for screen readers.
    return (r) => {
      if (r.nazionale === 'nessuna') return null;
      const { Icona, colore } = ICONE_NAZIONALE[r.nazionale];
      return (
        <Tooltip label={r.nazionaleTesto} multiline w={260} withArrow>
          <ThemeIcon
            variant="light"
            color={colore}
            size="sm"
            radius="xl"
            aria-label={r.nazionaleTesto}
            role="img"
          >
            <Icona size={14} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      );
    };
  if (id === 'utenti')
    return (r) =>
      r.stato_account ? (
        <Badge
          variant="light"
          color={r.stato_account === 'attivo' ? 'green' : r.stato_account === 'creato' ? 'gray' : 'red'}
          style={{ textTransform: 'none', flexShrink: 0 }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {r.utenti}
        </Badge>
      ) : null;
  return undefined;
}
