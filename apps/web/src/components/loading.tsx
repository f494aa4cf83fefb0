import { Center, Group, Loader, Text } from '@mantine/core';

/** Spec 1 §2.12: the generic loading display, 'Caricamento...'. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Center mih={fullPage ? '100dvh' : 160} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento...</Text>
      </Group>
    </Center>
  );
}
