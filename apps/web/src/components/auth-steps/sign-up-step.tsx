import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registrazioneAccountSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { signUpEmail } from '../../lib/auth-calls.ts';
import { type AuthOutcome, signUpOutcome } from '../../lib/auth-errors.ts';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

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
  const formRef = useFocusFirstField<HTMLFormElement>();
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
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-registrazione">
      <Stack gap="sm">
        {failure && (
          <FailureAlert message={failure.message}>
            {failure.alreadyExists && (
              <>
                <br />
                <LinkButton onClick={() => onSignIn(form.getValues().email.trim())}>
                  Completa l'accesso con questo indirizzo
                </LinkButton>
              </>
            )}
          </FailureAlert>
        )}
        <EmailField autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <NewPasswordFields form={form} label="Password" />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Crea account
        </Button>
      </Stack>
    </form>
  );
}
