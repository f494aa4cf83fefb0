import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePersoneSe } from '../api/get-persone-se.ts';
import { PersonaCard } from './persona-card.tsx';

/** Spec 3 §2 member home (/f): one enrolment card per person the signed-in user manages (spec 3 §4). */
export function MemberHomePage() {
  const q = usePersoneSe();
  return (
    <>
      <PageHeader title="Iscrizioni" subtitle="Le persone di cui gestisci l'iscrizione" />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.persone.length === 0 ? (
        <Text c="dimmed">Nessuna persona trovata</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {q.data.persone.map((persona) => (
              <PersonaCard key={persona.id_persona} persona={persona} anno={q.data.anno} />
            ))}
          </SimpleGrid>
          {/* Spec 3 §2: the checkout lists every due of the family, not only the enrolment fees. */}
          <Button
            component={Link}
            to="/f/checkout"
            mt="lg"
            size="md"
            variant="light"
            leftSection={<IconCreditCard size={18} />}
          >
            Vai ai pagamenti
          </Button>
        </>
      )}
    </>
  );
}
