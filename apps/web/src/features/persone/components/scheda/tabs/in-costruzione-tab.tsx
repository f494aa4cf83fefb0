import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { TabProps } from '../../../persona-tabs.ts';

/** A person page tab that a later issue builds (enrolment & privacy: issue 10; payments: issue 11). */
export function InCostruzioneTab({ idPersona }: TabProps) {
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
