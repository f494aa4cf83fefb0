import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every public registration screen sits in (clean at 360 px and on desktop). */
export function RegisterCard({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} w="100%" maw={wide ? 760 : 460}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
