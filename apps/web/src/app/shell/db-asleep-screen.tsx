import { Button, Center, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconMoon, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { pingDb } from '../../features/organizzazione/api/ping-db.ts';

// Spec 1 §2.3 / §9: 15-second countdown, then a spinner; 5 s after zero an extra message asks to wait
// and reload; meanwhile the database is pinged every 5 s and the page reloads once it answers.
const COUNTDOWN_S = 15;
const EXTRA_MESSAGE_AFTER_S = 5;
const PING_EVERY_MS = 5_000;

export function DbAsleepScreen() {
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    const ping = async () => {
      try {
        if (await pingDb(controller.signal)) {
          stopped = true;
          window.location.reload();
        }
      } catch {
        // still asleep: try again at the next tick
      }
    };
    const timer = setInterval(() => {
      if (!stopped) void ping();
    }, PING_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      controller.abort();
    };
  }, []);

  const remaining = Math.max(0, COUNTDOWN_S - elapsed);
  const showExtra = elapsed >= COUNTDOWN_S + EXTRA_MESSAGE_AFTER_S;

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
        <Stack align="center" gap="md" data-testid="db-addormentato">
          <IconMoon size={48} stroke={1.5} color="var(--mantine-color-green-7)" />
          <Title order={1} fz={32}>
            Ops!
          </Title>
          <Text ta="center" fw={500}>
            Il database si sta risvegliando: l'app tornerà disponibile tra pochi secondi.
          </Text>
          <Text ta="center" c="dimmed" fz="sm">
            Per risparmiare risorse, il database va in pausa di notte dopo un'ora di inutilizzo e si riattiva
            alla prima richiesta.
          </Text>
          {remaining > 0 ? (
            <Stack gap={4} w="100%">
              <Progress
                value={(remaining / COUNTDOWN_S) * 100}
                aria-label="Attesa del risveglio del database"
                transitionDuration={250}
                color="green"
              />
              <Text ta="center" fz="sm" c="dimmed">
                {remaining} s
              </Text>
            </Stack>
          ) : (
            <Loader color="green" aria-label="Attesa in corso" />
          )}
          {showExtra && (
            <Stack align="center" gap="xs">
              <Text ta="center" fz="sm">
                Ci sta mettendo più del previsto. Attendi ancora qualche secondo oppure ricarica la pagina.
              </Text>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                onClick={() => window.location.reload()}
              >
                Ricarica
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
