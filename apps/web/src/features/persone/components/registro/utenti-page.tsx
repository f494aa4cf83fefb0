import { useViewer } from '../../../../app/shell/use-viewer.ts';
import 'mantine-datatable/styles.css';
import { Anchor, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { formatData } from '@zaino/domain/formato';
import { metodoAccesso } from '@zaino/domain/utenti';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loading } from '../../../../components/loading.tsx';
import { PAGINAZIONE_IN_ITALIANO } from '../../../../components/tabella-in-italiano.ts';

import { PageHeader } from '../../../../components/page-header.tsx';
import { session } from '../../../../lib/session-store.ts';
import { useAmbitoRegistro } from '../../../../lib/ambito-registro.ts';
import { type UtenteDelRegistro, useUtentiRegistro } from '../../api/utenti-registro.ts';
import { CercaCodiceDialog } from '../account/cerca-codice-dialog.tsx';
import { ErroreLista } from '../../../../components/errore-lista.tsx';

const minuscolo = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Spec 2 §9: page size of the users list. */
const PER_PAGINA = 25;

/** Every word of the search must appear in the name, surname, email or username. */
function passaRicerca(u: UtenteDelRegistro, ricerca: string): boolean {
  const parole = minuscolo(ricerca).split(/\s+/).filter(Boolean);
  if (parole.length === 0) return true;
  const testo = minuscolo([u.persona?.nome, u.persona?.cognome, u.email, u.username].join(' '));
  return parole.every((p) => testo.includes(p));
}

/** Spec 2 §2 users list (/b/utenti): the users of the chosen scope's persons and of their parents. */
export function UtentiPage() {
  const { puo } = useViewer();
  const anno = session.use((s) => s.annoScout);
  const scelta = session.use((s) => s.unitChoice);
  const ambito = useAmbitoRegistro(scelta);
  const utenti = useUtentiRegistro(ambito, anno, scelta.id_parte);
  const navigate = useNavigate();
  const [ricerca, setRicerca] = useState('');
  const [ricercaDifferita] = useDebouncedValue(ricerca, 200);
  const [codiceAperto, setCodiceAperto] = useState(false);
  const [pagina, setPagina] = useState(1);
  const trovati = useMemo(
    () => (utenti.data ?? []).filter((u) => passaRicerca(u, ricercaDifferita)),
    [utenti.data, ricercaDifferita],
  );
  const ultima = Math.max(1, Math.ceil(trovati.length / PER_PAGINA));
  const paginaVista = Math.min(pagina, ultima);
  const visibili = trovati.slice((paginaVista - 1) * PER_PAGINA, paginaVista * PER_PAGINA);

  if (anno === null) return <Loading />;

  return (
    <>
      <PageHeader title="Utenti" breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Utenti' }]} />
      {/* On a phone the button goes below: the search box keeps room for its placeholder. */}
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 240 }}
          label="Cerca"
          aria-label="Cerca per nome, cognome o email"
          placeholder="Nome, cognome o email"
          leftSection={<IconSearch size={16} />}
          value={ricerca}
          onChange={(e) => {
            setRicerca(e.currentTarget.value);
            setPagina(1);
          }}
        />
        {puo('persona.cerca') && (
          <Button
            variant="default"
            leftSection={<IconQrcode size={16} />}
            onClick={() => setCodiceAperto(true)}
          >
            Cerca codice
          </Button>
        )}
      </Group>
      {utenti.isError && <ErroreLista error={utenti.error} onRetry={() => void utenti.refetch()} />}
      {utenti.isSuccess && (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {trovati.length} {trovati.length === 1 ? 'utente' : 'utenti'}
        </Text>
      )}
      <DataTable<UtenteDelRegistro>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        height={600}
        minHeight={180}
        fetching={utenti.isPending && ambito !== null}
        idAccessor="id_utente"
        records={visibili}
        totalRecords={trovati.length}
        recordsPerPage={PER_PAGINA}
        page={paginaVista}
        onPageChange={setPagina}
        {...PAGINAZIONE_IN_ITALIANO}
        noRecordsText="Nessuna persona con utente trovata"
        customRowAttributes={() => ({ 'data-testid': 'riga-utente' })}
        onRowClick={({ record }) => {
          if (record.id_persona) navigate(`/b/persona/${record.id_persona}/account`);
        }}
        rowStyle={() => ({ cursor: 'pointer' })}
        style={{ whiteSpace: 'nowrap' }}
        columns={[
          {
            accessor: 'nome',
            title: 'Nome',
            render: (u) =>
              u.id_persona ? (
                <Anchor
                  component={Link}
                  to={`/b/persona/${u.id_persona}/account`}
                  onClick={(e) => e.stopPropagation()}
                  fw={500}
                >
                  {u.persona?.nome || '—'}
                </Anchor>
              ) : (
                '—'
              ),
          },
          { accessor: 'cognome', title: 'Cognome', render: (u) => u.persona?.cognome ?? '' },
          { accessor: 'email', title: 'Email', render: (u) => u.email ?? '' },
          {
            accessor: 'accesso',
            title: 'Accesso',
            render: (u) => {
              const m = metodoAccesso(u.username, u.data_registrazione);
              return (
                <Badge variant="light" color={m === 'Non effettuato' ? 'gray' : 'green'} tt="none">
                  {m}
                </Badge>
              );
            },
          },
          {
            accessor: 'data_registrazione',
            title: 'Registrato il',
            render: (u) => formatData(u.data_registrazione),
          },
          {
            accessor: 'data_ultimo_accesso',
            title: 'Ultimo accesso',
            render: (u) => formatData(u.data_ultimo_accesso),
          },
        ]}
      />
      <CercaCodiceDialog opened={codiceAperto} onClose={() => setCodiceAperto(false)} />
    </>
  );
}
