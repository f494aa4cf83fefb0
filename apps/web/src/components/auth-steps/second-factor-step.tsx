import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconNumber } from '@tabler/icons-react';
import { codiceAppSchema, codiceRecuperoSchema } from '@zaino/domain/secondo-fattore';
import { useState } from 'react';
import { verifySecondFactor } from '../../lib/auth-calls.ts';
import { type AuthOutcome, secondFactorOutcome } from '../../lib/auth-errors.ts';
import { validaModulo } from '../../lib/form.ts';
import { FailureAlert, Notice } from './failure-alert.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { LinkButton } from './link-button.tsx';
import { useStepFields } from './use-step-fields.ts';

interface Props {
  /** a message above the form (e.g. why a signed-in person is asked for the code) */
  notice?: string;
  /** the code was right: the session now carries the second factor */
  onVerified: () => void;
  /** the pending sign-in is gone: start again from email and password */
  onExpired?: (message: string) => void;
  /** back to email and password (sign-in) or out (signed in: sign out) */
  onBack?: () => void;
  backLabel?: string;
}

/**
 * Issue 27, decision 0418: the second step of a sign-in (or of a session made without the second
 * factor): the 6-digit code of the authenticator app, or one of the recovery codes.
 */
export function SecondFactorStep({ notice, onVerified, onExpired, onBack, backLabel = 'Indietro' }: Props) {
  const [recupero, setRecupero] = useState(false);
  return (
    <CodeForm
      // A new form (fresh field, cursor in it) when switching between the two kinds of code.
      key={recupero ? 'recupero' : 'app'}
      recupero={recupero}
      notice={notice}
      onVerified={onVerified}
      onExpired={onExpired}
      onBack={onBack}
      backLabel={backLabel}
      onSwitch={() => setRecupero((r) => !r)}
    />
  );
}

function CodeForm(props: Props & { recupero: boolean; onSwitch: () => void; backLabel: string }) {
  const { recupero } = props;
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const form = useStepFields({ codice: '' });
  const modulo = validaModulo(recupero ? codiceRecuperoSchema : codiceAppSchema, form.values);

  const submit = form.submit(modulo.ok, async () => {
    setPending(true);
    setFailure(null);
    const error = await verifySecondFactor(form.values.codice, recupero);
    setPending(false);
    if (!error) return props.onVerified();
    const outcome = secondFactorOutcome(error, recupero);
    if (outcome.expired && props.onExpired) return props.onExpired(outcome.message);
    if (outcome.field) return form.setServerError({ field: outcome.field, message: outcome.message });
    setFailure(outcome);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-secondo-fattore">
      <Stack gap="sm">
        {props.notice && !failure && <Notice>{props.notice}</Notice>}
        {failure && <FailureAlert message={failure.message} />}
        <Text fz="sm">
          {recupero
            ? 'Inserisci uno dei codici di recupero che hai salvato quando hai attivato la verifica in due passaggi. Ogni codice vale una volta sola.'
            : 'Apri l’app di autenticazione sul telefono e inserisci il codice di 6 cifre che mostra per Zaino.'}
        </Text>
        {recupero ? (
          <TextInput
            size="md"
            label="Codice di recupero"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            leftSection={<IconKey size={16} />}
            {...form.field('codice', modulo.errore('codice'))}
          />
        ) : (
          <TextInput
            size="md"
            label="Codice dell’app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            leftSection={<IconNumber size={16} />}
            {...form.field('codice', modulo.errore('codice'))}
          />
        )}
        <Button type="submit" size="md" loading={pending} fullWidth>
          Verifica
        </Button>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {props.onBack ? <LinkButton onClick={props.onBack}>{props.backLabel}</LinkButton> : <span />}
          <LinkButton onClick={props.onSwitch}>
            {recupero ? 'Usa il codice dell’app' : 'Usa un codice di recupero'}
          </LinkButton>
        </Group>
      </Stack>
    </form>
  );
}
