import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useViewer } from './use-viewer.ts';

/** The signed-in person's name and initials (the email until the person is loaded). */
export function useUserLabel() {
  const { user, persona } = useViewer();
  const p = persona.data;
  const email = user?.email ?? '';
  const nome = [p?.nome, p?.cognome].filter(Boolean).join(' ');
  const iniziali = `${p?.nome?.charAt(0) ?? ''}${p?.cognome?.charAt(0) ?? ''}`;
  return {
    nome: nome || email,
    iniziali: (iniziali || email.charAt(0)).toUpperCase(),
  };
}

interface Props extends React.ComponentPropsWithoutRef<'button'> {
  nome: string;
  iniziali: string;
}

/** The button that opens the user menu ('Menu utente'). */
export const UserMenuButton = forwardRef<HTMLButtonElement, Props>(function UserMenuButton(
  { nome, iniziali, ...others },
  ref,
) {
  return (
    <UnstyledButton ref={ref} aria-label="Menu utente" data-testid="menu-utente" px={4} py={4} {...others}>
      <Group gap={6} wrap="nowrap">
        <Avatar color="green" radius="xl" size={34}>
          {iniziali}
        </Avatar>
        <Text fz="sm" fw={500} visibleFrom="md" maw={180} truncate>
          {nome}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
});
