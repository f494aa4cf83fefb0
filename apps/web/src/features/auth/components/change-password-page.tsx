import { Alert, Button, Flex, Paper, Stack } from '@mantine/core';
import { cambioPasswordSchema } from '@zaino/domain/form-auth';
import { isLoginEmail } from '@zaino/domain/utenti';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/auth-steps/failure-alert.tsx';
import { useFocusFirstField } from '../../../components/auth-steps/focus-first-field.ts';
import { PasswordField } from '../../../components/auth-steps/password-field.tsx';
import { PASSWORD_HINT } from '../../../components/auth-steps/password-hint.ts';
import { useStepFields } from '../../../components/auth-steps/use-step-fields.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { changePassword } from '../../../lib/auth-calls.ts';
import { resetOutcome } from '../../../lib/auth-errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { session } from '../../../lib/session-store.ts';

const MSG_ATTUALE_ERRATA = 'La password attuale non è corretta';
const MSG_CONTROLLA = 'Controlla di aver compilato correttamente tutti i campi';

/** Spec 1 §3: a federated username starts with google_ or facebook_; name only that provider. */
function messaggioPasswordFederata(username: string): string {
  const fornitore = username.startsWith('facebook_') ? 'Facebook' : 'Google';
  return `Accedi con ${fornitore}: la password si cambia dal tuo account ${fornitore}.`;
}

/** Spec 3 §5 / spec 1 §2.4: /f/password, password change for email logins (contract §4). */
export function ChangePasswordPage() {
  const username = session.use((s) => s.user?.username ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useFocusFirstField<HTMLFormElement>();
  const form = useStepFields({ password_attuale: '', nuova_password: '', ripeti_password: '' });
  const modulo = validaModulo(cambioPasswordSchema, form.values);

  if (!isLoginEmail(username)) {
    return (
      <>
        <PageHeader title="Modifica password" />
        <Alert color="blue" variant="light" data-testid="password-non-modificabile">
          {messaggioPasswordFederata(username)}
        </Alert>
      </>
    );
  }

  const { password_attuale, nuova_password } = form.values;
  const invia = form.submit(modulo.ok, async () => {
    setPending(true);
    setFailure(null);
    const error = await changePassword(password_attuale, nuova_password);
    setPending(false);
    if (!error) {
      form.reset();
      setDone(true);
      notifySuccess('Password modificata con successo!');
      return;
    }
    if (error.code === 'INVALID_PASSWORD') {
      form.setServerError({ field: 'password_attuale', message: MSG_ATTUALE_ERRATA });
      return;
    }
    setFailure(resetOutcome(error).message);
  });
  const submit = (event: FormEvent) => {
    // Spec 3 §5: an invalid form shows an alert to check all data.
    if (!modulo.ok) setFailure(MSG_CONTROLLA);
    invia(event);
  };

  return (
    <>
      <PageHeader
        title="Modifica password"
        breadcrumbs={[{ label: 'Home', to: '/f' }, { label: 'Modifica password' }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480}>
        <form ref={formRef} onSubmit={submit} noValidate data-testid="form-cambio-password">
          <Stack gap="sm">
            {failure && <FailureAlert message={failure} />}
            {done && !failure && (
              <Alert color="green" variant="light" role="status">
                Password modificata con successo!
              </Alert>
            )}
            <PasswordField
              label="Password attuale"
              autoComplete="current-password"
              {...form.field('password_attuale', modulo.errore('password_attuale'))}
            />
            <PasswordField
              label="Nuova password"
              description={PASSWORD_HINT}
              autoComplete="new-password"
              {...form.field('nuova_password', modulo.errore('nuova_password'))}
            />
            <PasswordField
              label="Ripeti la nuova password"
              toggleLabel="Mostra o nascondi la conferma"
              autoComplete="new-password"
              {...form.field('ripeti_password', modulo.errore('ripeti_password'))}
            />
            {/* On a phone the two 42 px buttons stack, the submit on top; side by side from xs up. */}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm" mt="xs">
              <Button component={Link} to="/f" variant="default" size="md">
                Annulla
              </Button>
              <Button type="submit" size="md" loading={pending}>
                Modifica password
              </Button>
            </Flex>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
