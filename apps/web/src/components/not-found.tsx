import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 1 §2.1 catch-all: 'Pagina non trovata' and a Home button. */
export function NotFound() {
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="green.7" lh={1}>
          404
        </Text>
        <Title order={1} fz={24}>
          Pagina non trovata
        </Title>
        <Text c="dimmed" ta="center">
          L'indirizzo che hai aperto non esiste o non è più disponibile.
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          Home
        </Button>
      </Stack>
    </Center>
  );
}
