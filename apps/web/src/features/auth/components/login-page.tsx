import { Button, Center, Divider, Paper, Stack, Title } from '@mantine/core';
import { emailDaUsername } from '@zaino/domain/utenti';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm, RequestResetForm } from './reset-forms.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

type Mode = 'accedi' | 'richiedi-codice' | 'nuova-password';

const TITLES: Record<Mode, string> = {
  accedi: 'Accedi',
  'richiedi-codice': 'Recupera la password',
  'nuova-password': 'Imposta una nuova password',
};

/** Spec 1 §2.5: the login screen with its three modes. */
export function LoginPage() {
  const [params] = useSearchParams();
  const username = params.get('username');
  const confirmationCode = params.get('confirmationCode');
  // A reset link carries username (-at- for @) and confirmationCode: it opens in set-new-password mode.
  const [mode, setMode] = useState<Mode>(username && confirmationCode ? 'nuova-password' : 'accedi');
  const [email, setEmail] = useState(username ? emailDaUsername(username) : '');

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} fz={26} ta="center">
            {TITLES[mode]}
          </Title>
          {mode === 'accedi' && (
            <>
              <SignInForm
                initialEmail={email}
                onForgotPassword={(typed) => {
                  setEmail(typed);
                  setMode('richiedi-codice');
                }}
              />
              <Divider label="oppure" labelPosition="center" />
              <SocialButtons />
              <Divider />
              <Button component={Link} to="/register/code" variant="light" fullWidth>
                Prima volta? Registrati
              </Button>
            </>
          )}
          {mode === 'richiedi-codice' && <RequestResetForm email={email} onBack={() => setMode('accedi')} />}
          {mode === 'nuova-password' && (
            <NewPasswordForm email={email} code={confirmationCode ?? ''} onBack={() => setMode('accedi')} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
