import { Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { signInEmail } from '../../lib/auth-calls.ts';
import { registrationSignInOutcome } from '../../lib/auth-errors.ts';
import { ConfirmCodeStep } from './confirm-code-step.tsx';
import type { Step } from './flow.ts';
import { ForgotConfirmStep } from './forgot-confirm-step.tsx';
import { ForgotRequestStep } from './forgot-request-step.tsx';
import { LinkButton } from './link-button.tsx';
import { ResendCodeStep } from './resend-code-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SignInStep } from './sign-in-step.tsx';
import { SignUpStep } from './sign-up-step.tsx';

interface Props {
  step: Step;
  onStep: (step: Step) => void;
  /** 'login': /login (sign-in catalogue); 'registration': /register/code/{code} (sign-up catalogue) */
  variant: 'login' | 'registration';
  /** the registration code sent with the sign-up */
  registrationToken?: string;
  /** the greeting name of the code, sent as better-auth's `name` at sign-up */
  name?: string;
  /** the login now has a session (identity token loaded) */
  onSignedIn: (email: string) => void;
}

/** Spec 1 §2.5 / §2.8 / §4.2: the email sub-steps, one at a time. */
export function EmailAuthFlow({ step, onStep, variant, registrationToken, name, onSignedIn }: Props) {
  const [autoSignIn, setAutoSignIn] = useState(false);
  const toSignIn = (email?: string, notice?: string) => onStep({ name: 'signIn', email, notice });
  const backToSignIn = () => toSignIn('email' in step ? step.email : undefined);
  const toResend = (kind: 'sign-up' | 'reset') => (email: string, message: string) =>
    onStep({ name: 'resend', email, message, kind });

  /** After confirming: sign in with the password typed a moment ago, or ask for it. */
  const afterConfirm = async (email: string, signedIn: boolean, password?: string) => {
    if (signedIn) return onSignedIn(email);
    const notice = 'Indirizzo email confermato! Ora accedi con la tua password.';
    if (!password) return toSignIn(email, notice);
    setAutoSignIn(true);
    const error = await signInEmail(email, password);
    setAutoSignIn(false);
    if (!error) return onSignedIn(email);
    const outcome = registrationSignInOutcome(error, email);
    if (outcome.newPasswordRequired) return onStep({ name: 'newPassword', email, password });
    if (outcome.secondoFattore) return onStep({ name: 'secondoFattore', email });
    toSignIn(email, notice);
  };

  if (autoSignIn) {
    return (
      <Stack align="center" gap="xs" py="md" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Accesso in corso...</Text>
      </Stack>
    );
  }

  switch (step.name) {
    case 'signUp':
      return (
        <Stack gap="sm">
          <SignUpStep
            key="signUp"
            initialEmail={step.email}
            registrationToken={registrationToken ?? ''}
            name={name}
            onSignedUp={(email, password) => onStep({ name: 'confirm', email, password })}
            onSignIn={(email) => toSignIn(email)}
          />
          <Text fz="sm" ta="center">
            Hai già un account? <LinkButton onClick={() => toSignIn(undefined)}>Accedi</LinkButton>
          </Text>
        </Stack>
      );
    case 'confirm':
    case 'retryConfirm':
      return (
        <ConfirmCodeStep
          key={`${step.name}-${step.email}`}
          email={step.email}
          initialCode={step.name === 'confirm' ? step.code : undefined}
          editableEmail={step.email === ''}
          notice={
            step.name === 'retryConfirm'
              ? step.message
              : step.password
                ? `Ti abbiamo inviato un codice di 6 cifre a ${step.email}`
                : undefined
          }
          registrationCode={registrationToken}
          onConfirmed={(email, signedIn) => void afterConfirm(email, signedIn, step.password)}
          onExpired={toResend('sign-up')}
          onBack={backToSignIn}
        />
      );
    case 'resend':
      return (
        <ResendCodeStep
          key="resend"
          email={step.email}
          message={step.message}
          kind={step.kind}
          registrationCode={registrationToken}
          onSent={(email) =>
            onStep(
              step.kind === 'sign-up'
                ? { name: 'confirm', email }
                : { name: 'forgotConfirm', email, justSent: true },
            )
          }
          onBack={backToSignIn}
        />
      );
    case 'signIn':
      return (
        <Stack gap="sm">
          <SignInStep
            key={`signIn-${step.email ?? ''}-${step.notice ?? ''}`}
            variant={variant}
            initialEmail={step.email}
            notice={step.notice}
            onSignedIn={onSignedIn}
            onUnconfirmed={(email, password, message) =>
              onStep({ name: 'retryConfirm', email, password, message })
            }
            onNewPasswordRequired={(email, password) => onStep({ name: 'newPassword', email, password })}
            onSecondFactor={(email) => onStep({ name: 'secondoFattore', email })}
            onForgotPassword={(email) => onStep({ name: 'forgotInput', email })}
          />
          {variant === 'registration' && (
            <Text fz="sm" ta="center">
              Non hai ancora un account?{' '}
              <LinkButton onClick={() => onStep({ name: 'signUp' })}>Creane uno</LinkButton>
            </Text>
          )}
        </Stack>
      );
    case 'forgotInput':
      return (
        <ForgotRequestStep
          key="forgotInput"
          initialEmail={step.email}
          onSent={(email) => onStep({ name: 'forgotConfirm', email, justSent: true })}
          onHaveCode={(email) => onStep({ name: 'forgotConfirm', email })}
          onBack={backToSignIn}
        />
      );
    case 'forgotConfirm':
      return (
        <ForgotConfirmStep
          key={`forgotConfirm-${step.email}`}
          email={step.email}
          initialCode={step.code}
          justSent={step.justSent}
          editableEmail={step.email === ''}
          onSignedIn={onSignedIn}
          onSecondFactor={(email) => onStep({ name: 'secondoFattore', email })}
          onExpired={toResend('reset')}
          onBack={backToSignIn}
        />
      );
    case 'secondoFattore':
      return (
        <SecondFactorStep
          key="secondoFattore"
          onVerified={() => onSignedIn(step.email)}
          onExpired={(message) => onStep({ name: 'signIn', email: step.email, notice: message })}
          onBack={backToSignIn}
        />
      );
    case 'newPassword':
      return (
        <ForgotConfirmStep
          key="newPassword"
          email={step.email}
          initialPassword={step.password}
          notice="La tua password è stata reimpostata da un capo. Inserisci il codice di 6 cifre che hai ricevuto via email e conferma la nuova password."
          onSignedIn={onSignedIn}
          onSecondFactor={(email) => onStep({ name: 'secondoFattore', email })}
          onExpired={toResend('reset')}
          onBack={backToSignIn}
        />
      );
  }
}
