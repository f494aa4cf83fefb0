import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { usePagamento } from '../api/get-pagamento.ts';
import { MSG_SUCCESSO } from './messaggi.ts';
import { ScaricaRicevutaButton } from '../../../components/scarica-ricevuta-button.tsx';

const MSG_RICEVUTA_DOPO_VERIFICA = 'La ricevuta ti sarà inviata appena il pagamento sarà verificato.';

function Ricevuta({ id }: { id: number }) {
  const q = usePagamento(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorDisplay error={q.error} notFoundMessage={MSG_CHECKOUT.nonTrovato} />;
  const tf = q.data;
  if (!tf) return <ErrorDisplay error={new Error(MSG_CHECKOUT.nonTrovato)} />;
  if (tf.stato === 'initiated' || tf.stato === 'rejected')
    return (
      <Alert color="orange" variant="light" role="alert">
        Il pagamento {id} non risulta concluso.{' '}
        <Anchor component={Link} to="/f/checkout">
          Torna al pagamento
        </Anchor>
      </Alert>
    );
  if (tf.stato !== 'completed') return <Text>{MSG_RICEVUTA_DOPO_VERIFICA}</Text>;
  const idRicevuta = tf.ricevuta_id_allegato;
  if (idRicevuta == null)
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>Generazione ricevuta in corso...</Text>
      </Group>
    );
  return (
    <Stack gap="sm">
      <Text>
        Ti abbiamo inviato la ricevuta per email; la trovi sempre anche in{' '}
        <Anchor component={Link} to="/f/storicoPagamenti">
          Storico pagamenti
        </Anchor>
        .
      </Text>
      <ScaricaRicevutaButton idRicevuta={idRicevuta} size="md" style={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}

/**
 * Spec 3 §2 /f/checkout/success[/{idTransazioneFinanziaria}]: the payment is concluded; with its id
 * the receipt is awaited (every 3 s) and offered for download.
 */
export function SuccessPage() {
  const id = Number(useParams().idTransazioneFinanziaria);
  const conId = Number.isSafeInteger(id) && id > 0;
  return (
    <Card withBorder radius="lg" padding="lg" maw={560} mx="auto" mt="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" radius="xl" size={44} aria-hidden>
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {MSG_SUCCESSO}
          </Title>
        </Group>
        {conId ? <Ricevuta id={id} /> : <Text>{MSG_RICEVUTA_DOPO_VERIFICA}</Text>}
        <Button component={Link} to="/f/" variant="default" size="md" style={{ alignSelf: 'flex-end' }}>
          Home
        </Button>
      </Stack>
    </Card>
  );
}
