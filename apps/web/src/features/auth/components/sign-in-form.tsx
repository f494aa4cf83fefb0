import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { accessoSchema } from '@zaino/domain/form-auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../../../lib/auth-client.ts';
import { raiseDbAsleep } from '../../../lib/db-status.ts';
import { loadIdentity } from '../../../lib/identity-token.ts';
import { type SignInFailure, signInFailure } from './sign-in-errors.ts';

interface Props {
  initialEmail?: string;
  onForgotPassword: (email: string) => void;
}

/** Spec 1 §2.5 sign-in mode: email and password; after sign-in the user goes to /. */
export function SignInForm({ initialEmail = '', onForgotPassword }: Props) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: schemaResolver(accessoSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      const { error } = await authClient.signIn.email({
        email: values.email.trim(),
        password: values.password,
      });
      if (error) {
        // The auth routes answer 503 DB_UNAVAILABLE while the database sleeps (spec 1 §2.3).
        if (error.status === 503) raiseDbAsleep();
        setFailure(signInFailure(error));
        return;
      }
      await loadIdentity();
      navigate('/', { replace: true });
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure.message}
            {failure.oldSiteWarning && (
              <>
                <br />
                Attenzione: le credenziali di Zaino sono diverse da quelle del vecchio sito.
              </>
            )}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} />}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
          leftSection={<IconLock size={16} />}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => onForgotPassword(form.getValues().email)}
          >
            Password dimenticata?
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth>
          Accedi
        </Button>
      </Stack>
    </form>
  );
}
