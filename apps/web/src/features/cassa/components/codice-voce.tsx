import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Phone width (Mantine's sm breakpoint): tables fold the description under the code. */
export const useTelefono = () => useMediaQuery('(max-width: 48em)') === true;

/**
 * An item's code; on a phone with its description under it (wrapped), so the amounts and the
 * buttons of the row stay on screen and the description column is hidden. `children` (the row's
 * buttons, on a phone) go under the description.
 */
export function CodiceVoce({
  codice,
  descrizione,
  telefono,
  children,
}: {
  codice: string;
  descrizione: string;
  telefono: boolean;
  children?: ReactNode;
}) {
  if (!telefono) return codice;
  return (
    <Stack gap={0} maw={150} style={{ whiteSpace: 'normal' }}>
      <Text fz="sm" fw={500}>
        {codice}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={2}>
        {descrizione}
      </Text>
      {children}
    </Stack>
  );
}
