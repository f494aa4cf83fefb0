import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconSitemap, IconUsers } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import type { ReactNode } from 'react';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { session } from '../../../lib/session-store.ts';
import { useContaPersone } from '../api/conta-persone.ts';

function Stat({
  label,
  icon,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={42} radius="md">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid={testId}>
            {children}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** Spec 2 §2 enrolment dashboard (/b and /b/stato-iscrizioni): selected year and unit, enrolled persons. */
export function StatoIscrizioniPage() {
  const anno = session.use((s) => s.annoScout);
  const unita = session.use((s) => s.unitChoice);
  const conta = useContaPersone(anno, unita.id_parte);

  if (anno === null) return <Loading />;
  const annoLabel = formatAnnoScout(anno);

  return (
    <>
      <PageHeader
        title="Stato iscrizioni"
        breadcrumbs={[{ label: 'Home', to: '/b' }, { label: 'Stato iscrizioni' }]}
        subtitle={
          <span data-testid="contesto-selezionato">
            Anno scout {annoLabel} · {unita.label}
          </span>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
        <Stat label="Anno scout" icon={<IconCalendar size={22} />} testId="anno-selezionato">
          {annoLabel}
        </Stat>
        <Stat label="Unità" icon={<IconSitemap size={22} />} testId="unita-selezionata">
          {unita.label}
        </Stat>
        <Stat label="Persone iscritte" icon={<IconUsers size={22} />} testId="conta-persone">
          {conta.isPending ? <Skeleton height={30} width={60} mt={2} /> : conta.isError ? '–' : conta.data}
        </Stat>
      </SimpleGrid>
      {conta.isError && <ErrorDisplay error={conta.error} onRetry={() => void conta.refetch()} />}
      <Alert variant="light" color="blue" mt="md">
        Grafici delle iscrizioni e ultimi eventi: questa sezione è in costruzione.
      </Alert>
    </>
  );
}
