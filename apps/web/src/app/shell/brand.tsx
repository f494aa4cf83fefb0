import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBackpack } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The product name in the top bar, linking home. */
export function Brand({ to }: { to: string }) {
  return (
    // 42 px tall like the user menu button beside it: a touch target on a phone (issue 12).
    <UnstyledButton
      component={Link}
      to={to}
      aria-label="Zaino, pagina iniziale"
      mih={42}
      display="flex"
      style={{ alignItems: 'center' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconBackpack size={26} stroke={1.8} color="var(--mantine-color-green-7)" />
        <Text fw={800} fz={20} c="green.8" style={{ letterSpacing: '-0.02em' }}>
          Zaino
        </Text>
      </Group>
    </UnstyledButton>
  );
}
