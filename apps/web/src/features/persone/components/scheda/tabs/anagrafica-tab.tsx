import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { TabProps } from '../../../persona-tabs.ts';

/** Spec 2 §2 person page tab; built by its own issue. */
export function AnagraficaTab({ idPersona }: TabProps) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconTools size={20} />}
      data-testid="in-costruzione"
      data-persona={idPersona}
    >
      Questa sezione è in costruzione.
    </Alert>
  );
}
