import { Flex, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog's buttons, the secondary one first and the main one last. From 576 px they sit side by
 * side at the right; on a phone they stand one above the other at full width, the main one on top:
 * side by side, a long label ('Continua con il bonifico') wrapped the main button onto a row of
 * its own, sometimes below the screen's edge.
 */
export function AzioniDialogo({ children, mt }: { children: ReactNode; mt?: MantineSpacing }) {
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt={mt}>
      {children}
    </Flex>
  );
}
