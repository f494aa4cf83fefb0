import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { giornoSezione } from '@zaino/domain/date';
import { formatEuro } from '@zaino/domain/formato';
import { type QuotaDaPreparare, quotaDaPreparare } from '@zaino/domain/quota-da-preparare';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { type AnnoAttivo, type PersonaGestita, usePersoneSe } from '../api/get-persone-se.ts';
import { useTeParte } from '../api/get-te-parte.ts';
import { StatoDovuto } from './stato-dovuto.tsx';

/** Decision 1019: the active year's fee before its due exists (prepared at the home's step 3). */
function RigaDaPreparare({ quota }: { quota: QuotaDaPreparare }) {
  return (
    <li data-testid="quota-da-preparare">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600}>
            Quota {formatAnnoScout(quota.anno_scout)}
          </Text>
          <Text fz="xs" c="dimmed">
            Anno scout {formatAnnoScout(quota.anno_scout)}
          </Text>
        </div>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatEuro(quota.importo)}
        </Text>
      </Group>
      <Text fz="sm">
        Da pagare: completa i passi dell'iscrizione nella{' '}
        <Anchor component={Link} to="/f">
          home
        </Anchor>
        .
      </Text>
    </li>
  );
}

function QuotePersona({ persona, anno }: { persona: PersonaGestita; anno: AnnoAttivo | null }) {
  const q = useTeParte(persona.id_parte);
  const daPreparare = quotaDaPreparare(anno, persona.iscrizione, giornoSezione());
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby={`quote-${persona.id_persona}`}
    >
      <Title order={2} fz="lg" mb="sm" id={`quote-${persona.id_persona}`}>
        {`${persona.nome ?? ''} ${persona.cognome ?? ''}`.trim()}
      </Title>
      {persona.id_parte == null ? (
        <Text c="dimmed" fz="sm">
          Nessuna quota
        </Text>
      ) : q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 && !daPreparare ? (
        <Text c="dimmed" fz="sm">
          Nessuna quota
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {daPreparare && <RigaDaPreparare quota={daPreparare} />}
          {q.data.map((d) => (
            <li key={d.id_transazione_economica} data-testid="quota">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {d.causale_desc}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Anno scout {formatAnnoScout(d.anno_scout)}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(d.importo)}
                </Text>
              </Group>
              <StatoDovuto stato={d.stato} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** Spec 3 §2 /f/quote: the dues of the family and their state (spec 3 §4 icons and labels). */
export function QuotePage() {
  const q = usePersoneSe();
  return (
    <>
      <PageHeader
        title="Quote"
        subtitle="Le quote della tua famiglia"
        breadcrumbs={[{ label: 'Home', to: '/f' }]}
      />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorDisplay error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Stack gap="md" maw={720}>
          {q.data.persone.map((p) => (
            <QuotePersona key={p.id_persona} persona={p} anno={q.data.anno} />
          ))}
        </Stack>
      )}
    </>
  );
}
