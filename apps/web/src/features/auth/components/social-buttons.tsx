import { Button, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { notifyError } from '../../../lib/notify.ts';

type Provider = 'google' | 'facebook';

/** Spec 1 §2.5: Google and Facebook sign-in; the provider returns to /login-complete. */
export function SocialButtons() {
  const [pending, setPending] = useState<Provider | null>(null);
  const signIn = async (provider: Provider) => {
    setPending(provider);
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: '/login-complete',
        errorCallbackURL: '/login',
      });
      if (error) notifyError(error.message ?? String(error.status));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} />}
        loading={pending === 'google'}
        onClick={() => void signIn('google')}
      >
        Accedi con Google
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandFacebook size={18} color="#1877f2" />}
        loading={pending === 'facebook'}
        onClick={() => void signIn('facebook')}
      >
        Accedi con Facebook
      </Button>
    </Stack>
  );
}
