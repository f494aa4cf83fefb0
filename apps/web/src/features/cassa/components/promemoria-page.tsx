import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatData, formatDataOraSezione, formatEuro } from '@zaino/domain/formato';
import { descrizioneVoce } from '@zaino/domain/promemoria';
import { useState } from 'react';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';
import {
  type Anteprima,
  useAnteprimaPromemoria,
  useInviaPromemoria,
  useStoricoPromemoria,
} from '../api/promemoria.ts';

const FASI: Record<string, string> = {
  quasi_in_mora: 'Quota in scadenza (prima della mora)',
  in_mora: 'Mora iniziata',
};

const STATI: Record<string, string> = { inviato: 'Inviato', fallito: 'Fallito', in_invio: 'In invio' };

function Mail({ mail, moraDal }: { mail: Anteprima['mail'][number]; moraDal: string }) {
  return (
    <Card withBorder component="li">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        A: {mail.destinatari.join(', ')}
      </Text>
      <Stack gap={4} mt="xs">
        {mail.voci.map((v) => (
          <Text key={v.id_transazione_economica} size="sm">
            {descrizioneVoce(v)}: {formatEuro(v.importo - v.coperto)} da pagare
            {v.mora > 0 &&
              !v.mora_inclusa &&
              `, ${formatEuro(v.da_pagare_con_mora)} con la mora dal ${moraDal}`}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * Issue 26, decision 1154 /b/cassa/promemoria: today's reminders before they go, the send behind a
 * confirmation, and what was sent. Whoever reads reminders sees it; only 'promemoria.invia' sends.
 */
export function PromemoriaPage() {
  const { puo } = useViewer();
  const anteprima = useAnteprimaPromemoria();
  const a = anteprima.data?.anteprimaPromemoria;
  const storico = useStoricoPromemoria(a?.anno_scout);
  const invia = useInviaPromemoria();
  const [chiedi, setChiedi] = useState(false);
  const mail = a?.mail ?? [];
  const righe = storico.data?.storicoPromemoria ?? [];

  const conferma = () =>
    invia.mutate(undefined, {
      onSuccess: ({ inviaPromemoria: e }) => {
        setChiedi(false);
        if (e.mail_fallite > 0)
          notifyDanger(`${e.mail_inviate} mail inviate, ${e.mail_fallite} non riuscite.`);
        else notifySuccess(`${e.mail_inviate} mail inviate.`);
      },
      onError: (err) => {
        setChiedi(false);
        notifyDanger(errorMessage(err));
      },
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Promemoria"
        subtitle="Promemoria di pagamento prima e all'inizio della mora"
        breadcrumbs={[
          { label: 'Home', to: '/b' },
          { label: 'Cassa', to: '/b/cassa' },
          { label: 'Promemoria' },
        ]}
      />
      {anteprima.isError && <ErroreLista error={anteprima.error} onRetry={() => void anteprima.refetch()} />}
      {anteprima.isLoading && <Loading />}
      {a && (
        <Stack gap="xs" component="section" aria-labelledby="promemoria-oggi">
          <Title order={2} size="h4" id="promemoria-oggi">
            Oggi
          </Title>
          <Text>
            {a.fase ? FASI[a.fase] : 'Fuori dai periodi dei promemoria'} · mora dal {formatData(a.mora_dal)}
            {a.gia_inviati > 0 && ` · ${a.gia_inviati} quote già ricordate`}
          </Text>
          {mail.length === 0 ? (
            <Text c="dimmed">Nessun promemoria da inviare oggi.</Text>
          ) : (
            <>
              {puo('promemoria.invia') && (
                <Group>
                  <Button onClick={() => setChiedi(true)}>Invia promemoria</Button>
                </Group>
              )}
              <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
                {mail.map((m) => (
                  <Mail key={m.destinatari.join(',')} mail={m} moraDal={formatData(a.mora_dal)} />
                ))}
              </Stack>
            </>
          )}
          {a.senza_indirizzo.length > 0 && (
            <Text size="sm" c="dimmed">
              Senza indirizzo, non ricevono il promemoria: {a.senza_indirizzo.map(descrizioneVoce).join('; ')}
            </Text>
          )}
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="promemoria-storico">
        <Title order={2} size="h4" id="promemoria-storico">
          Inviati
        </Title>
        {storico.isError && <ErroreLista error={storico.error} onRetry={() => void storico.refetch()} />}
        {storico.isSuccess && righe.length === 0 && (
          <Text c="dimmed">Nessun promemoria inviato quest'anno.</Text>
        )}
        {righe.length > 0 && (
          <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {righe.map((r) => (
              <Card withBorder component="li" key={r.id_promemoria}>
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{descrizioneVoce(r)}</Text>
                  <Badge color={r.stato === 'fallito' ? 'red' : 'green'}>{STATI[r.stato] ?? r.stato}</Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {FASI[r.fase]} · {r.destinatari} · {formatDataOraSezione(r.inviato ?? r.creato)}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfermaAzione
        opened={chiedi}
        title="Invia promemoria"
        confirmLabel={`Invia ${mail.length} mail`}
        distruttiva={false}
        loading={invia.isPending}
        onClose={() => setChiedi(false)}
        onConfirm={conferma}
      >
        Inviare ora {mail.length} mail di promemoria? Una quota già ricordata in questa fase non viene
        ricordata di nuovo.
      </ConfermaAzione>
    </Stack>
  );
}
