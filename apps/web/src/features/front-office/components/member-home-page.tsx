import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Link } from 'react-router';
import { usePersoneSe } from '../api/get-persone-se.ts';
import { PersonaCard } from './persona-card.tsx';

/** Spec 3 §2 member home (/f): one card per person the signed-in user manages. */
export function MemberHomePage() {
  const persone = usePersoneSe();
  return (
    <>
      <PageHeader title="Iscrizioni" subtitle="Le persone di cui gestisci l'iscrizione" />
      {persone.isPending ? (
        <Loading />
      ) : persone.isError ? (
        <ErrorDisplay error={persone.error} onRetry={() => void persone.refetch()} />
      ) : persone.data.length === 0 ? (
        <Text c="dimmed">Nessuna persona trovata</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {persone.data.map((persona) => (
              <PersonaCard key={persona.id_persona} persona={persona} />
            ))}
          </SimpleGrid>
          <Button component={Link} to="/f/checkout" mt="lg" leftSection={<IconCreditCard size={18} />}>
            Vai ai pagamenti
          </Button>
        </>
      )}
    </>
  );
}
