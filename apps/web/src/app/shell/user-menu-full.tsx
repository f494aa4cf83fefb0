import { Group, Menu, Text } from '@mantine/core';
import {
  IconHeart,
  IconKey,
  IconLogout,
  IconReceipt,
  IconSchool,
  IconShield,
  IconShieldLock,
  IconUser,
  IconCash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_VERSION } from '../../lib/version.ts';
import { isLoginEmail } from '@zaino/domain/utenti';
import { UserMenuButton, useUserLabel } from './user-menu-button.tsx';
import { useViewer } from './use-viewer.ts';

/** Spec 1 §2.4: the user menu with its items and conditions (loaded right after the first paint). */
export function UserMenuFull({ initiallyOpened = false }: { initiallyOpened?: boolean }) {
  const { user, adult } = useViewer();
  const { nome, iniziali } = useUserLabel();
  if (!user) return null;
  const icon = { size: 16, stroke: 1.7 };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>
        <UserMenuButton nome={nome} iniziali={iniziali} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" truncate>
            {nome}
          </Text>
        </Menu.Label>
        {adult && (
          <Menu.Item component={Link} to="/f/" leftSection={<IconSchool {...icon} />}>
            Iscrizione
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/f/quote" leftSection={<IconCash {...icon} />}>
          Quote
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/f/${user.id_persona}/utente/modifica`}
          leftSection={<IconUser {...icon} />}
        >
          Dati utente
        </Menu.Item>
        <Menu.Item component={Link} to="/f/storicoPagamenti" leftSection={<IconReceipt {...icon} />}>
          Storico Pagamenti
        </Menu.Item>
        <Menu.Item component={Link} to="/f/checkout" leftSection={<IconHeart {...icon} />}>
          Fai una donazione
        </Menu.Item>
        {isLoginEmail(user.username) && (
          <Menu.Item component={Link} to="/f/password" leftSection={<IconKey {...icon} />}>
            Modifica password
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/f/verifica-due-passaggi" leftSection={<IconShieldLock {...icon} />}>
          Verifica in due passaggi
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout-complete" color="red" leftSection={<IconLogout {...icon} />}>
          Esci
        </Menu.Item>
        <Menu.Divider />
        <Group justify="space-between" wrap="nowrap" pl="sm" pr={4}>
          <Text fz="xs" c="dimmed" data-testid="versione-app">
            Versione {APP_VERSION}
          </Text>
          {/* A 44 px touch target (WCAG 2.2 target size, issue 8 item 18). */}
          <Text
            component={Link}
            to="/legal/privacy-policy"
            fz="xs"
            c="green.8"
            td="underline"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 2, minHeight: 44, minWidth: 44, paddingInline: 8 }}
          >
            <IconShield size={12} />
            Privacy
          </Text>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
