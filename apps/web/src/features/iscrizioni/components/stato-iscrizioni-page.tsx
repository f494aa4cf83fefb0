import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCalendar, IconSitemap, IconUsers } from '@tabler/icons-react';
import {
  annoScoutDiOggi,
  formatAnnoScout,
  mostraAvvisoAssicurazione,
  scadenzaAssicurazione,
  uniscoSezioneNazionale,
} from '@zaino/domain/anno-scout';
import { formatData } from '@zaino/domain/formato';
import { fetteIscrizioni, fetteUtenti } from '@zaino/domain/stati-iscrizione';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { session } from '../../../lib/session-store.ts';
import { useStatoIscrizioni } from '../api/stato-iscrizioni.ts';
import { useInizioFiscale } from '../api/inizio-fiscale.ts';
import { ElencoEventi } from './elenco-eventi.tsx';
import { GraficoLegenda } from './grafico-legenda.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { useAmbitoRegistro } from '../../../lib/ambito-registro.ts';

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

/** Spec 2 §2/§9: until 31/12 of the current scout year, last year's insurance still covers. */
function AvvisoAssicurazione() {
  const oggi = new Date();
  const corrente = annoScoutDiOggi(oggi);
  if (!mostraAvvisoAssicurazione(corrente, oggi)) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={20} />}
      mb="lg"
      title="Assicurazione annuale"
      data-testid="avviso-assicurazione"
    >
      L’assicurazione dell’anno scout {formatAnnoScout(corrente - 1)} scade il{' '}
      {formatData(scadenzaAssicurazione(corrente))}: da quel giorno è assicurato solo chi ha completato
      l’iscrizione di quest’anno.
    </Alert>
  );
}

/**
 * Spec 2 §2 enrolment dashboard (/b and /b/stato-iscrizioni) for the selected year and unit: the
 * insurance warning, the enrolled persons, the users and enrolments charts with their legends
 * (links to the register filtered), and the latest events.
 */
export function StatoIscrizioniPage() {
  const anno = session.use((s) => s.annoScout);
  const unita = session.use((s) => s.unitChoice);
  const ambito = useAmbitoRegistro(unita);
  const stato = useStatoIscrizioni(ambito, anno, unita.id_parte);
  const inizioFiscale = useInizioFiscale(anno);

  if (anno === null) return <Loading />;
  const annoLabel = formatAnnoScout(anno);
  const unisci = uniscoSezioneNazionale(inizioFiscale, new Date());
  // The persons enrolled (any state but annulled) among those the charts count: the viewer's reach.
  const iscritti = stato.data?.iscrizioni.filter((c) => c.chiave !== 'nessuna').reduce((a, c) => a + c.n, 0);
  // Decision 1006: counts within a reach that is not the whole scope say so (the auditor on 'Sezione').
  const parziale = stato.data?.completo === false;

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
      <AvvisoAssicurazione />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
        <Stat label="Anno scout" icon={<IconCalendar size={22} />} testId="anno-selezionato">
          {annoLabel}
        </Stat>
        <Stat label="Unità" icon={<IconSitemap size={22} />} testId="unita-selezionata">
          {unita.label}
        </Stat>
        <Stat
          label={parziale ? 'Persone iscritte che puoi vedere' : 'Persone iscritte'}
          icon={<IconUsers size={22} />}
          testId="conta-persone"
        >
          {ambito === null || stato.isError ? (
            '–'
          ) : stato.isPending ? (
            <Skeleton height={30} width={60} mt={2} />
          ) : (
            iscritti
          )}
        </Stat>
      </SimpleGrid>
      {parziale && (
        <Alert color="gray" variant="light" mb="md" data-testid="conteggi-parziali">
          I numeri e i grafici contano solo le persone che puoi vedere, non tutte quelle di «{unita.label}».
        </Alert>
      )}
      {ambito === null && (
        <Alert color="yellow" variant="light" mb="md">
          L’unità scelta non esiste più: scegline un’altra.
        </Alert>
      )}
      {stato.isError && <ErroreLista error={stato.error} onRetry={() => void stato.refetch()} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <GraficoLegenda
          titolo="Utenti"
          testId="grafico-utenti"
          fette={stato.data && fetteUtenti(stato.data.utenti)}
          caricamento={stato.isPending && ambito != null}
        />
        <GraficoLegenda
          titolo="Iscrizioni"
          testId="grafico-iscrizioni"
          fette={stato.data && fetteIscrizioni(stato.data.iscrizioni, unisci)}
          caricamento={stato.isPending && ambito != null}
        />
      </SimpleGrid>
      <ElencoEventi ambito={ambito} id_parte={unita.id_parte} />
    </>
  );
}
