import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { signInSocial } from '../../lib/auth-calls.ts';
import { resetOutcome } from '../../lib/auth-errors.ts';
import { useFederatedProviders } from '../../lib/federated-providers.ts';
import { FailureAlert } from './failure-alert.tsx';

type Provider = 'google' | 'facebook';

interface Props {
  /** where the provider sends the browser back: /login-complete, or /register/complete?state={code} */
  callbackURL: string;
  /** where a refused federated sign-in comes back with ?error= */
  errorCallbackURL: string;
  /** a divider drawn below the buttons when at least one is shown */
  dividerLabel?: string;
  verb?: 'Accedi' | 'Registrati';
}

/** Spec 1 §2.5 / §2.8: Google and Facebook sign-in, shown only when configured (contract §5). */
export function SocialButtons({ callbackURL, errorCallbackURL, dividerLabel, verb = 'Accedi' }: Props) {
  const enabled = useFederatedProviders();
  const [pending, setPending] = useState<Provider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!enabled || (!enabled.google && !enabled.facebook)) return null;

  const signIn = async (provider: Provider) => {
    setPending(provider);
    setFailure(null);
    const error = await signInSocial(provider, callbackURL, errorCallbackURL);
    // On success the browser is leaving for the provider: keep the button busy.
    if (error) {
      setPending(null);
      setFailure(resetOutcome(error).message);
    }
  };

  return (
    <Stack gap="xs" data-testid="accesso-social">
      {failure && <FailureAlert message={failure} />}
      {enabled.google && (
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} />}
          loading={pending === 'google'}
          disabled={pending !== null && pending !== 'google'}
          onClick={() => void signIn('google')}
        >
          {verb} con Google
        </Button>
      )}
      {enabled.facebook && (
        <Button
          variant="default"
          leftSection={<IconBrandFacebook size={18} color="#1877f2" />}
          loading={pending === 'facebook'}
          disabled={pending !== null && pending !== 'facebook'}
          onClick={() => void signIn('facebook')}
        >
          {verb} con Facebook
        </Button>
      )}
      {dividerLabel && <Divider label={dividerLabel} labelPosition="center" mt="xs" />}
    </Stack>
  );
}
