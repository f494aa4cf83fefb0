import { Button, Group, Stack } from '@mantine/core';
import { codiceConfermaSchema, emailSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { confirmSignUp, resendSignUpCode } from '../../lib/auth-calls.ts';
import { type AuthOutcome, codeOutcome, resetOutcome } from '../../lib/auth-errors.ts';
import { validaModulo } from '../../lib/form.ts';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert, Notice } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import { useStepFields } from './use-step-fields.ts';

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
  const form = useStepFields({ email: props.email, codice: props.initialCode ?? '' });
  const { email, codice } = form.values;
  // The code's message names the address, so the two fields are two schemas.
  const emailValida = validaModulo(emailSchema, email);
  const codiceValido = validaModulo(codiceConfermaSchema(email.trim()), codice);

  const submit = form.submit(emailValida.ok && codiceValido.ok, async () => {
    setPending('confirm');
    setFailure(null);
    const { error, signedIn } = await confirmSignUp(email, codice);
    setPending(null);
    if (!error) return props.onConfirmed(email.trim(), signedIn);
    // Spec 1 §4.2: a user already confirmed proceeds to sign-in.
    if (error.code === 'EMAIL_ALREADY_VERIFIED') return props.onConfirmed(email.trim(), false);
    const outcome = codeOutcome(error, email.trim());
    if (outcome.expired) return props.onExpired(email.trim(), outcome.message);
    if (outcome.field) return form.setServerError({ field: outcome.field, message: outcome.message });
    setFailure(outcome);
  });

  const resend = async () => {
    form.show('email');
    if (!emailValida.ok) return;
    setPending('resend');
    setFailure(null);
    setSent(null);
    const error = await resendSignUpCode(email.trim(), props.registrationCode);
    setPending(null);
    if (error) setFailure(resetOutcome(error));
    else setSent(`Ti abbiamo inviato un nuovo codice a ${email.trim()}`);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-conferma">
      <Stack gap="sm">
        {props.notice && !failure && !sent && <Notice>{props.notice}</Notice>}
        {sent && <Notice testId="codice-inviato">{sent}</Notice>}
        {failure && <FailureAlert message={failure.message} />}
        <EmailField readOnly={!props.editableEmail} {...form.field('email', emailValida.errore(''))} />
        <CodeField
          description="Il codice di 6 cifre che ti abbiamo inviato via email"
          {...form.field('codice', codiceValido.errore(''))}
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
