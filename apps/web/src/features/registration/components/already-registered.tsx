import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { session } from '../../../lib/session-store.ts';
import { ContinueSignedIn } from './continue-signed-in.tsx';

/** Spec 1 §2.8: a used code: continue (when signed in) or sign in. */
export function AlreadyRegistered({ code }: { code: string }) {
  const user = session.use((s) => s.user);
  return (
    <Stack gap="md" data-testid="gia-registrato">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
        Il codice di registrazione <b>{code}</b> è già stato utilizzato: l'account è già stato creato.
      </Alert>
      {user ? (
        <ContinueSignedIn who={user.email || user.username} />
      ) : (
        <>
          <Text fz="sm">Accedi con l'account che hai creato con questo codice.</Text>
          <Group justify="flex-end">
            <Button component={Link} to="/login">
              Accedi
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
