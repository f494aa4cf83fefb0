import 'mantine-datatable/styles.css';
import { Anchor, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { PAGINAZIONE_IN_ITALIANO } from '../../../components/tabella-in-italiano.ts';
import type { AmbitoRegistro } from '../../../lib/ambito-registro.ts';
import { useEventi } from '../api/stato-iscrizioni.ts';
import { descriviEvento } from '../descrivi-evento.ts';

/** Spec 2 §9: page size of the events list. */
const PER_PAGINA = 25;

/** Date and author get their own columns from Mantine's 'sm' breakpoint (48em) up. */
const LARGO = '(min-width: 48em)';

const quando = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** Spec 2 §2 events list: the scope's latest changes, newest first; a row opens the person. */
export function ElencoEventi({
  ambito,
  id_parte,
}: {
  ambito: AmbitoRegistro | null | undefined;
  id_parte: number;
}) {
  const eventi = useEventi(ambito, id_parte);
  const navigate = useNavigate();
  const [pagina, setPagina] = useState(1);
  const tutti = eventi.data ?? [];
  const pagine = Math.max(1, Math.ceil(tutti.length / PER_PAGINA));
  const vista = Math.min(pagina, pagine);
  const righe = tutti.slice((vista - 1) * PER_PAGINA, vista * PER_PAGINA);
  const nome = (p: { nome?: string | null; cognome?: string | null } | null | undefined) =>
    [p?.nome, p?.cognome].filter(Boolean).join(' ') || '—';
  return (
    <section aria-labelledby="titolo-eventi">
      <Title order={2} fz="h4" mt="xl" mb="sm" id="titolo-eventi">
        Ultimi eventi
      </Title>
      {eventi.isError && <ErroreLista error={eventi.error} onRetry={() => void eventi.refetch()} />}
      <DataTable
        withTableBorder
        borderRadius="md"
        highlightOnHover
        striped
        minHeight={180}
        fetching={eventi.isPending && ambito != null}
        idAccessor="id_evento"
        records={righe}
        totalRecords={tutti.length}
        recordsPerPage={PER_PAGINA}
        page={vista}
        onPageChange={setPagina}
        {...PAGINAZIONE_IN_ITALIANO}
        noRecordsText="Nessun evento trovato"
        customRowAttributes={() => ({ 'data-testid': 'riga-evento' })}
        onRowClick={({ record }) => {
          if (record.id_persona) navigate(`/b/persona/${record.id_persona}/mostra`);
        }}
        rowStyle={() => ({ cursor: 'pointer' })}
        columns={[
          {
            accessor: 'rev_date',
            title: 'Data',
            noWrap: true,
            visibleMediaQuery: LARGO,
            render: (e) => quando.format(new Date(e.rev_date as string)),
          },
          {
            accessor: 'persona',
            title: 'Persona',
            render: (e) => (
              <>
                {e.id_persona ? (
                  <Anchor
                    component={Link}
                    to={`/b/persona/${e.id_persona}/mostra`}
                    onClick={(ev) => ev.stopPropagation()}
                    fw={500}
                  >
                    {nome(e.persona)}
                  </Anchor>
                ) : (
                  '—'
                )}
                {/* On a phone the date and the author go under the name: the change keeps its room. */}
                <Text fz="xs" c="dimmed" hiddenFrom="sm" data-testid="evento-quando-chi">
                  {quando.format(new Date(e.rev_date as string))} · {e.rev_author ?? '—'}
                </Text>
              </>
            ),
          },
          { accessor: 'details', title: 'Modifica', render: (e) => descriviEvento(e) },
          {
            accessor: 'rev_author',
            title: 'Autore',
            noWrap: true,
            visibleMediaQuery: LARGO,
            render: (e) => e.rev_author ?? '—',
          },
        ]}
      />
    </section>
  );
}
