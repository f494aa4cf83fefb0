import { Button, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { requestPasswordReset, resendSignUpCode } from '../../lib/auth-calls.ts';
import { resetOutcome } from '../../lib/auth-errors.ts';
import { FailureAlert } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';

interface Props {
  email: string;
  /** the expired-code message: 'Il codice è scaduto. Premi il pulsante per fartene inviare uno nuovo a {email}' */
  message: string;
  kind: 'sign-up' | 'reset';
  registrationCode?: string;
  onSent: (email: string) => void;
  onBack?: () => void;
}

/** Spec 1 §4.2: an expired code goes to the resend step. */
export function ResendCodeStep({ email, message, kind, registrationCode, onSent, onBack }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    setFailure(null);
    const error =
      kind === 'sign-up'
        ? await resendSignUpCode(email, registrationCode)
        : await requestPasswordReset(email);
    setPending(false);
    if (error) setFailure(resetOutcome(error).message);
    else onSent(email);
  };
  return (
    <Stack gap="sm" data-testid="passo-reinvio">
      <FailureAlert message={failure ?? message} />
      <Button
        size="md"
        leftSection={<IconSend size={16} />}
        loading={pending}
        onClick={() => void send()}
        fullWidth
      >
        Inviami un nuovo codice
      </Button>
      {onBack && (
        <LinkButton ta="center" onClick={onBack}>
          Indietro
        </LinkButton>
      )}
    </Stack>
  );
}
