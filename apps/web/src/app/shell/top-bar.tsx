import { Box, Burger, Button, Group } from '@mantine/core';
import { IconHome, IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Brand } from './brand.tsx';
import { UserMenu } from './user-menu.tsx';
import { useViewer } from './use-viewer.ts';

interface Props {
  burger?: { opened: boolean; toggle: () => void };
}

/** Spec 1 §2.4: the top bar: Home by role and the user menu, or a Login link when signed out. */
export function TopBar({ burger }: Props) {
  const { user, adult } = useViewer();
  const { pathname } = useLocation();
  const home = adult ? '/b' : '/f';
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {burger && (
          <Burger
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={burger.opened ? 'Chiudi il menu' : 'Apri il menu'}
          />
        )}
        <Brand to={user ? home : '/'} />
      </Group>
      {user ? (
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={home}
            variant="subtle"
            color="gray"
            aria-label="Home"
            leftSection={<IconHome size={20} />}
            px="xs"
            styles={{ section: { marginInlineEnd: 0 } }}
          >
            <Box component="span" visibleFrom="xs" ml={6}>
              Home
            </Box>
          </Button>
          <UserMenu />
        </Group>
      ) : pathname === '/login' ? null : (
        <Button component={Link} to="/login" variant="light" leftSection={<IconLogin size={18} />}>
          Login
        </Button>
      )}
    </Group>
  );
}
