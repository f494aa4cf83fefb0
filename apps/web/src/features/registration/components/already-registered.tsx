import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { session } from '../../../lib/session-store.ts';

/** Spec 1 §2.8: a used code: continue (when signed in) or sign in. */
export function AlreadyRegistered({ code }: { code: string }) {
  const navigate = useNavigate();
  const user = session.use((s) => s.user);
  return (
    <Stack gap="md" data-testid="gia-registrato">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
        Il codice di registrazione <b>{code}</b> è già stato utilizzato: l'account è già stato creato.
      </Alert>
      {user ? (
        <>
          <Text fz="sm">
            Hai effettuato l'accesso come <b>{user.email || user.username}</b>.
          </Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                session.set({ newUser: null });
                navigate('/', { replace: true });
              }}
            >
              Continua
            </Button>
          </Group>
        </>
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
