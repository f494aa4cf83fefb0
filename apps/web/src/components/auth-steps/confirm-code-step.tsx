import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { codiceConfermaSchema, emailSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { confirmSignUp, resendSignUpCode } from '../../lib/auth-calls.ts';
import { type AuthOutcome, codeOutcome, resetOutcome } from '../../lib/auth-errors.ts';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert, Notice } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

interface Props {
  email: string;
  initialCode?: string;
  /** retry-confirm: the message that brought the user here (unconfirmed sign-in) */
  notice?: string;
  /** the email can be typed (a confirmation link without username) */
  editableEmail?: boolean;
  /** the registration code, sent along with a resend (contract §1) */
  registrationCode?: string;
  /** signedIn: the server signed in on confirmation (contract §1) */
  onConfirmed: (email: string, signedIn: boolean) => void;
  onExpired: (email: string, message: string) => void;
  onBack?: () => void;
}

/** Spec 1 §4.2: confirm sign-up with the 6-digit code, and retry-confirm with resend. */
export function ConfirmCodeStep(props: Props) {
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const formRef = useFocusFirstField<HTMLFormElement>();
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState<'confirm' | 'resend' | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: props.email, codice: props.initialCode ?? '' },
    validate: (values) => {
      const email = emailSchema.safeParse(values.email);
      const codice = codiceConfermaSchema(values.email.trim()).safeParse(values.codice);
      return {
        email: email.success ? null : email.error.issues[0]?.message,
        codice: codice.success ? null : codice.error.issues[0]?.message,
      };
    },
  });

  const submit = form.onSubmit(async ({ email, codice }) => {
    setPending('confirm');
    setFailure(null);
    const { error, signedIn } = await confirmSignUp(email, codice);
    setPending(null);
    if (!error) return props.onConfirmed(email.trim(), signedIn);
    // Spec 1 §4.2: a user already confirmed proceeds to sign-in.
    if (error.code === 'EMAIL_ALREADY_VERIFIED') return props.onConfirmed(email.trim(), false);
    const outcome = codeOutcome(error, email.trim());
    if (outcome.expired) return props.onExpired(email.trim(), outcome.message);
    if (outcome.field) return form.setFieldError(outcome.field, outcome.message);
    setFailure(outcome);
  });

  const resend = async () => {
    const email = form.getValues().email.trim();
    if (form.validateField('email').hasError) return;
    setPending('resend');
    setFailure(null);
    setSent(null);
    const error = await resendSignUpCode(email, props.registrationCode);
    setPending(null);
    if (error) setFailure(resetOutcome(error));
    else setSent(`Ti abbiamo inviato un nuovo codice a ${email}`);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-conferma">
      <Stack gap="sm">
        {props.notice && !failure && !sent && <Notice>{props.notice}</Notice>}
        {sent && <Notice testId="codice-inviato">{sent}</Notice>}
        {failure && <FailureAlert message={failure.message} />}
        <EmailField
          readOnly={!props.editableEmail}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <CodeField
          description="Il codice di 6 cifre che ti abbiamo inviato via email"
          key={form.key('codice')}
          {...form.getInputProps('codice')}
        />
        <Button type="submit" size="md" loading={pending === 'confirm'} fullWidth>
          Conferma
        </Button>
        <Group justify="space-between">
          {props.onBack ? <LinkButton onClick={props.onBack}>Indietro</LinkButton> : <span />}
          <ResendCodeButton loading={pending === 'resend'} onClick={() => void resend()} />
        </Group>
      </Stack>
    </form>
  );
}
