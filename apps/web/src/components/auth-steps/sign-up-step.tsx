import { Button, Stack } from '@mantine/core';
import { registrazioneAccountSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { signUpEmail } from '../../lib/auth-calls.ts';
import { validaModulo } from '../../lib/form.ts';
import { type AuthOutcome, signUpOutcome } from '../../lib/auth-errors.ts';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useStepFields } from './use-step-fields.ts';

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
  const form = useStepFields({ email: initialEmail, password: '', conferma_password: '' });
  const { values } = form;
  const modulo = validaModulo(registrazioneAccountSchema, values);

  const submit = form.submit(modulo.ok, async () => {
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
                <LinkButton onClick={() => onSignIn(values.email.trim())}>
                  Completa l'accesso con questo indirizzo
                </LinkButton>
              </>
            )}
          </FailureAlert>
        )}
        <EmailField autoComplete="email" {...form.field('email', modulo.errore('email'))} />
        <NewPasswordFields field={(name) => form.field(name, modulo.errore(name))} label="Password" />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Crea account
        </Button>
      </Stack>
    </form>
  );
}
