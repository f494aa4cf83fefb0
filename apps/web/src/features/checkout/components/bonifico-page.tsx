import {
  Alert,
  Button,
  Card,
  CloseButton,
  FileInput,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { TIPI_FILE_RICEVUTA, verificaFileRicevuta } from '@zaino/domain/form-front-office';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { inviaFile } from '../../../lib/allegati.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session-store.ts';
import { verificaCheckout } from '../api/verifica-checkout.ts';
import { dimenticaPreparato, preparatoInCorso } from '../checkout-in-corso.ts';
import { CoordinateBonifico } from './coordinate-bonifico.tsx';
import { MSG_NON_CONFERMATO } from './messaggi.ts';

const ACCETTATI = TIPI_FILE_RICEVUTA.map((t) => `.${t}`).join(',');

function CaricaRicevuta({ id, postUrl }: { id: number; postUrl: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [percento, setPercento] = useState<number | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const inCorso = percento != null;

  const carica = async () => {
    const problema = verificaFileRicevuta(file?.name);
    if (problema || !file) {
      setErrore(problema);
      return;
    }
    setErrore(null);
    setPercento(0);
    try {
      const chiave = await inviaFile(postUrl, file, setPercento);
      if (!(await verificaCheckout(id, chiave))) throw new Error(MSG_NON_CONFERMATO);
      session.set({ cart: [] });
      dimenticaPreparato();
      void queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte });
      navigate('/f/checkout/success', { replace: true });
    } catch (error) {
      setErrore(error instanceof Error ? error.message : String(error));
      setPercento(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text fz="sm">
        Scegli la ricevuta del bonifico rilasciata dalla tua banca: un PDF, una foto o uno screenshot (jpg,
        png, jpeg o pdf).
      </Text>
      {errore && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setErrore(null)}>
          Errore: {errore}
        </Alert>
      )}
      <FileInput
        label="Ricevuta del bonifico"
        placeholder="Scegli un file"
        accept={ACCETTATI}
        size="md"
        // Our own clear button: Mantine's (`clearable`) has no name and is 28 px (issue 12).
        rightSection={
          file && !inCorso ? (
            <CloseButton size={40} iconSize={18} aria-label="Rimuovi il file" onClick={() => setFile(null)} />
          ) : null
        }
        rightSectionWidth={44}
        rightSectionPointerEvents="all"
        value={file}
        onChange={setFile}
        disabled={inCorso}
      />
      {inCorso &&
        (percento < 100 ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Text fz="sm">Caricamento: {percento}%</Text>
            <Progress value={percento} aria-label="Caricamento della ricevuta" />
          </Stack>
        ) : (
          <Text fz="sm" role="status" aria-live="polite">
            Elaborazione file in corso...
          </Text>
        ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="md" component={Link} to="/f/checkout" disabled={inCorso}>
          Annulla
        </Button>
        <Button
          size="md"
          leftSection={<IconUpload size={18} />}
          disabled={!file}
          loading={inCorso}
          onClick={() => void carica()}
        >
          Carica
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec 3 §2 /f/checkout/bonifico: the bank details, then the upload of the bank's receipt. */
export function BonificoPage() {
  const stato = session.use((s) => s.checkoutPrepare);
  const preparato = stato.status === 'success' || stato.status === 'not_loaded' ? preparatoInCorso() : null;
  let contenuto: ReactNode;
  if (stato.status === 'loading')
    contenuto = (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>Caricamento in corso...</Text>
      </Group>
    );
  else if (stato.status === 'failed') contenuto = <ErrorDisplay error={new Error(stato.error)} />;
  else if (preparato?.metodo !== 'bank' || !preparato.bonifico_upload_url)
    contenuto = (
      <Stack gap="md" align="flex-start">
        <Alert color="orange" variant="light" role="alert">
          Pagamento non inizializzato
        </Alert>
        <Button component={Link} to="/f/checkout" size="md">
          Torna al pagamento
        </Button>
      </Stack>
    );
  else
    contenuto = (
      <Stack gap="md" maw={720}>
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="passo-bonifico">
          <Title order={2} fz="lg" mb="sm" id="passo-bonifico">
            1. Fai il bonifico
          </Title>
          <CoordinateBonifico id={preparato.id_transazione_finanziaria} />
        </Card>
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="passo-ricevuta">
          <Title order={2} fz="lg" mb="sm" id="passo-ricevuta">
            2. Carica la ricevuta
          </Title>
          <CaricaRicevuta id={preparato.id_transazione_finanziaria} postUrl={preparato.bonifico_upload_url} />
        </Card>
      </Stack>
    );
  return (
    <>
      <PageHeader title="Pagamento con bonifico" breadcrumbs={[{ label: 'Home', to: '/f' }]} />
      {contenuto}
    </>
  );
}
