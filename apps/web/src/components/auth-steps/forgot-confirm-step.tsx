import { Alert, Anchor, Button, List, Stack } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { emailSchema, nuovaPasswordSchema } from '@zaino/domain/form-auth';
import { useEffect, useState } from 'react';
import { requestPasswordReset, resetPassword, signInEmail } from '../../lib/auth-calls.ts';
import { validaModulo } from '../../lib/form.ts';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { type AuthOutcome, codeOutcome, resetOutcome, signInOutcome } from '../../lib/auth-errors.ts';
import { CodeField } from './code-field.tsx';
import { EmailField } from './email-field.tsx';
import { useFocusFirstField } from './focus-first-field.ts';
import { FailureAlert, Notice } from './failure-alert.tsx';
import { LinkButton } from './link-button.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useStepFields } from './use-step-fields.ts';

/** Spec 1 §9: reset-help delay. */
export const RESET_HELP_DELAY_MS = 30_000;

interface Props {
  email: string;
  initialCode?: string;
  /** the code was just sent (show the notice and start the 30-second help timer) */
  justSent?: boolean;
  editableEmail?: boolean;
  /** contract §2 NEW_PASSWORD_REQUIRED: the password just typed, pre-filled (editable) */
  initialPassword?: string;
  /** a message above the form (e.g. the leader reset) */
  notice?: string;
  onSignedIn: (email: string) => void;
  /** the new password signed in a login with a second factor: its code is asked next */
  onSecondFactor: (email: string) => void;
  onExpired: (email: string, message: string) => void;
  onBack: () => void;
}

/** Spec 1 §2.5 set-new-password mode / §2.8 forgot-password confirm: code + new password, then sign-in. */
export function ForgotConfirmStep(props: Props) {
  const [failure, setFailure] = useState<AuthOutcome | null>(null);
  const formRef = useFocusFirstField<HTMLFormElement>();
  // when the last code was sent from this screen (starts the 30-second help timer)
  const [sentAt, setSentAt] = useState<number | null>(props.justSent ? Date.now() : null);
  const [help, setHelp] = useState(false);
  const [pending, setPending] = useState<'reset' | 'resend' | null>(null);
  const form = useStepFields({
    email: props.email,
    codice: props.initialCode ?? '',
    password: props.initialPassword ?? '',
    conferma_password: props.initialPassword ?? '',
  });
  const { email, ...rest } = form.values;
  // The code's message names the address, so the email and the rest are two schemas.
  const emailValida = validaModulo(emailSchema, email);
  const modulo = validaModulo(nuovaPasswordSchema(email.trim()), rest);

  // Spec 1 §2.5: if the code has not arrived after 30 seconds, offer help.
  useEffect(() => {
    if (sentAt === null) return;
    setHelp(false);
    const timer = setTimeout(() => setHelp(true), RESET_HELP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentAt]);

  const submit = form.submit(emailValida.ok && modulo.ok, async () => {
    setPending('reset');
    setFailure(null);
    const e = email.trim();
    const error = await resetPassword(e, rest.codice, rest.password);
    if (error) {
      setPending(null);
      const outcome = codeOutcome(error, e, 'reset');
      if (outcome.expired) return props.onExpired(e, outcome.message);
      if (outcome.field) return form.setServerError({ field: outcome.field, message: outcome.message });
      return setFailure(outcome);
    }
    // Spec 1 §4.2: after the reset, automatic sign-in.
    const signInError = await signInEmail(e, rest.password);
    setPending(null);
    if (signInError) {
      const outcome = signInOutcome(signInError);
      return outcome.secondoFattore ? props.onSecondFactor(e) : setFailure(outcome);
    }
    props.onSignedIn(e);
  });

  const resend = async () => {
    form.show('email');
    if (!emailValida.ok) return;
    const e = email.trim();
    setPending('resend');
    setFailure(null);
    const error = await requestPasswordReset(e);
    setPending(null);
    if (error) setFailure(resetOutcome(error));
    else setSentAt(Date.now());
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="form-nuova-password">
      <Stack gap="sm">
        {props.notice && sentAt === null && !failure && <Notice>{props.notice}</Notice>}
        {sentAt !== null && !failure && (
          <Notice testId="codice-inviato">Ti abbiamo inviato un codice di 6 cifre a {email.trim()}</Notice>
        )}
        {failure && <FailureAlert message={failure.message} oldSiteWarning={failure.oldSiteWarning} />}
        {help && (
          <Alert color="yellow" variant="light" icon={<IconHelp size={18} />} data-testid="aiuto-codice">
            Il codice non è ancora arrivato?
            <List size="sm" mt={4}>
              <List.Item>
                controlla che l'indirizzo {email.trim()} sia scritto correttamente e guarda anche nella
                cartella della posta indesiderata;
              </List.Item>
              <List.Item>aspetta qualche minuto: a volte la posta arriva in ritardo;</List.Item>
              <List.Item>
                se ancora non arriva, contatta il supporto tecnico:{' '}
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} fz="sm">
                  {SUPPORT_EMAIL}
                </Anchor>
              </List.Item>
            </List>
          </Alert>
        )}
        <EmailField readOnly={!props.editableEmail} {...form.field('email', emailValida.errore(''))} />
        <CodeField {...form.field('codice', modulo.errore('codice'))} />
        <NewPasswordFields field={(name) => form.field(name, modulo.errore(name))} label="Nuova password" />
        <Button type="submit" size="md" loading={pending === 'reset'} fullWidth>
          Imposta la nuova password
        </Button>
        <ResendCodeButton loading={pending === 'resend'} onClick={() => void resend()} />
        <LinkButton ta="center" onClick={props.onBack}>
          Torna all'accesso
        </LinkButton>
      </Stack>
    </form>
  );
}
