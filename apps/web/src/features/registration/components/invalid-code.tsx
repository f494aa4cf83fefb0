import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CodeEntryForm } from './code-entry-form.tsx';
import { CodeHelpLink } from './code-help-modal.tsx';

/** Spec 1 §2.7 / §8 reading A: an invalid code: the message, a retry input and the help dialog. */
export function InvalidCode({ code }: { code: string }) {
  return (
    <Stack gap="md" data-testid="codice-non-valido">
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        Il codice di registrazione <b>{code}</b> non è valido. Controlla di averlo scritto correttamente e
        riprova.
      </Alert>
      <CodeEntryForm key={code} />
      <CodeHelpLink />
    </Stack>
  );
}
