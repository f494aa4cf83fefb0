import { Button, Center, Divider, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailAuthFlow } from '../../../components/auth-steps/email-auth-flow.tsx';
import { FailureAlert } from '../../../components/auth-steps/failure-alert.tsx';
import { STEP_TITLES, type Step, stepFromQuery } from '../../../components/auth-steps/flow.ts';
import { SocialButtons } from '../../../components/auth-steps/social-buttons.tsx';
import { socialErrorMessage } from '../../../lib/auth-errors.ts';

/**
 * Spec 1 §2.5: the login screen. Modes: sign in, request reset code, set new password with code
 * (plus retry-confirm for an unconfirmed email and the leader-reset new password, contract §2).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A reset link carries username (-at- for @) and confirmationCode: it opens in set-new-password mode.
  const [step, setStep] = useState<Step>(() => stepFromQuery(params, 'login', { name: 'signIn' }));
  const socialError = params.get('error');

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} fz={26} ta="center">
            {STEP_TITLES[step.name]}
          </Title>
          {socialError && step.name === 'signIn' && (
            <FailureAlert message={socialErrorMessage(socialError)} />
          )}
          {step.name === 'signIn' && (
            <SocialButtons callbackURL="/login-complete" errorCallbackURL="/login" dividerLabel="oppure" />
          )}
          <EmailAuthFlow
            step={step}
            onStep={setStep}
            variant="login"
            // After sign-in the user goes to / (the guard then picks the home of the role).
            onSignedIn={() => navigate('/', { replace: true })}
          />
          {step.name === 'signIn' && (
            <>
              <Divider />
              <Button component={Link} to="/register/code" variant="light" fullWidth>
                Prima volta? Registrati
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
