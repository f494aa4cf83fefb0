import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { type Crumb, PageHeader } from '../../../components/page-header.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { useCassa } from './use-cassa.ts';

// Pieces shared by the two detail pages (spec 3 §2: /b/transazioneFinanziaria/{id}/mostra,
// /b/transazioneEconomica/{id}/mostra, and the same under /b/persona/{idPersona}/).

/** The id of the page and, under a person, that person: links stay under the same prefix. */
export function useDettaglio(param: 'idTransazioneFinanziaria' | 'idTransazioneEconomica') {
  const params = useParams();
  const id = Number(params[param]);
  const idPersona = params.idPersona ? Number(params.idPersona) : null;
  const prefisso = idPersona ? `/b/persona/${idPersona}` : '/b';
  const crumbs: Crumb[] = idPersona
    ? [
        { label: 'Soci', to: '/b/soci' },
        { label: 'Pagamenti & Quote', to: `/b/persona/${idPersona}/pagamenti` },
      ]
    : [
        { label: 'Home', to: '/b' },
        { label: 'Cassa', to: '/b/cassa' },
      ];
  return { id, prefisso, crumbs };
}

export function Campi({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Card>
  );
}

export function Campo({ etichetta, children }: { etichetta: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {etichetta}
      </Text>
      <Text component="div" fz="sm">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** A payment or due the viewer may not read answers null: shown like a missing one. */
const NON_TROVATA = new ApiError(MSG_TRANSAZIONI.transazioneNonTrovata, { errorType: 'NOT_FOUND' });

interface PaginaTransazioneProps<T> {
  param: 'idTransazioneFinanziaria' | 'idTransazioneEconomica';
  /** 'Causale' or 'Pagamento': the title is '<nome> n. <id>'. */
  nome: string;
  useDati: (id: number) => UseQueryResult<T | null | undefined>;
  /** The edit button's text, shown to those who may write the treasury. */
  modifica: { etichetta: string; apri: (id: number) => void };
  /** The page's fields, its linked rows and its dialog, once loaded. */
  children: (dati: T, prefisso: string) => ReactNode;
}

/**
 * Spec 3 §2 detail pages (/b/transazioneFinanziaria/{id}/mostra, /b/transazioneEconomica/{id}/mostra,
 * and the same under a person): the title, loading, missing and error states, the edit button.
 */
export function PaginaTransazione<T>({
  param,
  nome,
  useDati,
  modifica,
  children,
}: PaginaTransazioneProps<T>) {
  const { id, prefisso, crumbs } = useDettaglio(param);
  const q = useDati(id);
  const { puoScrivere } = useCassa();
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  const titolo = `${nome} n. ${id}`;
  const header = <PageHeader title={titolo} breadcrumbs={[...crumbs, { label: titolo }]} />;
  if (q.isPending) return <Loading />;
  if (q.isError || !q.data)
    return (
      <>
        {header}
        <ErrorDisplay
          error={q.error ?? NON_TROVATA}
          notFoundMessage={MSG_TRANSAZIONI.transazioneNonTrovata}
          onRetry={() => void q.refetch()}
        />
      </>
    );
  return (
    <>
      {header}
      {puoScrivere && (
        <Group justify="flex-end" mb="sm">
          <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => modifica.apri(id)}>
            {modifica.etichetta}
          </Button>
        </Group>
      )}
      {children(q.data, prefisso)}
    </>
  );
}
