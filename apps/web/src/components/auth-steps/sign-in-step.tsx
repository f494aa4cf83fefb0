import { Button, Group, Stack } from '@mantine/core';
import { accessoSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { signInEmail } from '../../lib/auth-calls.ts';
import { validaModulo } from '../../lib/form.ts';
import { type AuthOutcome, registrationSignInOutcome, signInOutcome } from '../../lib/auth-errors.ts';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert, Notice } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { PasswordField } from './password-field.tsx';
import { useStepFields } from './use-step-fields.ts';

interface Props {
  initialEmail?: string;
  /** 'login': the §8 sign-in catalogue; 'registration': the §8 sign-up catalogue of the code screen */
  variant: 'login' | 'registration';
  /** a message to show above the form (e.g. after confirming the email) */
  notice?: string;
  onSignedIn: (email: string) => void;
  onUnconfirmed: (email: string, password: string, message: string) => void;
  onNewPasswordRequired: (email: string, password: string) => void;
  /** the password was right and the login has a second factor: its code is asked next */
  onSecondFactor: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

/** Spec 1 §2.5 / §2.8: email and password sign-in. */
export function SignInStep(props: Props) {
  const { initialEmail = '', variant } = props;
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [pending, setPending] = useState(false);
  const form = useStepFields({ email: initialEmail, password: '' });
  const { values } = form;
  const modulo = validaModulo(accessoSchema, values);

  const submit = form.submit(modulo.ok, async () => {
    setPending(true);
    setFailure(null);
    const email = values.email.trim();
    const error = await signInEmail(email, values.password);
    setPending(false);
    if (!error) return props.onSignedIn(email);
    const outcome = variant === 'login' ? signInOutcome(error) : registrationSignInOutcome(error, email);
    if (outcome.newPasswordRequired) return props.onNewPasswordRequired(email, values.password);
    if (outcome.secondoFattore) return props.onSecondFactor(email);
    if (outcome.unconfirmed) return props.onUnconfirmed(email, values.password, outcome.message);
    setFailure(outcome);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-accesso">
      <Stack gap="sm">
        {props.notice && !failure && <Notice>{props.notice}</Notice>}
        {failure && <FailureAlert message={failure.message} oldSiteWarning={failure.oldSiteWarning} />}
        <EmailField {...form.field('email', modulo.errore('email'))} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password', modulo.errore('password'))}
        />
        <Group justify="flex-end">
          <LinkButton onClick={() => props.onForgotPassword(values.email.trim())}>
            Password dimenticata?
          </LinkButton>
        </Group>
        <Button type="submit" size="md" loading={pending} fullWidth>
          Accedi
        </Button>
      </Stack>
    </form>
  );
}
