import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type EsecuzionePasso, useEseguiVerifica, type VerificaCiclo } from '../api/passi-ciclo.ts';
import { AnteprimaSatispay } from './anteprima-satispay.tsx';
import { CaricaFileNazionale } from './carica-file-nazionale.tsx';
import { UltimaEsecuzione } from './ultima-esecuzione.tsx';

// Decision 1023: spec 2 §4's checks after the yearly steps (census push, national download,
// Satispay check), rows of the same checklist. Without their service configured they say so and
// offer no button; the push itself is the national issue's.

interface Descrizione {
  titolo: string;
  cosa: string;
  /** spec 2 §8's toast */
  esito: string;
}

const VERIFICHE: Record<string, Descrizione> = {
  'push-censimenti-nazionale': {
    titolo: 'Invia i censimenti al nazionale',
    cosa: "Invia al registro nazionale i censimenti dell'anno attivo.",
    esito: 'Censimenti aggiornati',
  },
  'download-nazionale': {
    titolo: 'Scarica i dati del nazionale',
    cosa: 'Scarica dal registro nazionale i dati dei soci e li confronta con quelli della sezione.',
    esito: 'Dati aggiornati',
  },
  'verifica-satispay': {
    titolo: 'Verifica i pagamenti Satispay',
    cosa: 'Chiede di nuovo a Satispay lo stato dei pagamenti ancora in attesa e registra quelli conclusi.',
    esito: 'Dati aggiornati',
  },
};

export const MSG_NESSUN_COLLEGAMENTO = 'Nessun collegamento configurato';
/** The check whose data can also come from a file the office uploads (decision 0923). */
const FILE_NAZIONALE = 'download-nazionale';
/** The check that can say beforehand what it will ask (decision 1026): its button previews. */
const CON_ANTEPRIMA = 'verifica-satispay';

export function VerificheCiclo({
  verifiche,
  primo,
  ultimo,
}: {
  verifiche: VerificaCiclo[];
  /** the number of the first row (after the steps) */
  primo: number;
  ultimo: (nome: string) => EsecuzionePasso | undefined;
}) {
  const esegui = useEseguiVerifica();
  const queryClient = useQueryClient();
  const [aperta, setAperta] = useState<string | null>(null);
  const d = (nome: string): Descrizione =>
    VERIFICHE[nome] ?? { titolo: nome, cosa: '', esito: 'Dati aggiornati' };

  const conferma = () => {
    if (!aperta) return;
    const nome = aperta;
    esegui.mutate(nome, {
      onSuccess: (r) => {
        if (r.status === 'success') notifySuccess(d(nome).esito);
        else notifyError(r.message ?? 'Verifica non riuscita');
        void queryClient.invalidateQueries();
        setAperta(null);
      },
      onError: (e) => {
        notifyError(errorMessage(e));
        setAperta(null);
      },
    });
  };

  return (
    <>
      {verifiche.map((v, i) => (
        <Paper component="li" withBorder p="sm" key={v.nome} data-testid={`passo-${v.nome}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 260px' }}>
              <Title order={3} size="h5">
                {primo + i}. {d(v.nome).titolo}
              </Title>
              <Text size="sm">{d(v.nome).cosa}</Text>
              {!v.collegato && (
                <Text size="sm" fw={600}>
                  {MSG_NESSUN_COLLEGAMENTO}
                  {v.nome === FILE_NAZIONALE && ': puoi caricare il file esportato dal nazionale.'}
                </Text>
              )}
              {(v.collegato || v.nome === FILE_NAZIONALE) && <UltimaEsecuzione run={ultimo(v.nome)} />}
            </Stack>
            <Group gap="xs">
              {v.nome === FILE_NAZIONALE && <CaricaFileNazionale />}
              {v.collegato && (
                <Button
                  variant="light"
                  onClick={() => setAperta(v.nome)}
                  aria-label={`${v.nome === CON_ANTEPRIMA ? 'Anteprima' : 'Esegui'}: ${d(v.nome).titolo}`}
                >
                  {v.nome === CON_ANTEPRIMA ? 'Anteprima' : 'Esegui'}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      <ConfermaAzione
        opened={aperta !== null}
        title={
          aperta === CON_ANTEPRIMA ? `Anteprima: ${d(aperta).titolo}` : aperta ? `${d(aperta).titolo}?` : ''
        }
        confirmLabel="Esegui"
        distruttiva={false}
        loading={esegui.isPending}
        onConfirm={conferma}
        onClose={() => setAperta(null)}
      >
        {aperta === CON_ANTEPRIMA ? <AnteprimaSatispay /> : aperta ? d(aperta).cosa : ''}
      </ConfermaAzione>
    </>
  );
}
