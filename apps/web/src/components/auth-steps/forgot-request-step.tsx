import { Button, Stack, Text } from '@mantine/core';
import { richiestaResetSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { requestPasswordReset } from '../../lib/auth-calls.ts';
import { resetOutcome } from '../../lib/auth-errors.ts';
import { validaModulo } from '../../lib/form.ts';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { useStepFields } from './use-step-fields.ts';

interface Props {
  initialEmail?: string;
  onSent: (email: string) => void;
  /** go straight to the code form (the user already has a code) */
  onHaveCode: (email: string) => void;
  onBack: () => void;
}

/** Spec 1 §2.5 request-reset-code mode / §2.8 forgot-password input. */
export function ForgotRequestStep({ initialEmail = '', onSent, onHaveCode, onBack }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [pending, setPending] = useState(false);
  const form = useStepFields({ email: initialEmail });
  const { email } = form.values;
  const modulo = validaModulo(richiestaResetSchema, form.values);
  const submit = form.submit(modulo.ok, async () => {
    setPending(true);
    setFailure(null);
    const error = await requestPasswordReset(email.trim());
    setPending(false);
    if (error) setFailure(resetOutcome(error).message);
    else onSent(email.trim());
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-richiesta-codice">
      <Stack gap="sm">
        <Text fz="sm">
          Inserisci l'indirizzo email con cui accedi: ti invieremo un codice di 6 cifre per scegliere una
          nuova password.
        </Text>
        {failure && <FailureAlert message={failure} />}
        <EmailField {...form.field('email', modulo.errore('email'))} />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Invia codice
        </Button>
        <LinkButton
          ta="center"
          onClick={() => {
            form.show('email');
            if (modulo.ok) onHaveCode(email.trim());
          }}
        >
          Ho già un codice
        </LinkButton>
        <LinkButton ta="center" onClick={onBack}>
          Torna all'accesso
        </LinkButton>
      </Stack>
    </form>
  );
}
