import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Crumb } from '../../../components/page-header.tsx';

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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
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
