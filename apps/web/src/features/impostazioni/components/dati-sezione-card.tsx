import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { identitaSezioneSchema, LIMITI_IDENTITA, MSG_IDENTITA } from '@zaino/domain/identita-sezione';
import type { ErroreCampo } from '@zaino/domain/validazione';
import { useState } from 'react';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ErrorDisplay } from '../../../components/error-display.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { erroriDelServer, validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type IdentitaSezione, useIdentitaSezione } from '../api/identita-sezione.ts';
import { useModificaIdentitaSezione } from '../api/modifica-identita-sezione.ts';

const CAMPI = [
  'denominazione',
  'indirizzo',
  'cap',
  'comune',
  'provincia',
  'codice_fiscale',
  'partita_iva',
  'runts',
  'detraibilita',
] as const;
type Campo = (typeof CAMPI)[number];
type Valori = Record<Campo, string>;

const ETICHETTE: Record<Campo, string> = {
  denominazione: 'Denominazione',
  indirizzo: 'Indirizzo della sede',
  cap: 'CAP',
  comune: 'Comune',
  provincia: 'Provincia',
  codice_fiscale: 'Codice fiscale',
  partita_iva: 'Partita IVA',
  runts: 'Iscrizione RUNTS / ETS',
  detraibilita: 'Dichiarazione di detraibilità delle donazioni',
};

const valoriDa = (i: IdentitaSezione): Valori =>
  Object.fromEntries(CAMPI.map((c) => [c, i[c] ?? ''])) as Valori;

interface ModuloProps {
  identita: IdentitaSezione;
  /** 'identita.modifica' (the super level); the auditor reads the same fields without saving. */
  modificabile: boolean;
}

function ModuloIdentita({ identita, modificabile }: ModuloProps) {
  const modifica = useModificaIdentitaSezione();
  const [valori, setValori] = useState<Valori>(() => valoriDa(identita));
  const [tentato, setTentato] = useState(false);
  const [erroriServer, setErroriServer] = useState<ErroreCampo[]>([]);
  const modulo = validaModulo(identitaSezioneSchema, valori);
  const errore = (c: Campo) =>
    (tentato ? modulo.errore(c) : undefined) ?? erroriServer.find((e) => e.campo === c)?.messaggio;

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok) return;
    try {
      const r = await modifica.mutateAsync(valori);
      setValori(valoriDa(r.modificaIdentitaSezione));
      setErroriServer([]);
      setTentato(false);
      notifySuccess(MSG_IDENTITA.aggiornati);
    } catch (error) {
      const errori = erroriDelServer(error);
      if (errori) setErroriServer(errori);
      else {
        reportError(error, 'modifica dati della sezione');
        notifyError(errorMessage(error));
      }
    }
  };

  const campo = (c: Campo, max: number) => ({
    name: c,
    label: ETICHETTE[c],
    value: valori[c],
    error: errore(c),
    maxLength: max,
    readOnly: !modificabile,
    disabled: modifica.isPending,
    onChange: (e: { currentTarget: { value: string } }) => {
      setValori({ ...valori, [c]: e.currentTarget.value });
      setErroriServer(erroriServer.filter((x) => x.campo !== c));
    },
  });
  const maiuscolo = { styles: { input: { textTransform: 'uppercase' as const } } };

  return (
    <form
      noValidate
      aria-label="Dati della sezione"
      onSubmit={(e) => {
        e.preventDefault();
        if (modificabile) void salva();
      }}
    >
      <Stack gap="sm">
        {!identita.completa && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />}>
            Mancano denominazione, sede o codice fiscale: ricevute ed estratti conto non indicano chi li
            emette.
          </Alert>
        )}
        <TextInput
          {...campo('denominazione', LIMITI_IDENTITA.denominazione)}
          withAsterisk={modificabile}
          description="Il nome legale, come nello statuto"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...campo('indirizzo', LIMITI_IDENTITA.indirizzo)} withAsterisk={modificabile} />
          <TextInput {...campo('comune', LIMITI_IDENTITA.comune)} withAsterisk={modificabile} />
          <TextInput {...campo('cap', 5)} inputMode="numeric" withAsterisk={modificabile} />
          <TextInput {...campo('provincia', 2)} {...maiuscolo} withAsterisk={modificabile} />
          <TextInput
            {...campo('codice_fiscale', 16)}
            {...maiuscolo}
            withAsterisk={modificabile}
            description="11 cifre per un'associazione"
          />
          <TextInput
            {...campo('partita_iva', LIMITI_IDENTITA.partitaIva)}
            inputMode="numeric"
            description="Solo se la sezione ne ha una"
          />
        </SimpleGrid>
        <TextInput
          {...campo('runts', LIMITI_IDENTITA.runts)}
          description="Solo se iscritta, come va stampata (es. sezione e numero di repertorio)"
        />
        <Textarea
          {...campo('detraibilita', LIMITI_IDENTITA.detraibilita)}
          autosize
          minRows={2}
          description="Stampata sulle ricevute; lasciare vuoto se le donazioni non sono detraibili"
        />
        {modificabile ? (
          <Group justify="flex-end">
            <Button type="submit" loading={modifica.isPending} miw={160}>
              Salva
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            Solo le nomine di sezione possono modificare questi dati.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * Decision 1301 (issue 24): the section's identity, which receipts, statements, the bank-details
 * document and the receipt mails print. The admins see it; the super level edits it.
 */
export function DatiSezioneCard() {
  const { puo } = useViewer();
  const identita = useIdentitaSezione();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="titolo-dati-sezione">
      <Title order={2} fz="lg" id="titolo-dati-sezione">
        Dati della sezione
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Stampati su ricevute, estratti conto, coordinate per il bonifico ed email delle ricevute.
      </Text>
      {identita.isPending ? (
        <Loading />
      ) : identita.isError ? (
        <ErrorDisplay error={identita.error} onRetry={() => void identita.refetch()} />
      ) : (
        <ModuloIdentita identita={identita.data} modificabile={puo('identita.modifica')} />
      )}
    </Card>
  );
}
