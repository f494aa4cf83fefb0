import { Button, Center, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadIdentity } from '../../../lib/identity-token.ts';

const TIMEOUT_MS = 5_000;

/** Spec 1 §2.6: 'login in progress' with a progress bar; after 5 s, Retry (to /) and Back (to /login). */
export function LoginCompletePage() {
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    let active = true;
    void loadIdentity().then((result) => {
      if (active && result.kind === 'user') navigate('/', { replace: true });
    });
    const timer = setTimeout(() => setTimedOut(true), TIMEOUT_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Text fw={600} ta="center">
            Accesso in corso...
          </Text>
          <Progress value={100} animated striped aria-label="Accesso in corso" />
          {timedOut && (
            <>
              <Text fz="sm" c="dimmed" ta="center">
                L'accesso sta richiedendo più tempo del previsto.
              </Text>
              <Group justify="center">
                <Button component={Link} to="/" variant="filled">
                  Riprova
                </Button>
                <Button component={Link} to="/login" variant="default">
                  Indietro
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
