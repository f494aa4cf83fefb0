import {
  Button,
  Checkbox,
  Code,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconDownload, IconNumber } from '@tabler/icons-react';
import { codiceAppSchema } from '@zaino/domain/secondo-fattore';
import { useState } from 'react';
import { FailureAlert, Notice } from '../../../components/auth-steps/failure-alert.tsx';
import { useFocusFirstField } from '../../../components/auth-steps/focus-first-field.ts';
import { PasswordField } from '../../../components/auth-steps/password-field.tsx';
import { useStepFields } from '../../../components/auth-steps/use-step-fields.ts';
import { type Attivazione, enableSecondFactor, verifySecondFactor } from '../../../lib/auth-calls.ts';
import { MSG_PASSWORD_ERRATA, resetOutcome, secondFactorOutcome } from '../../../lib/auth-errors.ts';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { scarica } from '../../../lib/esporta.ts';
import { validaModulo } from '../../../lib/form.ts';
import { CodiceQr } from './codice-qr.tsx';

const MSG_PASSWORD = 'Inserisci la tua password';

/** The secret of an otpauth:// address, in groups of four for typing it by hand. */
export function segretoLeggibile(totpURI: string): string {
  const segreto = new URL(totpURI).searchParams.get('secret') ?? '';
  return segreto.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Issue 27, decision 0418: enrolment in three steps: the password (email logins), then the QR code
 * and the secret with the first code, then the recovery codes, shown this once.
 */
export function AttivaSecondoFattore({
  conPassword,
  avviso,
  onAttivata,
}: {
  /** an email login confirms with its password; a Google or Facebook login has none */
  conPassword: boolean;
  /** why the person is here (a required enrolment), shown above the first step only */
  avviso?: string;
  /** enrolled, and the person has seen the recovery codes */
  onAttivata: () => void;
}) {
  const [attivazione, setAttivazione] = useState<Attivazione | null>(null);
  const [verificata, setVerificata] = useState(false);
  if (!attivazione)
    return <PassoPassword conPassword={conPassword} avviso={avviso} onAvviata={setAttivazione} />;
  if (!verificata) return <PassoQr totpURI={attivazione.totpURI} onVerificato={() => setVerificata(true)} />;
  return <PassoCodiciRecupero codici={attivazione.backupCodes} onFatto={onAttivata} />;
}

function PassoPassword({
  conPassword,
  avviso,
  onAvviata,
}: {
  conPassword: boolean;
  avviso?: string;
  onAvviata: (a: Attivazione) => void;
}) {
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useStepFields({ password: '' });
  const valida = !conPassword || form.values.password !== '';

  const submit = form.submit(valida, async () => {
    setPending(true);
    setFailure(null);
    const { error, attivazione } = await enableSecondFactor(conPassword ? form.values.password : undefined);
    setPending(false);
    if (!error && attivazione) return onAvviata(attivazione);
    if (error?.code === 'INVALID_PASSWORD') {
      return form.setServerError({ field: 'password', message: MSG_PASSWORD_ERRATA });
    }
    setFailure(error ? resetOutcome(error).message : 'Risposta inattesa del server');
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-attiva-secondo-fattore">
      <Stack gap="sm">
        {avviso && !failure && <Notice>{avviso}</Notice>}
        {failure && <FailureAlert message={failure} />}
        <Text>
          Oltre alla password, all’accesso ti chiederemo un codice di 6 cifre generato da un’app di
          autenticazione sul tuo telefono (per esempio Google Authenticator, Microsoft Authenticator, FreeOTP
          o Aegis). Se ti rubano la password, senza il telefono non possono entrare.
        </Text>
        {conPassword && (
          <PasswordField
            label="Password"
            description="Per sicurezza, conferma la tua password"
            autoComplete="current-password"
            {...form.field('password', valida ? undefined : MSG_PASSWORD)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={pending}>
            Attiva la verifica
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PassoQr({ totpURI, onVerificato }: { totpURI: string; onVerificato: () => void }) {
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useStepFields({ codice: '' });
  const modulo = validaModulo(codiceAppSchema, form.values);
  const segreto = segretoLeggibile(totpURI);

  const submit = form.submit(modulo.ok, async () => {
    setPending(true);
    setFailure(null);
    const error = await verifySecondFactor(form.values.codice, false);
    setPending(false);
    if (!error) return onVerificato();
    const outcome = secondFactorOutcome(error, false);
    if (outcome.field) return form.setServerError({ field: outcome.field, message: outcome.message });
    setFailure(outcome.message);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-verifica-primo-codice">
      <Stack gap="sm">
        {failure && <FailureAlert message={failure} />}
        <List type="ordered" spacing={4}>
          <List.Item>Apri l’app di autenticazione e scegli di aggiungere un account.</List.Item>
          <List.Item>Inquadra il codice QR, oppure inserisci a mano la chiave qui sotto.</List.Item>
          <List.Item>Scrivi il codice di 6 cifre che l’app mostra per Zaino.</List.Item>
        </List>
        <Group justify="center">
          <Paper withBorder p="xs" radius="md" bg="white">
            <CodiceQr testo={totpURI} />
          </Paper>
        </Group>
        <Stack gap={4}>
          <Text fz="sm" fw={600} id="chiave-manuale">
            Chiave da inserire a mano
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              block
              fz="sm"
              style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'normal' }}
              aria-labelledby="chiave-manuale"
              data-testid="segreto-totp"
            >
              {segreto}
            </Code>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyToClipboard(segreto.replace(/ /g, ''), 'Chiave')}
            >
              Copia
            </Button>
          </Group>
          <Text fz="xs" c="dimmed">
            Tipo: basata sul tempo (TOTP), 6 cifre, ogni 30 secondi.
          </Text>
        </Stack>
        <TextInput
          size="md"
          label="Codice dell’app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          leftSection={<IconNumber size={16} />}
          {...form.field('codice', modulo.errore('codice'))}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={pending}>
            Verifica e attiva
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once: after the enrolment, or regenerated (`nuovi`: the old ones are void). */
export function PassoCodiciRecupero({
  codici,
  onFatto,
  nuovi = false,
}: {
  codici: string[];
  onFatto: () => void;
  nuovi?: boolean;
}) {
  const [salvati, setSalvati] = useState(false);
  const testo = codici.join('\n');
  const scaricaCodici = () =>
    scarica(
      new Blob(
        [
          `Zaino: codici di recupero della verifica in due passaggi\nOgni codice vale una volta sola.\n\n${testo}\n`,
        ],
        {
          type: 'text/plain;charset=utf-8',
        },
      ),
      'zaino-codici-di-recupero.txt',
    );

  return (
    <Stack gap="sm" data-testid="codici-recupero">
      <Title order={2} fz="lg">
        Salva i codici di recupero
      </Title>
      <Text>
        {nuovi ? 'I codici di prima non valgono più.' : 'La verifica in due passaggi è attiva.'} Se perdi il
        telefono potrai accedere con uno di questi codici: ognuno vale una volta sola. Conservali in un posto
        sicuro (un gestore di password, o stampati): non li mostreremo più.
      </Text>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codici.map((c) => (
          <Code component="li" key={c} fz="md" ta="center" py={6} data-testid="codice-recupero">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          onClick={() => void copyToClipboard(testo, 'Codici di recupero')}
        >
          Copia i codici
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={scaricaCodici}>
          Scarica i codici
        </Button>
      </Group>
      <Checkbox
        label="Ho salvato i codici di recupero"
        checked={salvati}
        onChange={(e) => setSalvati(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button size="md" disabled={!salvati} onClick={onFatto}>
          Continua
        </Button>
      </Group>
    </Stack>
  );
}
