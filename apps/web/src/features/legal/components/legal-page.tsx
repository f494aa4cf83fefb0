import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Layout of the legal pages (spec 1 §2.11). */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          Ultimo aggiornamento: {updated}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} mt="sm">
      <Title order={2} fz={18}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
