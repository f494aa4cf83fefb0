import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import { registrazioneAccountSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { signUpEmail } from '../../lib/auth-calls.ts';
import { type AuthOutcome, signUpOutcome } from '../../lib/auth-errors.ts';
import { FailureAlert } from './failure-alert.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

interface Props {
  initialEmail?: string;
  registrationToken: string;
  name?: string;
  onSignedUp: (email: string, password: string) => void;
  /** 'Esiste già un utente…': the link to complete the sign-in */
  onSignIn: (email: string) => void;
}

/** Spec 1 §4.2 signUp: email, password and confirmation; a 6-digit code is mailed. */
export function SignUpStep({ initialEmail = '', registrationToken, name, onSignedUp, onSignIn }: Props) {
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '', conferma_password: '' },
    validate: schemaResolver(registrazioneAccountSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    const email = values.email.trim();
    const error = await signUpEmail(email, values.password, registrationToken, name);
    setPending(false);
    if (!error) return onSignedUp(email, values.password);
    setFailure(signUpOutcome(error));
  });

  return (
    <form onSubmit={submit} noValidate data-testid="form-registrazione">
      <Stack gap="sm">
        {failure && (
          <FailureAlert message={failure.message}>
            {failure.alreadyExists && (
              <>
                <br />
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  onClick={() => onSignIn(form.getValues().email.trim())}
                >
                  Completa l'accesso con questo indirizzo
                </Anchor>
              </>
            )}
          </FailureAlert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={16} />}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
          leftSection={<IconLock size={16} />}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Conferma password"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la conferma' }}
          leftSection={<IconLock size={16} />}
          key={form.key('conferma_password')}
          {...form.getInputProps('conferma_password')}
        />
        <Button type="submit" loading={pending} fullWidth>
          Crea account
        </Button>
      </Stack>
    </form>
  );
}
